/// An identity issued by a ``NavigationState`` from the counter it carries: ``EntryID`` for
/// screens, ``LayerID`` for modal layers, ``AlertID`` for the alert.
///
/// Each concept has its own type, so a function that takes a layer cannot be handed a screen's
/// id: the mistake is a compile error, not a run-time refusal. All three share one counter,
/// so their numbers never collide inside one state, and all three encode as a bare number.
///
/// ```swift
/// var state = NavigationState(root: Screen.home)
/// let sheet: LayerID = try state.present(.compose, as: .sheet())
/// try state.dismiss(layer: sheet)      // fine
/// // try state.pop(to: sheet)          // does not compile: pop(to:) takes an EntryID
/// ```
@usableFromInline
package protocol IssuedIdentifier: Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  /// The number behind the id; unique within one ``NavigationState``.
  var rawValue: UInt64 { get }

  /// Creates an id from its number.
  ///
  /// Apps rarely need this: states issue ids. It exists for tests and tools.
  /// - Parameter rawValue: The number.
  init(_ rawValue: UInt64)
}

extension IssuedIdentifier {
  /// Orders ids by issue order.
  @inlinable
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `#` followed by the number, as in `#7`.
  public var description: String { "#\(rawValue)" }

  /// Decodes an id stored as a bare number.
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when the value is not an unsigned integer.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(UInt64.self))
  }

  /// Encodes the id as a bare number.
  /// - Parameter encoder: The encoder.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// The stable identity of one pushed or presented screen.
///
/// Identity is separate from the route value: the same route can be on screen twice, and
/// results, leave guards and view lifetimes hang on the id, not on the route.
///
/// ```swift
/// var state = NavigationState(root: Screen.home)
/// let id: EntryID = try state.push(.detail(42))
/// try state.pop(to: id)
/// ```
public struct EntryID: IssuedIdentifier {
  /// The number behind the id.
  @usableFromInline package let rawValue: UInt64

  /// Creates an id from its number (for tests and tools; states issue ids).
  /// - Parameter rawValue: The number.
  @inlinable
  package init(_ rawValue: UInt64) { self.rawValue = rawValue }
}

/// The stable identity of one modal layer (a sheet, a cover, a custom presentation).
///
/// A layer keeps its id while the screens inside it change, so replacing the root inside a
/// sheet keeps the sheet on screen.
///
/// ```swift
/// let sheet: LayerID = try state.present(.compose, as: .sheet())
/// try state.push(.attachments, on: .layer(sheet))
/// try state.dismiss(layer: sheet)
/// ```
public struct LayerID: IssuedIdentifier {
  /// The number behind the id.
  @usableFromInline package let rawValue: UInt64

  /// Creates an id from its number (for tests and tools; states issue ids).
  /// - Parameter rawValue: The number.
  @inlinable
  package init(_ rawValue: UInt64) { self.rawValue = rawValue }
}

/// The identity of one shown alert or confirmation dialog.
///
/// ```swift
/// let id: AlertID = try state.presentAlert(AlertState(title: "Saved"))
/// ```
public struct AlertID: IssuedIdentifier {
  /// The number behind the id.
  @usableFromInline package let rawValue: UInt64

  /// Creates an id from its number (for tests and tools; states issue ids).
  /// - Parameter rawValue: The number.
  @inlinable
  package init(_ rawValue: UInt64) { self.rawValue = rawValue }
}
