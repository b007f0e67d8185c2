/// The parameters that print a link: values by name, and the catch-all's segments, each
/// printed as one segment (a `/` inside one is encoded, so it comes back as it was).
///
/// ```swift
/// let values = LinkValues(["id": "42"])
/// LinkValues(segments: ["one", "three", "two"])  // /path/one/three/two
/// ```
public struct LinkValues: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  /// Values by parameter name (path and query parameters).
  public var parameters: [String: String]
  /// The catch-all's segments, in order.
  public var segments: [String]

  /// Creates the values of a link.
  /// - Parameters:
  ///   - parameters: Values by name.
  ///   - segments: The catch-all's segments.
  public init(_ parameters: [String: String] = [:], segments: [String] = []) {
    self.parameters = parameters
    self.segments = segments
  }

  /// Creates the values from a dictionary literal of names and values.
  /// - Parameter elements: The names and values.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
  }
}
