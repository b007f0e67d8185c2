import Testing
import Wayfinder

/// The run-time rules about what UIKit does around the host (host-quirks.md Q27–Q30, Q32),
/// each held by the host logic over the fake tree, which behaves as UIKit does in these
/// respects: it refuses a presentation from a controller that is already presenting and then
/// calls no completion; the app presents, dismisses and pops in code; the back button's menu
/// pops past several screens; a split view collapses before telling its delegate; more than
/// five tabs hide behind a More tab; a tap outside an action sheet runs only a cancel handler.
/// The answer of an `ask` awaited in a task, read without waiting for ever.
@MainActor
final class AskedAnswer {
  private(set) var isAnswered = false
  private(set) var answer: AlertActionID?

  /// Asks in a task and keeps the answer.
  init(_ navigator: Navigator<Screen>, _ alert: AlertState) {
    Task {
      answer = try? await navigator.presentAlert(alert)
      isAnswered = true
    }
  }

  /// Returns once the alert is in the navigator's state (or already answered).
  func shown(in navigator: Navigator<Screen>) async {
    await waitUntil("the alert is shown") { navigator.state.alert != nil || isAnswered }
  }

  /// The answer once given; records an issue instead of waiting for ever.
  func value(sourceLocation: SourceLocation = #_sourceLocation) async -> AlertActionID?? {
    await waitUntil("ask returns", sourceLocation: sourceLocation) { isAnswered }
    return isAnswered ? .some(answer) : .none
  }
}

@Suite("UIKit's run-time rules: the app around the host (host-quirks.md Q27–Q30, Q32)", .serialized)
@MainActor
struct UIKitAppAroundTests {
  /// Finishes animations until the navigator settles, trying a bounded number of times
  /// rather than for a time (so a loaded machine cannot fail it), and without the rig's step
  /// timeout (long) rescuing a step that hangs: such a step never settles here.
  func settle(_ rig: ControllerRig) async -> Bool {
    for _ in 0..<5_000 {
      if rig.navigator.isSettled && !rig.tree.isAnimating { return true }
      rig.tree.finishAnimation()
      // A short sleep rather than a yield: other tests share the main actor.
      try? await Task.sleep(for: .milliseconds(1))
    }
    return false
  }

  @Test(
    "Q27: with the app's controller on top, a layer is presented above it; a refusal ends the step")
  func someoneElseOnTop() async throws {
    let rig = try ControllerRig(NavigationState(root: .one), timeout: .seconds(60))
    #expect(await settle(rig))
    rig.tree.appPresents("share sheet")
    try rig.navigator.present(.presented, as: sampleSheet)
    #expect(await settle(rig), "the step ended without waiting for the timeout")
    #expect(rig.tree.refusals.isEmpty, "\(rig.tree.refusals)")
    #expect(rig.tree.ignoredCalls.isEmpty, "no completion left waiting")
    #expect(rig.tree.chain.last == .layer(rig.navigator.state.layers[0].id))
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    // The app's controller on top is leaving: presenting on it, or under it, is refused. The
    // step ends at once, and the state drops the layer that could not be shown.
    rig.tree.appPresents("mail composer")
    rig.tree.appStartsDismissingItsOwn()
    var events: [NavigationCommand<Screen>.Kind] = []
    let observing = rig.navigator.observe { events.append($0.command.kind) }
    defer { observing.cancel() }
    try rig.navigator.present(.detail(1), as: .fullScreenCover)
    #expect(await settle(rig), "a refused presentation ends its step")
    #expect(rig.tree.refusals.count == 1)
    #expect(rig.tree.ignoredCalls.isEmpty, "no completion left waiting")
    #expect(rig.host.refusedCalls == 1)
    #expect(rig.navigator.state.layers.map(\.content.root.route) == [.presented])
    #expect(events.contains { if case .userDid(.dismissedLayer) = $0 { true } else { false } })
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
  }

  @Test("Q27: the presenter is the topmost presented controller, below one being dismissed")
  func topmostPresenter() {
    // A chain root → 1 → 2 → 3, as `presentedViewController` links it.
    let chain = [0: 1, 1: 2, 2: 3]
    let top = PresentingController.topmost(
      from: 0, presented: { chain[$0] }, isBeingDismissed: { _ in false })
    #expect(top == 3)
    let belowLeaving = PresentingController.topmost(
      from: 0, presented: { chain[$0] }, isBeingDismissed: { $0 == 2 })
    #expect(belowLeaving == 1)
    let alone = PresentingController.topmost(
      from: 0, presented: { _ in nil }, isBeingDismissed: { _ in false })
    #expect(alone == 0)
    // A cycle in a model ends.
    let cycle = PresentingController.topmost(
      from: 0, presented: { ($0 + 1) % 3 }, isBeingDismissed: { _ in false })
    #expect((0..<3).contains(cycle))
  }

  @Test("Q27: an alert refused by UIKit resolves `ask` with no answer instead of waiting")
  func refusedAlert() async throws {
    let rig = try ControllerRig(NavigationState(root: .one), timeout: .seconds(60))
    #expect(await settle(rig))
    rig.tree.appPresents("photo picker")
    rig.tree.appStartsDismissingItsOwn()
    let asking = AskedAnswer(rig.navigator, AlertState(title: "Delete?"))
    await asking.shown(in: rig.navigator)
    #expect(await settle(rig))
    #expect(rig.navigator.state.alert == nil)
    #expect(rig.tree.ignoredCalls.isEmpty)
    rig.tree.appDismissesItsOwn()
    #expect(await asking.value() == .some(nil))
  }

  @Test(
    "Q28: the compact stack holds the screens while the collapse is drawn, and the columns while the expansion is"
  )
  func collapseBeforeTransition() async throws {
    var start = NavigationState(sidebar: Screen.one, content: .two)
    try start.show(.three, in: .detail)
    let rig = try ControllerRig(start)
    #expect(await settle(rig))
    let compact = try #require(rig.navigator.state.split?.compactStack.map(\.id))
    #expect(rig.tree.changeWidth(collapsed: true))
    #expect(rig.tree.compactDuringCollapse == compact, "no blank compact column mid-transition")
    #expect(rig.navigator.isCollapsed)
    #expect(await settle(rig))
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.changeWidth(collapsed: false))
    let drawn = try #require(rig.tree.columnsDuringExpansion)
    let split = try #require(rig.navigator.state.split)
    for column in split.shownColumns {
      #expect(drawn[column] == split[column]?.entries.map(\.id), "\(column) not blank")
    }
    #expect(!rig.navigator.isCollapsed)
    #expect(await settle(rig))
    #expect(rig.tree.violations.isEmpty, "\(rig.tree.violations)")
  }

  @Test(
    "Q37: a pop made in code by the app past a guarded screen is the one fallback: shown again, rebuilt, and asked"
  )
  func appPopPastGuard() async throws {
    let rig = try ControllerRig(NavigationState(root: .one, pushed: [.two, .three]))
    #expect(await settle(rig))
    let guarded = rig.navigator.state.activeStack.entries[1].id
    let answers = UserAnswers()
    let guarding = try rig.navigator.guardLeaving(
      guarded, canLeave: { false }, confirm: { await answers.ask() })
    defer { guarding.cancel() }
    // The user's ways back past it are closed before they start (Q37)...
    await waitUntil("the stack is locked") { rig.tree.locks.stacks == [.base] }
    #expect(!rig.tree.swipeBack(toDepth: 1, by: .backMenu))
    // ...but `popViewController` in the app's own code cannot be: UIKit pops and releases the
    // guarded screen's controller before the host hears of it. That pop alone is repaired:
    // the screen is shown again (a new controller, its input gone), it is reported, and its
    // guard asks.
    var diagnostics: [NavigationDiagnostic] = []
    let observing = rig.navigator.observe { event in
      if case .diagnostic(let diagnostic) = event.outcome { diagnostics.append(diagnostic) }
    }
    defer { observing.cancel() }
    #expect(rig.tree.appPops(toDepth: 1))
    #expect(diagnostics == [.guardedScreenShownAgain(guarded.description)])
    #expect(rig.navigator.state.activeStack.entries.last?.id == guarded, "clamped at the guard")
    #expect(rig.navigator.state.leaveGuarded == [guarded])
    #expect(await settle(rig))
    #expect(rig.tree.picture == TreePicture(rig.navigator.state), "the guarded screen shown again")
    await waitUntil("the guard asks") { answers.isAsking }
    #expect(answers.asked == 1)
    answers.answer(true)
    await waitUntil("the pop goes on") { rig.navigator.state.activeStack.depth == 1 }
    #expect(await settle(rig))
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
  }

  @Test("Q29: a guarded screen that says it can be left is popped past like any other")
  func backMenuPastGuardThatAllows() async throws {
    let rig = try ControllerRig(NavigationState(root: .one, pushed: [.two, .three]))
    #expect(await settle(rig))
    let guarded = rig.navigator.state.activeStack.entries[1].id
    let guarding = try rig.navigator.guardLeaving(guarded, canLeave: { true })
    defer { guarding.cancel() }
    #expect(rig.tree.swipeBack(toDepth: 1, by: .backMenu))
    #expect(rig.navigator.state.activeStack.routes == [.one])
    #expect(await settle(rig))
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
  }

  @Test("Q29: a guarded detail root in a collapsed split view cannot be left by the compact back")
  func collapsedDetailRootGuarded() async throws {
    var start = NavigationState(sidebar: Screen.one, content: .two)
    try start.show(.three, in: .detail)
    try start.setCollapsed(true)
    let rig = try ControllerRig(start)
    #expect(await settle(rig))
    let detail = try #require(rig.navigator.state.split?.detail?.root.id)
    let guarding = try rig.navigator.guardLeaving(detail, canLeave: { false })
    await waitUntil("the compact stack is locked") { !rig.tree.locks.stacks.isEmpty }
    #expect(!rig.tree.compactBack())
    #expect(rig.navigator.state.split?.detail?.root.id == detail)
    guarding.cancel()
    await waitUntil("the compact stack is unlocked") { rig.tree.locks == .none }
    #expect(rig.tree.compactBack())
    #expect(rig.navigator.state.split?.detail == nil)
  }

  @Test(
    "Q30: with six tabs every tab can be selected, through the More list, and the state says which")
  func moreTab() async throws {
    let start = NavigationState<Screen>(
      tabs: ["a": .one, "b": .one, "c": .one, "d": .one, "e": .two, "f": .three],
      selection: "a")
    let rig = try ControllerRig(start)
    #expect(await settle(rig))
    #expect(!rig.tree.tapTab("f"), "the sixth tab is not in the bar")
    #expect(rig.tree.tapMore(), "the More tab opens its list")
    #expect(rig.tree.chooseFromMoreList("f"))
    #expect(rig.navigator.state.selectedTab == "f")
    #expect(await settle(rig))
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.tapTab("b"))
    #expect(rig.navigator.state.selectedTab == "b")
    // A command selects a tab behind More as any other.
    try rig.navigator.selectTab("e")
    #expect(await settle(rig))
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
  }

  @Test("Q30: an action sheet tapped away resolves `ask` as cancelled")
  func actionSheetTappedAway() async throws {
    let rig = try ControllerRig(NavigationState(root: .one))
    #expect(await settle(rig))
    let sheet = AlertState(
      style: .confirmationDialog, title: "Share",
      buttons: [AlertButton("Copy", action: "copy"), AlertButton("Print", action: "print")])
    let asking = AskedAnswer(rig.navigator, sheet)
    await asking.shown(in: rig.navigator)
    #expect(await settle(rig))
    let shown = try #require(rig.navigator.state.alert)
    #expect(shown.buttonsForController().last?.role == .cancel)
    #expect(rig.tree.tapOutsideActionSheet())
    await waitUntil("the alert is gone from the state") { rig.navigator.state.alert == nil }
    #expect(await asking.value() == .some(nil))
    // An action sheet with its own cancel button keeps it, and gets no other.
    let own = AlertState(
      style: .confirmationDialog, title: "Share",
      buttons: [
        AlertButton("Copy", action: "copy"), AlertButton("Not now", role: .cancel, action: "later"),
      ])
    let second = AskedAnswer(rig.navigator, own)
    await second.shown(in: rig.navigator)
    #expect(await settle(rig))
    #expect(rig.navigator.state.alert?.buttonsForController().count == 2)
    #expect(rig.tree.tapOutsideActionSheet())
    #expect(await second.value() == .some("later"))
  }

  @Test("Q32: a layer dismissed in code by the app is reported, with everything above it")
  func appDismissal() async throws {
    var start = NavigationState(root: Screen.one)
    try start.present(.presented, as: sampleSheet)
    try start.present(.detail(1), as: .fullScreenCover)
    let rig = try ControllerRig(start)
    #expect(await settle(rig))
    var events: [NavigationCommand<Screen>.Kind] = []
    let observing = rig.navigator.observe { events.append($0.command.kind) }
    defer { observing.cancel() }
    let bottom = rig.navigator.state.layers[0].id
    #expect(rig.tree.appDismissesLayer(at: 0))
    #expect(rig.navigator.state.layers.isEmpty)
    #expect(events == [.userDid(.dismissedLayer(bottom))])
    #expect(await settle(rig))
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.takeCalls(from: rig.tree.calls.count).isEmpty)
  }

  @Test("Q32: an alert taken down with the layer the app dismissed resolves `ask`")
  func appDismissalTakesTheAlert() async throws {
    var start = NavigationState(root: Screen.one)
    try start.present(.presented, as: sampleSheet)
    let rig = try ControllerRig(start)
    #expect(await settle(rig))
    let asking = AskedAnswer(rig.navigator, AlertState(title: "Saved"))
    await asking.shown(in: rig.navigator)
    #expect(await settle(rig))
    #expect(rig.tree.alert != nil)
    #expect(rig.tree.appDismissesLayer(at: 0))
    #expect(await asking.value() == .some(nil))
    #expect(rig.navigator.state.alert == nil)
    #expect(rig.navigator.state.layers.isEmpty)
    #expect(await settle(rig))
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
  }

  @Test("Q32: a pop made in code is reported as the user's")
  func appPop() async throws {
    let rig = try ControllerRig(NavigationState(root: .one, pushed: [.two, .three]))
    #expect(await settle(rig))
    #expect(rig.tree.appPops(toDepth: 1))
    #expect(rig.navigator.state.activeStack.routes == [.one])
    #expect(await settle(rig))
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
  }
}

@Suite("Leave guards: the user's pop past a guarded screen (host-quirks.md Q29)")
@MainActor
struct GuardedUserPopTests {
  @Test(
    "Q29: a user pop past a guarded screen stops at it, and the guard is asked as for a command")
  func userPopClamped() async throws {
    let navigator = Navigator(
      NavigationState(root: Screen.one, pushed: [.two, .three, .detail(4)]))
    let entries = navigator.state.activeStack.entries
    let answers = UserAnswers()
    let first = try navigator.guardLeaving(
      entries[1].id, canLeave: { false }, confirm: { await answers.ask() })
    let second = try navigator.guardLeaving(entries[2].id, canLeave: { false })
    defer {
      first.cancel()
      second.cancel()
    }
    try? navigator.userDid(.poppedTo(entries[0].id))
    #expect(
      navigator.state.activeStack.entries.map(\.id) == entries.prefix(3).map(\.id),
      "stopped at the topmost guarded screen")
    #expect(navigator.state.leaveGuarded == [entries[1].id, entries[2].id])
    await waitUntil("the guard asks") { answers.isAsking }
    answers.answer(false)
    await waitUntil("the question is over") { !navigator.isConfirmingLeave }
    #expect(navigator.state.activeStack.depth == 3, "a no keeps the screens")
    // A pop that removes no guarded screen is not touched.
    try navigator.userDid(.poppedTo(entries[2].id))
    #expect(navigator.state.activeStack.depth == 3)
  }
}
