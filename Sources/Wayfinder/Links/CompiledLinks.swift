/// The links of an `@Links` enum as the macro compiles them: each pattern already parsed into
/// numbered names and typed parameters, each print key and placement written out, so that
/// making the table parses nothing and cannot fail. Written by `@Links`'s
/// `compiledLinkTable(schemes:hosts:)`, not by hand: a table declared by hand uses
/// ``LinkTableBuilder``, which makes the same table from the same declarations.
///
/// A segment's code is the number of its name in `names`, shifted left by eight, plus `0` for
/// a literal, `1` for an untyped parameter, `2` for a catch-all (`*name`), `3` for a catch-all
/// needing one segment (`*name+`), or `4` plus the number of its type in `types` for a typed
/// parameter; a query name's code is the same with `1` or `4` plus a type.
///
/// ```swift
/// var links = _CompiledLinks<Screen>(
///   names: ["items", "id"], types: [Int.self], printKey: { _ in "detail" })
/// links.add(
///   "/items/:id", path: [0 << 8, 1 << 8 | 4], query: [], key: "detail",
///   build: { .detail(try $0.value("id")) },
///   values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
/// let table = links.table(schemes: ["myapp"])
/// ```
public struct _CompiledLinks<Route> {
  @usableFromInline var builder: LinkTableBuilder<Route>
  /// The number in the builder's names of each name of the list the codes refer to.
  @usableFromInline let numbers: [Int32]
  /// The types the codes refer to.
  @usableFromInline let types: [LinkParameterType]

  /// Starts a table from its names and parameter types.
  /// - Parameters:
  ///   - names: Every literal (percent-decoded) and parameter name of the patterns, each once.
  ///   - types: The parameter types that are not `String`, each once.
  ///   - printKey: The key of a route: its case's name, or `nil` for a case without a link.
  public init(
    names: [String], types: [any LinkParameterValue.Type],
    printKey: @escaping @Sendable (Route) -> String?
  ) {
    var builder = LinkTableBuilder<Route>(printKey: printKey)
    numbers = names.map { builder.names.intern($0) }
    self.types = types.map { LinkParameterType.of($0) }
    self.builder = builder
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
  @inlinable public mutating func add(
    _ pattern: String, path: [Int32], query: [Int32],
    placement: LinkPlacement<Route> = LinkPlacement(), key: String,
    build: @escaping @Sendable (LinkParameters) throws -> Route,
    values: @escaping @Sendable (Route) -> [String: String]?
  ) {
    builder.routes.append(
      LinkRoute(
        pattern: LinkPattern(
          compiled: pattern, path: path, query: query, numbers: numbers, names: builder.names,
          types: types),
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
  @inlinable public mutating func add(
    _ pattern: String, path: [Int32], query: [Int32],
    placement: LinkPlacement<Route> = LinkPlacement(), key: String,
    stack: @escaping @Sendable (LinkParameters) throws -> [Route],
    values: @escaping @Sendable ([Route]) -> LinkValues?
  ) {
    builder.routes.append(
      LinkRoute(
        pattern: LinkPattern(
          compiled: pattern, path: path, query: query, numbers: numbers, names: builder.names,
          types: types),
        build: { parameters in
          guard let last = try stack(parameters).last else {
            throw LinkError(.rejectedByRoute(pattern: pattern, reason: "the link names no screen"))
          }
          return last
        },
        values: { values([$0])?.parameters }, placement: placement, universal: true,
        stack: stack, stackValues: values, printKey: key))
  }

  /// The table, for links with these schemes and hosts. It does not throw: `@Links` reported
  /// at compile time what the builder would refuse; a conflict only the run time sees (two
  /// parameter types of the app's at one position that accept the same text) makes a table
  /// that refuses every link with that error, as ``LinkTableBuilder/build()`` would have
  /// thrown it.
  /// - Parameters:
  ///   - schemes: Accepted custom schemes, such as `["myapp"]`.
  ///   - hosts: Accepted universal-link hosts, such as `["example.com"]`.
  /// - Returns: The table.
  @inlinable public func table(schemes: [String], hosts: [String] = []) -> LinkTable<Route> {
    var builder = builder
    builder.schemes = schemes
    builder.hosts = hosts
    do {
      return try builder.build()
    } catch {
      return LinkTable(refusing: error, schemes: schemes, hosts: hosts)
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
