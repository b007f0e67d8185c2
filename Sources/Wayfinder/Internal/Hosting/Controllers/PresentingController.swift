/// Which controller presents the next layer or alert: the topmost presented controller in the
/// window, whoever presented it (Q19, Q27).
///
/// A share sheet, a system alert or the app's own `present` may sit above the host's layers.
/// UIKit refuses a presentation from a controller that is already presenting, so the host walks
/// `presentedViewController` from its root to the top, and stops below a controller that is
/// being dismissed (it leaves the window; presenting on it is refused too).
///
/// <!-- snippet: skip: an excerpt of a UIKit host's code -->
/// ```swift
/// let presenter = PresentingController.topmost(
///   from: root, presented: { $0.presentedViewController },
///   isBeingDismissed: { $0.isBeingDismissed })
/// ```
package enum PresentingController {
  /// The controller to present from.
  /// - Parameters:
  ///   - root: The window's root (the host's container).
  ///   - presented: The controller a controller presents (`presentedViewController`).
  ///   - isBeingDismissed: Whether a controller is leaving (`isBeingDismissed`).
  /// - Returns: The topmost presented controller that is not being dismissed, or `root`.
  package static func topmost<Controller>(
    from root: Controller, presented: (Controller) -> Controller?,
    isBeingDismissed: (Controller) -> Bool
  ) -> Controller {
    var top = root
    // A chain of presentations is short; the bound only guards against a cycle in a model.
    for _ in 0..<64 {
      guard let next = presented(top), !isBeingDismissed(next) else { break }
      top = next
    }
    return top
  }
}

extension PresentedAlert {
  /// The buttons an imperative host (UIKit) gives the alert's controller: the alert's own and,
  /// for an action sheet without a cancel button, one more with the cancel role (Q30).
  ///
  /// On iPad an action sheet is a popover, and a tap outside it dismisses it running only the
  /// handler of its cancel button (which the popover does not draw); without one, nothing would
  /// tell the navigator and `ask` would wait for ever. The added button answers with no action,
  /// so `ask` returns `nil`, as for any dismissal without a button.
  ///
  /// <!-- snippet: skip: an excerpt of a UIKit host's code -->
  /// ```swift
  /// for button in alert.buttonsForController(cancelTitle: "Cancel") { controller.addAction(…) }
  /// ```
  /// - Parameter cancelTitle: The added cancel button's title (shown on iPhone).
  /// - Returns: The buttons, in order.
  package func buttonsForController(cancelTitle: String = "Cancel") -> [AlertButton] {
    let buttons = content.buttons
    guard content.style == .confirmationDialog, !buttons.contains(where: { $0.role == .cancel })
    else { return buttons }
    return buttons + [AlertButton(cancelTitle, role: .cancel)]
  }
}
