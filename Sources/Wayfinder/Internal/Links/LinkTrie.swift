/// The compiled segment trie, free of the route type so that matching runs without generic
/// dispatch: it finds which declared pattern a link matches and where its parameters are;
/// ``LinkTable`` then builds the route.
///
/// Every part is an array made once when the table is built and never changed, so the class
/// is `Sendable` by its stored properties alone, and every read is bounds-checked.
@usableFromInline
final class LinkTrie: Sendable {
  /// Node records (see ``NodeHeader``), by node number; the root is node 0.
  let nodes: [NodeHeader]
  /// Every node's literal slots: a run of `slotMask + 1` per node with literal children.
  let slots: [LiteralSlot]
  /// Every node's typed edges: a run of `typedCount` per node, in the order they were made.
  let edges: [TypedEdge]
  let literalBytes: [UInt8]
  /// The rarely read facts about each node, by node number.
  let nodeInfo: [NodeInfo]
  /// What matching needs of each pattern, by declaration index.
  let patternRecords: [PatternRecord]
  let types: [LinkParameterType]
  let patterns: [LinkPattern]
  let schemes: NameSet
  let hosts: NameSet
  let universalSchemes: NameSet
  let maximumLength: Int
  let maximumSegments: Int
  /// Why the table refuses every link, when it could not be built (see
  /// ``LinkTable/init(_refusingEveryLink:)``); `nil` for a table that was.
  let refusal: LinkError?

  /// Whether the trie was read from the form `@Links` compiled rather than made from a draft.
  let isCompiledForm: Bool

  /// A trie of these parts, as they are.
  init(
    nodes: [NodeHeader], slots: [LiteralSlot], edges: [TypedEdge], nodeInfo: [NodeInfo],
    names: LinkNames, types: [LinkParameterType], patterns: [LinkPattern], schemes: [String],
    hosts: [String], universalSchemes: [String], maximumLength: Int, maximumSegments: Int,
    refusal: LinkError?, isCompiledForm: Bool
  ) {
    self.nodes = nodes
    self.slots = slots
    self.edges = edges
    self.nodeInfo = nodeInfo
    literalBytes = names.bytes
    patternRecords = patterns.map(PatternRecord.init)
    self.patterns = patterns
    self.types = types
    self.schemes = NameSet(schemes)
    self.hosts = NameSet(hosts)
    self.universalSchemes = NameSet(universalSchemes)
    self.maximumLength = min(maximumLength, Int(Int32.max))
    self.maximumSegments = maximumSegments
    self.refusal = refusal
    self.isCompiledForm = isCompiledForm
  }

  /// Compiles a draft: each node's record, its literal children in a small hash table of
  /// slots, its typed edges in a run.
  @usableFromInline
  convenience init(
    _ trie: LinkTrieDraft, names: LinkNames, types: [LinkParameterType], patterns: [LinkPattern],
    schemes: [String], hosts: [String], universalSchemes: [String], maximumLength: Int,
    maximumSegments: Int, refusal: LinkError? = nil
  ) {
    var nodes: [NodeHeader] = []
    var slots: [LiteralSlot] = []
    var edges: [TypedEdge] = []
    var nodeInfo: [NodeInfo] = []
    nodes.reserveCapacity(trie.nodes.count)
    nodeInfo.reserveCapacity(trie.nodes.count)
    for (index, node) in trie.nodes.enumerated() {
      // Literal children: open addressing at load factor ≤ 1/2, probing linearly.
      var size = 0
      if node.literalCount > 0 {
        size = 2
        while size < Int(node.literalCount) * 2 { size *= 2 }
      }
      var header = NodeHeader()
      header.slotMask = Int32(size - 1)
      header.slots = Int32(slots.count)
      header.edges = Int32(edges.count)
      header.typedCount = UInt16(node.typedCount)
      header.untyped = node.untyped
      header.terminal = node.terminal
      if node.catchAll >= 0 { header.flags |= NodeHeader.Flags.catchAll }
      if node.terminal >= 0, !patterns[Int(node.terminal)].query.isEmpty {
        header.flags |= NodeHeader.Flags.terminalQuery
      }
      nodes.append(header)
      nodeInfo.append(
        NodeInfo(
          catchAll: node.catchAll, sample: node.sample,
          literalStart: node.literal >= 0 ? names.starts[Int(node.literal)] : 0))
      let slotsStart = slots.count
      slots.append(contentsOf: repeatElement(LiteralSlot(), count: size))
      var child = node.firstLiteral
      while child >= 0 {
        let name = trie.nodes[Int(child)].literal
        let key = names.keys[Int(name)]
        let count = names.length(name)
        var slot = LinkBytes.slot(key, count: count, mask: size - 1)
        while slots[slotsStart + slot].child != -1 { slot = (slot + 1) & (size - 1) }
        slots[slotsStart + slot] = LiteralSlot(key: key, count: Int32(count), child: child)
        child = trie.nodes[Int(child)].nextLiteral
      }
      // Typed edges in the order they were made.
      for edge in trie.typedEdges(of: index).reversed() {
        edges.append(
          TypedEdge(
            kind: FastKind(types[Int(edge.type)]), type: UInt16(edge.type), child: edge.child))
      }
    }
    self.init(
      nodes: nodes, slots: slots, edges: edges, nodeInfo: nodeInfo, names: names, types: types,
      patterns: patterns, schemes: schemes, hosts: hosts, universalSchemes: universalSchemes,
      maximumLength: maximumLength, maximumSegments: maximumSegments, refusal: refusal,
      isCompiledForm: false)
  }

  /// Literal slot `slot` of a node.
  @inline(__always)
  func literalSlot(_ header: NodeHeader, _ slot: Int) -> LiteralSlot {
    slots[Int(header.slots) + slot]
  }

  /// Typed edge `number` of a node.
  @inline(__always)
  func typedEdge(_ header: NodeHeader, _ number: Int) -> TypedEdge {
    edges[Int(header.edges) + number]
  }
}

/// What matching needs of a pattern, in one place: its first three parameter names (the
/// common case, compared without touching the pattern) and how many it has.
struct PatternRecord: Sendable {
  var names: (String, String, String) = ("", "", "")
  var nameCount = 0

  init(_ pattern: LinkPattern) {
    let names = pattern.names
    self.names = (
      names.count > 0 ? names[0] : "", names.count > 1 ? names[1] : "",
      names.count > 2 ? names[2] : ""
    )
    nameCount = names.count
  }
}
