/// An immutable, compiled table of an app's links: resolves a URL to a typed route (and to a
/// whole navigation state), prints a route back to a URL, and lists its universal links.
///
/// Matching walks a segment trie, so it costs O(path length) whatever the number of routes.
/// At each segment a literal wins over a typed parameter, a typed parameter over an untyped
/// one, and those over a catch-all; the choice is final (as in Vapor's RoutingKit), except that
/// a dead end falls back to the last catch-all passed.
///
/// ```swift
/// let table = try links.build()
/// let match = try table.match("myapp://c/detail/42").get()
/// print(match.route)                      // detail(42)
/// print(table.url(for: .detail(42))!)     // "myapp://c/detail/42"
/// ```
public struct LinkTable<Route>: Sendable {
  let routes: [LinkRoute<Route>]
  let nodes: [TrieNode]
  let slots: [Int32]
  let literalBytes: [UInt8]
  let typedEdges: [TypedEdge]
  let types: [LinkParameterType]
  let schemes: [[UInt8]]
  let hosts: [[UInt8]]
  let universalSchemes: [[UInt8]]
  /// The longest link accepted, in bytes.
  public let maximumLength: Int
  /// The most path segments accepted.
  public let maximumSegments: Int
  /// The custom schemes accepted, lowercased; the first is used when printing.
  public let customSchemes: [String]
  /// The universal-link hosts accepted, lowercased; the first is used when printing.
  public let universalHosts: [String]

  init(builder: LinkTableBuilder<Route>, trie: MutableTrie, types: [LinkParameterType]) {
    var nodes: [TrieNode] = []
    var slots: [Int32] = []
    var bytes: [UInt8] = []
    var edges: [TypedEdge] = []
    nodes.reserveCapacity(trie.nodes.count)
    for node in trie.nodes {
      var compiled = TrieNode()
      compiled.literalStart = Int32(bytes.count)
      compiled.literalCount = Int32(node.literal.count)
      compiled.literalHash = node.literal.withUnsafeBufferPointer { LinkBytes.hash($0) }
      bytes += node.literal
      compiled.typedStart = Int32(edges.count)
      compiled.typedCount = Int32(node.typed.count)
      edges += node.typed.map { TypedEdge(type: Int32($0.type), child: Int32($0.child)) }
      compiled.untyped = Int32(node.untyped ?? -1)
      compiled.catchAll = Int32(node.catchAll ?? -1)
      compiled.terminal = Int32(node.terminal ?? -1)
      compiled.sample = Int32(node.sample ?? -1)
      nodes.append(compiled)
    }
    // Literal children: open addressing at load factor ≤ 1/2, probing linearly.
    for (index, node) in trie.nodes.enumerated() where !node.literals.isEmpty {
      var size = 2
      while size < node.literals.count * 2 { size *= 2 }
      let start = slots.count
      slots += Array(repeating: -1, count: size)
      for child in node.literals.values {
        var slot = Int(truncatingIfNeeded: nodes[child].literalHash) & (size - 1)
        while slots[start + slot] != -1 { slot = (slot + 1) & (size - 1) }
        slots[start + slot] = Int32(child)
      }
      nodes[index].slotStart = Int32(start)
      nodes[index].slotCount = Int32(size)
    }
    self.routes = builder.routes
    self.nodes = nodes
    self.slots = slots
    self.literalBytes = bytes
    self.typedEdges = edges
    self.types = types
    self.customSchemes = builder.schemes.map { $0.lowercased() }
    self.universalHosts = builder.hosts.map { $0.lowercased() }
    self.schemes = customSchemes.map { Array($0.utf8) }
    self.hosts = universalHosts.map { Array($0.utf8) }
    self.universalSchemes = builder.universalSchemes.map { Array($0.lowercased().utf8) }
    self.maximumLength = builder.maximumLength
    self.maximumSegments = builder.maximumSegments
  }

  /// The number of declared links.
  public var count: Int { routes.count }

  /// The declared patterns, in declaration order.
  public var patterns: [String] { routes.map(\.pattern.text) }
}

/// A resolved link: the route, the pattern that matched, and the parameters it carried.
///
/// ```swift
/// let match = try table.match("https://example.com/items/42").get()
/// print(match.pattern, match.parameters["id"] ?? "")  // "/items/:id 42"
/// ```
public struct LinkMatch<Route> {
  /// The route the link opens.
  public let route: Route
  /// The pattern that matched, as declared.
  public let pattern: String
  /// The parameters the link carried.
  public let parameters: LinkParameters
  let routeIndex: Int
}

extension LinkMatch: Sendable where Route: Sendable {}
