import Observation
import Testing
import Wayfinder

/// A binding-driven host whose steps end only when the test says so: it shows each step in a
/// `DisplayedNavigation`, as the SwiftUI host does, and holds it "in flight" until `finish()`.
@MainActor
final class GatedHost: NavigationHost {
  let capabilities: HostCapabilities
  let displayed: DisplayedNavigation<Screen>
  private(set) var started: [HostStep<Screen>] = []
  private(set) var inFlight = 0
  private(set) var mostInFlight = 0
  private var gates: [CheckedContinuation<Void, Never>] = []

  init(_ navigator: Navigator<Screen>, capabilities: HostCapabilities = .swiftUI) {
    self.capabilities = capabilities
    self.displayed = DisplayedNavigation(navigator: navigator)
  }

  func apply(_ step: HostStep<Screen>) async {
    inFlight += 1
    mostInFlight = max(mostInFlight, inFlight)
    started.append(step)
    displayed.show(step)
    await withCheckedContinuation { gates.append($0) }
    displayed.stepDidFinish()
    inFlight -= 1
  }

  func displayedState() -> NavigationState<Screen>? { displayed.state }

  /// A navigator on `state`, driving a new gated host. The navigator waits a minute for a
  /// step, so that only `finish()` ends one, however loaded the machine running the tests.
  static func driving(_ state: NavigationState<Screen>) -> (Navigator<Screen>, GatedHost) {
    let navigator = Navigator(state)
    let host = GatedHost(navigator)
    navigator.attach(host, timeout: .seconds(60))
    return (navigator, host)
  }

  /// Whether a step is waiting to finish.
  var isWaiting: Bool { !gates.isEmpty }

  /// Ends the step in flight.
  func finish() {
    guard !gates.isEmpty else { return }
    gates.removeFirst().resume()
  }

  /// Ends steps until the navigator is settled.
  func finishAll(_ navigator: Navigator<Screen>) async {
    for _ in 0..<100 {
      await waitUntil("a step or settled") { isWaiting || navigator.isSettled }
      if navigator.isSettled { return }
      finish()
    }
  }
}

/// Counts the changes observers of `read` hear, re-registering after each one.
@MainActor
final class ChangeCounter {
  private(set) var count = 0
  private let read: @MainActor () -> Void

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    track()
  }

  private func track() {
    withObservationTracking {
      read()
    } onChange: {
      // Called before the change; count it and watch again on the main actor right after.
      MainActor.assumeIsolated {
        self.count += 1
      }
      Task { @MainActor in self.track() }
    }
  }
}
