import Testing
import Wayfinder

/// Q37 and Q29 on the UIKit host: a guard stops the way back before it starts. Every screen on
/// every stack gets the back button its lock says (none on the guarded screen, one step and no
/// menu above it), both swipes are off on its stack, and the controller on screen after the
/// user keeps editing is the one that was there, with the user's input.
@Suite("UIKit's run-time rules: guards prevent (host-quirks.md Q29, Q37)", .serialized)
@MainActor
struct UIKitGuardTests {
  /// A stack Root › Form › Preview with the form guarded by a question the test answers.
  func guardedForm() async throws -> (ControllerRig, EntryID, UserAnswers, NavigationToken) {
    let rig = try ControllerRig(NavigationState(root: .one, pushed: [.two, .three]))
    await rig.settle()
    let form = rig.navigator.state.activeStack.entries[1].id
    let answers = UserAnswers()
    let token = try rig.navigator.guardLeaving(
      form, canLeave: { false }, confirm: { await answers.ask() })
    await waitUntil("the stack is locked") { rig.tree.locks.stacks == [.base] }
    return (rig, form, answers, token)
  }

  @Test(
    "Q37: above a guarded form the back menu and the swipes are closed; after keep editing the form on screen is the same controller"
  )
  func keepEditingKeepsTheController() async throws {
    let (rig, form, answers, token) = try await guardedForm()
    defer { token.cancel() }
    let serial = try #require(rig.tree.cache.controller(for: form)?.serial)
    // The screen above the form: no menu, no swipe; its button goes back one screen only.
    #expect(!rig.tree.swipeBack(toDepth: 1, by: .backMenu), "the menu could pop past the form")
    #expect(!rig.tree.swipeBack(toDepth: 2, by: .edgeSwipe))
    #expect(!rig.tree.swipeBack(toDepth: 2, by: .fullWidthSwipe))
    #expect(rig.tree.swipeBack(toDepth: 2, by: .backButton), "one screen back, to the form")
    await rig.settle()
    // On the form itself: no back button at all.
    #expect(!rig.tree.swipeBack(toDepth: 1, by: .backButton))
    #expect(!rig.tree.swipeBack(toDepth: 1, by: .backMenu))
    // The app's command to leave asks first; the user keeps editing.
    #expect(throws: NavigationError(.leaveGuarded(form))) { try rig.navigator.popToRoot() }
    await waitUntil("the guard asks") { answers.isAsking }
    answers.answer(false)
    await waitUntil("the question is over") { !rig.navigator.isConfirmingLeave }
    await rig.settle()
    #expect(rig.navigator.state.currentEntry.id == form)
    #expect(rig.tree.cache.controller(for: form)?.serial == serial, "the same controller")
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.violations.isEmpty, "\(rig.tree.violations)")
  }

  @Test(
    "Q37: every controller of the stack has the back button its lock says, a pushed one from its first frame"
  )
  func backButtonsOnEveryController() async throws {
    let (rig, form, _, token) = try await guardedForm()
    let entries = rig.navigator.state.activeStack.entries
    func button(_ id: EntryID) -> GestureLocks.BackButton? {
      rig.tree.cache.controller(for: id)?.backButton
    }
    #expect(button(entries[0].id) == .system)
    #expect(button(form) == .hidden)
    #expect(button(entries[2].id) == .oneStep)
    // A screen pushed above them has its one-step button while its push is drawn.
    try rig.navigator.push(.detail(4))
    await waitUntil("the push is drawn") { rig.tree.isAnimating }
    let pushed = rig.navigator.state.currentEntry.id
    #expect(button(pushed) == .oneStep, "no menu while the push animates")
    await rig.settle()
    // The guard lifted: every button is the system's again, both swipes are back.
    token.cancel()
    await waitUntil("the stack is unlocked") { rig.tree.locks == .none }
    for entry in rig.navigator.state.activeStack.entries {
      #expect(button(entry.id) == .system)
    }
    #expect(rig.tree.swipeBack(toDepth: 1, by: .backMenu))
  }
}

extension UIKitGuardTests {
  @Test(
    "Q37: a sheet whose screen is guarded before it is presented cannot be dragged away from its first frame"
  )
  func guardedLayerLockedFromItsFirstFrame() async throws {
    let rig = try ControllerRig(NavigationState(root: .one))
    await rig.settle()
    let layer = try rig.navigator.present(.presented, as: sampleSheet)
    let root = try #require(rig.navigator.state.layers.first?.content.root.id)
    let guarding = try rig.navigator.guardLeaving(root, canLeave: { false })
    defer { guarding.cancel() }
    await waitUntil("the sheet is presented") { rig.tree.layers.count == 1 }
    #expect(rig.tree.locks.layers == [layer], "locked when it appears")
    await rig.settle()
    #expect(!rig.tree.dragTopSheetAway())
    #expect(rig.navigator.state.layers.map(\.id) == [layer])
  }
}
