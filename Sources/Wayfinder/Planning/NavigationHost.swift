/// Something that shows a navigation state on screen: a SwiftUI or UIKit adapter, the terminal
/// demo, or a test double.
///
/// The navigator hands the host one ``HostStep`` at a time and waits for ``apply(_:)`` to
/// return — when the update's animation has finished — before planning the next one. Nothing
/// waits on a fixed delay. Hosts report what the user did on their own (a swipe back, a sheet
/// dragged down, a tab tapped) with ``Navigator/userDid(_:)``.
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
public protocol NavigationHost<Route>: AnyObject, Sendable {
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
}

/// What happened between a navigator and its host, for logs and tests.
///
/// ```swift
/// navigator.observeHost { event in print(event) }  // "step started: select tab c"
/// ```
public enum HostEvent<Route> {
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
  public var description: String {
    switch self {
    case .stepStarted(let step): "step started: \(step.operation)"
    case .stepCompleted(let step): "step completed: \(step.operation)"
    case .stepTimedOut(let step): "step timed out: \(step.operation)"
    case .lateAcknowledgement(let step): "late acknowledgement ignored: \(step.operation)"
    case .resynchronised: "resynchronised from the host"
    }
  }
}

/// Something the user did in the host, reported so the navigator's state never drifts from the
/// screen.
///
/// ```swift
/// // In a UINavigationControllerDelegate, after an interactive pop finished:
/// navigator.userDid(.poppedTo(entryID))
/// ```
public enum UserAction: Hashable, Sendable, CustomStringConvertible {
  /// The user went back (swipe, back button, long-press menu) until this entry was on top.
  case poppedTo(EntryID)
  /// The user dismissed this layer (and so everything above it), for example by dragging a
  /// sheet down.
  case dismissedLayer(EntryID)
  /// The user picked this tab (re-tapping the selected tab is reported as a pop, if any).
  case selectedTab(TabID)
  /// The user started a swipe back and cancelled it; nothing changed on screen.
  case cancelledPop

  /// A short description such as `popped to #3`.
  public var description: String {
    switch self {
    case .poppedTo(let id): "popped to \(id)"
    case .dismissedLayer(let id): "dismissed layer \(id)"
    case .selectedTab(let tab): "selected tab \(tab)"
    case .cancelledPop: "cancelled a pop"
    }
  }
}

extension NavigationState {
  /// Folds a user action into the state.
  /// - Throws: ``NavigationError`` when the action names something this state does not have.
  mutating func fold(_ action: UserAction) throws(NavigationError) {
    switch action {
    case .poppedTo(let id): try pop(to: id)
    case .dismissedLayer(let id): try dismiss(layer: id)
    case .selectedTab(let tab):
      guard case .tabs(let tabs) = base else { throw .noTabBar }
      guard tabs.ids.contains(tab) else { throw .unknownTab(tab) }
      setSelection(tab)
    case .cancelledPop: break
    }
  }
}
