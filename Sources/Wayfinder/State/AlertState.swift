/// An alert or confirmation dialog, held in the navigation state like any screen.
///
/// A button's action is a plain value (``AlertActionID``) that the app receives when the user
/// taps it, so alerts can be restored, logged and asserted in tests.
///
/// ```swift
/// let alert = AlertState(
///   title: "Delete draft?",
///   message: "This cannot be undone.",
///   buttons: [
///     AlertButton("Delete", role: .destructive, action: "delete"),
///     AlertButton("Cancel", role: .cancel),
///   ])
/// try state.presentAlert(alert)
/// ```
public struct AlertState: Hashable, Sendable, Codable {
  /// Whether the host shows a centred alert or an action-sheet style dialog.
  public var style: Style
  /// The title.
  public var title: String
  /// The message under the title, if any.
  public var message: String?
  /// The buttons, in display order.
  public var buttons: [AlertButton]

  /// Creates an alert.
  /// - Parameters:
  ///   - style: Alert or confirmation dialog (default: alert).
  ///   - title: The title.
  ///   - message: The message (default: none).
  ///   - buttons: The buttons (default: a single "OK" that cancels).
  public init(
    style: Style = .alert,
    title: String,
    message: String? = nil,
    buttons: [AlertButton] = [AlertButton("OK", role: .cancel)]
  ) {
    self.style = style
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The two kinds of alert a host can show.
  public enum Style: String, Hashable, Sendable, Codable {
    /// A centred alert.
    case alert
    /// A confirmation dialog (an action sheet on iPhone).
    case confirmationDialog
  }
}

/// One button of an ``AlertState``.
///
/// ```swift
/// let button = AlertButton("Delete", role: .destructive, action: "delete")
/// ```
public struct AlertButton: Hashable, Sendable, Codable {
  /// The label.
  public var title: String
  /// The role, which sets the button's look and placement.
  public var role: Role?
  /// The value the app receives when the button is tapped; `nil` just dismisses.
  public var action: AlertActionID?

  /// Creates a button.
  /// - Parameters:
  ///   - title: The label.
  ///   - role: Cancel, destructive, or none (default).
  ///   - action: The value delivered on tap (default: none).
  public init(_ title: String, role: Role? = nil, action: AlertActionID? = nil) {
    self.title = title
    self.role = role
    self.action = action
  }

  /// The role of a button.
  public enum Role: String, Hashable, Sendable, Codable {
    /// Dismisses without acting; at most one per alert by convention.
    case cancel
    /// Destroys data; drawn in red.
    case destructive
  }
}
