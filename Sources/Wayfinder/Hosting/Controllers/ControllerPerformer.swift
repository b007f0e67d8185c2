/// What carries out a ``ControllerCall`` on a real controller tree: the UIKit host, or a fake
/// tree in tests. It decides nothing; ``ControllerHost`` tells it what to do and when.
///
/// ```swift
/// @MainActor final class PrintingPerformer: ControllerPerformer {
///   func perform(_ call: ControllerCall<Screen>) async { print(call) }
/// }
/// ```
@MainActor
public protocol ControllerPerformer<Route>: AnyObject {
  /// The app's route type.
  associatedtype Route: Hashable & Sendable

  /// Carries out one call and returns when it is on screen (its animation finished, from a
  /// completion handler or the transition coordinator).
  /// - Parameter call: The call.
  func perform(_ call: ControllerCall<Route>) async
}
