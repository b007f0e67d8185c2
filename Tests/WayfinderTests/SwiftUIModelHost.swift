import Testing

@testable import Wayfinder

/// A host that shows steps the way SwiftUI does on a device, with SwiftUI's timing: the
/// `withAnimation` completion of an update that pushes, pops, presents or dismisses fires at
/// once (UIKit runs those transitions, not SwiftUI), and UIKit's transition ends later, when
/// the test says so (`endTransitions()`): the screen then on top of the screen gets its
/// `viewDidAppear`, and a sheet or cover that went gets its `onDismiss`.
///
/// It drives the SwiftUI host's own step logic (`DisplayedNavigation.perform`), so a host that
/// took the completion for the end of the step starts its next step mid-transition here.
@MainActor
final class SwiftUIModelHost: NavigationHost {
  let capabilities = HostCapabilities.swiftUI
  let displayed: DisplayedNavigation<Screen>
  let fallback: Duration
  /// The steps started, in order.
  private(set) var started: [HostStep<Screen>] = []
  /// What UIKit is still animating: the screen to appear, the layers to end.
  private(set) var transitionsRunning: [TransitionSignal] = []
  /// Steps shown while UIKit was still animating the one before (what Q4, Q11, Q12 forbid).
  private(set) var startedMidTransition = 0
  /// The root view's zoom transitions, and the sources on screen, as `SwiftUIHost` has them.
  var zoom: ZoomTransitions<Screen> = .none
  let zoomSources = ZoomSources()

  init(_ navigator: Navigator<Screen>, fallback: Duration = .seconds(60)) {
    displayed = DisplayedNavigation(navigator: navigator)
    self.fallback = fallback
  }

  /// A navigator on `state`, driving a new model host.
  static func driving(_ state: NavigationState<Screen>, fallback: Duration = .seconds(60)) -> (
    Navigator<Screen>, SwiftUIModelHost
  ) {
    let navigator = Navigator(state)
    let host = SwiftUIModelHost(navigator, fallback: fallback)
    navigator.attach(host, timeout: .seconds(30))
    return (navigator, host)
  }

  func apply(_ step: HostStep<Screen>) async {
    started.append(step)
    if !transitionsRunning.isEmpty { startedMidTransition += 1 }
    displayed.reportZoomsWithoutSource(in: step, animated: true, zoom: zoom, sources: zoomSources)
    await displayed.perform(step, animated: true, fallback: fallback) { show, completion in
      let before = displayed.state
      show()
      uikitTransitions(from: before, to: displayed.state)
      completion()  // SwiftUI's completion: its own update is done, UIKit's is not
    } instantly: { show in
      // Without animation UIKit still presents and dismisses, and says so a moment later.
      let before = displayed.state
      show()
      let running = transitionsRunning
      uikitTransitions(from: before, to: displayed.state)
      let instant = transitionsRunning.dropFirst(running.count)
      transitionsRunning = running
      Task { @MainActor in
        for signal in instant { self.displayed.transitionDidEnd(signal) }
      }
    }
  }

  func displayedState() -> NavigationState<Screen>? { displayed.state }

  /// What UIKit animates between two shown states, seen from the screen: the topmost screen
  /// changed (it will appear), sheets and covers went (each will end).
  private func uikitTransitions(from old: NavigationState<Screen>, to new: NavigationState<Screen>)
  {
    let kept = Set(new.layers.map(\.id))
    for layer in old.layers where !kept.contains(layer.id) && layer.presentation.kind != .custom {
      transitionsRunning.append(.dismissed(layer.id))
    }
    if old.activeStack.top.id != new.activeStack.top.id {
      transitionsRunning.append(.appeared(new.activeStack.top.id))
    }
  }

  /// UIKit's transitions end: every screen that was to appear appears, every layer that went
  /// is gone.
  func endTransitions() {
    let ending = transitionsRunning
    transitionsRunning = []
    for signal in ending { displayed.transitionDidEnd(signal) }
  }

  /// Ends transitions until the navigator is settled.
  func settle(_ navigator: Navigator<Screen>) async {
    for _ in 0..<100 {
      await waitUntil("a transition runs or all is shown") {
        !transitionsRunning.isEmpty || navigator.isSettled
      }
      if navigator.isSettled { return }
      endTransitions()
    }
  }
}
