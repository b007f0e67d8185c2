import Testing

@testable import Wayfinder

/// The SwiftUI host presents from the real top of the window (Q35, Q22, Q20), held against
/// `SwiftUIModelHost`, which refuses a presentation from a view that presents a sheet already
/// (the compact inspector, an app's own sheet), as UIKit does under SwiftUI.
@Suite("SwiftUI presents from the real top (Q35)", .timeLimit(.minutes(1)))
@MainActor
struct SwiftUIPresentationTests {
  static let discard = AlertOwnershipTests.discard

  /// A collapsed split view (a compact width) with the inspector up: a sheet over the base.
  func compactInspector() async throws -> (Navigator<Screen>, SwiftUIModelHost) {
    var state = NavigationState(sidebar: Screen.one, content: .two)
    try state.show(.three, in: .detail)
    try state.show(.detail(9), in: .inspector)
    let (navigator, host) = SwiftUIModelHost.driving(state)
    host.displayed.write(collapsed: true)
    await host.settle(navigator)
    #expect(host.compactInspectorIsUp)
    return (navigator, host)
  }

  @Test("Q35: with the compact inspector up, an alert is presented from it and `ask` returns")
  func alertOverTheCompactInspector() async throws {
    let (navigator, host) = try await compactInspector()
    #expect(host.displayed.presenter(forLevel: 0) == .inspector)
    let asking = Task { @MainActor in try await navigator.presentAlert(Self.discard) }
    await host.settle(navigator)
    await waitUntil("the user sees the alert") { host.alertOnScreen() != nil }
    guard let (level, alert) = host.alertOnScreen() else { return }
    #expect(level.presenter == .inspector, "presented from the inspector's sheet")
    host.displayed.answerAlert("discard", to: alert.id)
    await waitUntil("ask returns") { navigator.state.alert == nil }
    guard navigator.state.alert == nil else { return }
    #expect(try await asking.value == "discard")
  }

  @Test("Q35: with the compact inspector up, a sheet is presented from it, not from the base")
  func sheetOverTheCompactInspector() async throws {
    let (navigator, host) = try await compactInspector()
    try navigator.present(.presented, as: .sheet())
    await host.settle(navigator)
    let fromBase = host.displayed.level(0)
    let fromInspector = host.displayed.level(0, at: .inspector)
    #expect(fromBase.sheet == nil, "the base presents the inspector already")
    #expect(fromInspector.sheet?.id == navigator.state.layers.first?.id)
    #expect(host.canPresent(from: fromInspector))
    // A wider window: the inspector is a column again, and the base presents the sheet, once
    // SwiftUI has taken it down from the inspector (never in the same update).
    host.displayed.write(collapsed: false)
    await host.settle(navigator)
    #expect(fromInspector.sheet == nil)
    #expect(fromBase.sheet == nil, "not while the inspector's sheet is still leaving")
    fromInspector.didDismiss()
    #expect(fromBase.sheet?.id == navigator.state.layers.first?.id)
    #expect(navigator.state.layers.count == 1, "moving the sheet is not the user's dismissal")
  }

  @Test("Q35: under an app's own sheet a presentation is refused and reported; `ask` returns")
  func appSheetRefusesAndAskReturns() async throws {
    let (navigator, host) = SwiftUIModelHost.driving(
      NavigationState(root: Screen.one, pushed: [.two]))
    var diagnostics: [NavigationDiagnostic] = []
    let observing = navigator.observe { event in
      if let diagnostic = event.diagnostic { diagnostics.append(diagnostic) }
    }
    defer { observing.cancel() }
    host.registerProbes()
    host.appPresentsSheet(atLevel: 0)  // a share sheet the app presented itself
    let asking = Task { @MainActor in try await navigator.presentAlert(Self.discard) }
    await host.settle(navigator)
    await waitUntil("ask returns") { navigator.state.alert == nil && navigator.isSettled }
    guard navigator.state.alert == nil else { return }
    #expect(try await asking.value == nil, "refused: answered with no button")
    #expect(diagnostics.contains { if case .presentationRefused = $0 { true } else { false } })
    // A sheet refused the same way: `present` gets no result, and the state says so.
    let sheet = try navigator.present(.presented, as: .sheet())
    let presenting = Task { @MainActor in await navigator.result(of: sheet, as: Int.self) }
    await host.settle(navigator)
    await waitUntil("present returns") { navigator.state.layers.isEmpty && navigator.isSettled }
    #expect(await presenting.value == nil)
    // Once the app's sheet is gone, the alert is presented and answered.
    host.appDismissesSheet(atLevel: 0)
    let again = Task { @MainActor in try await navigator.presentAlert(Self.discard) }
    await host.settle(navigator)
    await waitUntil("the user sees the alert") { host.alertOnScreen() != nil }
    guard let (_, alert) = host.alertOnScreen() else { return }
    host.displayed.answerAlert(nil, to: alert.id)
    await waitUntil("ask returns") { navigator.state.alert == nil }
    #expect(try await again.value == nil)
  }

  @Test("Q20: a step that hides an alert ends when the alert is gone, not at once")
  func hiddenAlertIsAwaited() async throws {
    let (navigator, host) = SwiftUIModelHost.driving(NavigationState(root: Screen.one))
    host.registerProbes()
    try show(Self.discard, on: navigator)
    await host.settle(navigator)
    _ = try navigator.dismissAlert()
    await waitUntil("the step that hides it started") { host.displayed.state.alert == nil }
    for _ in 0..<50 { await Task.yield() }
    #expect(!navigator.isSettled, "UIKit is still taking the alert down")
    try navigator.push(.two)
    for _ in 0..<50 { await Task.yield() }
    #expect(host.displayed.state.activeStack.depth == 1, "the push waits for the alert to go")
    host.endTransitions()
    await host.settle(navigator)
    #expect(host.displayed.state.activeStack.routes == [.one, .two])
    #expect(host.startedMidTransition == 0)
  }
}
