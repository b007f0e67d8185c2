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
  /// The patterns as declared, by declaration index.
  let patternTexts: [String]
  /// The names the records' numbers refer to.
  let recordNames: [String]
  /// The numbers of the path parameter names of every pattern after its third, each
  /// pattern's a run (see ``PatternRecord/moreNames``).
  let moreNames: [Int32]
  /// The query parameters of every pattern, each pattern's a run (see
  /// ``PatternRecord/queryStart``).
  let queries: [QueryParameter]
  let types: [LinkParameterType]
  /// The parsed patterns, which only printing, error messages and the table's descriptions
  /// read: the builder's, or made from a compiled table's codes the first time they are read.
  let patternSource: LinkPatternSource
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
    literalBytes: [UInt8], types: [LinkParameterType], records: PatternRecords,
    patterns: LinkPatternSource, schemes: [String], hosts: [String], universalSchemes: [String],
    maximumLength: Int, maximumSegments: Int, refusal: LinkError?, isCompiledForm: Bool
  ) {
    self.nodes = nodes
    self.slots = slots
    self.edges = edges
    self.nodeInfo = nodeInfo
    self.literalBytes = literalBytes
    patternRecords = records.records
    patternTexts = records.texts
    recordNames = records.names
    moreNames = records.moreNames
    queries = records.queries
    patternSource = patterns
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
  /// - Parameters:
  ///   - trie: The draft.
  ///   - names: The names the codes and the draft number.
  ///   - types: The draft's parameter types.
  ///   - codes: The patterns' codes, from which the records are read and, when something
  ///     reads them, the patterns made (once, in `cache`).
  ///   - codeTypes: The parameter types the codes refer to.
  ///   - cache: Where the patterns are kept once made.
  convenience init(
    _ trie: LinkTrieDraft, names: LinkNames, types: [LinkParameterType], codes: LinkCodes,
    codeTypes: [LinkParameterType], cache: LinkPrintCache, schemes: [String], hosts: [String],
    universalSchemes: [String], maximumLength: Int, maximumSegments: Int,
    refusal: LinkError? = nil
  ) {
    var nodes: [NodeHeader] = []
    var slots: [LiteralSlot] = []
    var edges: [TypedEdge] = []
    var nodeInfo: [NodeInfo] = []
    nodes.reserveCapacity(trie.nodes.count)
    nodeInfo.reserveCapacity(trie.nodes.count)
    // Each array made at its size, rather than grown by copying.
    slots.reserveCapacity(trie.nodes.reduce(0) { $0 + Self.slotCount($1.literalCount) })
    edges.reserveCapacity(trie.typed.count)
    for node in trie.nodes {
      let size = Self.slotCount(node.literalCount)
      var header = NodeHeader()
      header.slotMask = Int32(size - 1)
      header.slots = Int32(slots.count)
      header.edges = Int32(edges.count)
      header.typedCount = UInt16(node.typedCount)
      header.untyped = node.untyped
      header.terminal = node.terminal
      if node.catchAll >= 0 { header.flags |= NodeHeader.Flags.catchAll }
      if node.terminal >= 0, codes.hasQuery(Int(node.terminal)) {
        header.flags |= NodeHeader.Flags.terminalQuery
      }
      nodes.append(header)
      nodeInfo.append(
        NodeInfo(
          catchAll: node.catchAll, sample: node.sample,
          literalStart: node.literal >= 0 ? names.starts[Int(node.literal)] : 0))
      let slotsStart = slots.count
      if size > 0 { slots.append(contentsOf: repeatElement(LiteralSlot(), count: size)) }
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
      // Typed edges in the order they were made: the draft's list runs newest first, so it is
      // written from the end of the node's run.
      if node.typedCount > 0 {
        edges.append(
          contentsOf: repeatElement(
            TypedEdge(kind: .general, type: 0, child: -1), count: Int(node.typedCount)))
        var position = edges.count - 1
        var next = node.firstTyped
        while next >= 0 {
          let edge = trie.typed[Int(next)]
          edges[position] = TypedEdge(
            kind: FastKind(types[Int(edge.type)]), type: UInt16(edge.type), child: edge.child)
          position -= 1
          next = edge.next
        }
      }
    }
    self.init(
      nodes: nodes, slots: slots, edges: edges, nodeInfo: nodeInfo, literalBytes: names.bytes,
      types: types, records: PatternRecords(codes, names: names.texts, types: codeTypes),
      patterns: LinkPatternSource(
        cache: cache,
        compiled: CompiledPatterns(codes: codes, names: names.texts, types: codeTypes)),
      schemes: schemes, hosts: hosts, universalSchemes: universalSchemes,
      maximumLength: maximumLength, maximumSegments: maximumSegments, refusal: refusal,
      isCompiledForm: false)
  }

  /// The number of slots of a node with `literalCount` literal children: open addressing at
  /// a load factor of at most 1/2, probing linearly (a power of two, none for no children).
  private static func slotCount(_ literalCount: Int32) -> Int {
    guard literalCount > 0 else { return 0 }
    var size = 2
    while size < Int(literalCount) * 2 { size *= 2 }
    return size
  }

  /// Compiles a builder's draft, over the patterns it declared.
  @usableFromInline
  convenience init(
    _ trie: LinkTrieDraft, names: LinkNames, declared: DeclaredPatterns, cache: LinkPrintCache,
    schemes: [String], hosts: [String], universalSchemes: [String], maximumLength: Int,
    maximumSegments: Int, refusal: LinkError? = nil
  ) {
    self.init(
      trie, names: names, types: trie.types, codes: declared.linkCodes, codeTypes: declared.types,
      cache: cache, schemes: schemes, hosts: hosts, universalSchemes: universalSchemes,
      maximumLength: maximumLength, maximumSegments: maximumSegments, refusal: refusal)
  }

  /// The parsed patterns, by declaration index, made from the codes the first time something
  /// reads them.
  var patterns: [LinkPattern] { patternSource.cache.patterns(patternSource.compiled.make) }

  /// Pattern `index` without its query, for not-found messages (read from the codes, without
  /// parsing every pattern).
  func patternPath(_ index: Int) -> String { patternSource.compiled.path(index) }

  /// The name of the parameter that is path segment `depth` of pattern `index`, if it is one,
  /// for error messages.
  func parameter(_ index: Int, at depth: Int) -> String? {
    patternSource.compiled.parameter(index, at: depth)
  }

  /// Whether the parsed patterns were made (for tests: a table makes them only when something
  /// other than matching reads them).
  var patternsAreMade: Bool { patternSource.cache.patternsAreMade }

  /// The parsed pattern of link `index`.
  func pattern(_ index: Int) -> LinkPattern { patterns[index] }

  /// The name of path parameter `index` of pattern `route`.
  func parameterName(_ route: Int, _ index: Int) -> String {
    let number =
      switch index {
      case 0: patternRecords[route].names.0
      case 1: patternRecords[route].names.1
      case 2: patternRecords[route].names.2
      default: moreNames[Int(patternRecords[route].moreNames) + index - 3]
      }
    return recordNames[Int(number)]
  }

  /// The name of pattern `route`'s catch-all, if it ends with one.
  func catchAllName(_ route: Int) -> String? {
    let number = patternRecords[route].catchAll
    return number >= 0 ? recordNames[Int(number)] : nil
  }

  /// The query parameters pattern `route` declares.
  func queryParameters(_ route: Int) -> ArraySlice<QueryParameter> {
    let start = Int(patternRecords[route].queryStart)
    return queries[start..<start + Int(patternRecords[route].queryCount)]
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

/// Where a table's parsed patterns come from: its codes (a builder's, or those `@Links`
/// wrote), made into patterns the first time something reads them (printing, error messages,
/// the table's descriptions), once, under the cache's lock.
struct LinkPatternSource: Sendable {
  let cache: LinkPrintCache
  let compiled: CompiledPatterns
}

/// The patterns of a table as codes, and what reading them needs.
struct CompiledPatterns: Sendable {
  let codes: LinkCodes
  /// The names the codes refer to.
  let names: [String]
  /// The parameter types the codes refer to.
  let types: [LinkParameterType]

  /// The parsed patterns, as the builder parses them (their names numbered then).
  func make() -> [LinkPattern] {
    var interned = LinkNames()
    let numbers = interned.intern(all: names)
    return codes.patterns(numbers: numbers, names: interned, types: types)
  }

  /// The name of the parameter that is path segment `depth` of pattern `index`, if it is one.
  func parameter(_ index: Int, at depth: Int) -> String? {
    let path = codes.path(index)
    guard depth < path.count else { return nil }
    let code = path[path.startIndex + depth]
    guard code & 0xFF == LinkPattern.Code.untyped || code & 0xFF >= LinkPattern.Code.typed
    else { return nil }
    return names[Int(code >> 8)]
  }

  /// Pattern `index` without its query (see ``LinkPattern/path``).
  func path(_ index: Int) -> String {
    let text = codes.texts[index]
    guard codes.hasQuery(index), let mark = text.utf8.firstIndex(of: UInt8(ascii: "?"))
    else { return text }
    return String(text[..<mark])
  }
}

/// A declared query parameter: its name and type.
struct QueryParameter: Sendable {
  var name: String
  var type: LinkParameterType
}

/// What matching needs of a pattern, in one place: its text, its first three parameter names
/// (the common case, compared without touching the pattern), how many it has, where the
/// rest and its query parameters are, and its catch-all.
struct PatternRecord: Sendable {
  /// Its first three parameter names, as numbers of ``PatternRecords/names``.
  var names: (Int32, Int32, Int32) = (-1, -1, -1)
  /// The number of path parameter names, in 32 bits as every number here, so that a record
  /// takes 36 bytes rather than 48.
  private var storedNameCount: Int32 = 0
  /// The number of path parameter names.
  var nameCount: Int {
    get { Int(storedNameCount) }
    set { storedNameCount = Int32(newValue) }
  }
  /// Where the numbers of its names after the third start in ``LinkTrie/moreNames``.
  var moreNames: Int32 = 0
  /// Where the query parameters start in ``LinkTrie/queries``.
  var queryStart: Int32 = 0
  /// The number of query parameters.
  var queryCount: Int32 = 0
  /// The catch-all's name, if the pattern ends with one, as a number of
  /// ``PatternRecords/names``, or -1.
  var catchAll: Int32 = -1
  /// Whether the catch-all needs at least one segment (`*name+`).
  var catchAllNeedsOne = false
}

/// The records of a table's patterns, with the runs of names and query parameters they
/// point into. A record holds only numbers, so that the records are made, copied and freed
/// as plain memory; their names and texts are in arrays beside them.
struct PatternRecords {
  var records: [PatternRecord] = []
  /// The patterns as declared, by declaration index.
  var texts: [String] = []
  /// The names the records' numbers refer to.
  var names: [String] = []
  /// The numbers of every pattern's names after its third, each pattern's a run.
  var moreNames: [Int32] = []
  var queries: [QueryParameter] = []

  /// No records yet, with room for `count`.
  init(capacity count: Int) {
    records.reserveCapacity(count)
  }

  /// Adds the path parameter numbered `number` in ``names`` to `record`, the next after those
  /// it has.
  mutating func addName(_ number: Int32, to record: inout PatternRecord) {
    switch record.nameCount {
    case 0: record.names.0 = number
    case 1: record.names.1 = number
    case 2: record.names.2 = number
    default:
      if record.nameCount == 3 { record.moreNames = Int32(moreNames.count) }
      moreNames.append(number)
    }
    record.nameCount += 1
  }

  /// Adds a query parameter to `record`, the next after those it has.
  mutating func addQuery(_ name: String, _ type: LinkParameterType, to record: inout PatternRecord)
  {
    if record.queryCount == 0 { record.queryStart = Int32(queries.count) }
    queries.append(QueryParameter(name: name, type: type))
    record.queryCount += 1
  }
}
