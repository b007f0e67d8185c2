/// Why saved navigation data could not be restored (or a state could not be saved). Restoring
/// never crashes on bad data: it throws one of these and the navigator keeps its state.
///
/// ```swift
/// do {
///   try navigator.restore(from: data, using: StateRestorer())
/// } catch where error.code == .incompatible {
///   // saved by another version of the app: start fresh
/// } catch {}
/// ```
///
/// An app branches on ``code``; the precise reason, with its values, is in ``description``.
/// New reasons can be added in a minor version without breaking a `switch` over ``Code``.
public struct RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem: what an app branches on.
  @nonexhaustive
  public enum Code: Hashable, Sendable {
    /// The data is not a whole, unmodified Wayfinder state within the restorer's limits:
    /// empty, another format, truncated, a checksum that does not match, a corrupt payload,
    /// too many bytes or entries.
    case unreadable
    /// Saved by a build with another format version, or with another route schema version.
    case incompatible
    /// The decoded state breaks an invariant of the state.
    case inconsistent
    /// The state could not be encoded (saving).
    case encodingFailed
  }

  /// The precise reason.
  @usableFromInline package let reason: Reason

  /// Makes an error from its reason.
  @usableFromInline package init(_ reason: Reason) { self.reason = reason }

  /// The kind of problem.
  public var code: Code { reason.code }

  /// A sentence naming the problem and its values.
  public var description: String { reason.description }
}
