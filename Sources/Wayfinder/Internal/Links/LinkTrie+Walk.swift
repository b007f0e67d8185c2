extension LinkTrie {
  /// Matches a link and extracts its parameters: everything but calling the route's builder.
  ///
  /// One pass over the bytes: the scheme and host are checked, then each path segment is
  /// looked up as it is found, until the query or fragment.
  @usableFromInline
  func resolve(_ link: String) -> Result<LinkParameters, LinkError> {
    if let refusal { return .failure(refusal) }
    let length = link.utf8.count
    guard length <= maximumLength else {
      return .failure(.because(.tooLong(length: length, limit: maximumLength)))
    }
    // The bytes are copied once; parameters are read from the copy later.
    return walk(Array(link.utf8))
  }

  /// Walks the trie over a link's bytes.
  private func walk(_ bytes: [UInt8]) -> Result<LinkParameters, LinkError> {
    let pathStart: Int
    if let first = bytes.first, first == UInt8(ascii: "/") {
      pathStart = 0
    } else {
      switch authorityEnd(bytes) {
      case .success(let end): pathStart = end
      case .failure(let error): return .failure(error)
      }
    }
    var node = 0
    var captures = LinkCaptures()
    var segments = 0
    var fallback: Fallback?
    var index = pathStart
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/") {
        index += 1
        continue
      }
      if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
      var end = index
      var encoded = false
      while end < bytes.count {
        let byte = bytes[end]
        // One test for the four bytes that matter: '/', '?', '#' and '%'.
        if byte < 64, Self.specialBytes >> UInt64(byte) & 1 != 0 {
          if byte != UInt8(ascii: "%") { break }
          encoded = true
        }
        end += 1
      }
      segments += 1
      guard segments <= maximumSegments else {
        return .failure(.because(.tooManySegments(limit: maximumSegments)))
      }
      let current = nodes[node]
      if current.hasCatchAll {
        fallback = Fallback(
          route: Int(nodeInfo[node].catchAll), segment: index, before: segments - 1,
          captured: captures.count)
      }
      let segment = bytes[index..<end]
      var value = 0
      let next =
        encoded
        ? encodedStep(current, segment)
        : step(current, segment, value: &value)
      if next < 0 {
        if let fallback {
          return finish(
            fallback.route, bytes, captures: captures, captured: fallback.captured,
            remainder: fallback.segment, segmentsBefore: fallback.before)
        }
        return .failure(
          rejection(
            bytes, segment, encoded: encoded, from: pathStart, at: node, depth: segments - 1))
      }
      let place = LinkCapture(start: index, end: end, encoded: encoded)
      switch next & 3 {
      case 1: captures.append(place)
      case 3: captures.append(int: value, place: place)
      default: break
      }
      node = next >> 2
      index = end
    }
    let last = nodes[node]
    if last.terminal >= 0 {
      return finish(
        Int(last.terminal), bytes, captures: captures, captured: captures.count,
        query: last.flags & NodeHeader.Flags.terminalQuery != 0, pathEnd: index)
    }
    if last.hasCatchAll, !patternRecords[Int(nodeInfo[node].catchAll)].catchAllNeedsOne {
      return finish(
        Int(nodeInfo[node].catchAll), bytes, captures: captures, captured: captures.count,
        remainder: index, segmentsBefore: segments, pathEnd: index)
    }
    if let fallback {
      return finish(
        fallback.route, bytes, captures: captures, captured: fallback.captured,
        remainder: fallback.segment, segmentsBefore: fallback.before, pathEnd: index)
    }
    return .failure(notFound(bytes, from: pathStart, near: node))
  }

  /// '/', '?', '#' and '%' as bits of a 64-bit mask.
  private static let specialBytes: UInt64 =
    1 << UInt64(UInt8(ascii: "/")) | 1 << UInt64(UInt8(ascii: "?"))
    | 1 << UInt64(UInt8(ascii: "#")) | 1 << UInt64(UInt8(ascii: "%"))

  /// The last catch-all passed while walking, to fall back to at a dead end.
  private struct Fallback {
    var route: Int
    /// Where the catch-all's part of the path starts.
    var segment: Int
    /// Segments before the catch-all.
    var before: Int
    /// Captures that belong to the catch-all's pattern.
    var captured: Int
  }

  /// Chooses the child for one segment: literal, else typed, else untyped. Returns the child
  /// shifted left by two, with bit 0 set when the segment is a parameter's value and bit 1
  /// when that value is a canonical `Int` (stored in `value`), or -1 when no child accepts it.
  @inline(__always)
  private func step(_ header: NodeHeader, _ segment: ArraySlice<UInt8>, value: inout Int) -> Int {
    if header.slotMask >= 0, let child = literalChild(header, segment) {
      return child << 2
    }
    for number in 0..<Int(header.typedCount) {
      let edge = typedEdge(header, number)
      switch edge.kind {
      case .int:
        guard let parsed = LinkBytes.int(segment) else { continue }
        value = parsed
        return Int(edge.child) << 2 | (LinkBytes.isCanonical(segment) ? 3 : 1)
      case .bool:
        guard segment.elementsEqual("true".utf8) || segment.elementsEqual("false".utf8) else {
          continue
        }
      case .uuid: guard LinkBytes.isUUID(segment) else { continue }
      case .general: guard types[Int(edge.type)].accepts(segment) else { continue }
      }
      return Int(edge.child) << 2 | 1
    }
    if header.untyped >= 0 { return Int(header.untyped) << 2 | 1 }
    return -1
  }

  /// ``step(_:_:value:)`` for a segment with a `%`: decoded first, then looked up; -1 also
  /// when the encoding is malformed. Values are kept as places, never as `Int`s.
  private func encodedStep(_ header: NodeHeader, _ segment: ArraySlice<UInt8>) -> Int {
    guard let text = LinkBytes.decode(segment, plusIsSpace: false) else { return -1 }
    if header.slotMask >= 0, let child = literalChild(header, Array(text.utf8)[...]) {
      return child << 2
    }
    for number in 0..<Int(header.typedCount) {
      let edge = typedEdge(header, number)
      if types[Int(edge.type)].accepts(text) { return Int(edge.child) << 2 | 1 }
    }
    if header.untyped >= 0 { return Int(header.untyped) << 2 | 1 }
    return -1
  }

  /// The error for a segment no child of `node` accepts: malformed percent-encoding, an
  /// invalid parameter when a typed parameter stands here (named from a pattern through it),
  /// else not found.
  private func rejection(
    _ bytes: [UInt8], _ segment: ArraySlice<UInt8>, encoded: Bool,
    from start: Int, at node: Int, depth: Int
  ) -> LinkError {
    let decoded =
      encoded
      ? LinkBytes.decode(segment, plusIsSpace: false) : String(decoding: segment, as: UTF8.self)
    guard let value = decoded else {
      return .because(.malformedPercentEncoding(String(decoding: segment, as: UTF8.self)))
    }
    let current = nodes[node]
    guard current.typedCount > 0 else { return notFound(bytes, from: start, near: node) }
    let edge = typedEdge(current, 0)
    let name = parameter(Int(nodeInfo[Int(edge.child)].sample), at: depth) ?? "?"
    return .invalidParameter(name: name, value: value, expected: types[Int(edge.type)].name)
  }

  /// The literal child whose bytes equal `segment`, if any.
  @inline(__always)
  private func literalChild(_ header: NodeHeader, _ segment: ArraySlice<UInt8>) -> Int? {
    let key = LinkBytes.key(segment)
    let mask = Int(header.slotMask)
    var slot = LinkBytes.slot(key, count: segment.count, mask: mask)
    while true {
      let candidate = literalSlot(header, slot)
      if candidate.child < 0 { return nil }
      if candidate.key == key, Int(candidate.count) == segment.count {
        // Up to eight bytes, the key is the bytes themselves; beyond, it is a hash.
        if segment.count <= 8 { return Int(candidate.child) }
        let literal = Int(nodeInfo[Int(candidate.child)].literalStart)
        if segment.elementsEqual(literalBytes[literal..<(literal + segment.count)]) {
          return Int(candidate.child)
        }
      }
      slot = (slot + 1) & mask
    }
  }
}
