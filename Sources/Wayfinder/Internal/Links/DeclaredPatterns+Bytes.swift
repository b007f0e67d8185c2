extension DeclaredPatterns {
  /// Parses a plain pattern (see ``LinkPattern/isPlain(_:)``) in ``bytes`` and appends its codes,
  /// numbering its segment and query names in `table` as it goes: no intermediate strings but
  /// the names themselves, which ``LinkNames`` keeps once for every pattern, and no array of
  /// its own.
  ///
  /// Refuses what ``LinkPattern/parseText(_:types:)`` refuses, with the same message, checking
  /// in the same order: the leading `/`, then each segment in turn, then the query names, then
  /// the types given for names the pattern lacks. The codes may then hold part of the pattern:
  /// the caller takes them back.
  /// - Throws: ``LinkError/Code-swift.enum/configuration``.
  /// - Complexity: O(pattern length + parameters²); the parameters are a handful.
  mutating func appendPlain(_ text: String, types: DeclaredTypes, names table: inout LinkNames)
    throws(LinkError)
  {
    func fail(_ reason: String) -> LinkError {
      .because(.malformedPattern(pattern: text, reason: reason))
    }
    func raw(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    guard bytes.first == UInt8(ascii: "/") else { throw fail("it must start with '/'") }
    let pathEnd = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
    // The names of the parameters, the catch-all and the query names so far.
    seenCount = 0
    var typed = 0
    var catchAll = false
    let pathCount = codes.count
    codes.append(0)
    var start = 0
    while start < pathEnd {
      if bytes[start] == UInt8(ascii: "/") {
        start += 1
        continue
      }
      var end = start + 1
      while end < pathEnd, bytes[end] != UInt8(ascii: "/") { end += 1 }
      guard !catchAll else { throw fail("a catch-all must be the last segment") }
      let first = bytes[start]
      if first == UInt8(ascii: ":") || first == UInt8(ascii: "*") {
        let needsOne =
          first == UInt8(ascii: "*") && end - start > 1 && bytes[end - 1] == UInt8(ascii: "+")
        let range = (start + 1)..<(end - (needsOne ? 1 : 0))
        guard Self.isName(bytes, range) else {
          throw fail("'\(raw(start..<end))' is not a valid parameter name")
        }
        let number = table.intern(bytes, range)
        let name = table.texts[Int(number)]
        guard see(number) else { throw fail("'\(name)' appears twice") }
        let type = types.type(of: name)
        if first == UInt8(ascii: ":") {
          if type != nil { typed += 1 }
          codes.append(number << 8 | (try tag(of: type ?? .string, in: text)))
        } else {
          guard type == nil else { throw fail("the catch-all '\(name)' cannot have a type") }
          catchAll = true
          codes.append(
            number << 8
              | (needsOne ? LinkPattern.Code.catchAllNeedsOne : LinkPattern.Code.catchAll))
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
        codes.append(number << 8 | LinkPattern.Code.literal)
      }
      start = end
    }
    codes[pathCount] = Int32(codes.count - pathCount - 1)
    let queryCount = codes.count
    codes.append(0)
    if pathEnd < bytes.count {
      // Every piece between '&'s, empty ones included (each is refused).
      var start = pathEnd + 1
      while true {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "&") { end += 1 }
        guard Self.isName(bytes, start..<end) else {
          throw fail("'\(raw(start..<end))' is not a valid query name")
        }
        let number = table.intern(bytes, start..<end)
        let name = table.texts[Int(number)]
        guard see(number) else { throw fail("'\(name)' appears twice") }
        let type = types.type(of: name)
        if type != nil { typed += 1 }
        codes.append(number << 8 | (try tag(of: type ?? .string, in: text)))
        if end == bytes.count { break }
        start = end + 1
      }
    }
    codes[queryCount] = Int32(codes.count - queryCount - 1)
    if typed < types.count {
      let seen = seen[..<seenCount].map { table.texts[Int($0)] }
      if let stray = types.sortedNames.first(where: { !seen.contains($0) }) {
        throw fail("a type is given for '\(stray)', which the pattern does not have")
      }
    }
  }

  /// Notes a parameter, catch-all or query name of the pattern being read: `false` when the
  /// pattern already has it.
  private mutating func see(_ number: Int32) -> Bool {
    for index in 0..<seenCount where seen[index] == number { return false }
    if seenCount < seen.count {
      seen[seenCount] = number
    } else {
      seen.append(number)
    }
    seenCount += 1
    return true
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
