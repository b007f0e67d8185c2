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
  /// Levels whose content shows a sheet of the app's own, which the state does not hold.
  private(set) var appSheets: Set<Int> = []
  /// The probe on each level's presenting screens, as `TransitionProbe` registers them.
  private var probes: [LevelPlace: ModelProbe] = [:]
  /// Where an alert is being taken down, until UIKit's transition ends.
  private var alertLeaving: LevelPlace?
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
    registerProbes()
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
    if let alert = old.alert, new.alert?.id != alert.id {
      alertLeaving = LevelPlace(
        index: old.layers.count,
        presenter: displayed.presenter(forLevel: old.layers.count, in: old))
    }
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
    alertLeaving = nil
    for signal in ending { displayed.transitionDidEnd(signal) }
  }

  /// Ends transitions until the navigator is settled.
  func settle(_ navigator: Navigator<Screen>) async {
    for _ in 0..<100 {
      await waitUntil("a transition runs or all is shown") {
        !transitionsRunning.isEmpty || alertLeaving != nil || navigator.isSettled
      }
      if navigator.isSettled { return }
      endTransitions()
    }
  }
}

// MARK: What SwiftUI can present (Q35)

/// A probe on a level's presenting screen, as the SwiftUI host's `TransitionProbe` is: it
/// says whether the window presents something above that screen.
@MainActor
final class ModelProbe: PresentationProbe {
  let place: LevelPlace
  weak var host: SwiftUIModelHost?

  init(_ place: LevelPlace, host: SwiftUIModelHost) {
    self.place = place
    self.host = host
  }

  var presentsAbove: Bool { host?.presentsAbove(place) ?? false }
  var isPresenting: Bool { host?.isPresenting(place) ?? false }
}

extension SwiftUIModelHost {
  /// The app presents a sheet of its own from a level's content (a picker, a share sheet).
  func appPresentsSheet(atLevel index: Int) {
    appSheets.insert(index)
  }

  /// The app's sheet at a level is dismissed.
  func appDismissesSheet(atLevel index: Int) {
    appSheets.remove(index)
  }

  /// Whether the view of `place` presents something now, being dismissed included.
  func isPresenting(_ place: LevelPlace) -> Bool {
    alertLeaving == place || presentsAbove(place)
  }

  /// Whether the view of `place` presents something now that is not on its way out, as the
  /// probe reads UIKit (an alert being dismissed is not counted).
  func presentsAbove(_ place: LevelPlace) -> Bool {
    if place.presenter == .content, appSheets.contains(place.index) { return true }
    if place.presenter == .content, place.index == 0, compactInspectorIsUp { return true }
    let level = displayed.level(place.index, at: place.presenter)
    return level.layer.map { $0.presentation.kind != .custom } ?? false || level.alert != nil
  }

  /// Whether the inspector is shown as a sheet over the base (a compact width).
  var compactInspectorIsUp: Bool {
    guard let split = displayed.state.split else { return false }
    return split.isCollapsed && displayed.state.stack(at: .column(.inspector)) != nil
  }

  /// Whether the view holding `level`'s slots can present: a view that presents a sheet
  /// cannot present anything else (Q12, Q22, Q35).
  func canPresent(from level: DisplayedLevel<Screen>) -> Bool {
    switch level.presenter {
    case .content:
      if appSheets.contains(level.index) { return false }
      if level.index == 0, compactInspectorIsUp { return false }
      return true
    case .inspector:
      return compactInspectorIsUp
    case .sheetPage:
      return true
    }
  }

  /// The alert as the user sees it: held by slots whose view could present it, or `nil`
  /// when no such view holds it (UIKit refused it: nobody can tap its buttons).
  func alertOnScreen() -> (level: DisplayedLevel<Screen>, alert: PresentedAlert)? {
    let index = displayed.state.layers.count
    let places: [LevelPresenter] = index == 0 ? [.content, .inspector] : [.content]
    for place in places {
      let level = displayed.level(index, at: place)
      if let alert = level.alert, canPresent(from: level) { return (level, alert) }
    }
    return nil
  }

  /// Registers a probe for every screen shown, for its level's presenting view.
  func registerProbes() {
    let state = displayed.state
    for location in state.stackLocations {
      guard let stack = state.stack(at: location) else { continue }
      let place: LevelPlace
      switch location {
      case .layer(let id):
        let index = (state.layerIndex(id) ?? 0) + 1
        place = LevelPlace(index: index, presenter: .content)
      case .column(.inspector):
        place = LevelPlace(index: 0, presenter: .inspector)
      default:
        place = LevelPlace(index: 0, presenter: .content)
      }
      let probe = probes[place] ?? ModelProbe(place, host: self)
      probes[place] = probe
      for entry in stack.entries { displayed.register(probe, for: entry.id) }
    }
  }
}
