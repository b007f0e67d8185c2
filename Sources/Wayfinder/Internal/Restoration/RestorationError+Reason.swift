extension RestorationError {
  /// The precise reason, with its values; ``RestorationError/description`` reads it.
  @usableFromInline package enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// No bytes at all.
    case empty
    /// More bytes than the restorer accepts.
    case tooLarge(bytes: Int, limit: Int)
    /// The bytes do not start with a Wayfinder header.
    case notWayfinderData
    /// The header names a format version this build cannot read.
    case unsupportedVersion(found: Int, supported: Int)
    /// The data was saved with another route schema version (strict mode only).
    case schemaMismatch(found: Int, expected: Int)
    /// Fewer bytes than the header announced: the data was cut off.
    case truncated(expected: Int, found: Int)
    /// The checksum does not match: the data was changed after it was written.
    case checksumMismatch
    /// The payload is not a navigation state (bytes that do not decode, wrong types, an unknown
    /// route).
    case corrupt(String)
    /// The payload decodes but breaks an invariant (duplicate ids, a selection naming no tab…).
    case inconsistent(InvariantViolation)
    /// The state holds more entries than the restorer accepts.
    case tooManyEntries(count: Int, limit: Int)
    /// The state could not be encoded (a route's `encode(to:)` threw).
    case encodingFailed(String)

    /// A sentence naming the problem.
    @usableFromInline package var description: String {
      switch self {
      case .empty: "no data"
      case .tooLarge(let bytes, let limit): "\(bytes) bytes is over the limit of \(limit)"
      case .notWayfinderData: "not Wayfinder navigation data (no header)"
      case .unsupportedVersion(let found, let supported):
        "format version \(found) is not supported (this build reads \(supported))"
      case .schemaMismatch(let found, let expected):
        "route schema \(found) does not match the expected \(expected)"
      case .truncated(let expected, let found):
        "truncated: \(found) of \(expected) payload bytes"
      case .checksumMismatch: "checksum mismatch: the data was modified"
      case .corrupt(let reason): "corrupt payload: \(reason)"
      case .inconsistent(let violation): "inconsistent state: \(violation)"
      case .tooManyEntries(let count, let limit): "\(count) entries is over the limit of \(limit)"
      case .encodingFailed(let reason): "could not encode the state: \(reason)"
      }
    }

    /// The kind of problem, what an app branches on.
    package var code: RestorationError.Code {
      switch self {
      case .empty, .tooLarge, .notWayfinderData, .truncated, .checksumMismatch, .corrupt,
        .tooManyEntries:
        .unreadable
      case .unsupportedVersion, .schemaMismatch: .incompatible
      case .inconsistent: .inconsistent
      case .encodingFailed: .encodingFailed
      }
    }
  }
}

extension RestorationError {
  /// The error of a reason, where its type is known: `throw .because(.checksumMismatch)`.
  /// Where it is not, the initializer names it: `RestorationError(.checksumMismatch)`.
  @usableFromInline package static func because(_ reason: Reason) -> Self { Self(reason) }
}
