import Testing
import Wayfinder
import WayfinderScenes
import WayfinderTraces

@Suite("Tokens: released means cancelled; owners keep theirs")
@MainActor
struct NavigationTokenTests {
  @Test("an observer whose token is dropped no longer hears events; a kept one does")
  func droppedToken() throws {
    let navigator = Navigator(root: Screen.one)
    var dropped = 0
    var kept = 0
    var steps = 0
    _ = navigator.observe { _ in dropped += 1 }
    _ = navigator.observeHost { _ in steps += 1 }
    let token = navigator.observe { _ in kept += 1 }
    try navigator.push(.two)
    #expect(dropped == 0 && steps == 0)
    #expect(kept == 1)
    token.cancel()
    try navigator.push(.three)
    #expect(kept == 1, "a cancelled token stops its observer")
  }

  @Test("a token released after it was cancelled, or after its navigator went, does nothing")
  func releaseAfterCancel() throws {
    var token: NavigationToken? = Navigator(root: Screen.one).observe { _ in }
    #expect(token != nil)
    token = nil
    let navigator = Navigator(root: Screen.one)
    var heard = 0
    var cancelled: NavigationToken? = navigator.observe { _ in heard += 1 }
    cancelled?.cancel()
    cancelled = nil
    let kept = navigator.observe { _ in heard += 10 }
    try navigator.push(.two)
    #expect(heard == 10)
    kept.cancel()
  }

  @Test("one token type for observers and guards: each cancels once, by cancel() or release")
  func oneTokenType() throws {
    let navigator = Navigator(root: Screen.one)
    try navigator.push(.two)
    let two = navigator.state.currentEntry.id
    var heard = 0
    var tokens: [NavigationToken] = [
      navigator.observe { _ in heard += 1 },
      try navigator.guardLeaving(two, canLeave: { false }),
    ]
    #expect(throws: NavigationError(.leaveGuarded(two))) { try navigator.pop() }
    #expect(heard == 1, "the refusal is an event")
    tokens[0].cancel()
    tokens[0].cancel()  // again: nothing
    #expect(throws: NavigationError(.leaveGuarded(two))) { try navigator.pop() }
    #expect(heard == 1)
    tokens.removeAll()  // the guard's token released
    try navigator.pop()
    #expect(navigator.state.activeStack.depth == 1)
  }

  @Test("a scene's navigation keeps its observer: a change after launch ends the launch")
  func sceneKeepsItsObserver() throws {
    let navigator = Navigator(root: Screen.one)
    let scene = SceneNavigation(navigator: navigator)
    #expect(scene.opensLinksAsLaunch)
    try navigator.push(.two)
    #expect(!scene.opensLinksAsLaunch)
  }

  @Test("a trace recorder keeps recording while it lives")
  func recorderKeepsItsObservers() throws {
    let navigator = Navigator(root: Screen.one)
    let recorder = TraceRecorder(navigator)
    try navigator.push(.two)
    try navigator.push(.three)
    #expect(recorder.trace.records.count == 2)
  }
}
