extension LinkTrie {
  /// The trie `@Links` compiled for a table (see ``LinkTrieForm``), read rather than built:
  /// or `nil` when the form does not fit the table's declarations, and the table is then built
  /// from a draft as the builder builds it. That happens when the run time tells the parameter
  /// types apart otherwise than their names did at compile time (a type alias of `Int` beside
  /// `Int`), or when the form is not one `@Links` wrote: every pattern's codes are walked
  /// through the form's nodes to the node that ends it, and every node but the root must be
  /// the child of exactly one node before it, so that a form that reads at all is the trie of
  /// these patterns.
  /// - Parameters:
  ///   - form: The form's numbers (``LinkTrieForm/numbers(_:)``).
  ///   - codes: The table's patterns' codes.
  ///   - names: The table's names, as the codes number them.
  ///   - declared: The table's parameter types that are not `String`, in declaration order.
  ///   - records: What matching needs of the table's patterns.
  ///   - patterns: Where the table's parsed patterns come from.
  convenience init?(
    form: [Int32], codes: LinkCodes, names: CompiledNames, types declared: [LinkParameterType],
    records: PatternRecords, patterns: LinkPatternSource, schemes: [String], hosts: [String],
    universalSchemes: [String], maximumLength: Int, maximumSegments: Int
  ) {
    guard let parts = CompiledForm(form, codes: codes, names: names, types: declared) else {
      return nil
    }
    self.init(
      nodes: parts.nodes, slots: parts.slots, edges: parts.edges, nodeInfo: parts.nodeInfo,
      literalBytes: names.bytes, types: parts.types, records: records, patterns: patterns,
      schemes: schemes, hosts: hosts, universalSchemes: universalSchemes,
      maximumLength: maximumLength, maximumSegments: maximumSegments, refusal: nil,
      isCompiledForm: true)
  }

  /// The trie of a table `@Links` compiled, from its patterns' codes: read from the trie's
  /// compiled form when there is one that fits, without parsing any pattern (they are parsed
  /// the first time something other than matching reads them); else built from the patterns,
  /// as the builder builds it.
  /// - Parameters:
  ///   - texts: The patterns as declared.
  ///   - codes: The patterns' codes, as `@Links` writes them (see ``LinkTrieForm``).
  ///   - list: The names the codes refer to.
  ///   - declared: The parameter types the codes refer to.
  ///   - form: The trie `@Links` compiled, if any (see ``LinkTrieForm``).
  ///   - cache: The table's print cache, which keeps the patterns once they are made.
  /// - Returns: The trie, or the error the builder would have thrown (or, for codes that are
  ///   not `@Links`'s, a malformed pattern's).
  @usableFromInline
  static func compiled(
    texts: [String], codes text: String, names list: [String],
    types declared: [any LinkParameterValue.Type], form: String?, cache: LinkPrintCache,
    schemes: [String], hosts: [String], universalSchemes: [String], maximumLength: Int,
    maximumSegments: Int
  ) -> Result<LinkTrie, LinkError> {
    let types = declared.map { LinkParameterType.of($0) }
    let codes: LinkCodes
    switch LinkCodes.read(texts: texts, codes: text, names: list.count, types: types.count) {
    case .success(let read): codes = read
    case .failure(let error): return .failure(error)
    }
    let names = CompiledNames(list)
    if let form, let numbers = LinkTrieForm.numbers(form),
      let trie = LinkTrie(
        form: numbers, codes: codes, names: names, types: types,
        records: PatternRecords(codes, names: list, types: types),
        patterns: LinkPatternSource(
          cache: cache, compiled: CompiledPatterns(codes: codes, names: list, types: types)),
        schemes: schemes, hosts: hosts, universalSchemes: universalSchemes,
        maximumLength: maximumLength, maximumSegments: maximumSegments)
    {
      return .success(trie)
    }
    var interned = LinkNames()
    // The codes number the names as listed, each once (as `@Links` lists them).
    guard interned.intern(all: list).elementsEqual(0..<Int32(list.count)) else {
      return .failure(
        .because(
          .malformedPattern(pattern: texts.first ?? "", reason: "a compiled name is listed twice")
        ))
    }
    do {
      let draft = try LinkTrieDraft(codes, types: types)
      return .success(
        LinkTrie(
          draft, names: interned, types: draft.types, codes: codes, codeTypes: types,
          cache: cache, schemes: schemes, hosts: hosts, universalSchemes: universalSchemes,
          maximumLength: maximumLength, maximumSegments: maximumSegments))
    } catch {
      return .failure(error)
    }
  }
}

/// The names of a table `@Links` compiled, as the trie reads them: their bytes one after
/// another and each one's key, without the lookup table ``LinkNames`` keeps (the macro
/// numbered them already).
struct CompiledNames {
  /// The names' bytes, one after another: name `n` is `bytes[starts[n]..<starts[n + 1]]`.
  var bytes: [UInt8] = []
  /// Where each name starts in `bytes`, and one more entry for the end of the last.
  var starts: [Int32] = []
  /// Each name's lookup key (``LinkBytes/key(_:foldingCase:)``).
  var keys: [UInt64] = []

  /// The length in bytes of name `number`.
  func length(_ number: Int) -> Int32 { starts[number + 1] - starts[number] }

  init(_ names: [String]) {
    starts.reserveCapacity(names.count + 1)
    keys.reserveCapacity(names.count)
    var count = 0
    for name in names { count += name.utf8.count }
    bytes.reserveCapacity(count)
    starts.append(0)
    for name in names {
      let start = bytes.count
      bytes.append(contentsOf: name.utf8)
      starts.append(Int32(bytes.count))
      keys.append(LinkBytes.key(bytes[start...]))
    }
  }
}

/// Reads a form's numbers in order.
private struct FormReader {
  let numbers: [Int32]
  var index = 0

  /// How many numbers are left.
  var remaining: Int { numbers.count - index }

  /// The next number, when there is one and it lies in `range`.
  @inline(__always)
  mutating func next(_ range: Range<Int>) -> Int? {
    guard index < numbers.count else { return nil }
    let number = Int(numbers[index])
    index += 1
    return number >= range.lowerBound && number < range.upperBound ? number : nil
  }

  /// The next number as it is (there is one: the count of what is left was checked).
  @inline(__always)
  mutating func next() -> Int32 {
    index += 1
    return numbers[index - 1]
  }
}

/// The parts of a compiled trie read from its form, checked against the table's codes.
private struct CompiledForm {
  var nodes: [NodeHeader] = []
  var slots: [LiteralSlot] = []
  var edges: [TypedEdge] = []
  var nodeInfo: [NodeInfo] = []
  var types: [LinkParameterType] = []
  /// Each slot's literal, a number of the names, or -1.
  var slotNames: [Int32] = []

  /// The parts, or `nil` when the form does not read or is not the trie of `codes`.
  init?(
    _ form: [Int32], codes: LinkCodes, names: CompiledNames, types declared: [LinkParameterType]
  ) {
    let linkCount = codes.count
    var reader = FormReader(numbers: form)
    guard reader.next(linkCount..<linkCount + 1) != nil,
      reader.next(declared.count..<declared.count + 1) != nil
    else { return nil }
    // The trie's type of each declared type, or -1.
    var typeOf: [Int] = []
    typeOf.reserveCapacity(declared.count)
    for _ in declared.indices {
      guard let number = reader.next(-1..<declared.count) else { return nil }
      typeOf.append(number)
    }
    guard let typeCount = reader.next(0..<declared.count + 1) else { return nil }
    types.reserveCapacity(typeCount)
    for number in 0..<typeCount {
      guard let first = reader.next(0..<declared.count), typeOf[first] == number else {
        return nil
      }
      types.append(declared[first])
    }
    // Two declared types are one type of the trie exactly when the run time says they are.
    for a in declared.indices where typeOf[a] >= 0 {
      guard typeOf[a] < typeCount else { return nil }
      for b in declared.indices where typeOf[b] >= 0 {
        guard (declared[a].kind == declared[b].kind) == (typeOf[a] == typeOf[b]) else {
          return nil
        }
      }
    }
    guard let nodeCount = reader.next(1..<Int(Int32.max)),
      let slotCount = reader.next(0..<Int(Int32.max)),
      let edgeCount = reader.next(0..<Int(Int32.max)),
      reader.remaining
        == nodeCount * LinkTrieForm.nodeFields + slotCount * LinkTrieForm.slotFields
        + edgeCount * LinkTrieForm.edgeFields
    else { return nil }
    let children = -1..<nodeCount
    nodes.reserveCapacity(nodeCount)
    nodeInfo.reserveCapacity(nodeCount)
    var firstSlot = 0
    var firstEdge = 0
    for node in 0..<nodeCount {
      guard let size = reader.next(0..<slotCount - firstSlot + 1), size & (size &- 1) == 0,
        size != 1,
        let typedCount = reader.next(0..<min(edgeCount - firstEdge, Int(UInt16.max)) + 1),
        let untyped = reader.next(children),
        // Every node but the root has a pattern through it, which refusals name.
        let sample = reader.next(node == 0 ? -1..<linkCount : 0..<linkCount)
      else { return nil }
      var header = NodeHeader()
      header.slotMask = Int32(size - 1)
      header.slots = Int32(firstSlot)
      header.edges = Int32(firstEdge)
      header.typedCount = UInt16(typedCount)
      header.untyped = Int32(untyped)
      nodes.append(header)
      nodeInfo.append(NodeInfo(catchAll: -1, sample: Int32(sample), literalStart: 0))
      firstSlot += size
      firstEdge += typedCount
    }
    guard firstSlot == slotCount, firstEdge == edgeCount else { return nil }
    slots.reserveCapacity(slotCount)
    slotNames.reserveCapacity(slotCount)
    for _ in 0..<slotCount {
      guard let name = reader.next(-1..<names.keys.count), let child = reader.next(children),
        (name < 0) == (child < 0)
      else { return nil }
      guard name >= 0 else {
        slots.append(LiteralSlot())
        slotNames.append(-1)
        continue
      }
      slots.append(
        LiteralSlot(key: names.keys[name], count: names.length(name), child: Int32(child)))
      slotNames.append(Int32(name))
      // A literal of up to eight bytes is compared through its key alone; a child's bytes
      // are those of its literal.
      nodeInfo[child].literalStart = names.starts[name]
    }
    edges.reserveCapacity(edgeCount)
    for _ in 0..<edgeCount {
      guard let type = reader.next(0..<typeCount), let child = reader.next(0..<nodeCount) else {
        return nil
      }
      edges.append(TypedEdge(kind: FastKind(types[type]), type: UInt16(type), child: Int32(child)))
    }
    guard isTree(), walk(codes, names: names, typeOf: typeOf) else { return nil }
  }

  /// Whether every node but the root is the child of exactly one node before it (so that
  /// matching only ever goes deeper), and every node's slots keep one empty (so that a probe
  /// ends).
  private func isTree() -> Bool {
    var adopted = [Bool](repeating: false, count: nodes.count)
    func adopt(_ child: Int32, by parent: Int) -> Bool {
      guard Int(child) > parent, !adopted[Int(child)] else { return false }
      adopted[Int(child)] = true
      return true
    }
    for (number, node) in nodes.enumerated() {
      if node.untyped >= 0, !adopt(node.untyped, by: number) { return false }
      if node.slotMask >= 0 {
        var empty = false
        for slot in Int(node.slots)...Int(node.slots + node.slotMask) {
          let child = slots[slot].child
          if child < 0 {
            empty = true
          } else if !adopt(child, by: number) {
            return false
          }
        }
        guard empty else { return false }
      }
      for edge in Int(node.edges)..<Int(node.edges) + Int(node.typedCount)
      where !adopt(edges[edge].child, by: number) {
        return false
      }
    }
    return !adopted[0] && adopted.dropFirst().allSatisfy { $0 }
  }

  /// Walks each pattern's codes from the root, as matching walks a link, and marks the node
  /// it ends at as its terminal: whether every pattern ends at a node of its own.
  private mutating func walk(_ codes: LinkCodes, names: CompiledNames, typeOf: [Int]) -> Bool {
    for link in 0..<codes.count {
      var node = 0
      for code in codes.path(link) {
        let header = nodes[node]
        let tag = code & 0xFF
        let name = Int(code >> 8)
        switch tag {
        case LinkPattern.Code.literal:
          let mask = Int(header.slotMask)
          guard mask >= 0 else { return false }
          var slot = LinkBytes.slot(names.keys[name], count: Int(names.length(name)), mask: mask)
          // Probing stops at an empty slot, which every node's slots have.
          while slotNames[Int(header.slots) + slot] != name {
            guard slotNames[Int(header.slots) + slot] >= 0 else { return false }
            slot = (slot + 1) & mask
          }
          node = Int(slots[Int(header.slots) + slot].child)
        case LinkPattern.Code.untyped:
          guard header.untyped >= 0 else { return false }
          node = Int(header.untyped)
        case LinkPattern.Code.typed...:
          let type = typeOf[Int(tag - LinkPattern.Code.typed)]
          var found = -1
          for edge in Int(header.edges)..<Int(header.edges) + Int(header.typedCount)
          where Int(edges[edge].type) == type {
            found = Int(edges[edge].child)
            break
          }
          guard found >= 0 else { return false }
          node = found
        default:
          // A catch-all: the form has none.
          return false
        }
      }
      guard nodes[node].terminal < 0 else { return false }
      nodes[node].terminal = Int32(link)
      if codes.hasQuery(link) { nodes[node].flags = NodeHeader.Flags.terminalQuery }
    }
    return true
  }
}

/// The patterns of a table `@Links` compiled, as `_CompiledLinks` receives them: each one's
/// text, and its path segments' and query names' codes (see ``LinkPattern/Code``), read from
/// the codes' form (see ``LinkTrieForm``) and checked against the names and types they refer to.
@usableFromInline
struct LinkCodes: Sendable {
  /// The patterns as declared.
  let texts: [String]
  /// Every pattern's path segment count and codes, then its query name count and codes.
  let codes: [Int32]
  /// Where each pattern's path segment count is in `codes`.
  let starts: [Int]

  /// The codes of `texts`, read from `text`, or the error that names the first pattern whose
  /// codes do not read, or refer to a name or a type there is not (codes `@Links` did not
  /// write).
  /// - Parameters:
  ///   - texts: The patterns as declared.
  ///   - text: The codes' form.
  ///   - names: The number of names the codes may refer to.
  ///   - types: The number of types the codes may refer to.
  static func read(texts: [String], codes text: String, names: Int, types: Int) -> Result<
    LinkCodes, LinkError
  > {
    func refusal(_ link: Int) -> Result<LinkCodes, LinkError> {
      .failure(
        .because(
          .malformedPattern(
            pattern: link < texts.count ? texts[link] : texts.last ?? "",
            reason: "its compiled codes are not those of a pattern of these names and types")))
    }
    guard let codes = LinkTrieForm.numbers(text) else { return refusal(0) }
    var starts: [Int] = []
    starts.reserveCapacity(texts.count)
    let maximumTag = LinkPattern.Code.typed + Int32(types)
    var index = 0
    for link in texts.indices {
      starts.append(index)
      // The path, then the query: a query name is an untyped or a typed parameter, and a
      // catch-all ends the path.
      for part in 0..<2 {
        let isQuery = part == 1
        guard index < codes.count, codes[index] >= 0, codes[index] <= codes.count - index - 1
        else { return refusal(link) }
        let count = Int(codes[index])
        index += 1
        for position in index..<index + count {
          let code = codes[position]
          let tag = code & 0xFF
          guard code >= 0, Int(code >> 8) < names, tag < maximumTag,
            !isQuery || tag == LinkPattern.Code.untyped || tag >= LinkPattern.Code.typed,
            tag != LinkPattern.Code.catchAll && tag != LinkPattern.Code.catchAllNeedsOne
              || position == index + count - 1
          else { return refusal(link) }
        }
        index += count
      }
    }
    guard index == codes.count else { return refusal(texts.count) }
    return .success(LinkCodes(texts: texts, codes: codes, starts: starts))
  }

  /// Codes already known to be well formed (a builder's, which it wrote as it parsed).
  init(texts: [String], codes: [Int32], starts: [Int]) {
    self.texts = texts
    self.codes = codes
    self.starts = starts
  }

  /// The number of patterns.
  var count: Int { texts.count }

  /// Each pattern's typed parameters, by name, as the builder's `add` takes them.
  /// - Parameters:
  ///   - texts: The patterns as declared.
  ///   - codes: The codes' form.
  ///   - names: The names the codes refer to.
  ///   - types: The types the codes refer to.
  /// - Throws: A malformed pattern's error when the codes are not those of these names and
  ///   types.
  @usableFromInline
  static func parameterTypes(
    texts: [String], codes: String, names: [String], types: [any LinkParameterValue.Type]
  ) throws(LinkError) -> [[String: any LinkParameterValue.Type]] {
    let read = try Self.read(texts: texts, codes: codes, names: names.count, types: types.count)
      .get()
    return texts.indices.map { link in
      var typed: [String: any LinkParameterValue.Type] = [:]
      for code in read.path(link) + read.query(link) where code & 0xFF >= LinkPattern.Code.typed {
        typed[names[Int(code >> 8)]] = types[Int((code & 0xFF) - LinkPattern.Code.typed)]
      }
      return typed
    }
  }

  /// Pattern `link`'s path segments' codes.
  func path(_ link: Int) -> ArraySlice<Int32> {
    let start = starts[link] + 1
    return codes[start..<start + Int(codes[start - 1])]
  }

  /// Pattern `link`'s query names' codes.
  func query(_ link: Int) -> ArraySlice<Int32> {
    let start = starts[link] + 1 + Int(codes[starts[link]]) + 1
    return codes[start..<start + Int(codes[start - 1])]
  }

  /// Whether pattern `link` declares query parameters.
  func hasQuery(_ link: Int) -> Bool {
    codes[starts[link] + 1 + Int(codes[starts[link]])] > 0
  }

  /// The parsed patterns, as ``LinkPattern/init(compiled:path:query:numbers:names:types:)``
  /// makes each.
  func patterns(numbers: [Int32], names: LinkNames, types: [LinkParameterType]) -> [LinkPattern] {
    texts.indices.map {
      LinkPattern(
        compiled: texts[$0], path: path($0), query: query($0), numbers: numbers, names: names,
        types: types)
    }
  }
}

extension PatternRecords {
  /// The records of compiled patterns, read from their codes without parsing them: their
  /// names are the codes' (`names`, shared, not copied), and their texts the codes' texts.
  init(_ codes: LinkCodes, names: [String], types: [LinkParameterType]) {
    self.init(capacity: codes.count)
    self.names = names
    texts = codes.texts
    var index = 0
    let all = codes.codes
    for _ in 0..<codes.count {
      var record = PatternRecord()
      let pathEnd = index + 1 + Int(all[index])
      index += 1
      while index < pathEnd {
        let code = all[index]
        index += 1
        let tag = code & 0xFF
        guard tag != LinkPattern.Code.literal else { continue }
        if tag == LinkPattern.Code.catchAll || tag == LinkPattern.Code.catchAllNeedsOne {
          record.catchAll = code >> 8
          record.catchAllNeedsOne = tag == LinkPattern.Code.catchAllNeedsOne
          continue
        }
        addName(code >> 8, to: &record)
      }
      let queryCount = Int(all[index])
      index += 1
      if queryCount > 0 {
        record.queryStart = Int32(queries.count)
        record.queryCount = Int32(queryCount)
      }
      for position in index..<index + queryCount {
        let tag = all[position] & 0xFF
        queries.append(
          QueryParameter(
            name: names[Int(all[position] >> 8)],
            type: tag == LinkPattern.Code.untyped
              ? .string : types[Int(tag - LinkPattern.Code.typed)]))
      }
      index += queryCount
      records.append(record)
    }
  }
}
