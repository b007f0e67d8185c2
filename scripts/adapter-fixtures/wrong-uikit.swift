// A deliberately wrong UIKit call: scripts/check-adapters must reject this file on the line
// marked WRONG, which proves the check would catch such a mistake in the adapter or examples.
#if canImport(UIKit)
  import UIKit
  import WayfinderUIKit

  enum Screen: Hashable, Sendable { case home }

  @MainActor
  func show(_ host: UIKitHost<Screen>, sheet: UIViewController) {
    // A detent is made by a function: .medium(), not .medium.
    sheet.sheetPresentationController?.detents = [.medium, .large]  // WRONG: not a function call
    host.rootViewController.present(sheet, animated: true)
  }
#endif
