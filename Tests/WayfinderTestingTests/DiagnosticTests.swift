import Foundation
import Testing
import Wayfinder
import WayfinderTesting
import WayfinderTraces

enum GardenRoute: ModuleRoute {
  case beds
  case plant(Int)
  static let routeName = "garden"
}

enum KitchenRoute: ModuleRoute {
  case pantry
  static let routeName = "kitchen"
}

/// One test per diagnostic: the navigator publishes it as an event, a test that does not expect
/// it fails, and ``TestNavigator/sendDiagnosed(_:_:expecting:)`` accepts it.
@MainActor
@Suite("Diagnostics: each misuse is an event and fails a TestNavigator check")
struct DiagnosticTests {
  /// The events a navigator publishes while `action` runs.
  func events<Route>(
    of navigator: Navigator<Route>, _ action: (Navigator<Route>) throws -> Void
  ) -> [NavigationEvent<Route>] {
    var events: [NavigationEvent<Route>] = []
    let token = navigator.observe { events.append($0) }
    try? action(navigator)
    token.cancel()
    return events
  }

  /// Checks that an unexpected diagnostic fails `send`, and that `sendDiagnosed` accepts it.
  func expectFailure<Route>(
    _ state: NavigationState<Route>, _ diagnostic: NavigationDiagnostic,
    _ action: @escaping (Navigator<Route>) throws -> Void
  ) throws {
    let failing = TestNavigator(state)
    let failure = #expect(throws: TestNavigatorFailure.self) { try failing.send(action) }
    #expect(failure?.description.contains(diagnostic.problem) == true)
    let expecting = TestNavigator(state)
    try expecting.sendDiagnosed(action, diagnostic)
    try expecting.finish()
  }

  @Test("an unregistered transition name is reported with the fix")
  func unregisteredTransition() throws {
    let navigator = Navigator(root: Flow.first)
    let events = events(of: navigator) {
      #expect($0.transition(named: "slide", registered: 1) == 1)
      #expect($0.transition(named: "slyde", registered: nil as Int?) == nil)
    }
    #expect(events.map(\.outcome) == [.diagnostic(.unregisteredTransition("slyde"))])
    #expect(events[0].oldState == navigator.state && events[0].newState == navigator.state)
    #expect(events[0].description.contains("transitions[\"slyde\"]"))
    try expectFailure(NavigationState(root: Flow.first), .unregisteredTransition("slyde")) {
      _ = $0.transition(named: "slyde", registered: nil as Int?)
    }
  }

  @Test("a detent the sheet does not offer is refused and reported")
  func detentNotOffered() throws {
    var state = NavigationState(root: Flow.first)
    try state.present(.settings, as: .sheet(SheetStyle(detents: [.medium, .large])))
    let layer = state.layers[0].id
    let navigator = Navigator(state)
    let events = events(of: navigator) { try $0.userDid(.selectedDetent(.height(120), of: layer)) }
    let action = UserAction<Flow>.selectedDetent(.height(120), of: layer)
    #expect(events.count == 2)
    #expect(events.first?.diagnostic == nil && events.first?.outcome != .changed)
    #expect(
      events.last?.outcome
        == .diagnostic(.detentNotOffered(.height(120), offered: [.medium, .large])))
    #expect(events.map(\.command.kind) == [.userDid(action), .userDid(action)])
    // The app's own call throws instead: no diagnostic for a refusal the app sees.
    let direct = self.events(of: navigator) {
      try $0.transaction { try $0.selectDetent(.height(120), of: layer) }
    }
    #expect(direct.count == 1 && direct[0].diagnostic == nil)
    try expectFailure(state, .detentNotOffered(.height(120), offered: [.medium, .large])) {
      try $0.userDid(.selectedDetent(.height(120), of: layer))
    }
  }

  @Test("saving module routes with a restorer without a registry is reported")
  func missingRegistryOnSave() throws {
    let state = NavigationState(root: AnyRoute(GardenRoute.beds))
    let navigator = Navigator(state)
    let events = events(of: navigator) { _ = try $0.save(using: StateRestorer()) }
    #expect(events.map(\.outcome) == [.diagnostic(.missingRouteRegistry)])
    try expectFailure(state, .missingRouteRegistry) { _ = try $0.save(using: StateRestorer()) }
  }

  @Test("restoring module routes without a registry restores nothing and says why")
  func missingRegistryOnRestore() throws {
    let registry = RouteRegistry([GardenRoute.self])
    var saved = NavigationState(root: AnyRoute(GardenRoute.beds))
    try saved.push(AnyRoute(GardenRoute.plant(3)))
    let data = try StateRestorer(routes: registry).encode(saved)
    let start = NavigationState(root: AnyRoute(KitchenRoute.pantry))
    let navigator = Navigator(start)
    let events = events(of: navigator) { try $0.restore(from: data, using: StateRestorer()) }
    #expect(events.map(\.outcome) == [.diagnostic(.missingRouteRegistry)])
    #expect(events.map(\.command.kind) == [.restore])
    #expect(navigator.state == start)
    try expectFailure(start, .missingRouteRegistry) {
      try $0.restore(from: data, using: StateRestorer())
    }
    // With the registry, the same data restores, and nothing is reported.
    let restoring = TestNavigator(start)
    try restoring.send(
      { try $0.restore(from: data, using: StateRestorer(routes: registry)) },
      expecting: { $0 = saved })
  }

  @Test("a module the registry does not list is named, when saved and when restored")
  func unregisteredModule() throws {
    let both = RouteRegistry([GardenRoute.self, KitchenRoute.self])
    let gardenOnly = RouteRegistry([GardenRoute.self])
    var saved = NavigationState(root: AnyRoute(GardenRoute.beds))
    try saved.push(AnyRoute(KitchenRoute.pantry))
    let expected = NavigationDiagnostic.unregisteredModuleRoute("kitchen", registered: ["garden"])
    // Saving: the data could never be read back.
    let saving = Navigator(saved)
    let onSave = events(of: saving) { _ = try $0.save(using: StateRestorer(routes: gardenOnly)) }
    #expect(onSave.map(\.outcome) == [.diagnostic(expected)])
    try expectFailure(saved, expected) { _ = try $0.save(using: StateRestorer(routes: gardenOnly)) }
    // Restoring, strictly: nothing is restored.
    let data = try StateRestorer(routes: both).encode(saved)
    let start = NavigationState(root: AnyRoute(GardenRoute.plant(1)))
    let onRestore = events(of: Navigator(start)) {
      try $0.restore(from: data, using: StateRestorer(routes: gardenOnly))
    }
    #expect(onRestore.map(\.outcome) == [.diagnostic(expected)])
    try expectFailure(start, expected) {
      try $0.restore(from: data, using: StateRestorer(routes: gardenOnly))
    }
    // Restoring leniently: the kitchen screen is left out, and that is reported too.
    let lenient = StateRestorer(mode: .lenient, routes: gardenOnly)
    let test = TestNavigator(start)
    try test.sendDiagnosed(
      { try $0.restore(from: data, using: lenient) }, expected,
      expecting: {
        $0 = saved
        try $0.pop()  // the kitchen screen; the ids issued stay issued
      })
  }

  @Test("restoring data that is not navigation data restores nothing and says why")
  func restorationFailed() throws {
    let start = NavigationState(root: Flow.first)
    let navigator = Navigator(start)
    let junk = Data("not a saved state".utf8)
    let events = events(of: navigator) { try $0.restore(from: junk, using: StateRestorer()) }
    #expect(events.map(\.outcome) == [.diagnostic(.restorationFailed(.because(.notWayfinderData)))])
    try expectFailure(start, .restorationFailed(.because(.notWayfinderData))) {
      try $0.restore(from: junk, using: StateRestorer())
    }
  }

  @Test("a screen that zooms from a source not on screen is reported")
  func zoomSourceNotShown() throws {
    let zoom = ZoomTransitions<Flow> { $0 == .settings }
    let push: (Navigator<Flow>) throws -> Void = { navigator in
      var next = navigator.state
      try next.push(.settings)
      // What the SwiftUI host checks before it shows an animated step.
      DisplayedNavigation(navigator: navigator).reportZoomsWithoutSource(
        in: HostStep(operation: .setStack(.base, next.activeStack.entries), state: next),
        animated: true, zoom: zoom, sources: ZoomSources())
    }
    let navigator = Navigator(root: Flow.first)
    #expect(
      events(of: navigator, push).map(\.outcome) == [.diagnostic(.zoomSourceNotShown("settings"))])
    try expectFailure(NavigationState(root: Flow.first), .zoomSourceNotShown("settings"), push)
  }

  @Test("a diagnostic fails finish() even when the test navigator is not exhaustive")
  func nonExhaustiveStillFails() throws {
    let test = TestNavigator(NavigationState(root: Flow.first), exhaustive: false)
    _ = test.navigator.transition(named: "missing", registered: nil as Int?)
    withKnownIssue("an unexpected diagnostic is a failure") { try test.finish() }
    try test.finish()  // reported once, then forgotten
  }

  @Test("every diagnostic names its problem and its fix")
  func sentences() {
    let all: [NavigationDiagnostic] = [
      .unregisteredTransition("slide"), .detentNotOffered(.large, offered: [.medium]),
      .missingRouteRegistry, .unregisteredModuleRoute("kitchen", registered: []),
      .restorationFailed(.because(.checksumMismatch)), .zoomSourceNotShown("photo(1)"),
    ]
    for diagnostic in all {
      #expect(!diagnostic.problem.isEmpty && !diagnostic.fix.isEmpty)
      #expect(diagnostic.description == "\(diagnostic.problem). Fix: \(diagnostic.fix).")
    }
    #expect(Set(all.map(\.fix)).count == all.count)
  }
}

@MainActor
@Suite("Diagnostics in replayed traces")
struct DiagnosticReplayTests {
  @Test("a trace with a refused detent replays: the refusal and its diagnostic come back")
  func replaysDiagnostics() throws {
    var start = NavigationState(root: Flow.first)
    try start.present(.settings, as: .sheet(SheetStyle(detents: [.medium])))
    let navigator = Navigator(start)
    let layer = start.layers[0].id
    let recorder = TraceRecorder(navigator)
    _ = try? navigator.userDid(.selectedDetent(.large, of: layer))
    try navigator.push(.first)
    let trace = recorder.trace
    #expect(trace.records.map(\.outcome) == [.failed, .diagnostic, .changed])
    let test = TestNavigator(start)
    try test.replay(trace)
  }
}

@MainActor
@Suite("TestNavigator keeps its observer")
struct TestNavigatorObserverTests {
  @Test("events reach the test navigator however long the test runs")
  func keepsItsObserver() throws {
    let test = TestNavigator(NavigationState(root: Flow.first))
    try test.send({ try $0.push(.settings) }, expecting: { try $0.push(.settings) })
    try test.navigator.push(.first)
    #expect(test.unasserted.count == 1)
    let received = try test.receive(.push)
    #expect(received.command.kind == .push([.first], on: nil))
    try test.finish()
  }
}
