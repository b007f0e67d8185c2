import Testing
import Wayfinder

@MainActor
@Suite("An observer's token dropped before it heard anything is diagnosed")
struct ObserverDroppedTests {
  /// The diagnostics a kept observer hears while `body` runs.
  func diagnostics(
    of navigator: Navigator<Screen>, during body: () throws -> Void
  ) rethrows -> [NavigationDiagnostic] {
    var heard: [NavigationDiagnostic] = []
    let token = navigator.observe { event in
      if let diagnostic = event.diagnostic { heard.append(diagnostic) }
    }
    try body()
    token.cancel()
    return heard
  }

  @Test("`_ = navigator.observe { … }` is reported as observerDropped")
  func droppedToken() {
    let navigator = Navigator(root: Screen.one)
    var called = 0
    let heard = diagnostics(of: navigator) {
      _ = navigator.observe { _ in called += 1 }
    }
    #expect(heard == [.observerDropped])
    #expect(called == 0)
    #expect(NavigationDiagnostic.observerDropped.description.contains("keep the token"))
  }

  @Test("a local token that goes out of scope before any event is reported")
  func tokenOutOfScope() {
    let navigator = Navigator(root: Screen.one)
    let heard = diagnostics(of: navigator) {
      do {
        let token = navigator.observe { _ in }
        _ = token
      }
    }
    #expect(heard == [.observerDropped])
  }

  @Test("a kept token that heard events, then released with its owner, says nothing")
  func keptToken() throws {
    let navigator = Navigator(root: Screen.one)
    var events = 0
    let heard = try diagnostics(of: navigator) {
      var token: NavigationToken? = navigator.observe { _ in events += 1 }
      try navigator.push(.two)
      #expect(token != nil)
      token = nil
    }
    #expect(heard == [])
    #expect(events == 1)
  }

  @Test("a token cancelled before any event says nothing")
  func cancelledToken() {
    let navigator = Navigator(root: Screen.one)
    let heard = diagnostics(of: navigator) {
      navigator.observe { _ in }.cancel()
    }
    #expect(heard == [])
  }
}
