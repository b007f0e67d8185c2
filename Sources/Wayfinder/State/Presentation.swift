/// How a modal layer is shown.
///
/// ```swift
/// try state.present(.compose, as: .sheet(SheetStyle(detents: [.medium, .large])))
/// try state.present(.player, as: .fullScreenCover)
/// try state.present(.zoom, as: .custom("grow-from-centre"))
/// ```
public enum Presentation: Hashable, Sendable, Codable {
  /// A sheet, styled by `style`.
  case sheet(style: SheetStyle = SheetStyle())
  /// A cover that fills the screen and has no interactive dismissal.
  case fullScreenCover
  /// A custom presentation; the host looks the transition up by name.
  case custom(transition: TransitionName)

  /// A sheet with the given style.
  /// - Parameter style: The sheet's detents, indicator, corner radius and dismissal switch.
  /// - Returns: `.sheet(style: style)`.
  public static func sheet(_ style: SheetStyle) -> Presentation { .sheet(style: style) }

  /// A custom presentation with the given transition name.
  /// - Parameter transition: The name the host registered the transition under.
  /// - Returns: `.custom(transition: transition)`.
  public static func custom(_ transition: TransitionName) -> Presentation {
    .custom(transition: transition)
  }

  /// Whether the user can dismiss this layer with a gesture.
  public var isInteractivelyDismissible: Bool {
    switch self {
    case .sheet(let style): !style.interactiveDismissDisabled
    case .fullScreenCover, .custom: false
    }
  }
}
