/// Something that shows a navigation state on screen: a SwiftUI or UIKit adapter, the terminal
/// demo, or a test double.
///
/// The navigator hands the host one ``HostStep`` at a time and waits for ``apply(_:)`` to
/// return — when the update's animation has finished — before planning the next one. Nothing
/// waits on a fixed delay. Hosts report what the user did on their own (a swipe back, a sheet
/// dragged down, a tab tapped) with ``Navigator/userDid(_:shownAlready:)``.
///
/// ```swift
/// @MainActor final class LoggingHost: NavigationHost {
///   let capabilities = HostCapabilities.ideal
///   private(set) var shown: NavigationState<Screen>
///   init(showing state: NavigationState<Screen>) { shown = state }
///   func apply(_ step: HostStep<Screen>) async {
///     print(step.operation)
///     shown = step.state
///   }
///   func displayedState() -> NavigationState<Screen>? { shown }
/// }
/// ```
@MainActor
package protocol NavigationHost<Route>: AnyObject, Sendable {
  /// The app's route type.
  associatedtype Route: Hashable & Sendable

  /// What this host can do in one update.
  var capabilities: HostCapabilities { get }

  /// Performs one update and returns once it is on screen (its animation finished).
  /// - Parameter step: The update, with the whole state to show afterwards.
  func apply(_ step: HostStep<Route>) async

  /// What the host shows right now, if it can tell; used to resynchronise after a step was
  /// not acknowledged in time. Returning `nil` means "assume the step took effect".
  func displayedState() -> NavigationState<Route>?

  /// Called when screens' leave guards were turned on or off, so that the host enables or
  /// disables the user's gestures that would leave them (see
  /// ``NavigationState/blocksInteractivePop(at:)``). Default: nothing, for hosts that read
  /// the guards while rendering.
  /// - Parameter state: The navigator's state, whose ``NavigationState/leaveGuarded`` changed.
  func leaveGuardsDidChange(in state: NavigationState<Route>)
}

extension NavigationHost {
  /// Does nothing: the host reads the guards while rendering.
  /// - Parameter state: The navigator's state.
  @usableFromInline package func leaveGuardsDidChange(in state: NavigationState<Route>) {}
}

/// What happened between a navigator and its host, for logs and tests.
///
/// ```swift
/// navigator.observeHost { event in print(event) }  // "step started: select tab c"
/// ```
@usableFromInline package enum HostEvent<Route> {
  /// A step was handed to the host.
  case stepStarted(HostStep<Route>)
  /// The host acknowledged the step.
  case stepCompleted(HostStep<Route>)
  /// The host did not acknowledge the step in time; the navigator resynchronised.
  case stepTimedOut(HostStep<Route>)
  /// An acknowledgement arrived for a step that had already timed out; it was ignored.
  case lateAcknowledgement(HostStep<Route>)
  /// The navigator's view of the host was reset to what the host reported.
  case resynchronised(NavigationState<Route>)
}

extension HostEvent: Sendable where Route: Sendable {}

extension HostEvent: CustomStringConvertible {
  /// A one-line summary such as `step completed: dismiss to 0 layers`.
  @usableFromInline package var description: String {
    switch self {
    case .stepStarted(let step): "step started: \(step.operation)"
    case .stepCompleted(let step): "step completed: \(step.operation)"
    case .stepTimedOut(let step): "step timed out: \(step.operation)"
    case .lateAcknowledgement(let step): "late acknowledgement ignored: \(step.operation)"
    case .resynchronised: "resynchronised from the host"
    }
  }
}
