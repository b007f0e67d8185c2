/// The compiled segment trie, free of the route type so that matching runs without generic
/// dispatch: it finds which declared pattern a link matches and where its parameters are;
/// ``LinkTable`` then builds the route.
///
/// The node records, literal bytes and pattern records live in buffers allocated once when
/// the table is built and never changed, so the matching loop reads plain memory with no
/// reference counting. That immutability is also why the class is `Sendable`.
@usableFromInline
final class LinkTrie: @unchecked Sendable {
  /// Node records (see ``NodeHeader``), depth-first from the root at offset 0.
  let records: UnsafeMutableRawBufferPointer
  let literalBytes: UnsafeMutableBufferPointer<UInt8>
  /// The rarely read facts about each node, by node number.
  let nodeInfo: UnsafeMutableBufferPointer<NodeInfo>
  /// What matching needs of each pattern, by declaration index.
  let patternRecords: UnsafeMutableBufferPointer<PatternRecord>
  let types: [LinkParameterType]
  let patterns: [LinkPattern]
  let schemes: NameSet
  let hosts: NameSet
  let universalSchemes: NameSet
  let maximumLength: Int
  let maximumSegments: Int

  init(
    _ trie: MutableTrie, types: [LinkParameterType], patterns: [LinkPattern], schemes: [String],
    hosts: [String], universalSchemes: [String], maximumLength: Int, maximumSegments: Int
  ) {
    let layout = RecordLayout(trie)
    var bytes: [UInt8] = []
    var info: [NodeInfo] = []
    records = .allocate(
      byteCount: max(layout.size, MemoryLayout<NodeHeader>.stride),
      alignment: MemoryLayout<LiteralSlot>.alignment)
    for (index, node) in trie.nodes.enumerated() {
      let offset = layout.offsets[index]
      var header = NodeHeader()
      header.slotShift = UInt8(layout.slotCounts[index].trailingZeroBitCount)
      header.typedCount = UInt16(node.typed.count)
      header.untyped = node.untyped.map { Int32(layout.offsets[$0]) } ?? -1
      header.terminal = Int32(node.terminal ?? -1)
      header.index = Int32(index)
      if node.catchAll != nil { header.flags |= NodeHeader.Flags.catchAll }
      if let terminal = node.terminal, !patterns[terminal].query.isEmpty {
        header.flags |= NodeHeader.Flags.terminalQuery
      }
      info.append(
        NodeInfo(
          catchAll: Int32(node.catchAll ?? -1), sample: Int32(node.sample ?? -1),
          literalStart: Int32(bytes.count)))
      bytes += node.literal
      records.storeBytes(of: header, toByteOffset: offset, as: NodeHeader.self)
      // Literal children: open addressing at load factor ≤ 1/2, probing linearly.
      let slotsStart = offset + MemoryLayout<NodeHeader>.stride
      let slotSize = MemoryLayout<LiteralSlot>.stride
      let size = layout.slotCounts[index]
      precondition(node.typed.count <= Int(UInt16.max), "checked by the builder")
      for slot in 0..<size {
        records.storeBytes(
          of: LiteralSlot(), toByteOffset: slotsStart + slot * slotSize, as: LiteralSlot.self)
      }
      for child in node.literals.values {
        let literal = trie.nodes[child].literal
        let key = literal.withUnsafeBufferPointer { LinkBytes.key($0) }
        var slot = LinkBytes.slot(key, count: literal.count, mask: size - 1)
        while records.load(fromByteOffset: slotsStart + slot * slotSize, as: LiteralSlot.self)
          .child != -1
        {
          slot = (slot + 1) & (size - 1)
        }
        let filled = LiteralSlot(
          key: key, count: Int32(literal.count), child: Int32(layout.offsets[child]))
        records.storeBytes(
          of: filled, toByteOffset: slotsStart + slot * slotSize, as: LiteralSlot.self)
      }
      let edgesStart = slotsStart + size * slotSize
      for (number, edge) in node.typed.enumerated() {
        let typed = TypedEdge(
          kind: FastKind(types[edge.type]), type: UInt16(edge.type),
          child: Int32(layout.offsets[edge.child]))
        records.storeBytes(
          of: typed, toByteOffset: edgesStart + number * MemoryLayout<TypedEdge>.stride,
          as: TypedEdge.self)
      }
    }
    literalBytes = .allocate(capacity: max(bytes.count, 1))
    _ = literalBytes.initialize(from: bytes)
    nodeInfo = .allocate(capacity: max(info.count, 1))
    _ = nodeInfo.initialize(from: info)
    // One cache line per pattern record.
    let recordCount = max(patterns.count, 1)
    patternRecords = UnsafeMutableBufferPointer(
      start: UnsafeMutableRawPointer.allocate(
        byteCount: recordCount * MemoryLayout<PatternRecord>.stride, alignment: 64
      ).bindMemory(to: PatternRecord.self, capacity: recordCount), count: recordCount)
    _ = patternRecords.initialize(from: patterns.map(PatternRecord.init))
    self.patterns = patterns
    self.types = types
    self.schemes = NameSet(schemes)
    self.hosts = NameSet(hosts)
    self.universalSchemes = NameSet(universalSchemes)
    self.maximumLength = min(maximumLength, Int(Int32.max))
    self.maximumSegments = maximumSegments
  }

  deinit {
    records.deallocate()
    literalBytes.deallocate()
    nodeInfo.deallocate()
    patternRecords.deinitialize().deallocate()
  }

  /// The header of the node whose record starts at `offset`.
  @inline(__always)
  func header(_ offset: Int) -> NodeHeader {
    records.load(fromByteOffset: offset, as: NodeHeader.self)
  }

  /// Literal slot `slot` of the node whose record starts at `offset`.
  @inline(__always)
  func literalSlot(_ offset: Int, _ slot: Int) -> LiteralSlot {
    records.load(
      fromByteOffset: offset + MemoryLayout<NodeHeader>.stride
        + slot * MemoryLayout<LiteralSlot>.stride, as: LiteralSlot.self)
  }

  /// Typed edge `number` of the node whose record starts at `offset`.
  @inline(__always)
  func typedEdge(_ offset: Int, _ header: NodeHeader, _ number: Int) -> TypedEdge {
    records.load(
      fromByteOffset: offset + MemoryLayout<NodeHeader>.stride
        + (header.slotMask + 1) * MemoryLayout<LiteralSlot>.stride
        + number * MemoryLayout<TypedEdge>.stride, as: TypedEdge.self)
  }
}

/// Where each node's record goes: depth-first from the root, literal children in key order,
/// then typed, then untyped, so that the nodes of one pattern are close in memory.
private struct RecordLayout {
  var offsets: [Int]
  var slotCounts: [Int]
  var size = 0

  init(_ trie: MutableTrie) {
    offsets = Array(repeating: 0, count: trie.nodes.count)
    slotCounts = trie.nodes.map { node in
      guard !node.literals.isEmpty else { return 0 }
      var size = 2
      while size < node.literals.count * 2 { size *= 2 }
      return size
    }
    var stack = [0]
    while let node = stack.popLast() {
      offsets[node] = size
      let entry = trie.nodes[node]
      size +=
        MemoryLayout<NodeHeader>.stride + slotCounts[node] * MemoryLayout<LiteralSlot>.stride
        + entry.typed.count * MemoryLayout<TypedEdge>.stride
      let literals = entry.literals.sorted { $0.key < $1.key }.map(\.value)
      let children = literals + entry.typed.map(\.child) + (entry.untyped.map { [$0] } ?? [])
      stack += children.reversed()
    }
  }
}

/// What matching needs of a pattern, in one place: its first three parameter names (the
/// common case, compared without touching the pattern) and how many it has.
struct PatternRecord {
  var names: (String, String, String) = ("", "", "")
  var nameCount = 0
  /// Pads the record to 64 bytes, one cache line.
  private var reserved = 0

  init(_ pattern: LinkPattern) {
    let names = pattern.names
    self.names = (
      names.count > 0 ? names[0] : "", names.count > 1 ? names[1] : "",
      names.count > 2 ? names[2] : ""
    )
    nameCount = names.count
  }
}
