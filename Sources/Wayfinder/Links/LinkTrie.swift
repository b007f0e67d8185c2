/// The compiled segment trie, free of the route type so that matching runs without generic
/// dispatch: it finds which declared pattern a link matches and where its parameters are;
/// ``LinkTable`` then builds the route.
///
/// The nodes, literal slots, literal bytes and typed edges live in buffers allocated once when
/// the table is built and never changed, so the matching loop reads plain memory with no
/// reference counting. That immutability is also why the class is `Sendable`.
@usableFromInline
final class LinkTrie: @unchecked Sendable {
  let nodes: UnsafeMutableBufferPointer<TrieNode>
  let slots: UnsafeMutableBufferPointer<LiteralSlot>
  let literalBytes: UnsafeMutableBufferPointer<UInt8>
  let typedEdges: UnsafeMutableBufferPointer<TypedEdge>
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
    var slots: [LiteralSlot] = []
    var bytes: [UInt8] = []
    var edges: [TypedEdge] = []
    nodes.reserveCapacity(trie.nodes.count)
    for node in trie.nodes {
      var compiled = TrieNode()
      compiled.literalStart = Int32(bytes.count)
      bytes += node.literal
      compiled.typedStart = Int32(edges.count)
      compiled.typedCount = Int32(node.typed.count)
      edges += node.typed.map {
        TypedEdge(kind: FastKind(types[$0.type]), type: Int32($0.type), child: Int32($0.child))
      }
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
      slots += Array(repeating: LiteralSlot(), count: size)
      for child in node.literals.values {
        let literal = trie.nodes[child].literal
        let key = literal.withUnsafeBufferPointer { LinkBytes.key($0) }
        var slot = LinkBytes.slot(key, count: literal.count, mask: size - 1)
        while slots[start + slot].child != -1 { slot = (slot + 1) & (size - 1) }
        slots[start + slot] = LiteralSlot(key: key, count: Int32(literal.count), child: Int32(child))
      }
      nodes[index].slotStart = Int32(start)
      nodes[index].slotMask = Int32(size - 1)
    }
    self.nodes = .allocate(copying: nodes)
    self.slots = .allocate(copying: slots)
    self.literalBytes = .allocate(copying: bytes)
    self.typedEdges = .allocate(copying: edges)
    self.patterns = patterns
    self.types = types
    self.customSchemes = schemes.map { $0.lowercased() }
    self.universalHosts = hosts.map { $0.lowercased() }
    self.schemes = customSchemes.map { Array($0.utf8) }
    self.hosts = universalHosts.map { Array($0.utf8) }
    self.universalSchemes = universalSchemes.map { Array($0.lowercased().utf8) }
    self.maximumLength = min(maximumLength, Int(Int32.max))
    self.maximumSegments = maximumSegments
  }

  deinit {
    nodes.deallocate()
    slots.deallocate()
    literalBytes.deallocate()
    typedEdges.deallocate()
  }
}

extension UnsafeMutableBufferPointer {
  /// A new buffer holding a copy of `elements` (at least one element long, so that it is never
  /// a null buffer); the caller deallocates it.
  fileprivate static func allocate(copying elements: [Element]) -> Self {
    let buffer = Self.allocate(capacity: Swift.max(elements.count, 1))
    _ = buffer.initialize(from: elements)
    return buffer
  }
}
