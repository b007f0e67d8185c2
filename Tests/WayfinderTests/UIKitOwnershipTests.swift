import Testing
import Wayfinder

/// Q36 on the UIKit host's shape of ownership: the performer (the UIKit host, here the fake
/// tree) holds the navigator strongly and the host logic weakly, and its controllers hold the
/// navigator as hosted screens do; the navigator holds the host logic. When the window lets go
/// of the performer, and the app of the navigator, everything is freed: no cycle.
@Suite("UIKit's run-time rules: a closed window frees everything (host-quirks.md Q36)")
@MainActor
struct UIKitOwnershipTests {
  /// Weak references to what a window's navigation made.
  final class Made {
    weak var navigator: Navigator<Screen>?
    weak var host: ControllerHost<Screen>?
    weak var tree: FakeControllerTree?
    weak var controller: FakeController?
  }

  /// Shows a pushed screen and a sheet, then lets go of everything, keeping weak references.
  func showAndClose() async throws -> Made {
    let made = Made()
    var start = NavigationState(root: Screen.one, pushed: [.two])
    try start.present(.presented, as: sampleSheet)
    let rig = try ControllerRig(start)
    await rig.settle()
    try rig.navigator.push(.three)
    await rig.settle()
    made.navigator = rig.navigator
    made.host = rig.host
    made.tree = rig.tree
    made.controller = rig.tree.allControllers.last
    return made
  }

  @Test(
    "Q36: the navigator, its ControllerHost, the performer and its controllers are freed when the window goes"
  )
  func windowFreesEverything() async throws {
    let made = try await showAndClose()
    // Tasks the host started (a lock update) end within a few turns.
    for _ in 0..<100 where made.navigator != nil || made.tree != nil {
      await Task.yield()
    }
    #expect(made.tree == nil, "the performer (UIKitHost) is freed")
    #expect(made.controller == nil, "its screens are freed")
    #expect(made.host == nil, "the host logic is freed")
    #expect(made.navigator == nil, "the navigator is freed")
  }
}
