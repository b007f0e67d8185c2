#if canImport(UIKit)
  import UIKit
  import Wayfinder

  extension SheetDetent {
    /// The identifier UIKit knows this detent by: the system's for medium and large, the
    /// detent's description for custom heights.
    var identifier: UISheetPresentationController.Detent.Identifier {
      switch self {
      case .medium: .medium
      case .large: .large
      default: UISheetPresentationController.Detent.Identifier(description)
      }
    }

    /// The UIKit detent: a fraction of the largest height, or a height in points.
    @MainActor
    var uiKitDetent: UISheetPresentationController.Detent {
      switch self {
      case .medium: .medium()
      case .large: .large()
      case .fraction(let value):
        .custom(identifier: identifier) { context in context.maximumDetentValue * value }
      case .height(let value): .custom(identifier: identifier) { _ in value }
      }
    }

    /// The detent UIKit reports by identifier.
    init?(_ identifier: UISheetPresentationController.Detent.Identifier) {
      switch identifier {
      case .medium: self = .medium
      case .large: self = .large
      default: self.init(identifier.rawValue)
      }
    }
  }

  extension UISheetPresentationController {
    /// Configures the sheet as the style says: detents (including custom heights), the
    /// selected one, the grabber, the corner radius.
    func configure(_ style: SheetStyle) {
      let detents = style.detents.isEmpty ? [SheetDetent.large] : style.detents
      self.detents = detents.map(\.uiKitDetent)
      selectedDetentIdentifier = style.currentDetent?.identifier
      prefersGrabberVisible = style.showsGrabber
      if let radius = style.cornerRadius { preferredCornerRadius = radius }
    }
  }
#endif
