import Testing
import Wayfinder
import WayfinderTesting

/// An app's tests report what the user did on screen through `TestNavigator.userDid`, as its
/// host does; the navigator's own entry point for hosts is not public.
@MainActor
@Suite("TestNavigator: the user's own actions")
struct TestNavigatorUserActionTests {
  @Test("a swipe back pops; a sheet dragged down dismisses; both are the user's events")
  func swipeAndDrag() throws {
    let test = TestNavigator(NavigationState(root: Flow.first, pushed: [.second(name: "Ada")]))
    try test.userDid(.poppedTo(test.state.activeStack.root.id)) { _ = try $0.pop() }
    try test.send(
      { try $0.present(.settings, as: .sheet()) },
      expecting: { _ = try $0.present(.settings, as: .sheet()) })
    let sheet = try #require(test.state.layers.first?.id)
    try test.userDid(.dismissedLayer(sheet)) { _ = try $0.dismiss() }
    try test.finish()
  }

  @Test("a user's pop past a guarded screen stops at it; a wrong expectation fails")
  func guardedPop() throws {
    let test = TestNavigator(
      NavigationState(root: Flow.first, pushed: [.second(name: "form"), .settings]))
    let root = test.state.activeStack.root.id
    let form = test.state.activeStack.pushed[0].id
    let guarding = try test.navigator.guardLeaving(form, canLeave: { false })
    defer { guarding.cancel() }
    #expect(throws: TestNavigatorFailure.self) {
      try test.userDid(.poppedTo(root)) { _ = try $0.pop(to: root) }
    }
    #expect(test.state.currentEntry.id == form, "the pop stopped at the guarded form")
  }

  @Test("the guides' example: the user's pop to the root stops at the guarded form")
  func guideExample() throws {
    let test = TestNavigator(
      NavigationState(
        root: Flow.first, pushed: [.second(name: "item"), .second(name: "form"), .settings]))
    let rootID = test.state.activeStack.root.id
    let formID = test.state.activeStack.pushed[1].id
    let guarding = try test.navigator.guardLeaving(formID, canLeave: { false })
    defer { guarding.cancel() }
    try test.userDid(.poppedTo(rootID), diagnosed: .guardedScreenShownAgain(formID.description)) {
      state in
      _ = try state.pop(to: formID)
    }
  }
}
