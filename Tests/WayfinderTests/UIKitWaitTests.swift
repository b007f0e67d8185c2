import Testing
import Wayfinder

/// Q33: every wait on a UIKit completion is owned by the waiting code and ends, by the
/// completion or by its deadline. The fake tree ignores a dismissal made while the user drags
/// a sheet and drops its completion, as UIKit does; the performer's wait is the core's
/// ``CompletionWait``, the one the UIKit host uses.
@Suite("UIKit's run-time rules: waits that always end (host-quirks.md Q33)", .serialized)
@MainActor
struct UIKitWaitTests {
  /// Returns once `condition` holds, checking every millisecond for at most `limit` (real
  /// time: a deadline is real time); records an issue otherwise.
  func within(
    _ limit: Duration, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () -> Bool
  ) async {
    let clock = ContinuousClock()
    let end = clock.now + limit
    while clock.now < end {
      if condition() { return }
      try? await Task.sleep(for: .milliseconds(1))
    }
    if !condition() { Issue.record("timed out: \(what)", sourceLocation: sourceLocation) }
  }

  /// A sheet on screen that the user has started dragging. The navigator's own timeout is
  /// long: only a wait's deadline (30 ms) can end a step.
  func sheetBeingDragged() async throws -> ControllerRig {
    var start = NavigationState(root: Screen.one)
    try start.present(.presented, as: sampleSheet)
    let rig = try ControllerRig(start, timeout: .seconds(600))
    rig.tree.deadline = .milliseconds(30)
    await rig.settle()
    #expect(rig.tree.startDraggingTopSheet())
    return rig
  }

  @Test(
    "Q33: a dismissal UIKit ignores during the user's drag ends at its deadline, is reported, and is made again after"
  )
  func ignoredDismissalEnds() async throws {
    let rig = try await sheetBeingDragged()
    var diagnostics: [NavigationDiagnostic] = []
    let observing = rig.navigator.observe { event in
      if case .diagnostic(let diagnostic) = event.outcome { diagnostics.append(diagnostic) }
    }
    defer { observing.cancel() }
    try rig.navigator.dismissAll()
    await within(.seconds(2), "the ignored dismissal ends its step") { rig.host.ignoredCalls >= 1 }
    #expect(rig.tree.ignoredCalls.first?.hasPrefix("dismiss keeping 0") == true)
    #expect(rig.tree.layers.count == 1, "UIKit still shows the sheet")
    #expect(!diagnostics.isEmpty, "the ignored call is reported")
    // The user lets the sheet spring back. The host took the ignored call back, so the
    // navigator makes it again, and this time it lands.
    rig.tree.letGoOfSheet(dismissing: false)
    await within(.seconds(2), "the dismissal is made again") { rig.tree.layers.isEmpty }
    await rig.settle()
    #expect(rig.navigator.state.layers.isEmpty)
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.violations.isEmpty, "\(rig.tree.violations)")
  }

  @Test("Q33: the user's drag that ends the sheet makes the ignored dismissal moot; nothing drifts")
  func dragCompletesDuringIgnoredDismissal() async throws {
    let rig = try await sheetBeingDragged()
    try rig.navigator.dismissAll()
    await within(.seconds(2), "the ignored dismissal ends its step") { rig.host.ignoredCalls >= 1 }
    rig.tree.letGoOfSheet(dismissing: true)
    await rig.settle()
    #expect(rig.navigator.state.layers.isEmpty)
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.violations.isEmpty, "\(rig.tree.violations)")
  }

  @Test("Q33: a wait ends at its deadline when the completion block is dropped, and only once")
  func waitEndsWithoutItsBlock() async {
    let dropped = await CompletionWait<Int>.until(deadline: .milliseconds(10)) { _ in }
    #expect(dropped == nil)
    let completed = await CompletionWait<Int>.until(deadline: .seconds(60)) { wait in
      wait.complete(1)
      wait.complete(2)
    }
    #expect(completed == 1)
  }
}
