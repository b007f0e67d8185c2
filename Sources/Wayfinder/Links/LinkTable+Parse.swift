extension LinkTable {
  /// Finds the path inside a link and checks its scheme and host.
  func locatePath(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<(start: Int, end: Int), LinkError>
  {
    // The path ends at the query or fragment.
    var end = 0
    while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "#") {
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
    if schemes.contains(where: { Self.equalsLowercased(scheme, $0) }) {
      return .success((afterSlashes, end))
    }
    guard universalSchemes.contains(where: { Self.equalsLowercased(scheme, $0) }) else {
      return .failure(.rejectedScheme(String(decoding: scheme, as: UTF8.self)))
    }
    var hostEnd = afterSlashes
    while hostEnd < end, bytes[hostEnd] != UInt8(ascii: "/") { hostEnd += 1 }
    var nameEnd = hostEnd
    if let port = bytes[afterSlashes..<hostEnd].lastIndex(of: UInt8(ascii: ":")) { nameEnd = port }
    let host = UnsafeBufferPointer(rebasing: bytes[afterSlashes..<nameEnd])
    guard hosts.contains(where: { Self.equalsLowercased(host, $0) }) else {
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

  private static func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ lower: [UInt8])
    -> Bool
  {
    guard bytes.count == lower.count else { return false }
    for (byte, expected) in zip(bytes, lower) {
      let folded =
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
      if folded != expected { return false }
    }
    return true
  }

  /// Builds the parameters from the captured segments (and the query) and calls the route's
  /// builder.
  func finish(
    _ routeIndex: Int, _ bytes: UnsafeBufferPointer<UInt8>,
    _ captures: UnsafeMutableBufferPointer<Capture>, _ captured: Int, remainder: Int?,
    _ path: (start: Int, end: Int), segmentsBefore: Int
  ) -> Result<LinkMatch<Route>, LinkError> {
    let route = routes[routeIndex]
    let pattern = route.pattern
    var values: [(name: String, value: String)] = []
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
      values.append((pattern.parameters[index].name, value))
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
        values.append((name, value))
      }
    }
    let parameters = LinkParameters(pattern: pattern.text, values: values, remainder: rest)
    do {
      let value = try route.build(parameters)
      return .success(
        LinkMatch(
          route: value, pattern: pattern.text, parameters: parameters, routeIndex: routeIndex))
    } catch let error as LinkError {
      return .failure(error)
    } catch {
      return .failure(
        .rejectedByRoute(
          pattern: pattern.text, reason: String(String(describing: error).prefix(200))))
    }
  }
}
