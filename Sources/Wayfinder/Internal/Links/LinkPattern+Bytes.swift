extension LinkPattern {
  /// Parses a plain pattern (see ``isPlain(_:)``) over its UTF-8 bytes, numbering its
  /// segment names in `names` as it goes: no intermediate strings but the names themselves,
  /// which ``LinkNames`` keeps once for every pattern.
  ///
  /// Refuses what ``parseText(_:types:)`` refuses, with the same message, checking in the
  /// same order: the leading `/`, then each segment in turn, then the query names, then the
  /// types given for names the pattern lacks.
  /// - Throws: ``LinkError/Code-swift.enum/configuration``.
  /// - Complexity: O(pattern length + parameters²); the parameters are a handful.
  static func parseBytes(
    _ text: String, _ bytes: [UInt8], types: [String: LinkParameterType],
    names table: inout LinkNames
  ) throws(LinkError) -> Parts {
    func fail(_ reason: String) -> LinkError {
      .because(.malformedPattern(pattern: text, reason: reason))
    }
    func raw(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    guard bytes.first == UInt8(ascii: "/") else { throw fail("it must start with '/'") }
    let pathEnd = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
    var parts = Parts()
    // Room for every segment and parameter at once, rather than growing four arrays.
    var slashes = 0
    var colons = 0
    for byte in bytes[..<pathEnd] {
      if byte == UInt8(ascii: "/") {
        slashes += 1
      } else if byte == UInt8(ascii: ":") {
        colons += 1
      }
    }
    parts.segments.reserveCapacity(slashes)
    parts.segmentNames.reserveCapacity(slashes)
    if colons > 0 {
      parts.names.reserveCapacity(colons)
      parts.types.reserveCapacity(colons)
    }
    var typed = 0
    var needsOne = false
    var start = 0
    while start < pathEnd {
      if bytes[start] == UInt8(ascii: "/") {
        start += 1
        continue
      }
      var end = start + 1
      while end < pathEnd, bytes[end] != UInt8(ascii: "/") { end += 1 }
      guard parts.catchAll == nil else { throw fail("a catch-all must be the last segment") }
      let first = bytes[start]
      if first == UInt8(ascii: ":") || first == UInt8(ascii: "*") {
        needsOne =
          first == UInt8(ascii: "*") && end - start > 1 && bytes[end - 1] == UInt8(ascii: "+")
        let name = (start + 1)..<(end - (needsOne ? 1 : 0))
        guard isName(bytes, name) else {
          throw fail("'\(raw(start..<end))' is not a valid parameter name")
        }
        let number = table.intern(bytes, name)
        let text = table.texts[Int(number)]
        guard !parts.has(text) else { throw fail("'\(text)' appears twice") }
        let type = types.isEmpty ? nil : types[text]
        parts.segmentNames.append(number)
        if first == UInt8(ascii: ":") {
          if type != nil { typed += 1 }
          parts.segments.append(.parameter(text))
          parts.names.append(text)
          parts.types.append(type ?? .string)
        } else {
          guard type == nil else { throw fail("the catch-all '\(text)' cannot have a type") }
          parts.segments.append(.catchAll(text))
          parts.catchAll = text
        }
      } else {
        var encoded = false
        for byte in bytes[start..<end] {
          if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "#") {
            throw fail("literal '\(raw(start..<end))' contains ':', '*' or '#'")
          }
          if byte == UInt8(ascii: "%") { encoded = true }
        }
        let number: Int32
        if encoded {
          guard let decoded = LinkBytes.decode(bytes[start..<end]) else {
            throw fail("literal '\(raw(start..<end))' has malformed percent-encoding")
          }
          number = table.intern(decoded)
        } else {
          number = table.intern(bytes, start..<end)
        }
        parts.segmentNames.append(number)
        parts.segments.append(.literal(table.texts[Int(number)]))
      }
      start = end
    }
    if pathEnd < bytes.count {
      // Every piece between '&'s, empty ones included (each is refused).
      var start = pathEnd + 1
      while true {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "&") { end += 1 }
        guard isName(bytes, start..<end) else {
          throw fail("'\(raw(start..<end))' is not a valid query name")
        }
        let number = table.intern(bytes, start..<end)
        let text = table.texts[Int(number)]
        guard !parts.has(text) else { throw fail("'\(text)' appears twice") }
        let type = types.isEmpty ? nil : types[text]
        if type != nil { typed += 1 }
        parts.query.append((text, type ?? .string))
        if end == bytes.count { break }
        start = end + 1
      }
    }
    if typed < types.count {
      if let stray = types.keys.sorted().first(where: { !parts.has($0) }) {
        throw fail("a type is given for '\(stray)', which the pattern does not have")
      }
    }
    parts.catchAllNeedsOne = parts.catchAll != nil && needsOne
    return parts
  }

  /// Whether ASCII bytes are a name: a letter or `_`, then letters, digits or `_`.
  private static func isName(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    guard let first = range.first, isLetter(bytes[first]) else { return false }
    for index in range.dropFirst() {
      let byte = bytes[index]
      guard isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else {
        return false
      }
    }
    return true
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_")
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }
}
