import Testing
import Wayfinder

/// A form's model: whether it has unsaved changes.
@MainActor
final class FormModel {
  var hasChanges = true
}

@Suite("Leave guards: a form with unsaved changes")
@MainActor
struct LeaveGuardTests {
  /// Tabs "home" and "account"; the home tab shows Home › Form, the form guarded by a
  /// question the test answers while the returned token is kept.
  func formWithChanges() throws -> (Navigator<AppScreen>, EntryID, UserAnswers, NavigationToken) {
    let navigator = Navigator(
      NavigationState(tabs: ["home": AppScreen.home, "account": .account], selection: "home"))
    try navigator.push(.form)
    let form = navigator.state.currentEntry.id
    let answers = UserAnswers()
    let token = try navigator.guardLeaving(form, confirm: { await answers.ask() })
    return (navigator, form, answers, token)
  }

  static func links() throws -> LinkTable<AppScreen> {
    var builder = LinkTableBuilder<AppScreen>(schemes: ["app"])
    try builder.add("/home/settings", route: .settings, placement: LinkPlacement(tab: "home"))
    return try builder.build()
  }

  @Test("survives a swipe, a drag, a tab tap and a deep link, and asks once")
  func survivesEverything() async throws {
    let (navigator, form, answers, token) = try formWithChanges()
    defer { token.cancel() }
    let start = navigator.state
    navigator.links = try Self.links()

    // Swipe back: hosts disable it while the guarded form is on top.
    #expect(navigator.state.blocksInteractivePop(at: .tab("home")))
    #expect(navigator.state.gestureLocks.stacks == [.tab("home")])
    // Tab tap: switching tabs never removes a screen, so it does not ask.
    try navigator.userDid(.selectedTab("account"))
    try navigator.userDid(.selectedTab("home"))
    #expect(navigator.state.stack(at: .tab("home")) == start.stack(at: .tab("home")))
    // Re-tapping the tab would pop to root: that asks.
    #expect(throws: NavigationError(.leaveGuarded(form))) {
      try navigator.userDid(.selectedTab("home"))
    }
    await waitUntil("the user is asked") { answers.isAsking }
    // A deep link while the question is open does not ask again; it becomes the command to run.
    #expect(throws: NavigationError(.leaveGuarded(form))) {
      try navigator.open("app://home/settings")
    }
    #expect(navigator.state.stack(at: .tab("home"))?.routes == [.home, .form])
    #expect(answers.asked == 1)

    answers.answer(true)  // "Discard"

    await waitUntil("the link ran") { navigator.state.currentRoute == .settings }
    #expect(navigator.state.stack(at: .tab("home"))?.routes == [.home, .settings])
    #expect(answers.asked == 1, "asked once")
    #expect(navigator.state.leaveGuarded.isEmpty)
    #expect(!navigator.state.blocksInteractivePop(at: .tab("home")))
  }

  @Test("in a sheet, the drag is disabled; keep editing leaves everything as it was")
  func sheetAndKeepEditing() async throws {
    let navigator = Navigator(root: AppScreen.home)
    try navigator.present(.form, as: .sheet())
    let form = navigator.state.currentEntry.id
    let layer = navigator.state.layers[0].id
    let answers = UserAnswers()
    let token = try navigator.guardLeaving(form, confirm: { await answers.ask() })
    defer { token.cancel() }
    #expect(navigator.state.blocksInteractiveDismiss(of: layer))
    let before = navigator.state

    #expect(throws: NavigationError(.leaveGuarded(form))) { try navigator.dismissAll() }
    await waitUntil("the user is asked") { answers.isAsking }
    answers.answer(false)  // "Keep editing"
    await waitUntil("the question is over") { !navigator.isConfirmingLeave }

    #expect(navigator.state == before)
  }

  @Test("a guard that answers at once: refused while it says no, let through when it says yes")
  func synchronousGuard() throws {
    let navigator = Navigator(root: AppScreen.home)
    try navigator.push(.form)
    let form = navigator.state.currentEntry.id
    let model = FormModel()
    let token = try navigator.guardLeaving(form, canLeave: { !model.hasChanges })
    defer { token.cancel() }

    #expect(throws: NavigationError(.leaveGuarded(form))) { try navigator.pop() }
    #expect(!navigator.isConfirmingLeave, "nothing to ask with")
    model.hasChanges = false
    try navigator.pop()
    #expect(navigator.state.activeStack.routes == [.home])
  }

  @Test("finishing the form (Save) does not ask; closing it (Cancel) does")
  func finishDoesNotAsk() async throws {
    let (navigator, form, answers, token) = try formWithChanges()
    defer { token.cancel() }
    let screen = ScreenNavigator(navigator, entry: form)
    var closed = true
    let refused = refusal(on: navigator) { closed = screen.close() }
    #expect(!closed && refused == .because(.leaveGuarded(form)), "refused while the guard asks")
    await waitUntil("the user is asked") { answers.isAsking }
    answers.answer(false)
    await waitUntil("the question is over") { !navigator.isConfirmingLeave }

    #expect(screen.finish(with: "saved"))

    #expect(navigator.state.stack(at: .tab("home"))?.routes == [.home])
    #expect(answers.asked == 1)
  }

  @Test(
    "Q37 fallback: a pop made in code past the guarded form stops at it, is reported, and asks")
  func popMadeInCode() async throws {
    let (navigator, form, answers, token) = try formWithChanges()
    defer { token.cancel() }
    var diagnostics: [NavigationDiagnostic] = []
    let observing = navigator.observe { event in
      if let diagnostic = event.diagnostic { diagnostics.append(diagnostic) }
    }
    defer { observing.cancel() }
    let home = try #require(navigator.state.stack(at: .tab("home"))?.root.id)
    // Hosts close every way back past the form; only code outside the navigator (UIKit's
    // popViewController, SwiftUI's dismiss action) can still pop it.
    try navigator.userDid(.poppedTo(home))
    #expect(navigator.state.currentEntry.id == form, "the form stays, for the host to show again")
    #expect(navigator.state.leaveGuarded == [form])
    #expect(diagnostics == [.guardedScreenShownAgain(form.description)])
    await waitUntil("the user is asked") { answers.isAsking }
    answers.answer(true)
    await waitUntil("the pop goes on") { navigator.state.entry(form) == nil }
    #expect(navigator.state.leaveGuarded.isEmpty)
    #expect(!navigator.isConfirmingLeave)
  }

  @Test("cancelling the token lets commands through; guarding a missing screen is refused")
  func stopGuarding() throws {
    let (navigator, form, _, token) = try formWithChanges()
    token.cancel()
    #expect(navigator.state.leaveGuarded.isEmpty)
    try navigator.pop()
    #expect(throws: NavigationError(.entryNotFound(form))) {
      _ = try navigator.guardLeaving(form, canLeave: { false })
    }
  }

  @Test("releasing the token lifts the guard, as cancelling does")
  func releaseLifts() throws {
    let navigator = Navigator(root: AppScreen.home)
    try navigator.push(.form)
    let form = navigator.state.currentEntry.id
    var token: NavigationToken? = try navigator.guardLeaving(form, canLeave: { false })
    #expect(throws: NavigationError(.leaveGuarded(form))) { try navigator.pop() }
    #expect(token != nil)
    token = nil
    #expect(navigator.state.leaveGuarded.isEmpty)
    try navigator.pop()
    #expect(navigator.state.activeStack.routes == [.home])
  }

  @Test("guarding again replaces the guard: the older token no longer lifts it")
  func newerGuardWins() throws {
    let navigator = Navigator(root: AppScreen.home)
    try navigator.push(.form)
    let form = navigator.state.currentEntry.id
    let older = try navigator.guardLeaving(form, canLeave: { true })
    let newer = try navigator.guardLeaving(form, canLeave: { false })
    older.cancel()
    #expect(navigator.state.leaveGuarded == [form], "the newer guard holds")
    #expect(throws: NavigationError(.leaveGuarded(form))) { try navigator.pop() }
    newer.cancel()
    try navigator.pop()
    #expect(navigator.state.activeStack.routes == [.home])
  }

  @Test("the UIKit host logic disables the swipe back and the drag for guarded screens")
  func controllerHostLocks() async throws {
    let rig = try ControllerRig(NavigationState(root: .one))
    try rig.navigator.push(.two)
    await rig.settle()
    let two = rig.navigator.state.currentEntry.id
    let twoGuard = try rig.navigator.guardLeaving(two, canLeave: { false })
    await waitUntil("the tree locks the stack") { rig.tree.locks.stacks == [.base] }

    try rig.navigator.present(.three, as: .sheet())
    await rig.settle()
    let three = rig.navigator.state.currentEntry.id
    let threeGuard = try rig.navigator.guardLeaving(three, canLeave: { false })
    let layer = rig.navigator.state.layers[0].id
    await waitUntil("the tree locks the sheet") { rig.tree.locks.layers == [layer] }

    twoGuard.cancel()
    threeGuard.cancel()
    await waitUntil("the tree unlocks") { rig.tree.locks == .none }
  }
}
