/// Declares the links of an app, then compiles them into an immutable ``LinkTable``.
///
/// ```swift
/// var links = LinkTableBuilder<Screen>(schemes: ["myapp"], hosts: ["example.com"])
/// try links.add("/c/detail/:id", types: ["id": .int],
///   placement: LinkPlacement(tab: "c", parents: { _ in [.two] }),
///   build: { .detail(try $0.int("id")) },
///   values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
/// let table = try links.build()
/// ```
public struct LinkTableBuilder<Route> {
  /// Custom schemes whose links put the first path segment where a host would be
  /// (`myapp://items/42` is the path `/items/42`).
  public var schemes: [String]
  /// Hosts accepted for universal links (`https://example.com/items/42`).
  public var hosts: [String]
  /// Schemes treated as universal links (default `https`).
  public var universalSchemes: [String] = ["https"]
  /// The longest link accepted, in bytes (default 2,048; at most `Int32.max`).
  public var maximumLength = 2_048
  /// The most path segments accepted (default 32).
  public var maximumSegments = 32
  /// The key of a route, naming the links that can print it (see ``LinkKey``); `nil` (the
  /// default) asks every link.
  public var printKey: (@Sendable (Route) -> LinkKey?)?
  var routes: [LinkRoute<Route>] = []

  /// Creates an empty builder.
  /// - Parameters:
  ///   - schemes: Accepted custom schemes, such as `["myapp"]`.
  ///   - hosts: Accepted universal-link hosts, such as `["example.com"]`.
  ///   - printKey: The key of a route, naming the links that can print it (see ``LinkKey``):
  ///     printing then costs O(depth of the state), not O(number of links).
  public init(
    schemes: [String] = [], hosts: [String] = [],
    printKey: (@Sendable (Route) -> LinkKey?)? = nil
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
  /// value of a repeated name is kept: the subscript and the typed readers read the first,
  /// ``LinkParameters/values(named:)`` reads them all. Undeclared names are ignored.
  /// - Parameters:
  ///   - pattern: The path pattern.
  ///   - types: Parameter types by name (default: all untyped `String`).
  ///   - placement: Where the route lives (default: pushed on the selected tab).
  ///   - universal: Whether the link is listed in the apple-app-site-association output.
  ///   - build: Makes the route from the link's parameters; may throw to refuse.
  ///   - key: The key of the routes this link prints, when the builder has a ``printKey``
  ///     (see ``LinkKey``); `nil` asks this link for every route.
  ///   - values: Gives a route's parameters back (name → text) for printing, or `nil` when
  ///     the route is not this link's.
  ///   - unsafeCharactersAllowed: Parameters whose decoded values may hold control characters
  ///     or bidirectional formatting characters (refused by default, see
  ///     ``LinkError/unsafeCharacter(name:scalar:)``).
  /// - Throws: ``LinkError/malformedPattern(pattern:reason:)``.
  public mutating func add(
    _ pattern: String, types: [String: LinkParameterType] = [:],
    placement: LinkPlacement<Route> = LinkPlacement(), universal: Bool = true,
    unsafeCharactersAllowed: Set<String> = [], key: LinkKey? = nil,
    build: @escaping @Sendable (LinkParameters) throws -> Route,
    values: @escaping @Sendable (Route) -> [String: String]?
  ) throws(LinkError) {
    let parsed = try LinkPattern(pattern, types: types)
    routes.append(
      LinkRoute(
        pattern: parsed, build: build, values: values, placement: placement, universal: universal,
        unsafeCharactersAllowed: unsafeCharactersAllowed, printKey: key))
  }

  /// Declares a link that builds a whole back stack from its parameters: `stack` returns the
  /// screens to push above the tab's root, bottom to top, and the last one is the linked
  /// screen (pushed, or presented as the placement says). With a catch-all, each segment can
  /// be one screen.
  ///
  /// ```swift
  /// // myapp://path/one/three/two → Content › One › Three › Two
  /// try links.add(
  ///   "/path/*screens",
  ///   stack: { parameters in try parameters.remainder.map { try Destination(segment: $0) } },
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
  ///   - key: The key of the top route of the stacks this link prints (see ``LinkKey``).
  ///   - values: The parameters that print a stack (the routes pushed, bottom to top), or
  ///     `nil` when this link cannot print it.
  /// - Throws: ``LinkError/malformedPattern(pattern:reason:)``.
  public mutating func add(
    _ pattern: String, types: [String: LinkParameterType] = [:],
    placement: LinkPlacement<Route> = LinkPlacement(), universal: Bool = true,
    unsafeCharactersAllowed: Set<String> = [], key: LinkKey? = nil,
    stack: @escaping @Sendable (LinkParameters) throws -> [Route],
    values: @escaping @Sendable ([Route]) -> LinkValues?
  ) throws(LinkError) {
    let parsed = try LinkPattern(pattern, types: types)
    let text = parsed.text
    routes.append(
      LinkRoute(
        pattern: parsed,
        build: { parameters in
          guard let last = try stack(parameters).last else {
            throw LinkError.rejectedByRoute(pattern: text, reason: "the link names no screen")
          }
          return last
        },
        values: { values([$0])?.parameters }, placement: placement, universal: universal,
        stack: stack, stackValues: values, unsafeCharactersAllowed: unsafeCharactersAllowed,
        printKey: key))
  }

  /// Declares a link without parameters for a single route value.
  ///
  /// ```swift
  /// try links.add("/settings", route: .settings)
  /// ```
  /// - Parameters:
  ///   - pattern: The path pattern (no parameters).
  ///   - route: The route it opens.
  ///   - placement: Where the route lives.
  ///   - universal: Whether it is listed in the apple-app-site-association output.
  /// - Throws: ``LinkError/malformedPattern(pattern:reason:)``.
  public mutating func add(
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
  /// - Throws: ``LinkError/ambiguousPatterns(_:_:)`` naming both patterns when two can match
  ///   the same link (the same shape, or typed parameters that can accept the same text at
  ///   the same position).
  /// - Complexity: O(total pattern length).
  public func build() throws(LinkError) -> LinkTable<Route> {
    var trie = MutableTrie()
    var types: [LinkParameterType] = []
    for (index, route) in routes.enumerated() {
      var node = 0
      var parameterIndex = 0
      for segment in route.pattern.segments {
        switch segment {
        case .literal(let text):
          node = trie.literalChild(of: node, text)
        case .parameter:
          let type = route.pattern.parameters[parameterIndex].type
          parameterIndex += 1
          if type.isUntyped {
            node = trie.untypedChild(of: node)
          } else {
            if let clash = trie.nodes[node].typed.first(where: {
              types[$0.type].kind != type.kind && types[$0.type].mayOverlap(with: type)
            }) {
              let other = routes[trie.nodes[clash.child].sample ?? 0].pattern.text
              throw .ambiguousPatterns(other, route.pattern.text)
            }
            let typeIndex =
              types.firstIndex { $0.kind == type.kind }
              ?? {
                types.append(type)
                return types.count - 1
              }()
            node = trie.typedChild(of: node, type: typeIndex)
          }
        case .catchAll:
          if let other = trie.nodes[node].catchAll {
            throw .ambiguousPatterns(routes[other].pattern.text, route.pattern.text)
          }
          trie.nodes[node].catchAll = index
        }
        // The node's sample is the simplest pattern through it (fewest segments, then
        // alphabetical), so "nearest pattern" messages do not depend on declaration order.
        if let sample = trie.nodes[node].sample {
          let current = routes[sample].pattern
          if (route.pattern.segments.count, route.pattern.text)
            < (current.segments.count, current.text)
          {
            trie.nodes[node].sample = index
          }
        } else {
          trie.nodes[node].sample = index
        }
      }
      if route.pattern.catchAll == nil {
        if let other = trie.nodes[node].terminal {
          throw .ambiguousPatterns(routes[other].pattern.text, route.pattern.text)
        }
        trie.nodes[node].terminal = index
      }
    }
    guard types.count <= Int(UInt16.max) else {
      throw .malformedPattern(
        pattern: routes.last?.pattern.text ?? "", reason: "more than 65,535 parameter types")
    }
    return LinkTable(builder: self, trie: trie, types: types)
  }
}

/// The trie while it is being built: nodes with dictionaries, compiled later into flat arrays.
struct MutableTrie {
  struct Node {
    var literal: [UInt8] = []
    var literals: [String: Int] = [:]
    var typed: [(type: Int, child: Int)] = []
    var untyped: Int?
    var catchAll: Int?
    var terminal: Int?
    var sample: Int?
  }

  var nodes: [Node] = [Node()]

  mutating func literalChild(of node: Int, _ text: String) -> Int {
    if let child = nodes[node].literals[text] { return child }
    nodes.append(Node(literal: Array(text.utf8)))
    nodes[node].literals[text] = nodes.count - 1
    return nodes.count - 1
  }

  mutating func untypedChild(of node: Int) -> Int {
    if let child = nodes[node].untyped { return child }
    nodes.append(Node())
    nodes[node].untyped = nodes.count - 1
    return nodes.count - 1
  }

  mutating func typedChild(of node: Int, type: Int) -> Int {
    if let edge = nodes[node].typed.first(where: { $0.type == type }) { return edge.child }
    nodes.append(Node())
    nodes[node].typed.append((type, nodes.count - 1))
    return nodes.count - 1
  }
}
