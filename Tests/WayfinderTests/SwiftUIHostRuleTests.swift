import Observation
import Testing

@testable import Wayfinder

/// SwiftUI's run-time rules found by reading the host against the framework (the host-quirks
/// research, Q20–Q31), each held by the UI-free code the SwiftUI host is built on. Each test
/// asserts on what the views bind — the stored `DisplayedStack` and `DisplayedLevel` values —
/// not on values recomputed for the test.
@MainActor
@Suite("SwiftUI's run-time rules found by review, held by the host logic")
struct SwiftUIHostRuleTests {
  @Test("Q21: the path a view binds keeps the element a link wrote, now and after later changes")
  func linkElementKept() async throws {
    let (navigator, host) = GatedHost.driving(fourTabs())
    let stack = try #require(host.displayed.stack(for: .tab(.tabB)))
    let link = PathEntry(Screen.detail(7))
    stack.path = [link]
    #expect(navigator.state.stack(at: .tab(.tabB))?.routes == [.one, .detail(7)])
    #expect(stack.path == [link], "the stored path holds what the view wrote")
    let pushed = try #require(navigator.state.stack(at: .tab(.tabB))?.top.id)
    #expect(host.displayed.entryID(for: link) == pushed)
    // What the view binds before the next step, written back by SwiftUI during it: an echo.
    let shownBefore = stack.path
    try navigator.push(.three, on: .tab(.tabB))
    await waitUntil("the push is shown") { host.isWaiting }
    #expect(stack.path.first == link, "a later change does not re-key the linked screen")
    stack.path = shownBefore
    #expect(
      navigator.state.stack(at: .tab(.tabB))?.routes == [.one, .detail(7), .three],
      "the echo of the bound path is no pop")
    await host.finishAll(navigator)
    #expect(stack.path.map(\.route) == [.detail(7), .three])
    #expect(stack.path.first == link, "still the element the view wrote")
  }

  @Test("Q31: a link's value is the same on every pass, and matches the path it pushed")
  func linkValueStable() throws {
    #expect(PathEntry(Screen.detail(1)) == PathEntry(Screen.detail(1)))
    #expect(PathEntry(Screen.detail(1)).hashValue == PathEntry(Screen.detail(1)).hashValue)
    #expect(PathEntry(Screen.detail(1)) != PathEntry(Screen.detail(2)))
    let navigator = Navigator(NavigationState(root: Screen.one))
    let displayed = DisplayedNavigation(navigator: navigator)
    let stack = try #require(displayed.stack(for: .base))
    stack.path = [PathEntry(.detail(1))]
    // The list draws its rows again: the row's new link value is in the path (it is selected).
    #expect(stack.path.contains(PathEntry(.detail(1))))
    #expect(!stack.path.contains(PathEntry(.detail(2))))
    // The same link tapped again on the pushed screen pushes a second screen.
    stack.path = [PathEntry(.detail(1)), PathEntry(.detail(1))]
    #expect(navigator.state.activeStack.routes == [.one, .detail(1), .detail(1)])
    #expect(stack.path == [PathEntry(.detail(1)), PathEntry(.detail(1))])
    // Back from the second: a pop of one, not of both.
    stack.path = [PathEntry(.detail(1))]
    #expect(navigator.state.activeStack.routes == [.one, .detail(1)])
  }
}
