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
  ///   - records: What matching needs of the table's patterns.
  ///   - patterns: The table's parsed patterns.
  convenience init?(
    form: String, names: LinkNames, types declared: [LinkParameterType], records: PatternRecords,
    patterns: LinkPatternSource, schemes: [String], hosts: [String], universalSchemes: [String],
    maximumLength: Int, maximumSegments: Int
  ) {
    let linkCount = records.records.count
    var reader = LinkTrieForm.Reader(form)
    guard reader.int(in: linkCount..<linkCount + 1) != nil else { return nil }
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
    let routes = -1..<linkCount
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
      records: records, patterns: patterns, schemes: schemes, hosts: hosts,
      universalSchemes: universalSchemes, maximumLength: maximumLength,
      maximumSegments: maximumSegments, refusal: nil, isCompiledForm: true)
  }

  /// The trie of a table `@Links` compiled, from its patterns' codes: read from the trie's
  /// compiled form when there is one that fits, without parsing any pattern (they are parsed
  /// the first time something other than matching reads them); else built from the patterns,
  /// as the builder builds it.
  /// - Parameters:
  ///   - codes: The patterns' texts and codes.
  ///   - list: The names the codes refer to.
  ///   - declared: The parameter types the codes refer to.
  ///   - form: The trie `@Links` compiled, if any (see ``LinkTrieForm``).
  /// - Returns: The trie, or the error the builder would have thrown.
  @usableFromInline
  static func compiled(
    _ codes: LinkCodes, names list: [String], types declared: [any LinkParameterValue.Type],
    form: String?, schemes: [String], hosts: [String], universalSchemes: [String],
    maximumLength: Int, maximumSegments: Int
  ) -> Result<LinkTrie, LinkError> {
    var names = LinkNames()
    let numbers = names.intern(all: list)
    let types = declared.map { LinkParameterType.of($0) }
    // The form numbers the names as `list` lists them, which they are when each is new.
    if let form, names.count == list.count {
      let source = LinkPatternSource.compiled(
        LinkPrintCache(),
        CompiledPatterns(codes: codes, numbers: numbers, names: names, types: types))
      if let trie = LinkTrie(
        form: form, names: names, types: types,
        records: PatternRecords(codes, numbers: numbers, names: names, types: types),
        patterns: source, schemes: schemes, hosts: hosts, universalSchemes: universalSchemes,
        maximumLength: maximumLength, maximumSegments: maximumSegments)
      {
        return .success(trie)
      }
    }
    let patterns = codes.patterns(numbers: numbers, names: names, types: types)
    do {
      let draft = try LinkTrieDraft(patterns)
      return .success(
        LinkTrie(
          draft, names: names, types: draft.types, patterns: patterns, schemes: schemes,
          hosts: hosts, universalSchemes: universalSchemes, maximumLength: maximumLength,
          maximumSegments: maximumSegments))
    } catch {
      return .failure(error)
    }
  }
}

/// The patterns of a table `@Links` compiled, as `_CompiledLinks` receives them: each one's
/// text, and its path segments' and query names' codes (see ``LinkPattern/Code``).
@usableFromInline
struct LinkCodes: Sendable {
  /// The patterns as declared.
  @usableFromInline var texts: [String] = []
  /// Each pattern's path segments' codes.
  @usableFromInline var paths: [[Int32]] = []
  /// Each pattern's query names' codes.
  @usableFromInline var queries: [[Int32]] = []

  @usableFromInline init() {}

  /// The number of patterns.
  @usableFromInline var count: Int { texts.count }

  /// Adds a pattern.
  @inlinable
  mutating func append(_ text: consuming String, path: consuming [Int32], query: consuming [Int32])
  {
    texts.append(text)
    paths.append(path)
    queries.append(query)
  }

  /// Makes room for `count` patterns.
  @inlinable
  mutating func reserveCapacity(_ count: Int) {
    texts.reserveCapacity(count)
    paths.reserveCapacity(count)
    queries.reserveCapacity(count)
  }

  /// The parsed patterns, as ``LinkPattern/init(compiled:path:query:numbers:names:types:)``
  /// makes each.
  func patterns(numbers: [Int32], names: LinkNames, types: [LinkParameterType]) -> [LinkPattern] {
    texts.indices.map {
      LinkPattern(
        compiled: texts[$0], path: paths[$0], query: queries[$0], numbers: numbers, names: names,
        types: types)
    }
  }
}

extension PatternRecords {
  /// The records of compiled patterns, read from their codes without parsing them.
  init(_ codes: LinkCodes, numbers: [Int32], names: LinkNames, types: [LinkParameterType]) {
    self.init(capacity: codes.count)
    for index in codes.texts.indices {
      var record = PatternRecord(text: codes.texts[index])
      for code in codes.paths[index] {
        let tag = code & 0xFF
        guard tag != LinkPattern.Code.literal else { continue }
        let name = names.texts[Int(numbers[Int(code >> 8)])]
        if tag == LinkPattern.Code.catchAll || tag == LinkPattern.Code.catchAllNeedsOne {
          record.catchAll = name
          record.catchAllNeedsOne = tag == LinkPattern.Code.catchAllNeedsOne
        } else {
          addName(name, to: &record)
        }
      }
      for code in codes.queries[index] {
        let tag = code & 0xFF
        addQuery(
          names.texts[Int(numbers[Int(code >> 8)])],
          tag == LinkPattern.Code.untyped ? .string : types[Int(tag - LinkPattern.Code.typed)],
          to: &record)
      }
      records.append(record)
    }
  }
}
