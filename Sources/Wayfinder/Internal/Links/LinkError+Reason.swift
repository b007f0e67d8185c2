extension LinkError {
  /// The precise reason, with its values; ``LinkError/description`` reads it.
  @usableFromInline package enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// No pattern matches the path; `nearest` names the pattern that matched the longest prefix.
    case notFound(path: String, nearest: String?)
    /// A parameter's value is not of its declared type.
    case invalidParameter(name: String, value: String, expected: String)
    /// The scheme is not one the table accepts.
    case rejectedScheme(String)
    /// The host is not one the table accepts.
    case rejectedHost(String)
    /// The link is longer than the table's limit, in bytes.
    case tooLong(length: Int, limit: Int)
    /// The path has more segments than the table's limit.
    case tooManySegments(limit: Int)
    /// A `%` is not followed by two hex digits, or the decoded bytes are not UTF-8.
    case malformedPercentEncoding(String)
    /// A parameter's decoded value holds a control character, DEL or a bidirectional
    /// formatting character (given as its code point), which links may not carry unless the
    /// link allows it for that parameter.
    case unsafeCharacter(name: String, scalar: UInt32)
    /// The text is not a link this table can read (no scheme, no path).
    case malformedLink(String)
    /// The route's own builder refused the parameters.
    case rejectedByRoute(pattern: String, reason: String)
    /// A link's target could not be placed (for example its tab does not exist in the base).
    case placementFailed(pattern: String, reason: String)
    /// The route has no pattern to print it with.
    case notLinkable(String)
    /// A pattern is malformed (building the table).
    case malformedPattern(pattern: String, reason: String)
    /// Two patterns can match the same link (building the table).
    case ambiguousPatterns(String, String)
    /// A link's placement asks for what no state can hold (building the table), such as a
    /// stack inside a layer without a presentation.
    case invalidPlacement(pattern: String, reason: String)
    /// The navigator was given no links to open or print with (see ``Navigator/links``).
    case noLinks

    /// A sentence naming the problem.
    @usableFromInline package var description: String {
      switch self {
      case .notFound(let path, let nearest):
        "no link matches '\(path)'" + (nearest.map { " (nearest: \($0))" } ?? "")
      case .invalidParameter(let name, let value, let expected):
        value.isEmpty
          ? "parameter '\(name)' is missing, expected \(expected)"
          : "parameter '\(name)' is '\(value)', expected \(expected)"
      case .rejectedScheme(let scheme): "scheme '\(scheme)' is not accepted"
      case .rejectedHost(let host): "host '\(host)' is not accepted"
      case .tooLong(let length, let limit): "link of \(length) bytes is over the limit of \(limit)"
      case .tooManySegments(let limit): "link has more than \(limit) path segments"
      case .malformedPercentEncoding(let text): "malformed percent-encoding in '\(text)'"
      case .unsafeCharacter(let name, let scalar):
        "parameter '\(name)' holds \(LinkError.codePoint(scalar)), a control or bidirectional formatting character"
      case .malformedLink(let reason): "malformed link: \(reason)"
      case .rejectedByRoute(let pattern, let reason): "\(pattern) refused the link: \(reason)"
      case .placementFailed(let pattern, let reason): "cannot place \(pattern): \(reason)"
      case .notLinkable(let route): "no link pattern prints \(route)"
      case .malformedPattern(let pattern, let reason): "malformed pattern '\(pattern)': \(reason)"
      case .ambiguousPatterns(let first, let second):
        "patterns '\(first)' and '\(second)' can match the same link"
      case .invalidPlacement(let pattern, let reason): "the placement of \(pattern) \(reason)"
      case .noLinks: "the navigator has no links: create it with Navigator(_:links:)"
      }
    }

    /// The kind of problem, what an app branches on.
    package var code: LinkError.Code {
      switch self {
      case .notFound: .notFound
      case .invalidParameter: .invalidParameter
      case .rejectedScheme, .rejectedHost, .tooLong, .tooManySegments, .malformedPercentEncoding,
        .unsafeCharacter, .malformedLink:
        .rejected
      case .rejectedByRoute, .placementFailed: .refused
      case .notLinkable, .malformedPattern, .ambiguousPatterns, .invalidPlacement, .noLinks:
        .configuration
      }
    }
  }
}

extension LinkError {
  /// The error of a reason, where its type is known: `throw .because(.noLinks)`.
  /// Where it is not, the initializer names it: `LinkError(.noLinks)`.
  @usableFromInline package static func because(_ reason: Reason) -> Self { Self(reason) }
}

extension LinkError {
  /// A code point as `U+001B`.
  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
