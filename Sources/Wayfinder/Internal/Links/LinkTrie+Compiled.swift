extension LinkTrie {
  /// The trie `@Links` compiled for a table (see ``LinkTrieForm``), read rather than built:
  /// or `nil` when the form does not fit the table's declarations, and the table is then built
  /// from a draft as the builder builds it. That happens when the run time tells the parameter
  /// types apart otherwise than their names did at compile time (a type alias of `Int` beside
  /// `Int`), or when the form is not one `@Links` wrote.
  /// - Parameters:
  ///   - form: The form's text.
  ///   - names: The table's names, numbered as the form numbers them.
  ///   - declared: The table's parameter types that are not `String`, in declaration order.
  ///   - patterns: The table's patterns.
  @usableFromInline
  convenience init?(
    form: String, names: LinkNames, types declared: [LinkParameterType], patterns: [LinkPattern],
    schemes: [String], hosts: [String], universalSchemes: [String], maximumLength: Int,
    maximumSegments: Int
  ) {
    var reader = LinkTrieForm.Reader(form)
    guard reader.int(in: patterns.count..<patterns.count + 1) != nil else { return nil }
    guard reader.int(in: declared.count..<declared.count + 1) != nil else { return nil }
    var numbers: [Int] = []
    for _ in declared.indices {
      guard let number = reader.int(in: -1..<declared.count) else { return nil }
      numbers.append(number)
    }
    guard let typeCount = reader.int(in: 0..<Int(UInt16.max) + 1) else { return nil }
    var types: [LinkParameterType] = []
    for number in 0..<typeCount {
      guard let first = reader.int(in: 0..<declared.count), numbers[first] == number else {
        return nil
      }
      types.append(declared[first])
    }
    // Two declared types are one type of the trie exactly when the run time says they are.
    for a in declared.indices where numbers[a] >= 0 {
      guard numbers[a] < typeCount else { return nil }
      for b in declared.indices where numbers[b] >= 0 {
        guard (declared[a].kind == declared[b].kind) == (numbers[a] == numbers[b]) else {
          return nil
        }
      }
    }
    guard let nodeCount = reader.int(in: 1..<Int(Int32.max)),
      let slotCount = reader.int(in: 0..<Int(Int32.max)),
      let edgeCount = reader.int(in: 0..<Int(Int32.max))
    else { return nil }
    let routes = -1..<patterns.count
    let children = -1..<nodeCount
    var nodes: [NodeHeader] = []
    var nodeInfo: [NodeInfo] = []
    nodes.reserveCapacity(nodeCount)
    nodeInfo.reserveCapacity(nodeCount)
    for _ in 0..<nodeCount {
      guard let mask = reader.int(in: -1..<slotCount),
        let firstSlot = reader.int(in: 0..<slotCount + 1),
        (mask + 1) & mask == 0, firstSlot + mask + 1 <= slotCount,
        let firstEdge = reader.int(in: 0..<edgeCount + 1),
        let typedCount = reader.int(in: 0..<edgeCount - firstEdge + 1),
        let flags = reader.int(in: 0..<4), let untyped = reader.int(in: children),
        let terminal = reader.int(in: routes), let catchAll = reader.int(in: routes),
        let sample = reader.int(in: routes),
        let literalStart = reader.int(in: 0..<names.bytes.count + 1)
      else { return nil }
      var header = NodeHeader()
      header.slotMask = Int32(mask)
      header.slots = Int32(firstSlot)
      header.edges = Int32(firstEdge)
      header.typedCount = UInt16(typedCount)
      header.flags = UInt8(flags)
      header.untyped = Int32(untyped)
      header.terminal = Int32(terminal)
      nodes.append(header)
      nodeInfo.append(
        NodeInfo(
          catchAll: Int32(catchAll), sample: Int32(sample), literalStart: Int32(literalStart)))
    }
    var slots: [LiteralSlot] = []
    slots.reserveCapacity(slotCount)
    for _ in 0..<slotCount {
      guard let key = reader.unsigned(), let count = reader.int(in: 0..<Int(Int32.max)),
        let child = reader.int(in: children)
      else { return nil }
      slots.append(LiteralSlot(key: key, count: Int32(count), child: Int32(child)))
    }
    var edges: [TypedEdge] = []
    edges.reserveCapacity(edgeCount)
    for _ in 0..<edgeCount {
      guard let type = reader.int(in: 0..<typeCount), let child = reader.int(in: 0..<nodeCount)
      else { return nil }
      edges.append(TypedEdge(kind: FastKind(types[type]), type: UInt16(type), child: Int32(child)))
    }
    guard reader.isAtEnd else { return nil }
    self.init(
      nodes: nodes, slots: slots, edges: edges, nodeInfo: nodeInfo, names: names, types: types,
      patterns: patterns, schemes: schemes, hosts: hosts, universalSchemes: universalSchemes,
      maximumLength: maximumLength, maximumSegments: maximumSegments, refusal: nil,
      isCompiledForm: true)
  }
}
