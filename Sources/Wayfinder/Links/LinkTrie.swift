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

  /// Compiles a draft: lays its nodes out (see ``RecordLayout``) and writes their records.
  ///
  /// The records stay in raw memory because matching reads them without bounds checks or
  /// reference counting, which the `link resolve hit` and `link resolve miss` benchmarks
  /// measure; everything before this point is built in arrays.
  @usableFromInline
  init(
    _ trie: LinkTrieDraft, names: LinkNames, types: [LinkParameterType], patterns: [LinkPattern],
    schemes: [String], hosts: [String], universalSchemes: [String], maximumLength: Int,
    maximumSegments: Int
  ) {
    let layout = RecordLayout(trie)
    records = .allocate(
      byteCount: max(layout.size, MemoryLayout<NodeHeader>.stride),
      alignment: MemoryLayout<LiteralSlot>.alignment)
    nodeInfo = .allocate(capacity: max(trie.nodes.count, 1))
    let slotSize = MemoryLayout<LiteralSlot>.stride
    for (index, node) in trie.nodes.enumerated() {
      let offset = layout.offsets[index]
      let size = layout.slotCounts[index]
      var header = NodeHeader()
      header.slotShift = UInt8(size.trailingZeroBitCount)
      header.typedCount = UInt16(node.typedCount)
      header.untyped = node.untyped >= 0 ? Int32(layout.offsets[Int(node.untyped)]) : -1
      header.terminal = node.terminal
      header.index = Int32(index)
      if node.catchAll >= 0 { header.flags |= NodeHeader.Flags.catchAll }
      if node.terminal >= 0, !patterns[Int(node.terminal)].query.isEmpty {
        header.flags |= NodeHeader.Flags.terminalQuery
      }
      (nodeInfo.baseAddress! + index).initialize(
        to: NodeInfo(
          catchAll: node.catchAll, sample: node.sample,
          literalStart: node.literal >= 0 ? names.starts[Int(node.literal)] : 0))
      records.storeBytes(of: header, toByteOffset: offset, as: NodeHeader.self)
      // Literal children: open addressing at load factor ≤ 1/2, probing linearly.
      let slotsStart = offset + MemoryLayout<NodeHeader>.stride
      for slot in 0..<size {
        records.storeBytes(
          of: LiteralSlot(), toByteOffset: slotsStart + slot * slotSize, as: LiteralSlot.self)
      }
      var child = node.firstLiteral
      while child >= 0 {
        let name = trie.nodes[Int(child)].literal
        let key = names.keys[Int(name)]
        let count = names.length(name)
        var slot = LinkBytes.slot(key, count: count, mask: size - 1)
        while records.load(fromByteOffset: slotsStart + slot * slotSize, as: LiteralSlot.self)
          .child != -1
        {
          slot = (slot + 1) & (size - 1)
        }
        let filled = LiteralSlot(
          key: key, count: Int32(count), child: Int32(layout.offsets[Int(child)]))
        records.storeBytes(
          of: filled, toByteOffset: slotsStart + slot * slotSize, as: LiteralSlot.self)
        child = trie.nodes[Int(child)].nextLiteral
      }
      // Typed edges in the order they were made.
      let edgesStart = slotsStart + size * slotSize
      for (number, edge) in trie.typedEdges(of: index).reversed().enumerated() {
        let typed = TypedEdge(
          kind: FastKind(types[Int(edge.type)]), type: UInt16(edge.type),
          child: Int32(layout.offsets[Int(edge.child)]))
        records.storeBytes(
          of: typed, toByteOffset: edgesStart + number * MemoryLayout<TypedEdge>.stride,
          as: TypedEdge.self)
      }
    }
    literalBytes = .allocate(capacity: max(names.bytes.count, 1))
    _ = literalBytes.initialize(from: names.bytes)
    // One cache line per pattern record.
    let recordCount = max(patterns.count, 1)
    patternRecords = UnsafeMutableBufferPointer(
      start: UnsafeMutableRawPointer.allocate(
        byteCount: recordCount * MemoryLayout<PatternRecord>.stride, alignment: 64
      ).bindMemory(to: PatternRecord.self, capacity: recordCount), count: recordCount)
    for (index, pattern) in patterns.enumerated() {
      (patternRecords.baseAddress! + index).initialize(to: PatternRecord(pattern))
    }
    if patterns.isEmpty { patternRecords.baseAddress!.initialize(to: PatternRecord()) }
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

/// Where each node's record goes: depth-first from the root (literal children, then typed,
/// then untyped), so that the nodes of one pattern are close in memory.
private struct RecordLayout {
  var offsets: [Int]
  var slotCounts: [Int]
  var size = 0

  init(_ trie: LinkTrieDraft) {
    offsets = Array(repeating: 0, count: trie.nodes.count)
    slotCounts = trie.nodes.map { node in
      guard node.literalCount > 0 else { return 0 }
      var size = 2
      while size < Int(node.literalCount) * 2 { size *= 2 }
      return size
    }
    var stack = [0]
    while let node = stack.popLast() {
      offsets[node] = size
      let entry = trie.nodes[node]
      size +=
        MemoryLayout<NodeHeader>.stride + slotCounts[node] * MemoryLayout<LiteralSlot>.stride
        + Int(entry.typedCount) * MemoryLayout<TypedEdge>.stride
      // Pushed in reverse, so that literals come out first.
      if entry.untyped >= 0 { stack.append(Int(entry.untyped)) }
      for edge in trie.typedEdges(of: node) { stack.append(Int(edge.child)) }
      var child = entry.firstLiteral
      while child >= 0 {
        stack.append(Int(child))
        child = trie.nodes[Int(child)].nextLiteral
      }
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

  /// A record for no pattern (the one record of an empty table).
  init() {}

  init(_ pattern: LinkPattern) {
    let names = pattern.names
    self.names = (
      names.count > 0 ? names[0] : "", names.count > 1 ? names[1] : "",
      names.count > 2 ? names[2] : ""
    )
    nameCount = names.count
  }
}
