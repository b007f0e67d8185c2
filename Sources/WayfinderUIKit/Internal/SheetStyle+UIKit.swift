#if canImport(UIKit)
  import UIKit
  import Wayfinder

  extension SheetDetent {
    /// The identifier UIKit knows this detent by: the system's for medium and large, the
    /// detent's description for the others (`custom:compact`).
    var identifier: UISheetPresentationController.Detent.Identifier {
      switch self {
      case .medium: .medium
      case .large: .large
      default: UISheetPresentationController.Detent.Identifier(description)
      }
    }

    /// The UIKit detent: a fraction of the largest height, a height in points, or an app's
    /// custom detent resolved by `custom`.
    @MainActor
    func uiKitDetent(_ custom: CustomDetents) -> UISheetPresentationController.Detent {
      switch self {
      case .medium: .medium()
      case .large: .large()
      case .fraction(let value):
        .custom(identifier: identifier) { context in context.maximumDetentValue * value }
      case .height(let value): .custom(identifier: identifier) { _ in value }
      case .custom(let name):
        .custom(identifier: identifier) { context in
          custom.height(of: name, maximum: context.maximumDetentValue)
        }
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
    /// Configures the sheet as the style says: detents (including custom heights and the
    /// app's named detents), the selected one, the grabber, the corner radius.
    /// - Parameters:
    ///   - style: The sheet's style.
    ///   - custom: The heights of the app's named detents.
    func configure(_ style: SheetStyle, detents custom: CustomDetents) {
      let detents = style.detents.isEmpty ? [SheetDetent.large] : style.detents
      self.detents = detents.map { $0.uiKitDetent(custom) }
      selectedDetentIdentifier = style.currentDetent?.identifier
      prefersGrabberVisible = style.showsGrabber
      if let radius = style.cornerRadius { preferredCornerRadius = radius }
      if style.sizing == .page { prefersPageSizing = true }
    }
  }
#endif
