extension LinkPattern {
  /// Parses any pattern character by character: the reference reading, used for patterns
  /// that are not plain ASCII (see ``isPlain(_:)``).
  /// - Throws: ``LinkError/Code-swift.enum/configuration``.
  static func parseText(_ text: String, types: [String: LinkParameterType]) throws(LinkError)
    -> Parts
  {
    func fail(_ reason: String) -> LinkError {
      .because(.malformedPattern(pattern: text, reason: reason))
    }
    guard text.first == "/" else { throw fail("it must start with '/'") }
    let pieces = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var parts = Parts()
    var names = Set<String>()
    var needsOne = false
    for raw in pieces[0].split(separator: "/") {
      guard parts.catchAll == nil else { throw fail("a catch-all must be the last segment") }
      if raw.first == ":" || raw.first == "*" {
        needsOne = raw.first == "*" && raw.count > 1 && raw.last == "+"
        let name = String(raw.dropFirst().dropLast(needsOne ? 1 : 0))
        guard isName(name) else { throw fail("'\(raw)' is not a valid parameter name") }
        guard names.insert(name).inserted else { throw fail("'\(name)' appears twice") }
        if raw.first == ":" {
          parts.segments.append(.parameter(name))
          parts.names.append(name)
          parts.types.append(types[name] ?? .string)
        } else {
          guard types[name] == nil else { throw fail("the catch-all '\(name)' cannot have a type") }
          parts.segments.append(.catchAll(name))
          parts.catchAll = name
        }
      } else {
        guard !raw.contains(where: { ":*#".contains($0) }) else {
          throw fail("literal '\(raw)' contains ':', '*' or '#'")
        }
        guard let decoded = LinkBytes.decode(Array(raw.utf8)[...]) else {
          throw fail("literal '\(raw)' has malformed percent-encoding")
        }
        parts.segments.append(.literal(decoded))
      }
    }
    if pieces.count == 2 {
      for name in pieces[1].split(separator: "&", omittingEmptySubsequences: false) {
        let name = String(name)
        guard isName(name) else { throw fail("'\(name)' is not a valid query name") }
        guard names.insert(name).inserted else { throw fail("'\(name)' appears twice") }
        parts.query.append((name, types[name] ?? .string))
      }
    }
    if let stray = types.keys.sorted().first(where: { !names.contains($0) }) {
      throw fail("a type is given for '\(stray)', which the pattern does not have")
    }
    parts.catchAllNeedsOne = parts.catchAll != nil && needsOne
    return parts
  }

  private static func isName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }
}
