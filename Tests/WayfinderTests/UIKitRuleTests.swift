import Testing
import Wayfinder

/// The run-time rules of the quirks file that concern UIKit, each held by the UIKit host's
/// logic over the fake controller tree (which behaves as UIKit does: a call changes the tree at
/// once and its completion comes later). The adapter's own shape (which gesture recognizers a
/// lock disables, which controller presents) is held by `scripts/check-adapters`.
@Suite("UIKit's run-time rules (host-quirks.md Q9, Q10, Q12, Q18, Q19)")
@MainActor
struct UIKitRuleTests {
  @Test("Q9: a cancelled swipe changes nothing and is logged; the state follows what is shown")
  func cancelledSwipe() async throws {
    let rig = try ControllerRig(NavigationState(root: .one, pushed: [.two, .three]))
    await rig.settle()
    var commands: [NavigationCommand<Screen>.Kind] = []
    let observing = rig.navigator.observe { commands.append($0.command.kind) }
    defer { observing.cancel() }
    let state = rig.navigator.state
    #expect(rig.tree.swipeBack(toDepth: 2, cancelled: true))
    #expect(rig.navigator.state == state)
    #expect(commands == [.userDid(.cancelledPop)], "logged, and nothing else")
    // `didShow` after the cancelled swipe reports the same controllers: no action.
    let ids = state.activeStack.entries.map(\.id)
    #expect(rig.host.stackDidShow(ids, at: .base) == nil)
    // A swipe that pops (on iOS 18+ even a partial one may): the state follows the tree.
    #expect(rig.tree.swipeBack(toDepth: 1, by: .fullWidthSwipe))
    #expect(rig.navigator.state.activeStack.routes == [.one])
    await rig.settle()
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.takeCalls(from: 0).isEmpty, "nothing redone over the user's pop")
  }

  @Test("Q10: a guarded screen locks every back gesture, not only the edge swipe")
  func everyBackGestureLocked() async throws {
    let rig = try ControllerRig(NavigationState(root: .one, pushed: [.two, .three]))
    await rig.settle()
    let guarding = try rig.navigator.guardLeaving(
      rig.navigator.state.currentEntry.id, canLeave: { false })
    await waitUntil("the stack is locked") { rig.tree.locks.stacks == [.base] }
    for gesture in [FakeControllerTree.BackGesture.edgeSwipe, .fullWidthSwipe, .backButton] {
      #expect(!rig.tree.swipeBack(toDepth: 1, by: gesture), "\(gesture)")
      #expect(!rig.tree.swipeBack(toDepth: 2, by: gesture), "\(gesture)")
    }
    #expect(rig.navigator.state.activeStack.depth == 3)
    guarding.cancel()
    await waitUntil("the stack is unlocked") { rig.tree.locks == .none }
    #expect(rig.tree.swipeBack(toDepth: 2, by: .fullWidthSwipe))
  }

  @Test("Q12: a dismissal and a presentation are separate calls; the present waits for it")
  func dismissThenPresent() async throws {
    var start = NavigationState(root: Screen.one)
    try start.present(.presented, as: sampleSheet)
    let rig = try ControllerRig(start)
    await rig.settle()
    let before = rig.tree.calls.count
    var target = rig.navigator.state
    target.dismissAll()
    try target.present(.detail(2), as: .fullScreenCover)
    try rig.navigator.apply(target)
    await waitUntil("the dismissal runs") { rig.tree.isAnimating }
    #expect(rig.takeCalls(from: before) == ["dismiss keeping 0 animated"])
    rig.tree.finishAnimation()
    await waitUntil("the cover is presented") { rig.tree.calls.count == before + 2 }
    #expect(rig.takeCalls(from: before).last?.hasPrefix("present layer") == true)
    await rig.settle()
    #expect(rig.tree.violations.isEmpty, "\(rig.tree.violations)")
  }

  @Test("Q18: no call starts before the previous one completed; after a gesture the tree is read")
  func oneCallAtATime() async throws {
    var start = fourTabs()
    try start.present(.presented, as: sampleSheet)
    try start.presentAlert(AlertState(title: "Saved"))
    let rig = try ControllerRig(start)
    // A deep change: hide the alert, dismiss, switch tab, push, present, show an alert.
    var target = rig.navigator.state
    target.dismissAll()
    try target.selectTab(.tabC)
    try target.push(contentsOf: [.two, .three])
    try target.present(.detail(1), as: .fullScreenCover)
    try target.presentAlert(AlertState(title: "Done"))
    try rig.navigator.apply(target)
    // However long a call's animation runs, the next call waits for it.
    var animatedCalls = 0
    for _ in 0..<40 where !rig.navigator.isSettled {
      for _ in 0..<20 { await Task.yield() }
      let made = rig.tree.calls.filter { if case .lockGestures = $0 { false } else { true } }
      #expect(made.count <= animatedCalls + 2, "a call started before the previous completed")
      if rig.tree.isAnimating {
        animatedCalls += 1
        rig.tree.finishAnimation()
      }
    }
    await rig.settle()
    #expect(rig.tree.calls.count >= 6)
    #expect(rig.tree.violations.isEmpty, "\(rig.tree.violations)")
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    // After the user's own pop, the displayed state is what the tree holds.
    try rig.navigator.dismissAlert()
    try rig.navigator.dismissAll()
    await rig.settle()
    #expect(rig.tree.swipeBack(toDepth: 2))
    #expect(rig.host.shown.activeStack.entries.count == 2)
    #expect(TreePicture(rig.host.shown) == rig.tree.picture)
  }

  @Test("Q19: each layer is presented from the topmost one still shown")
  func presentFromTop() async throws {
    let rig = try ControllerRig(NavigationState(root: .one))
    try rig.navigator.present(.presented, as: sampleSheet)
    try rig.navigator.present(.detail(1), as: sampleSheet)
    try rig.navigator.present(.detail(2), as: .fullScreenCover)
    await rig.settle()
    let ids = rig.navigator.state.layers.map(\.id)
    #expect(rig.tree.presenters == [nil, ids[0], ids[1]])
    // Dismiss the top two and present another: it goes on the one left, not a dismissed one.
    var target = rig.navigator.state
    try target.dismiss(layer: ids[1])
    try target.present(.three, as: .custom("grow"))
    try rig.navigator.apply(target)
    await rig.settle()
    #expect(rig.tree.presenters.last == ids[0])
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.violations.isEmpty)
  }
}
