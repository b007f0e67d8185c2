/// What carries out a ``ControllerCall`` on a real controller tree: the UIKit host, or a fake
/// tree in tests. It decides nothing; ``ControllerHost`` tells it what to do and when.
///
/// ```swift
/// @MainActor final class PrintingPerformer: ControllerPerformer {
///   func perform(_ call: ControllerCall<Screen>) async -> ControllerCallOutcome {
///     print(call)
///     return .done
///   }
/// }
/// ```
@MainActor
package protocol ControllerPerformer<Route>: AnyObject {
  /// The app's route type.
  associatedtype Route: Hashable & Sendable

  /// Carries out one call and returns when it is on screen (its animation finished, from a
  /// completion handler or the transition coordinator), at once when UIKit refused it, or at
  /// the deadline of its wait when UIKit ignored it (Q33): every wait ends.
  /// - Parameter call: The call.
  /// - Returns: Whether the call is on screen, was refused, or was ignored (UIKit calls no
  ///   completion then).
  func perform(_ call: ControllerCall<Route>) async -> ControllerCallOutcome
}

/// How a ``ControllerCall`` ended: on screen, refused by the toolkit, or ignored by it.
///
/// UIKit refuses to present from a controller that is already presenting or that left the
/// window, and then never calls the completion handler. A performer that sees the refusal
/// returns ``refused`` at once, and ``ControllerHost`` ends the step: it takes back what the
/// call would have shown and reports it, so the navigator's state says what is on screen.
///
/// <!-- snippet: skip: an excerpt of a UIKit host's code -->
/// ```swift
/// presenter.present(controller, animated: true) { continuation.resume(returning: .done) }
/// if controller.presentingViewController == nil { continuation.resume(returning: .refused) }
/// ```
package enum ControllerCallOutcome: Hashable, Sendable {
  /// The call is on screen.
  case done
  /// The toolkit refused the call; nothing changed on screen.
  case refused
  /// The toolkit ignored the call (a dismissal made while another presentation or dismissal
  /// was in progress) and called no completion: the wait ended at its deadline and the screen
  /// still shows what it showed before the call (Q33). ``ControllerHost`` takes the call back,
  /// reports it and ends the step; the navigator's next plan makes it again.
  case ignored
}
