/// How a modal layer is shown.
///
/// ```swift
/// try state.present(.compose, as: .sheet(detents: [.medium, .large]))
/// try state.present(.player, as: .fullScreenCover)
/// try state.present(.zoom, as: .custom("grow-from-centre"))
/// ```
@nonexhaustive
public enum Presentation: Hashable, Sendable, Codable {
  /// A sheet, styled by its ``SheetStyle`` (default: one large detent): `.sheet()`,
  /// `.sheet(SheetStyle(detents: [.medium, .large]))`.
  case sheet(SheetStyle = SheetStyle())
  /// A cover that fills the screen and has no interactive dismissal.
  case fullScreenCover
  /// A custom presentation; the host looks the transition up by its name:
  /// `.custom("grow-from-centre")`.
  case custom(TransitionName)

  /// A sheet, with its style's parts named where it is presented: the same as
  /// `.sheet(SheetStyle(detents:…))`, for SwiftUI and UIKit apps alike.
  ///
  /// ```swift
  /// screen.present(.compose, as: .sheet(detents: [.medium, .large]))
  /// screen.present(.picker, as: .sheet(detents: [.height(320)], dragIndicator: .visible))
  /// ```
  /// - Parameters:
  ///   - detents: The heights the sheet can rest at.
  ///   - selectedDetent: The detent to open at (default: the first).
  ///   - dragIndicator: Whether the drag indicator shows (default: automatic).
  ///   - cornerRadius: The corner radius in points (default: system).
  ///   - interactiveDismissDisabled: Whether dragging down is disabled (default: `false`).
  ///   - sizing: The size on a large screen (default: the system's choice).
  /// - Returns: The presentation.
  public static func sheet(
    detents: [SheetDetent],
    selectedDetent: SheetDetent? = nil,
    dragIndicator: SheetStyle.Visibility = .automatic,
    cornerRadius: Double? = nil,
    interactiveDismissDisabled: Bool = false,
    sizing: SheetStyle.Sizing? = nil
  ) -> Presentation {
    .sheet(
      SheetStyle(
        detents: detents, selectedDetent: selectedDetent, dragIndicator: dragIndicator,
        cornerRadius: cornerRadius, interactiveDismissDisabled: interactiveDismissDisabled,
        sizing: sizing))
  }

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
