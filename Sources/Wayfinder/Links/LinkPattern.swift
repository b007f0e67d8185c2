/// A parsed path pattern such as `/users/:id/posts/:post`, `/search?q&page`, `/files/*path`
/// (zero or more segments) or `/files/*path+` (one or more).
///
/// A class so that the builder, the table and the trie share one immutable instance rather
/// than copying its arrays.
final class LinkPattern: Sendable {
  enum Segment: Sendable, Equatable {
    case literal(String)
    case parameter(String)
    case catchAll(String)
  }

  let text: String
  let segments: [Segment]
  /// Path parameters in order, with their types.
  let parameters: [(name: String, type: LinkParameterType)]
  /// Optional query parameters, with their types.
  let query: [(name: String, type: LinkParameterType)]
  /// The catch-all's name, if the pattern ends with one.
  let catchAll: String?
  /// Whether the catch-all needs at least one segment (`*name+`).
  let catchAllNeedsOne: Bool
  /// The pattern with parameters as `:name` and no query, for messages.
  let path: String
  /// The path parameters' names, in order.
  let names: [String]

  init(_ text: String, types: [String: LinkParameterType]) throws(LinkError) {
    func fail(_ reason: String) -> LinkError { .malformedPattern(pattern: text, reason: reason) }
    guard text.first == "/" else { throw fail("it must start with '/'") }
    let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var segments: [Segment] = []
    var parameters: [(String, LinkParameterType)] = []
    var names = Set<String>()
    var catchAll: String?
    var needsOne = false
    for raw in parts[0].split(separator: "/") {
      guard catchAll == nil else { throw fail("a catch-all must be the last segment") }
      if raw.first == ":" || raw.first == "*" {
        needsOne = raw.first == "*" && raw.count > 1 && raw.last == "+"
        let name = String(raw.dropFirst().dropLast(needsOne ? 1 : 0))
        guard Self.isName(name) else { throw fail("'\(raw)' is not a valid parameter name") }
        guard names.insert(name).inserted else { throw fail("'\(name)' appears twice") }
        if raw.first == ":" {
          segments.append(.parameter(name))
          parameters.append((name, types[name] ?? .string))
        } else {
          guard types[name] == nil else { throw fail("the catch-all '\(name)' cannot have a type") }
          segments.append(.catchAll(name))
          catchAll = name
        }
      } else {
        guard !raw.contains(where: { ":*#".contains($0) }) else {
          throw fail("literal '\(raw)' contains ':', '*' or '#'")
        }
        let decoded = Array(raw.utf8).withUnsafeBufferPointer {
          LinkBytes.decode($0, plusIsSpace: false)
        }
        guard let decoded else { throw fail("literal '\(raw)' has malformed percent-encoding") }
        segments.append(.literal(decoded))
      }
    }
    var query: [(String, LinkParameterType)] = []
    if parts.count == 2 {
      for name in parts[1].split(separator: "&", omittingEmptySubsequences: false) {
        let name = String(name)
        guard Self.isName(name) else { throw fail("'\(name)' is not a valid query name") }
        guard names.insert(name).inserted else { throw fail("'\(name)' appears twice") }
        query.append((name, types[name] ?? .string))
      }
    }
    if let stray = types.keys.sorted().first(where: { !names.contains($0) }) {
      throw fail("a type is given for '\(stray)', which the pattern does not have")
    }
    self.text = text
    self.segments = segments
    self.parameters = parameters
    self.query = query
    self.catchAll = catchAll
    self.catchAllNeedsOne = catchAll != nil && needsOne
    self.path = String(parts[0])
    self.names = parameters.map(\.0)
  }

  private static func isName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }
}
