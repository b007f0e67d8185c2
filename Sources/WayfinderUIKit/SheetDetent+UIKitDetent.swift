#if canImport(UIKit)
  public import UIKit
  public import Wayfinder

  extension SheetDetent {
    /// The detent of a UIKit detent, written as a UIKit app writes it:
    /// `UISheetPresentationController.Detent.medium()` is `SheetDetent.medium`, `.large()` is
    /// `SheetDetent.large`, and a custom detent is the named detent of its identifier, whose
    /// height the host takes from its `CustomDetents` (a UIKit detent's resolver cannot be kept
    /// in a state that is saved and compared).
    ///
    /// ```swift
    /// let detent = SheetDetent(uiKit: .medium())  // .medium
    /// ```
    /// - Parameter detent: The UIKit detent.
    /// - Returns: `nil` for a custom detent whose identifier is not a valid detent name.
    @MainActor
    public init?(uiKit detent: UISheetPresentationController.Detent) {
      let identifier = detent.identifier
      if let known = SheetDetent(identifier) {
        self = known
      } else if SheetDetent.custom(identifier.rawValue).isValid {
        self = .custom(identifier.rawValue)
      } else {
        return nil
      }
    }
  }

  extension SheetStyle {
    /// A sheet style with UIKit's detents, as a UIKit app writes them.
    ///
    /// ```swift
    /// try navigator.present(.compose, as: .sheet(SheetStyle(detents: [.medium(), .large()])))
    /// ```
    /// - Parameters:
    ///   - detents: The heights the sheet can rest at (see `SheetDetent(uiKit:)`); a
    ///     custom detent whose identifier is not a valid name is left out.
    ///   - selectedDetent: The detent to open at (default: the first).
    ///   - dragIndicator: Whether the drag indicator shows (default: automatic).
    ///   - cornerRadius: The corner radius in points (default: system).
    ///   - interactiveDismissDisabled: Whether dragging down is disabled (default: `false`).
    @MainActor
    public init(
      detents: [UISheetPresentationController.Detent],
      selectedDetent: UISheetPresentationController.Detent? = nil,
      dragIndicator: Visibility = .automatic,
      cornerRadius: Double? = nil,
      interactiveDismissDisabled: Bool = false
    ) {
      let converted = detents.compactMap { SheetDetent(uiKit: $0) }
      self.init(
        detents: converted.isEmpty ? [.large] : converted,
        selectedDetent: selectedDetent.flatMap { SheetDetent(uiKit: $0) },
        dragIndicator: dragIndicator, cornerRadius: cornerRadius,
        interactiveDismissDisabled: interactiveDismissDisabled)
    }
  }

  extension Presentation {
    /// A sheet with UIKit's detents, as a UIKit app writes them.
    ///
    /// ```swift
    /// try navigator.present(.compose, as: .sheet(detents: [.medium()]))
    /// ```
    /// - Parameter detents: The heights the sheet can rest at.
    /// - Returns: The presentation.
    @MainActor
    public static func sheet(detents: [UISheetPresentationController.Detent]) -> Presentation {
      .sheet(SheetStyle(detents: detents))
    }
  }
#endif
