/// How a modal layer is shown.
///
/// ```swift
/// try state.present(.compose, as: .sheet(SheetStyle(detents: [.medium, .large])))
/// try state.present(.player, as: .fullScreenCover)
/// try state.present(.zoom, as: .custom("grow-from-centre"))
/// ```
public enum Presentation: Hashable, Sendable, Codable {
  /// A sheet, styled by its ``SheetStyle`` (default: one large detent): `.sheet()`,
  /// `.sheet(SheetStyle(detents: [.medium, .large]))`.
  case sheet(SheetStyle = SheetStyle())
  /// A cover that fills the screen and has no interactive dismissal.
  case fullScreenCover
  /// A custom presentation; the host looks the transition up by its name:
  /// `.custom("grow-from-centre")`.
  case custom(TransitionName)

  // The encoded form keeps the payloads' names.
  enum SheetCodingKeys: String, CodingKey {
    case _0 = "style"
  }
  enum CustomCodingKeys: String, CodingKey {
    case _0 = "transition"
  }

  /// Whether the user can dismiss this layer with a gesture.
  package var isInteractivelyDismissible: Bool {
    switch self {
    case .sheet(let style): !style.interactiveDismissDisabled
    case .fullScreenCover, .custom: false
    }
  }
}
