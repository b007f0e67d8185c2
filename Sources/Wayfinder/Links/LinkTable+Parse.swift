extension LinkTrie {
  /// Finds the path inside a link and checks its scheme and host.
  func locatePath(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<(start: Int, end: Int), LinkError>
  {
    // The path ends at the query or fragment.
    var end = 0
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
      end += 1
    }
    if bytes.first == UInt8(ascii: "/") { return .success((0, end)) }
    var colon = 0
    while colon < end, Self.isSchemeByte(bytes[colon], first: colon == 0) { colon += 1 }
    guard colon > 0, colon < end, bytes[colon] == UInt8(ascii: ":") else {
      return .failure(.malformedLink("no scheme and no leading '/'"))
    }
    let scheme = UnsafeBufferPointer(rebasing: bytes[0..<colon])
    guard colon + 2 < end, bytes[colon + 1] == UInt8(ascii: "/"),
      bytes[colon + 2] == UInt8(ascii: "/")
    else {
      return .failure(.malformedLink("the scheme must be followed by '//'"))
    }
    let afterSlashes = colon + 3
    if Self.contains(schemes, scheme) {
      return .success((afterSlashes, end))
    }
    guard Self.contains(universalSchemes, scheme) else {
      return .failure(.rejectedScheme(String(decoding: scheme, as: UTF8.self)))
    }
    var hostEnd = afterSlashes
    while hostEnd < end, bytes[hostEnd] != UInt8(ascii: "/") { hostEnd += 1 }
    var nameEnd = hostEnd
    if let port = bytes[afterSlashes..<hostEnd].lastIndex(of: UInt8(ascii: ":")) { nameEnd = port }
    let host = UnsafeBufferPointer(rebasing: bytes[afterSlashes..<nameEnd])
    guard Self.contains(hosts, host) else {
      return .failure(.rejectedHost(String(decoding: host, as: UTF8.self)))
    }
    return .success((hostEnd, end))
  }

  private static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."):
      !first
    default: false
    }
  }

  /// Whether `bytes`, folded to lowercase ASCII, equals one of the (lowercase) candidates.
  private static func contains(_ candidates: [[UInt8]], _ bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    for candidate in candidates where candidate.count == bytes.count {
      let equal = candidate.withUnsafeBufferPointer { lower in
        for index in 0..<lower.count {
          let byte = bytes[index]
          let folded = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
          if folded != lower[index] { return false }
        }
        return true
      }
      if equal { return true }
    }
    return false
  }

  /// Builds the parameters from the captured segments and the query.
  func parameters(
    _ walk: TrieWalk, _ bytes: UnsafeBufferPointer<UInt8>,
    _ captures: UnsafeMutableBufferPointer<Capture>
  ) -> Result<ResolvedLink, LinkError> {
    let captured = walk.captured
    let remainder = walk.remainder
    let path = (start: walk.pathStart, end: walk.pathEnd)
    let segmentsBefore = walk.segmentsBefore
    let pattern = patterns[walk.pattern]
    var values: [LinkParameter] = []
    values.reserveCapacity(pattern.parameters.count + pattern.query.count)
    for index in 0..<min(captured, pattern.parameters.count) {
      let capture = captures[index]
      let segment = UnsafeBufferPointer(
        rebasing: bytes[Int(capture.start)..<Int(capture.end)])
      // Segments with a `%` were decoded (and checked) while matching.
      let value =
        capture.encoded
        ? LinkBytes.decode(segment, plusIsSpace: false) ?? ""
        : String(decoding: segment, as: UTF8.self)
      values.append(LinkParameter(name: pattern.parameters[index].name, value: value))
    }
    var rest: [String] = []
    if let remainder {
      for piece in bytes[remainder..<path.end].split(separator: UInt8(ascii: "/")) {
        guard let text = LinkBytes.decode(UnsafeBufferPointer(rebasing: piece), plusIsSpace: false)
        else {
          return .failure(.malformedPercentEncoding(String(decoding: piece, as: UTF8.self)))
        }
        rest.append(text)
      }
      guard segmentsBefore + rest.count <= maximumSegments else {
        return .failure(.tooManySegments(limit: maximumSegments))
      }
    }
    if !pattern.query.isEmpty, path.end < bytes.count, bytes[path.end] == UInt8(ascii: "?") {
      var queryEnd = path.end + 1
      while queryEnd < bytes.count, bytes[queryEnd] != UInt8(ascii: "#") { queryEnd += 1 }
      for pair in bytes[(path.end + 1)..<queryEnd].split(separator: UInt8(ascii: "&")) {
        let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1)
        guard let rawName = parts.first,
          let name = LinkBytes.decode(UnsafeBufferPointer(rebasing: rawName), plusIsSpace: true),
          let declared = pattern.query.first(where: { $0.name == name }),
          !values.contains(where: { $0.name == name })
        else { continue }
        let rawValue = parts.count == 2 ? Array(parts[1]) : []
        guard
          let value = rawValue.withUnsafeBufferPointer({ LinkBytes.decode($0, plusIsSpace: true) })
        else {
          return .failure(.malformedPercentEncoding(String(decoding: pair, as: UTF8.self)))
        }
        guard declared.type.accepts(value) || (declared.type.isUntyped && value.isEmpty) else {
          return .failure(
            .invalidParameter(name: name, value: value, expected: declared.type.name))
        }
        values.append(LinkParameter(name: name, value: value))
      }
    }
    let parameters = LinkParameters(pattern: pattern.text, values: values, remainder: rest)
    return .success(ResolvedLink(pattern: walk.pattern, parameters: parameters))
  }
}
