/// The links of an `@Links` enum as the macro compiles them: each pattern already parsed into
/// numbered names and typed parameters, each print key and placement written out, so that
/// making the table parses nothing and cannot fail. Written by `@Links`, not by hand: its
/// `compiledLinkTable(schemes:hosts:)` makes the table from these declarations, and its
/// `addLinks(to:)` gives the same declarations to a ``LinkTableBuilder``, which parses each
/// pattern's text itself. A table declared by hand uses ``LinkTableBuilder``.
///
/// A segment's code is the number of its name in `names`, shifted left by eight, plus `0` for
/// a literal, `1` for an untyped parameter, `2` for a catch-all (`*name`), `3` for a catch-all
/// needing one segment (`*name+`), or `4` plus the number of its type in `types` for a typed
/// parameter; a query name's code is the same with `1` or `4` plus a type.
///
/// ```swift
/// var links = _CompiledLinks<Screen>(names: ["items", "id"], types: [Int.self])
/// links.add(
///   "/items/:id", path: [0 << 8, 1 << 8 | 4], key: "detail",
///   build: { .detail(try $0.value("id")) },
///   values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
/// let table = links.table(schemes: ["myapp"], printKey: { _ in "detail" })
/// ```
public struct _CompiledLinks<Route> {
  /// Every literal (percent-decoded) and parameter name of the patterns, each once.
  @usableFromInline let names: [String]
  /// The parameter types that are not `String`, each once.
  @usableFromInline let types: [any LinkParameterValue.Type]
  /// The trie `@Links` compiled for the links, or `nil`.
  @usableFromInline let trie: String?
  /// The links' patterns, in declaration order.
  @usableFromInline var codes = LinkCodes()
  /// The links declared, in order, as the table keeps them: all but their patterns.
  @usableFromInline var routes: [LinkRoute<Route>] = []

  /// Starts a table from its names and parameter types.
  /// - Parameters:
  ///   - names: Every literal (percent-decoded) and parameter name of the patterns, each once.
  ///   - types: The parameter types that are not `String`, each once.
  public init(names: [String], types: [any LinkParameterValue.Type]) {
    self.names = names
    self.types = types
    self.trie = nil
  }

  /// Starts a table from its names, its parameter types and the trie `@Links` compiled for its
  /// links, which the table reads instead of building one (it builds one, as the builder does,
  /// when the trie does not fit the links and types it is given).
  /// - Parameters:
  ///   - names: Every literal (percent-decoded) and parameter name of the patterns, each once.
  ///   - types: The parameter types that are not `String`, each once.
  ///   - trie: The compiled trie, as `@Links` writes it.
  public init(names: [String], types: [any LinkParameterValue.Type], trie: String) {
    self.names = names
    self.types = types
    self.trie = trie
    // The form starts with the count of links.
    var reader = LinkTrieForm.Reader(trie)
    let count = reader.int(in: 0..<1 << 20) ?? 0
    routes.reserveCapacity(count)
    codes.reserveCapacity(count)
  }

  /// Declares a link that makes one route, as
  /// ``LinkTableBuilder/add(_:types:placement:universal:unsafeCharactersAllowed:key:build:values:)``
  /// does, from its pattern parsed at compile time.
  /// - Parameters:
  ///   - pattern: The pattern as written.
  ///   - path: Its path segments' codes.
  ///   - query: Its query names' codes.
  ///   - placement: Where the route lives.
  ///   - key: The print key of the routes it prints.
  ///   - build: Makes the route from the link's parameters.
  ///   - values: Gives a route's parameters back, or `nil` when the route is not this link's.
  @inlinable @inline(never)
  public mutating func add(
    _ pattern: consuming String, path: consuming [Int32], query: consuming [Int32] = [],
    placement: consuming LinkPlacement<Route> = LinkPlacement(), key: consuming String,
    build: consuming @escaping @Sendable (LinkParameters) throws -> Route,
    values: consuming @escaping @Sendable (Route) -> [String: String]?
  ) {
    codes.append(pattern, path: path, query: query)
    routes.append(
      LinkRoute(
        build: build, values: values, placement: placement, universal: true, printKey: key))
  }

  /// Declares a link that builds a whole back stack, as
  /// ``LinkTableBuilder/add(_:types:placement:universal:unsafeCharactersAllowed:key:stack:values:)``
  /// does, from its pattern parsed at compile time.
  /// - Parameters:
  ///   - pattern: The pattern as written.
  ///   - path: Its path segments' codes.
  ///   - query: Its query names' codes.
  ///   - placement: The tab and the presentation of the last screen.
  ///   - key: The print key of the top route of the stacks it prints.
  ///   - stack: The screens the link's parameters name, bottom to top.
  ///   - values: The parameters that print a stack, or `nil`.
  @inlinable @inline(never)
  public mutating func add(
    _ pattern: String, path: [Int32], query: [Int32] = [],
    placement: LinkPlacement<Route> = LinkPlacement(), key: String,
    stack: @escaping @Sendable (LinkParameters) throws -> [Route],
    values: @escaping @Sendable ([Route]) -> LinkValues?
  ) {
    codes.append(pattern, path: path, query: query)
    routes.append(
      LinkRoute(
        build: { parameters in
          guard let last = try stack(parameters).last else {
            throw LinkError(.rejectedByRoute(pattern: pattern, reason: "the link names no screen"))
          }
          return last
        },
        values: { values([$0])?.parameters }, placement: placement, universal: true,
        stack: stack, stackValues: values, printKey: key))
  }

  /// Gives every link to a builder, as `LinkTableBuilder`'s `add` declares a link: the
  /// builder parses each pattern's text itself, its parameters typed as the codes say.
  /// - Parameter builder: The builder the links are added to.
  /// - Throws: The error the builder throws for a link it refuses.
  @inlinable public func add(to builder: inout LinkTableBuilder<Route>) throws(LinkError) {
    for (index, link) in routes.enumerated() {
      var typed: [String: any LinkParameterValue.Type] = [:]
      for code in codes.paths[index] + codes.queries[index]
      where code & 0xFF >= LinkPattern.Code.typed {
        typed[names[Int(code >> 8)]] = types[Int((code & 0xFF) - LinkPattern.Code.typed)]
      }
      let pattern = codes.texts[index]
      if let stack = link.stack, let stackValues = link.stackValues {
        try builder.add(
          pattern, types: typed, placement: link.placement, key: link.printKey, stack: stack,
          values: stackValues)
      } else {
        try builder.add(
          pattern, types: typed, placement: link.placement, key: link.printKey,
          build: link.build, values: link.values)
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
    var builder = LinkTableBuilder<Route>(schemes: schemes, hosts: hosts, printKey: printKey)
    builder.routes = routes
    // The placements need no check (`LinkTableBuilder.build()` makes one): the macro reported
    // at compile time every placement no state can hold.
    switch LinkTrie.compiled(
      codes, names: names, types: types, form: trie, schemes: builder.schemes,
      hosts: builder.hosts, universalSchemes: builder.universalSchemes,
      maximumLength: builder.maximumLength, maximumSegments: builder.maximumSegments)
    {
    case .success(let trie): return LinkTable(builder: builder, trie: trie)
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
      builder: LinkTableBuilder(schemes: schemes, hosts: hosts), patterns: [], trie: .empty,
      refusal: error)
  }
}
