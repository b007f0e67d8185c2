import Foundation
import Testing
import Wayfinder
import WayfinderTraces

@MainActor
@Suite("Diagnostic events: published in order, recorded by traces, skipped by replays")
struct DiagnosticEventTests {
  /// A state with a sheet offering the medium detent only.
  func sheetState() throws -> NavigationState<Screen> {
    var state = NavigationState(root: Screen.one)
    try state.present(.presented, as: .sheet(SheetStyle(detents: [.medium])))
    return state
  }

  @Test("a diagnostic follows the refusal it explains, with the next sequence number")
  func order() throws {
    let navigator = Navigator(try sheetState())
    let layer = navigator.state.layers[0].id
    var seen: [NavigationEvent<Screen>] = []
    let token = navigator.observe { seen.append($0) }
    _ = try? navigator.userDid(.selectedDetent(.large, of: layer))
    try navigator.push(.two)
    token.cancel()
    #expect(seen.map(\.sequence) == [1, 2, 3])
    #expect(seen.map(\.diagnostic) == [nil, .detentNotOffered(.large, offered: [.medium]), nil])
    #expect(seen[1].description.hasPrefix("#2 user selected detent large"))
  }

  @Test("a view's binding that writes a detent the sheet does not offer is reported")
  func detentWrittenByAView() throws {
    let navigator = Navigator(try sheetState())
    let layer = navigator.state.layers[0].id
    let displayed = DisplayedNavigation(navigator: navigator)
    var seen: [NavigationEvent<Screen>] = []
    let token = navigator.observe { seen.append($0) }
    displayed.write(detent: .fraction(0.3), of: layer)
    displayed.write(detent: .medium, of: layer)  // the one it offers, selected already
    token.cancel()
    #expect(
      seen.compactMap(\.diagnostic) == [.detentNotOffered(.fraction(0.3), offered: [.medium])])
    #expect(navigator.state == (try sheetState()))
  }

  @Test("a restored state a rule redirects is restored; one a rule denies restores nothing")
  func restoreThroughRules() throws {
    let saved = NavigationState(root: Screen.one, pushed: [.three])
    let data = try StateRestorer().encode(saved)
    let redirecting = Navigator(root: Screen.two)
    redirecting.rules = [RouteRule("no three") { $0 == .three ? .redirect(to: .two) : .allow }]
    var seen: [NavigationEvent<Screen>] = []
    var token = redirecting.observe { seen.append($0) }
    try redirecting.restore(from: data, using: StateRestorer())
    #expect(redirecting.state.activeStack.routes == [.one, .two])
    #expect(seen.map(\.outcome) == [.changed])
    token.cancel()
    let denying = Navigator(root: Screen.two)
    denying.rules = [RouteRule("no three") { $0 == .three ? .deny : .allow }]
    seen = []
    token = denying.observe { seen.append($0) }
    #expect(throws: RestorationError.self) {
      try denying.restore(from: data, using: StateRestorer())
    }
    #expect(denying.state == NavigationState(root: Screen.two))
    #expect(seen.count == 2 && seen.first?.diagnostic == nil)
    guard case .restorationFailed(let error)? = seen.last?.diagnostic,
      case .corrupt(let reason) = error.reason
    else {
      Issue.record("expected a restoration diagnostic, got \(seen)")
      return
    }
    #expect(reason.contains("denies three"))
    token.cancel()
  }

  @Test("a diagnostic found outside a command reads as one")
  func outsideACommand() {
    let navigator = Navigator(NavigationState(root: Screen.one))
    var seen: [NavigationEvent<Screen>] = []
    let token = navigator.observe { seen.append($0) }
    _ = navigator.transition(named: "fold", registered: nil as Int?)
    token.cancel()
    #expect(seen.count == 1)
    #expect(seen.first?.command.kind == .apply(navigator.state))
    #expect(seen.first?.description.hasPrefix("#1 diagnostic: no transition") == true)
  }

  @Test("a trace records a diagnostic, and replaying the trace skips it")
  func traces() throws {
    let start = try sheetState()
    let navigator = Navigator(start)
    let layer = navigator.state.layers[0].id
    let recorder = TraceRecorder(navigator)
    try navigator.push(.two)
    _ = try? navigator.userDid(.selectedDetent(.large, of: layer))
    _ = navigator.transition(named: "fold", registered: nil as Int?)
    let trace = recorder.trace
    #expect(trace.records.map(\.outcome) == [.changed, .failed, .diagnostic, .diagnostic])
    #expect(
      trace.records[3].error == NavigationDiagnostic.unregisteredTransition("fold").description)
    // The inspector writes a refusal as one, and a diagnostic as its problem and fix.
    let summaries = TraceTimeline(trace).rows.map(\.summary)
    #expect(summaries[0] == "changed")
    #expect(summaries[1].hasPrefix("refused: "))
    #expect(summaries[3] == NavigationDiagnostic.unregisteredTransition("fold").description)
    let read = try NavigationTrace<Screen>.read(from: trace.encoded())
    #expect(read.records.map(\.outcome) == trace.records.map(\.outcome))
    let replay = Navigator(NavigationState(root: Screen.one)).replay(trace)
    #expect(replay.difference == nil)
    #expect(replay.matched == 2)
  }
}
