/// The stable identity of one pushed or presented screen.
///
/// Identity is separate from the route value: the same route can be on screen twice, and
/// results, leave-guards and view lifetimes hang on the id, not on the route. Ids are issued
/// by ``NavigationState`` from a counter it carries, so they are deterministic in tests and
/// survive restoration.
///
/// ```swift
/// var state = NavigationState(root: Screen.home)
/// let id = try state.push(.detail(42))
/// print(id)  // "#2"
/// ```
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number behind the id; unique within one ``NavigationState``.
  public let rawValue: UInt64

  /// Creates an id from its number.
  ///
  /// Apps rarely need this: ids are issued by the state. It exists for tests and tools.
  /// - Parameter rawValue: The number.
  public init(_ rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Orders ids by issue order.
  public static func < (lhs: EntryID, rhs: EntryID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `#` followed by the number, as in `#7`.
  public var description: String { "#\(rawValue)" }
}

extension EntryID: Codable {
  /// Decodes an id stored as a bare number.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(UInt64.self))
  }

  /// Encodes the id as a bare number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
