import Testing
import Wayfinder

/// A clock the tests move by hand.
@MainActor
final class ManualClock {
  private let start = ContinuousClock.now
  var elapsed: Duration = .zero
  var now: ContinuousClock.Instant { start + elapsed }
}

/// Records every focus change a tracker reports, as text.
@MainActor
final class FocusLog {
  private(set) var lines: [String] = []
  private var token: NavigationToken?

  init(_ tracker: ScreenFocusTracker<Screen>) {
    token = tracker.observe { [weak self] change in self?.lines.append("\(change)") }
  }

  /// The lines recorded since the last call.
  func take() -> [String] {
    defer { lines = [] }
    return lines
  }
}

@MainActor
@Suite("Screen focus and screen views")
struct ScreenFocusTests {
  @Test("a push, a sheet over it, the sheet dismissed, a tab left and the background")
  func focusSequence() throws {
    let navigator = Navigator(fourTabs())
    let clock = ManualClock()
    let tracker = ScreenFocusTracker(navigator, now: { clock.now })
    let log = FocusLog(tracker)
    #expect(log.take() == ["gained one #1"])

    clock.elapsed += .seconds(2)
    try navigator.push(.detail(42))
    #expect(log.take() == ["lost one #1 (pushed over) after 2.0 seconds", "gained detail #5"])

    clock.elapsed += .seconds(3)
    try navigator.present(.presented, as: sampleSheet)
    #expect(log.take() == ["lost detail #5 (covered) after 3.0 seconds", "gained presented #7"])

    clock.elapsed += .seconds(1)
    try navigator.goBack()
    #expect(log.take() == ["lost presented #7 (removed) after 1.0 seconds", "gained detail #5"])

    try navigator.selectTab(TabID.tabB)
    #expect(log.take() == ["lost detail #5 (tab left) after 0.0 seconds", "gained one #2"])

    clock.elapsed += .seconds(5)
    tracker.isActive = false
    #expect(tracker.focus == nil)
    #expect(log.take() == ["lost one #2 (background) after 5.0 seconds"])
    tracker.isActive = true
    #expect(log.take() == ["regained one #2"], "back from the background is not a new view")
    #expect(tracker.focus?.route == .one)
    #expect(tracker.isFocused(tracker.focus!.entry))
  }

  @Test("a change that leaves the same screen on top reports nothing: no repeats")
  func noRepeats() throws {
    let navigator = Navigator(fourTabs())
    let tracker = ScreenFocusTracker(navigator)
    let log = FocusLog(tracker)
    _ = log.take()
    // Tab c's stack changes, out of sight; an alert over the screen does not take focus.
    try navigator.push(.two, on: .tab(.tabC))
    try navigator.selectTab(TabID.tabA)
    _ = try navigator.presentAlert(AlertState(title: "Hello", buttons: [AlertButton("OK")]))
    #expect(log.take() == [])
  }

  @Test("screen views: the first screen, then each new screen, named by its link pattern")
  func screenViews() throws {
    var builder = LinkTableBuilder<Screen>(schemes: ["app"])
    try builder.add("/detail/:id", placement: LinkPlacement(tab: TabID.tabA)) { parameters in
      .detail(try parameters.value("id"))
    } values: { route in
      if case .detail(let id) = route { ["id": "\(id)"] } else { nil }
    }
    let navigator = Navigator(fourTabs())
    let tracker = ScreenFocusTracker(navigator, links: try builder.build())
    var views: [String] = []
    let token = tracker.observe { change in
      if let view = change.screenView { views.append(view.name) }
    }
    try navigator.push(.detail(1))
    try navigator.push(.second(name: "Ada"))
    try navigator.pop()
    #expect(views == ["one", "/detail/:id", "second", "/detail/:id"])
    token.cancel()
    try navigator.pop()
    #expect(views.count == 4, "a cancelled observer hears nothing")
  }

  @Test("with a host, focus moves when the host has shown the step, not when the state changes")
  func focusFollowsTheHost() async throws {
    let (navigator, host) = GatedHost.driving(fourTabs())
    let tracker = ScreenFocusTracker(navigator)
    let log = FocusLog(tracker)
    _ = log.take()
    try navigator.push(.two)
    await waitUntil("the push is in flight") { host.isWaiting }
    #expect(tracker.focus?.route == .one, "the host has not shown the push yet")
    #expect(log.take() == [])
    host.finish()
    await waitUntil("the push is shown") { navigator.isSettled }
    #expect(tracker.focus?.route == .two)
    #expect(log.take().count == 2)
  }

  @Test("a screen changed while the app was in the background is a new view when it comes back")
  func changedInBackground() throws {
    let navigator = Navigator(fourTabs())
    let clock = ManualClock()
    let tracker = ScreenFocusTracker(navigator, now: { clock.now })
    let log = FocusLog(tracker)
    _ = log.take()
    tracker.isActive = false
    try navigator.push(.three)
    #expect(tracker.focus == nil)
    tracker.isActive = true
    #expect(log.take() == ["lost one #1 (background) after 0.0 seconds", "gained three #5"])
  }
}

@MainActor
@Suite("A screen's focus")
struct ScreenNavigatorFocusTests {
  @Test("a screen is focused while on top; the window's tracker is one, observed by views")
  func screenIsFocused() throws {
    let navigator = Navigator(fourTabs())
    let root = ScreenNavigator(navigator, entry: navigator.state.currentEntry.id)
    #expect(root.isFocused)
    #expect(ScreenFocusTracker.of(navigator) === ScreenFocusTracker.of(navigator))
    let reader = ChangeCounter { _ = root.isFocused }
    try navigator.push(.two)
    #expect(!root.isFocused)
    #expect(reader.count == 1, "a view reading isFocused is told when it changes")
    ScreenFocusTracker.of(navigator).isActive = false
    try navigator.pop()
    #expect(!root.isFocused, "no screen is focused in the background")
    ScreenFocusTracker.of(navigator).isActive = true
    #expect(root.isFocused)
  }

  @Test("the window's tracker does not keep its navigator")
  func noCycle() {
    weak var weakNavigator: Navigator<Screen>?
    do {
      let navigator = Navigator(fourTabs())
      _ = ScreenFocusTracker.of(navigator)
      weakNavigator = navigator
    }
    #expect(weakNavigator == nil)
  }
}
