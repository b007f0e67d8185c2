extension LinkTrie {
  /// Where the path starts in a link with a scheme, after checking the scheme (and the host
  /// of a universal link).
  func authorityEnd(_ bytes: [UInt8]) -> Result<Int, LinkError> {
    // The scheme's key (see ``NameSet``) is made while its bytes are checked.
    var colon = 0
    var key: UInt64 = 0
    while colon < bytes.count {
      let byte = bytes[colon]
      guard Self.isSchemeByte(byte, first: colon == 0) else { break }
      if colon < 8 { key |= UInt64(LinkBytes.lower(byte)) << (8 * UInt64(colon)) }
      colon += 1
    }
    guard colon > 0, colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else {
      return .failure(.because(.malformedLink("no scheme and no leading '/'")))
    }
    let scheme = bytes[0..<colon]
    guard colon + 2 < bytes.count, bytes[colon + 1] == UInt8(ascii: "/"),
      bytes[colon + 2] == UInt8(ascii: "/")
    else {
      return .failure(.because(.malformedLink("the scheme must be followed by '//'")))
    }
    let afterSlashes = colon + 3
    let packed = colon <= 8 ? key : nil
    if schemes.contains(scheme, key: packed) { return .success(afterSlashes) }
    guard universalSchemes.contains(scheme, key: packed) else {
      return .failure(.because(.rejectedScheme(String(decoding: scheme, as: UTF8.self))))
    }
    var hostEnd = afterSlashes
    while hostEnd < bytes.count, !Self.endsHost(bytes[hostEnd]) { hostEnd += 1 }
    var nameEnd = hostEnd
    if let port = bytes[afterSlashes..<hostEnd].lastIndex(of: UInt8(ascii: ":")) { nameEnd = port }
    let host = bytes[afterSlashes..<nameEnd]
    guard hosts.contains(host) else {
      return .failure(.because(.rejectedHost(String(decoding: host, as: UTF8.self))))
    }
    return .success(hostEnd)
  }

  private static func endsHost(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
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

  /// The end of the path: the first `?` or `#` from `start`, or the end of the link.
  func pathEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "#") {
      end += 1
    }
    return end
  }

  /// Completes a match: the pattern's captures, the catch-all's segments and the query.
  /// - Parameters:
  ///   - route: The matched pattern's index.
  ///   - captured: How many captures belong to that pattern (all of its path parameters: the
  ///     walk captured exactly those on the way to its terminal node or catch-all).
  ///   - remainder: Where the catch-all's part of the path starts, if a catch-all matched.
  ///   - segmentsBefore: Segments before the catch-all.
  ///   - query: Whether the pattern declares query parameters.
  ///   - pathEnd: The end of the path, when the walk got there.
  func finish(
    _ route: Int, _ bytes: [UInt8], captures: LinkCaptures,
    captured: Int, remainder: Int? = nil, segmentsBefore: Int = 0, query hasQuery: Bool = true,
    pathEnd knownEnd: Int? = nil
  ) -> Result<LinkParameters, LinkError> {
    if remainder == nil, !hasQuery, captured <= 3 {
      // Without places to read, the parameters need not keep the link's bytes.
      return .success(
        LinkParameters(
          bytes: captures.allInts ? [] : bytes, trie: self, routeIndex: route, captures: captures,
          extras: nil))
    }
    let own = min(captured, patternRecords[route].nameCount)
    let more = own > 3 ? Array(captures.more.prefix(own - 3)) : []
    let end = knownEnd ?? pathEnd(bytes, from: remainder ?? bytes.count)
    var rest: [String] = []
    if let remainder {
      for piece in bytes[remainder..<end].split(separator: UInt8(ascii: "/")) {
        // A segment whose percent-encoding is malformed is the catch-all's as written (a
        // not-found screen takes any link), never decoded by guesswork.
        rest.append(
          LinkBytes.decode(piece, plusIsSpace: false) ?? String(decoding: piece, as: UTF8.self))
      }
      guard segmentsBefore + rest.count <= maximumSegments else {
        return .failure(.because(.tooManySegments(limit: maximumSegments)))
      }
    }
    var query: [LinkParameter] = []
    let declared = queryParameters(route)
    if !declared.isEmpty, end < bytes.count, bytes[end] == UInt8(ascii: "?") {
      switch Self.query(bytes, from: end + 1, declared: declared) {
      case .success(let values): query = values
      case .failure(let error): return .failure(error)
      }
    }
    let extras =
      more.isEmpty && query.isEmpty && rest.isEmpty
      ? nil : LinkExtras(more: more, query: query, remainder: rest)
    return .success(
      LinkParameters(
        bytes: bytes, trie: self, routeIndex: route, captures: captures, extras: extras))
  }

  /// The declared query parameters present in the query that starts at `start`: decoded (a
  /// `+` is a space, as in a form), checked against their types, every value of a repeated
  /// name kept in order, undeclared names ignored.
  private static func query(
    _ bytes: [UInt8], from start: Int, declared parameters: ArraySlice<QueryParameter>
  ) -> Result<[LinkParameter], LinkError> {
    var values: [LinkParameter] = []
    var queryEnd = start
    while queryEnd < bytes.count, bytes[queryEnd] != UInt8(ascii: "#") { queryEnd += 1 }
    for pair in bytes[start..<queryEnd].split(separator: UInt8(ascii: "&")) {
      let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1)
      guard let rawName = parts.first,
        let name = LinkBytes.decode(rawName, plusIsSpace: true),
        let declared = parameters.first(where: { $0.name == name })
      else { continue }
      let rawValue = parts.count == 2 ? parts[1] : []
      guard let value = LinkBytes.decode(rawValue, plusIsSpace: true) else {
        return .failure(.because(.malformedPercentEncoding(String(decoding: pair, as: UTF8.self))))
      }
      guard declared.type.accepts(value) || (declared.type.isUntyped && value.isEmpty) else {
        return .failure(.invalidParameter(name: name, value: value, expected: declared.type.name))
      }
      values.append(LinkParameter(name: name, value: value))
    }
    return .success(values)
  }

  /// Not found, with the path as text and the simplest pattern through the node reached.
  func notFound(_ bytes: [UInt8], from start: Int, near node: Int)
    -> LinkError
  {
    let text = String(decoding: bytes[start..<pathEnd(bytes, from: start)], as: UTF8.self)
    // At the root nothing matched yet, so no pattern is "nearest".
    let sample = Int(nodeInfo[node].sample)
    let nearest = node > 0 && sample >= 0 ? patternPath(sample) : nil
    return .because(.notFound(path: text.isEmpty ? "/" : text, nearest: nearest))
  }

  /// The error for a builder that threw something other than a ``LinkError``.
  @usableFromInline
  static func refusal(_ pattern: String, _ error: any Error) -> LinkError {
    .because(
      .rejectedByRoute(pattern: pattern, reason: String(String(describing: error).prefix(200))))
  }
}
