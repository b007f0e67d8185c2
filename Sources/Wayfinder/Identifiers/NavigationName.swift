/// A name the app chooses and writes as a string literal: ``TabID`` for tabs,
/// ``TransitionName`` for custom presentations, ``AlertActionID`` for alert buttons.
///
/// Each concept has its own type, so a tab's name cannot be passed where a transition is
/// expected. All encode as a bare string, so links and restored files can name them without
/// the app's own enums.
///
/// ```swift
/// extension TabID {
///   static let home: TabID = "home"
/// }
/// try state.selectTab(.home)
/// try state.present(.zoom, as: .custom("grow-from-centre"))
/// ```
@usableFromInline
package protocol NavigationName: Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
where StringLiteralType == String {
  /// The name.
  var rawValue: String { get }

  /// Creates a name.
  /// - Parameter rawValue: The name.
  init(_ rawValue: String)
}

extension NavigationName {
  /// Creates a name from a string literal.
  /// - Parameter value: The name.
  @inlinable
  public init(stringLiteral value: String) { self.init(value) }

  /// The name itself.
  public var description: String { rawValue }

  /// Decodes a name stored as a bare string.
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when the value is not a string.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the name as a bare string.
  /// - Parameter encoder: The encoder.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// The name of a tab, such as `"home"` or `"search"`.
///
/// Tab ids are names rather than a second generic parameter so that a state, a deep link and
/// a restored file can name a tab without the app's tab enum. An app names its tabs with its
/// own type, a ``NavigationTab`` enum, and every command takes it; `TabID` is the untyped
/// form, for modules that cannot share that type:
///
/// ```swift
/// enum AppTab: String, NavigationTab { case home, search }
/// try state.selectTab(AppTab.search)  // the same as try state.selectTab("search")
/// ```
public struct TabID: NavigationName {
  /// The tab's name.
  public let rawValue: String

  /// Creates a tab id.
  /// - Parameter rawValue: The tab's name.
  @inlinable
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The name under which a host registered a custom transition, such as `"grow-from-centre"`.
///
/// ```swift
/// try state.present(.zoom, as: .custom("grow-from-centre"))
/// ```
public struct TransitionName: NavigationName {
  /// The transition's name.
  public let rawValue: String

  /// Creates a transition name.
  /// - Parameter rawValue: The name.
  @inlinable
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The id of the action an alert button delivers to the app, such as `"delete"`: a name, as
/// ``TabID`` is.
///
/// ```swift
/// extension AlertActionID {
///   static let delete: AlertActionID = "delete"
/// }
/// let button = AlertButton("Delete", role: .destructive, action: .delete)
/// ```
public struct AlertActionID: NavigationName {
  /// The action's name.
  public let rawValue: String

  /// Creates an action.
  /// - Parameter rawValue: The action's name.
  @inlinable
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
