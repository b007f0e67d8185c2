extension LinkTable {
  /// Resolves a link to a route.
  ///
  /// Accepts a custom-scheme link (`myapp://items/42`, where the first segment stands where a
  /// host would), a universal link (`https://example.com/items/42`, host checked against the
  /// allow-list) or a bare path (`/items/42`). Segments are split before percent-decoding, so
  /// `%2F` stays inside its segment; empty segments are ignored.
  ///
  /// - Parameter link: The link text.
  /// - Returns: The match, or a ``LinkError`` naming what is wrong.
  /// - Complexity: O(length of the link), independent of the number of routes.
  @inlinable
  public func match(_ link: String) -> Result<LinkMatch<Route>, LinkError> {
    switch trie.resolve(link) {
    case .failure(let error): return .failure(error)
    case .success(let resolved): return build(resolved)
    }
  }

  /// Calls the matched pattern's builder. Inlinable with ``match(_:)`` so that it is
  /// specialised for the app's route type, sparing generic dispatch on every link.
  @inlinable
  func build(_ resolved: ResolvedLink) -> Result<LinkMatch<Route>, LinkError> {
    do {
      let route = try routes[resolved.pattern].build(resolved.parameters)
      return .success(
        LinkMatch(
          route: route, pattern: resolved.parameters.pattern, parameters: resolved.parameters,
          routeIndex: resolved.pattern))
    } catch let error as LinkError {
      return .failure(error)
    } catch {
      return .failure(LinkTrie.refusal(resolved.parameters.pattern, error))
    }
  }

  /// Resolves a link to a route, throwing on a bad link.
  /// - Parameter link: The link text.
  /// - Returns: The route.
  /// - Throws: ``LinkError``.
  public func route(for link: String) throws(LinkError) -> Route {
    try match(link).get().route
  }

}

extension LinkTrie {
  /// Matches a link and extracts its parameters; everything but calling the route's builder.
  @usableFromInline
  func resolve(_ link: String) -> Result<ResolvedLink, LinkError> {
    var text = link
    guard text.utf8.count <= maximumLength else {
      return .failure(.tooLong(length: text.utf8.count, limit: maximumLength))
    }
    return text.withUTF8 { bytes in
      withUnsafeTemporaryAllocation(of: Capture.self, capacity: maximumSegments) { captures in
        switch walk(bytes, captures: captures) {
        case .success(let walk): parameters(walk, bytes, captures)
        case .failure(let error): .failure(error)
        }
      }
    }
  }

  /// The error for a builder that threw something other than a ``LinkError``.
  @usableFromInline
  static func refusal(_ pattern: String, _ error: any Error) -> LinkError {
    .rejectedByRoute(pattern: pattern, reason: String(String(describing: error).prefix(200)))
  }

  /// Walks the trie over a link's bytes.
  func walk(
    _ bytes: UnsafeBufferPointer<UInt8>, captures: UnsafeMutableBufferPointer<Capture>
  ) -> Result<TrieWalk, LinkError> {
    let path: (start: Int, end: Int)
    switch locatePath(bytes) {
    case .success(let range): path = range
    case .failure(let error): return .failure(error)
    }
    return nodes.withUnsafeBufferPointer { nodes in
      var node = 0
      var captured = 0
      var segments = 0
      var fallback: (route: Int, segment: Int, before: Int)?
      var index = path.start
      while index < path.end {
        if bytes[index] == UInt8(ascii: "/") {
          index += 1
          continue
        }
        var end = index
        var encoded = false
        while end < path.end, bytes[end] != UInt8(ascii: "/") {
          if bytes[end] == UInt8(ascii: "%") { encoded = true }
          end += 1
        }
        segments += 1
        guard segments <= maximumSegments else {
          return .failure(.tooManySegments(limit: maximumSegments))
        }
        let current = nodes[node]
        if current.catchAll >= 0 { fallback = (Int(current.catchAll), index, segments - 1) }
        let segment = UnsafeBufferPointer(rebasing: bytes[index..<end])
        let next: Int
        switch step(from: current, segment, encoded: encoded, depth: segments - 1) {
        case .success(let step):
          next = step.child
          if step.captures {
            captures[captured] = Capture(start: Int32(index), end: Int32(end), encoded: encoded)
            captured += 1
          }
        case .failure(let error):
          if let fallback {
            return .success(
              TrieWalk(
                pattern: fallback.route, captured: captured, remainder: fallback.segment,
                segmentsBefore: fallback.before, pathStart: path.start, pathEnd: path.end))
          }
          if case .notFound = error {
            return .failure(notFound(bytes, path, near: node))
          }
          return .failure(error)
        }
        node = next
        index = end
      }
      let last = nodes[node]
      if last.terminal >= 0 {
        return .success(
          TrieWalk(
            pattern: Int(last.terminal), captured: captured, remainder: nil,
            segmentsBefore: segments, pathStart: path.start, pathEnd: path.end))
      }
      if last.catchAll >= 0 {
        return .success(
          TrieWalk(
            pattern: Int(last.catchAll), captured: captured, remainder: path.end,
            segmentsBefore: segments, pathStart: path.start, pathEnd: path.end))
      }
      if let fallback {
        return .success(
          TrieWalk(
            pattern: fallback.route, captured: captured, remainder: fallback.segment,
            segmentsBefore: fallback.before, pathStart: path.start, pathEnd: path.end))
      }
      return .failure(notFound(bytes, path, near: node))
    }
  }

  /// Chooses the child for one segment: literal, else typed, else untyped.
  private func step(
    from node: TrieNode, _ segment: UnsafeBufferPointer<UInt8>, encoded: Bool, depth: Int
  ) -> Result<(child: Int, captures: Bool), LinkError> {
    var decoded: String?
    if encoded {
      guard let text = LinkBytes.decode(segment, plusIsSpace: false) else {
        return .failure(.malformedPercentEncoding(String(decoding: segment, as: UTF8.self)))
      }
      decoded = text
    }
    if node.slotCount > 0 {
      let child: Int?
      if var text = decoded {
        child = text.withUTF8 { literalChild(of: node, $0) }
      } else {
        child = literalChild(of: node, segment)
      }
      if let child { return .success((child, false)) }
    }
    if node.typedCount > 0 {
      for offset in 0..<Int(node.typedCount) {
        let edge = typedEdges[Int(node.typedStart) + offset]
        let accepted: Bool
        switch (edge.fast, decoded) {
        case (.int?, nil): accepted = LinkBytes.int(segment) != nil
        case (.bool?, nil):
          accepted = segment.elementsEqual("true".utf8) || segment.elementsEqual("false".utf8)
        case (.uuid?, nil): accepted = LinkBytes.isUUID(segment)
        case (_, let text?): accepted = types[Int(edge.type)].accepts(text)
        case (nil, nil): accepted = types[Int(edge.type)].accepts(segment)
        }
        if accepted { return .success((Int(edge.child), true)) }
      }
    }
    if node.untyped >= 0 { return .success((Int(node.untyped), true)) }
    if node.typedCount > 0 {
      // No child accepts the segment, but a typed parameter stands here: name it.
      let edge = typedEdges[Int(node.typedStart)]
      let pattern = patterns[Int(nodes[Int(edge.child)].sample)]
      var name = "?"
      if depth < pattern.segments.count, case .parameter(let parameter) = pattern.segments[depth] {
        name = parameter
      }
      return .failure(
        .invalidParameter(
          name: name, value: decoded ?? String(decoding: segment, as: UTF8.self),
          expected: types[Int(edge.type)].name))
    }
    return .failure(.notFound(path: "", nearest: nil))
  }

  /// The literal child whose bytes equal `segment`, if any.
  private func literalChild(of node: TrieNode, _ segment: UnsafeBufferPointer<UInt8>) -> Int? {
    let hash = LinkBytes.hash(segment)
    let mask = Int(node.slotCount) - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    return slots.withUnsafeBufferPointer { slots in
      while true {
        let child = Int(slots[Int(node.slotStart) + slot])
        if child < 0 { return nil }
        let candidate = nodes[child]
        if candidate.literalHash == hash, Int(candidate.literalCount) == segment.count {
          let equal = literalBytes.withUnsafeBufferPointer { literal in
            let start = Int(candidate.literalStart)
            return segment.elementsEqual(literal[start..<(start + segment.count)])
          }
          if equal { return child }
        }
        slot = (slot + 1) & mask
      }
    }
  }

  private func notFound(
    _ bytes: UnsafeBufferPointer<UInt8>, _ path: (start: Int, end: Int), near node: Int
  ) -> LinkError {
    let text = String(decoding: bytes[path.start..<path.end], as: UTF8.self)
    // At the root nothing matched yet, so no pattern is "nearest".
    let sample = Int(nodes[node].sample)
    let nearest = node > 0 && sample >= 0 ? patterns[sample].path : nil
    return .notFound(path: text.isEmpty ? "/" : text, nearest: nearest)
  }
}
