/// The links of an `@Links` enum as the macro compiles them: each pattern already parsed into
/// numbered names and typed parameters, the trie of the whole table already made, each print
/// key and placement written out, so that making the table parses nothing and cannot fail.
/// Written by `@Links`, not by hand: its `compiledLinkTable(schemes:hosts:)` makes the table
/// from these declarations, and its `addLinks(to:)` gives the same declarations to a
/// ``LinkTableBuilder``, which parses each pattern's text itself. A table declared by hand uses
/// ``LinkTableBuilder``.
///
/// The codes are a run of numbers, written as `@Links` writes them: for each link in
/// declaration order, the count of its path segments and each one's code, then the count of
/// its query names and each one's code. A code is the number of its name in `names`, shifted
/// left by eight, plus `0` for a literal, `1` for an untyped parameter, `2` for a catch-all
/// (`*name`), `3` for a catch-all needing one segment (`*name+`), or `4` plus the number of its
/// type in `types` for a typed parameter; a query name's code is the same with `1` or `4` plus
/// a type. Each number is written plus one, in hexadecimal digits, least significant first:
/// `a`…`p` for a digit that more digits follow, `A`…`P` for the last one.
///
/// Each link that makes one route is numbered: `build`, `values` and `placement`, given once
/// for the whole table, switch on a link's number, so that a link keeps no closures of its own
/// and no placement is made before a link opens.
///
/// ```swift
/// // One link, "/items/:id": two path codes (0 << 8, 1 << 8 | 4), no query name.
/// var links = _CompiledLinks<Screen>(
///   names: ["items", "id"], types: [Int.self], count: 1, codes: "DBfaBB",
///   build: { link, parameters in
///     switch link {
///     case 0: return .detail(try parameters.value("id"))
///     default: return nil
///     }
///   },
///   values: { link, route in
///     switch link {
///     case 0: if case .detail(let id) = route { return ["id": "\(id)"] } else { return nil }
///     default: return nil
///     }
///   },
///   placement: { link in
///     switch link {
///     case 0: LinkPlacement(tab: "shop")
///     default: LinkPlacement()
///     }
///   })
/// links.add("/items/:id", key: "detail", link: 0)
/// let table = links.table(schemes: ["myapp"], printKey: { _ in "detail" })
/// ```
public struct _CompiledLinks<Route> {
  /// Every literal (percent-decoded) and parameter name of the patterns, each once.
  @usableFromInline let names: [String]
  /// The parameter types that are not `String`, each once.
  @usableFromInline let types: [any LinkParameterValue.Type]
  /// The links' patterns' codes, in declaration order.
  @usableFromInline let codes: String
  /// The trie `@Links` compiled for the links, or `nil`.
  @usableFromInline let trie: String?
  /// The links' patterns as declared, in declaration order.
  @usableFromInline var texts: [String] = []
  /// The links declared, in order, as the table keeps them: all but their patterns.
  @usableFromInline var declarations: CompiledDeclarations<Route>

  /// Starts a table from its names, its parameter types, its patterns' codes and the trie
  /// `@Links` compiled for its links, which the table reads instead of building one (it builds
  /// one, as the builder does, when the trie does not fit the links and types it is given).
  /// - Parameters:
  ///   - names: Every literal (percent-decoded) and parameter name of the patterns, each once.
  ///   - types: The parameter types that are not `String`, each once.
  ///   - count: The number of links that will be added.
  ///   - codes: The links' patterns' codes, as `@Links` writes them.
  ///   - trie: The compiled trie, as `@Links` writes it, if any.
  ///   - build: Makes the route of the link numbered by its first argument from the link's
  ///     parameters, or gives `nil` for a number no link has.
  ///   - values: Gives back a route's parameters for the link numbered by its first argument,
  ///     or `nil` when the route is not that link's.
  ///   - placement: Where the route of the link numbered by its argument lives (default:
  ///     ``LinkPlacement/init(tab:parents:presentation:asRoot:column:whenRunning:)``'s
  ///     defaults), made each time a link opens.
  public init(
    names: [String], types: [any LinkParameterValue.Type], count: Int, codes: String,
    trie: String? = nil,
    build: @escaping @Sendable (Int, LinkParameters) throws -> Route? = { _, _ in nil },
    values: @escaping @Sendable (Int, Route) -> [String: String]? = { _, _ in nil },
    placement: @escaping @Sendable (Int) -> LinkPlacement<Route> = { _ in LinkPlacement() }
  ) {
    let count = max(0, min(count, 1 << 20))
    self.declarations = CompiledDeclarations(
      switches: LinkSwitches(make: build, values: values, placement: placement),
      capacity: count)
    self.names = names
    self.types = types
    self.codes = codes
    self.trie = trie
    texts.reserveCapacity(count)
  }

  /// Declares a link that makes one route, as
  /// ``LinkTableBuilder/add(_:types:placement:universal:unsafeCharactersAllowed:key:build:values:)``
  /// does, its pattern parsed at compile time (its codes are the next in `codes`): its route
  /// is made, its values given back and its placement made by the table's `build`, `values`
  /// and `placement` with its number.
  /// - Parameters:
  ///   - pattern: The pattern as written.
  ///   - key: The print key of the routes it prints.
  ///   - link: The link's number in the table's `build`, `values` and `placement`.
  @inlinable @inline(never)
  public mutating func add(_ pattern: consuming String, key: consuming String, link: Int) {
    texts.append(consume pattern)
    declarations.append(number: link, key: consume key)
  }

  /// Declares a link that makes one route with closures of its own, as
  /// ``LinkTableBuilder/add(_:types:placement:universal:unsafeCharactersAllowed:key:build:values:)``
  /// does, its pattern parsed at compile time (its codes are the next in `codes`).
  /// - Parameters:
  ///   - pattern: The pattern as written.
  ///   - placement: Where the route lives.
  ///   - key: The print key of the routes it prints.
  ///   - build: Makes the route from the link's parameters.
  ///   - values: Gives a route's parameters back, or `nil` when the route is not this link's.
  @inlinable @inline(never)
  public mutating func add(
    _ pattern: consuming String, placement: consuming LinkPlacement<Route> = LinkPlacement(),
    key: consuming String,
    build: consuming @escaping @Sendable (LinkParameters) throws -> Route,
    values: consuming @escaping @Sendable (Route) -> [String: String]?
  ) {
    texts.append(consume pattern)
    declarations.append(
      kept: LinkRoute(
        build: build, values: values, placement: placement, universal: true, printKey: key))
  }

  /// Declares a link that builds a whole back stack, as
  /// ``LinkTableBuilder/add(_:types:placement:universal:unsafeCharactersAllowed:key:stack:values:)``
  /// does, its pattern parsed at compile time (its codes are the next in `codes`).
  /// - Parameters:
  ///   - pattern: The pattern as written.
  ///   - placement: The tab and the presentation of the last screen.
  ///   - key: The print key of the top route of the stacks it prints.
  ///   - stack: The screens the link's parameters name, bottom to top.
  ///   - values: The parameters that print a stack, or `nil`.
  @inlinable @inline(never)
  public mutating func add(
    _ pattern: String, placement: LinkPlacement<Route> = LinkPlacement(), key: String,
    stack: @escaping @Sendable (LinkParameters) throws -> [Route],
    values: @escaping @Sendable ([Route]) -> LinkValues?
  ) {
    texts.append(pattern)
    let route = LinkRoute<Route>(
      build: { parameters in
        guard let last = try stack(parameters).last else {
          throw LinkError(.rejectedByRoute(pattern: pattern, reason: "the link names no screen"))
        }
        return last
      },
      values: { values([$0])?.parameters }, placement: placement, universal: true,
      stack: stack, stackValues: values, printKey: key)
    declarations.append(kept: route)
  }

  /// Gives every link to a builder, as `LinkTableBuilder`'s `add` declares a link: the
  /// builder parses each pattern's text itself, its parameters typed as the codes say.
  /// - Parameter builder: The builder the links are added to.
  /// - Throws: The error the builder throws for a link it refuses, or a malformed pattern's
  ///   when the codes are not those of these names and types.
  @inlinable public func add(to builder: inout LinkTableBuilder<Route>) throws(LinkError) {
    let typed = try LinkCodes.parameterTypes(
      texts: texts, codes: codes, names: names, types: types)
    for index in 0..<declarations.count {
      let link = declarations[index]
      let pattern = texts[index]
      if let stack = link.stack, let stackValues = link.stackValues {
        try builder.add(
          pattern, types: typed[index], placement: link.placement, key: link.printKey,
          stack: stack, values: stackValues)
      } else {
        try builder.add(
          pattern, types: typed[index], placement: link.placement, key: link.printKey,
          build: link.builder, values: link.valuesReader)
      }
    }
  }

  /// The table, for links with these schemes and hosts. It does not throw: `@Links` reported
  /// at compile time what the builder would refuse; a conflict only the run time sees (two
  /// parameter types of the app's at one position that accept the same text) makes a table
  /// that refuses every link with that error, as ``LinkTableBuilder/build()`` would have
  /// thrown it.
  /// - Parameters:
  ///   - schemes: Accepted custom schemes, such as `["myapp"]`.
  ///   - hosts: Accepted universal-link hosts, such as `["example.com"]`.
  ///   - printKey: The key of a route: its case's name, or `nil` for a case without a link.
  /// - Returns: The table.
  @inlinable public func table(
    schemes: [String], hosts: [String] = [], printKey: @escaping @Sendable (Route) -> String?
  ) -> LinkTable<Route> {
    let builder = LinkTableBuilder<Route>(schemes: schemes, hosts: hosts, printKey: printKey)
    // One cache for what printing makes: the print index and the parsed patterns.
    let printing = LinkPrintCache()
    // The placements need no check (`LinkTableBuilder.build()` makes one): the macro reported
    // at compile time every placement no state can hold.
    switch LinkTrie.compiled(
      texts: texts, codes: codes, names: names, types: types, form: trie, cache: printing,
      schemes: builder.schemes, hosts: builder.hosts, universalSchemes: builder.universalSchemes,
      maximumLength: builder.maximumLength, maximumSegments: builder.maximumSegments)
    {
    case .success(let trie):
      return LinkTable(
        compiled: declarations, printKey: builder.printKey, printing: printing, trie: trie)
    case .failure(let error): return LinkTable(refusing: error, schemes: schemes, hosts: hosts)
    }
  }
}

extension LinkTable {
  /// A table that refuses every link with `error`: what `@Links`'s
  /// `compiledLinkTable(schemes:hosts:)` gives when the links it declares could not be made
  /// into a table (an error ``LinkTableBuilder/build()`` throws), so that the error is reported
  /// by every link opened rather than lost.
  ///
  /// ```swift
  /// let table = LinkTable<Screen>(
  ///   _refusingEveryLink: .invalidParameter(name: "id", value: "x", expected: "Int"))
  /// ```
  /// - Parameter error: The error every link is refused with.
  public init(_refusingEveryLink error: LinkError) {
    self.init(refusing: error, schemes: [], hosts: [])
  }

  /// A table of no links that refuses every link with `error`.
  @usableFromInline
  init(refusing error: LinkError, schemes: [String], hosts: [String]) {
    self.init(
      builder: LinkTableBuilder(schemes: schemes, hosts: hosts), trie: .empty,
      refusal: error)
  }
}
