/// The name of a tab, such as `"home"` or `"search"`.
///
/// Tab ids are strings rather than a second generic parameter so that a state, a deep link and
/// a restored file can name a tab without knowing the app's tab enum. Declare constants for
/// your tabs:
///
/// ```swift
/// extension TabID {
///   static let home: TabID = "home"
///   static let search: TabID = "search"
/// }
/// ```
public struct TabID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The tab's name.
  public let rawValue: String

  /// Creates a tab id.
  /// - Parameter rawValue: The tab's name.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a tab id from a string literal.
  /// - Parameter value: The tab's name.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The tab's name.
  public var description: String { rawValue }
}

extension TabID: Codable {
  /// Decodes a tab id stored as a bare string.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the tab id as a bare string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
