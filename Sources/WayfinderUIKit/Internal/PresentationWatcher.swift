#if canImport(UIKit)
  import UIKit

  /// Tells the host when a controller it presented leaves the window, whoever dismissed it
  /// (Q32): app code calling `dismiss(animated:)`, a hosted SwiftUI screen's
  /// `@Environment(\.dismiss)`, a presentation taken down with the one under it.
  ///
  /// UIKit's presentation delegate reports only the user's drag, and the host cannot override
  /// `viewDidDisappear` of controllers the app made, so it adds this empty, hidden view to the
  /// presented controller's view: it leaves the window exactly when the controller does.
  final class PresentationWatcher: UIView {
    private var onLeave: (@MainActor () -> Void)?

    /// Watches `controller`'s view (once per controller).
    static func watch(_ controller: UIViewController, onLeave: @escaping @MainActor () -> Void) {
      let view = controller.view
      if view?.subviews.contains(where: { $0 is PresentationWatcher }) == true { return }
      let watcher = PresentationWatcher(frame: .zero)
      watcher.isHidden = true
      watcher.isUserInteractionEnabled = false
      watcher.isAccessibilityElement = false
      watcher.onLeave = onLeave
      view?.addSubview(watcher)
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window == nil, let onLeave else { return }
      // After UIKit has finished moving the controllers (its `presentingViewController` is
      // cleared once the dismissal ends).
      Task { @MainActor in onLeave() }
    }
  }
#endif
