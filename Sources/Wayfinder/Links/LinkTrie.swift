/// The compiled segment trie, free of the route type so that matching runs without generic
/// dispatch: it finds which declared pattern a link matches and where its parameters are;
/// ``LinkTable`` then builds the route.
@usableFromInline
struct LinkTrie: Sendable {
  let nodes: [TrieNode]
  let slots: [Int32]
  let literalBytes: [UInt8]
  let typedEdges: [TypedEdge]
  let types: [LinkParameterType]
  let patterns: [LinkPattern]
  let schemes: [[UInt8]]
  let hosts: [[UInt8]]
  let universalSchemes: [[UInt8]]
  let maximumLength: Int
  let maximumSegments: Int
  let customSchemes: [String]
  let universalHosts: [String]

  init(
    _ trie: MutableTrie, types: [LinkParameterType], patterns: [LinkPattern], schemes: [String],
    hosts: [String], universalSchemes: [String], maximumLength: Int, maximumSegments: Int
  ) {
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
    self.patterns = patterns
    self.nodes = nodes
    self.slots = slots
    self.literalBytes = bytes
    self.typedEdges = edges
    self.types = types
    self.customSchemes = schemes.map { $0.lowercased() }
    self.universalHosts = hosts.map { $0.lowercased() }
    self.schemes = customSchemes.map { Array($0.utf8) }
    self.hosts = universalHosts.map { Array($0.utf8) }
    self.universalSchemes = universalSchemes.map { Array($0.lowercased().utf8) }
    self.maximumLength = maximumLength
    self.maximumSegments = maximumSegments
  }

}

/// Where a link landed in the trie: the pattern, and where its parameters are in the bytes.
struct TrieWalk {
  /// The index of the matched pattern.
  var pattern: Int
  /// How many captures (path parameters) were recorded.
  var captured: Int
  /// Where the catch-all's part of the path starts, if a catch-all matched.
  var remainder: Int?
  /// Segments consumed before the catch-all (or in all, without one).
  var segmentsBefore: Int
  /// The path's byte range.
  var pathStart: Int
  var pathEnd: Int
}

/// A parameter segment captured while walking the trie: its byte range and whether it contains
/// a `%`.
struct Capture {
  var start: Int32
  var end: Int32
  var encoded: Bool
}

/// A matched link before its route is built: the pattern's index and the parameters.
@usableFromInline
struct ResolvedLink {
  @usableFromInline let pattern: Int
  @usableFromInline let parameters: LinkParameters
}
