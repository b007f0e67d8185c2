/// Declares the links of an app, then compiles them into an immutable ``LinkTable``.
///
/// ```swift
/// var links = LinkTableBuilder<Screen>(schemes: ["myapp"], hosts: ["example.com"])
/// try links.add("/c/detail/:id", types: ["id": Int.self],
///   placement: LinkPlacement(tab: "c", parents: { _ in [.two] }),
///   build: { .detail(try $0.value("id")) },
///   values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
/// let navigator = Navigator(.start, links: try links.build())
/// ```
public struct LinkTableBuilder<Route> {
  /// Custom schemes whose links put the first path segment where a host would be
  /// (`myapp://items/42` is the path `/items/42`).
  public var schemes: [String]
  /// Hosts accepted for universal links (`https://example.com/items/42`).
  public var hosts: [String]
  /// Schemes treated as universal links (default `https`).
  @usableFromInline package var universalSchemes: [String] = ["https"]
  /// The longest link accepted, in bytes (default 2,048; at most `Int32.max`).
  public var maximumLength = 2_048
  /// The most path segments accepted (default 32).
  @usableFromInline package var maximumSegments = 32
  /// The key of a route, naming the links that can print it, so that printing a route or a
  /// state asks those links only; `nil` (the default) asks every link, as does a route whose
  /// key is `nil`. A link declared with a fixed `route:` gets its key by itself; others name it
  /// with `key:`.
  ///
  /// ```swift
  /// var links = LinkTableBuilder<Screen>(schemes: ["myapp"]) { route in
  ///   switch route {
  ///   case .detail: "detail"
  ///   case .profile(let user, _): "profile#\(user.id)"
  ///   default: nil
  ///   }
  /// }
  /// try links.add("/items/:id", types: ["id": Int.self], key: "detail",
  ///   build: { .detail(try $0.value("id")) },
  ///   values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
  /// ```
  public var printKey: (@Sendable (Route) -> String?)?
  /// Each link's declaration, whole, in chunks rather than one array grown by copying.
  @usableFromInline var routes = ChunkedArray<LinkRoute<Route>>()
  /// Why the first link declared with a placement no state can hold is refused, which
  /// ``build()`` throws (checked as each link is added, so that building reads no route).
  @usableFromInline var placementRefusal: LinkError?
  /// The routes' patterns, by the same index.
  @usableFromInline var declared = DeclaredPatterns()
  /// The segment names of every pattern declared, each stored once.
  @usableFromInline var names = LinkNames()

  /// Creates an empty builder.
  /// - Parameters:
  ///   - schemes: Accepted custom schemes, such as `["myapp"]`.
  ///   - hosts: Accepted universal-link hosts, such as `["example.com"]`.
  ///   - printKey: The key of a route, naming the links that can print it (a name such as a
  ///     case name; `"show#\(id)"` narrows it):
  ///     printing then costs O(depth of the state), not O(number of links).
  public init(
    schemes: [String] = [], hosts: [String] = [],
    printKey: (@Sendable (Route) -> String?)? = nil
  ) {
    self.schemes = schemes
    self.hosts = hosts
    self.printKey = printKey
  }

  /// Declares a link.
  ///
  /// Patterns: literal segments, `:name` parameters (untyped unless `types` names them), an
  /// optional query list after `?` (`/search?q&page`), and a trailing catch-all: `*name` takes
  /// zero or more segments, `*name+` one or more. A catch-all also takes a segment whose
  /// percent-encoding is malformed, as written.
  ///
  /// Query values are read as a form writes them: `+` is a space (`%2B` is a plus), and every
  /// value of a repeated name is kept: ``LinkParameters/value(_:)->T`` reads the first,
  /// ``LinkParameters/values(_:)`` reads them all. Undeclared names are ignored.
  ///
  /// A parameter's type is declared once, in `types`: it decides what the parameter matches,
  /// and `build` reads it with ``LinkParameters/value(_:)->T``, whose type is inferred.
  ///
  /// ```swift
  /// try builder.add(
  ///   "/items/:id", types: ["id": Int.self],
  ///   build: { .detail(try $0.value("id")) },
  ///   values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
  /// ```
  /// - Parameters:
  ///   - pattern: The path pattern.
  ///   - types: Parameter types by name, such as `["id": Int.self]` (default: all untyped
  ///     `String`); see ``LinkParameterValue``.
  ///   - placement: Where the route lives (default: pushed on the selected tab).
  ///   - universal: Whether the link is listed in the apple-app-site-association output.
  ///   - build: Makes the route from the link's parameters; may throw to refuse.
  ///   - key: The key of the routes this link prints, when the builder has a ``printKey``
  ///     (a name, such as a case name; `"show#\(id)"` narrows it); `nil` asks this link for every route.
  ///   - values: Gives a route's parameters back (name → text) for printing, or `nil` when
  ///     the route is not this link's.
  ///   - unsafeCharactersAllowed: Parameters whose decoded values may hold control characters
  ///     or bidirectional formatting characters (refused by default, see
  ///     ``LinkError/Code-swift.enum/rejected``).
  /// - Throws: ``LinkError/Code-swift.enum/configuration``.
  @inlinable public mutating func add(
    _ pattern: String, types: [String: any LinkParameterValue.Type] = [:],
    placement: consuming LinkPlacement<Route> = LinkPlacement(), universal: Bool = true,
    unsafeCharactersAllowed: Set<String> = [], key: String? = nil,
    build: @escaping @Sendable (LinkParameters) throws -> Route,
    values: @escaping @Sendable (Route) -> [String: String]?
  ) throws(LinkError) {
    try declare(pattern, types: types, placement: placement)
    let route = LinkRoute(
      build: build, values: values, placement: placement, universal: universal,
      unsafeCharactersAllowed: unsafeCharactersAllowed, printKey: key)
    routes.append(consume route)
  }

  /// Declares a link that builds a whole back stack from its parameters: `stack` returns the
  /// screens to push above the tab's root, bottom to top, and the last one is the linked
  /// screen (pushed, or presented as the placement says). With a catch-all, each segment can
  /// be one screen.
  ///
  /// <!-- snippet-context: main
  /// enum Destination: String, Hashable, Sendable {
  ///   case one, two, three
  ///   init(segment: String) throws(LinkError) { self = Destination(rawValue: segment) ?? .one }
  ///   var segment: String { rawValue }
  /// }
  /// var links = LinkTableBuilder<Destination>(schemes: ["myapp"])
  /// -->
  /// ```swift
  /// // myapp://path/one/three/two → Content › One › Three › Two
  /// try links.add(
  ///   "/path/*screens",
  ///   stack: { try ($0.values("screens") as [String]).map { try Destination(segment: $0) } },
  ///   values: { stack in LinkValues(segments: stack.map(\.segment)) })
  /// ```
  /// - Parameters:
  ///   - pattern: The path pattern.
  ///   - types: Parameter types by name.
  ///   - placement: The tab and the presentation of the last screen; its `parents` are not
  ///     used (the stack is the link's).
  ///   - universal: Whether the link is listed in the apple-app-site-association output.
  ///   - unsafeCharactersAllowed: As in ``add(_:types:placement:universal:unsafeCharactersAllowed:key:build:values:)``.
  ///   - stack: The screens the link's parameters name, bottom to top; may throw to refuse.
  ///     An empty stack is refused.
  ///   - key: The key of the top route of the stacks this link prints (a name, such as a case name; `"show#\(id)"` narrows it).
  ///   - values: The parameters that print a stack (the routes pushed, bottom to top), or
  ///     `nil` when this link cannot print it.
  /// - Throws: ``LinkError/Code-swift.enum/configuration``.
  @inlinable public mutating func add(
    _ pattern: String, types: [String: any LinkParameterValue.Type] = [:],
    placement: LinkPlacement<Route> = LinkPlacement(), universal: Bool = true,
    unsafeCharactersAllowed: Set<String> = [], key: String? = nil,
    stack: @escaping @Sendable (LinkParameters) throws -> [Route],
    values: @escaping @Sendable ([Route]) -> LinkValues?
  ) throws(LinkError) {
    try declare(pattern, types: types, placement: placement)
    let text = pattern
    let last: @Sendable (LinkParameters) throws -> Route = { parameters in
      guard let last = try stack(parameters).last else {
        throw LinkError(.rejectedByRoute(pattern: text, reason: "the link names no screen"))
      }
      return last
    }
    routes.append(
      LinkRoute(
        build: last,
        values: { values([$0])?.parameters }, placement: placement, universal: universal,
        stack: stack, stackValues: values, unsafeCharactersAllowed: unsafeCharactersAllowed,
        printKey: key))
  }

  /// Declares `pattern`'s codes, and notes the first placement no state can hold, which
  /// ``build()`` throws.
  @inlinable mutating func declare(
    _ pattern: String, types: [String: any LinkParameterValue.Type],
    placement: borrowing LinkPlacement<Route>
  ) throws(LinkError) {
    try declared.add(pattern, types: .values(types), names: &names)
    if placement.parentsInLayer != 0, placementRefusal == nil {
      placementRefusal = placement.refusal(pattern: pattern)
    }
  }

  /// Declares a link without parameters for a single route value.
  ///
  /// ```swift
  /// try builder.add("/settings", route: .settings)
  /// ```
  /// - Parameters:
  ///   - pattern: The path pattern (no parameters).
  ///   - route: The route it opens.
  ///   - placement: Where the route lives.
  ///   - universal: Whether it is listed in the apple-app-site-association output.
  /// - Throws: ``LinkError/Code-swift.enum/configuration``.
  @inlinable public mutating func add(
    _ pattern: String, route: Route, placement: LinkPlacement<Route> = LinkPlacement(),
    universal: Bool = true
  ) throws(LinkError) where Route: Equatable & Sendable {
    try add(
      pattern, placement: placement, universal: universal, key: printKey?(route),
      build: { _ in route }, values: { $0 == route ? [:] : nil })
  }

  /// Compiles the declarations into a trie.
  ///
  /// Priority is fixed and independent of declaration order: at each segment a literal wins
  /// over a typed parameter, a typed parameter over an untyped one, and those over a catch-all.
  /// - Returns: The table.
  /// - Throws: ``LinkError/Code-swift.enum/configuration`` naming both patterns when two can match
  ///   the same link (the same shape, or typed parameters that can accept the same text at
  ///   the same position), or a placement no state can hold (a stack inside a layer,
  ///   ``LinkPlacement/parentsInLayer``, without a presentation, with `asRoot`, or below 0).
  /// - Complexity: O(total pattern length).
  @inlinable public func build() throws(LinkError) -> LinkTable<Route> {
    if let placementRefusal { throw placementRefusal }
    let trie = try declared.draft()
    return LinkTable(builder: self, trie: trie)
  }
}
