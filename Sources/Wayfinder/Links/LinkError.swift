/// Why a link could not be resolved or a table could not be built. Bad links never crash and
/// are never dropped silently: each gives one of these.
///
/// ```swift
/// do {
///   try navigator.open(URL(string: "myapp://items/abc")!)
/// } catch {
///   print(error.link ?? error)  // "parameter 'id' is 'abc', expected Int"
/// }
/// ```
///
/// An app branches on ``code``; the precise reason, with its values, is in ``description``.
/// New reasons can be added in a minor version without breaking a `switch` over ``Code``.
public struct LinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem: what an app branches on.
  @nonexhaustive
  public enum Code: Hashable, Sendable {
    /// No pattern matches the path (the description names the nearest pattern).
    case notFound
    /// A parameter's value is not of its declared type.
    case invalidParameter
    /// The link is not one the table accepts: another scheme or host, too long, too many
    /// segments, malformed percent-encoding, a control or bidirectional character, no path.
    case rejected
    /// The app's pattern refused the link (its `build` threw), or its screen could not be
    /// placed in the state.
    case refused
    /// The app's link configuration: a malformed or ambiguous pattern, a route no pattern
    /// prints, a navigator with no links.
    case configuration
  }

  /// The precise reason.
  @usableFromInline package let reason: Reason

  /// Makes an error from its reason.
  @usableFromInline package init(_ reason: Reason) { self.reason = reason }

  /// The kind of problem.
  public var code: Code { reason.code }

  /// A sentence naming the problem and its values.
  public var description: String { reason.description }

  /// A parameter's value that is not what the pattern expects; thrown by a pattern's `build`
  /// closure that reads its own values.
  ///
  /// ```swift
  /// var builder = LinkTableBuilder<Screen>(schemes: ["myapp"])
  /// try builder.add(
  ///   "/items/:id", types: ["id": Int.self],
  ///   build: { parameters in
  ///     let id: Int = try parameters.value("id")
  ///     guard id > 0 else {
  ///       throw LinkError.invalidParameter(name: "id", value: "\(id)", expected: "1 or more")
  ///     }
  ///     return .detail(id)
  ///   },
  ///   values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
  /// ```
  /// - Parameters:
  ///   - name: The parameter's name in the pattern.
  ///   - value: The text the link holds.
  ///   - expected: What the value should be, as a reader would say it.
  /// - Returns: An error whose code is ``Code/invalidParameter``.
  public static func invalidParameter(name: String, value: String, expected: String) -> LinkError {
    LinkError(.invalidParameter(name: name, value: value, expected: expected))
  }
}
