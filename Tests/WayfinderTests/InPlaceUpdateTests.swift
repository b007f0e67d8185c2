import PropertyBased
import Testing

@testable import Wayfinder

@Suite("A screen updated in place: a new route, the same identity")
@MainActor
struct InPlaceUpdateTests {
  @Test("update keeps the entry, its place and its guard; a missing entry is refused")
  func updateKeepsIdentity() throws {
    let navigator = Navigator(NavigationState(root: Screen.one, pushed: [.detail(1), .three]))
    let detail = navigator.state.activeStack.pushed[0].id
    let guarding = try navigator.guardLeaving(detail, canLeave: { false })
    defer { guarding.cancel() }
    try navigator.replace(detail, with: .detail(2))
    #expect(navigator.state.activeStack.routes == [.one, .detail(2), .three])
    #expect(navigator.state.activeStack.pushed[0].id == detail)
    #expect(navigator.state.leaveGuarded.contains(detail), "the guard stays: nothing left")
    let before = navigator.state
    #expect(throws: NavigationError(.entryNotFound(EntryID(99)))) {
      try navigator.replace(EntryID(99), with: .two)
    }
    #expect(navigator.state == before)
    // The screen's own handle does the same.
    #expect(ScreenNavigator(navigator, entry: detail).replace(with: .detail(3)))
    #expect(navigator.state.entry(detail)?.route == .detail(3))
  }

  @Test("the route rules see a route updated in place")
  func rulesSeeUpdates() throws {
    let navigator = Navigator(NavigationState(root: Screen.one, pushed: [.two]))
    navigator.rules = [RouteRule("no b") { $0 == .b ? .deny : .allow }]
    let two = navigator.state.currentEntry.id
    #expect(throws: NavigationError.self) { try navigator.replace(two, with: .b) }
    #expect(navigator.state.currentRoute == .two)
  }

  @Test("the host shows an update in place in one step, and the UIKit host remakes its controller")
  func oneStep() async throws {
    let start = NavigationState(root: Screen.one, pushed: [.detail(1)])
    var updated = start
    try updated.replace(start.currentEntry.id, with: .detail(2))
    let plan = NavigationPlanner.plan(
      from: start, to: updated, capabilities: .swiftUI,
      updatedInPlace: [start.currentEntry.id])
    #expect(plan.map(\.operation.description) == ["set base: one › detail(2)"])
    let rig = try ControllerRig(NavigationState(root: .one, pushed: [.detail(1)]))
    await rig.settle()
    let made = rig.tree.cache.madeCount
    try rig.navigator.replace(rig.navigator.state.currentEntry.id, with: .detail(2))
    await rig.settle()
    #expect(rig.takeCalls(from: 0) == ["setStack base [1, 2] animated"])
    #expect(rig.tree.cache.madeCount == made + 1)
    #expect(rig.tree.allControllers.last?.route == .detail(2))
  }

  @Test("FlowStacks' testBackToCommonAncestorFirst: by position, no more updates than FlowStacks")
  func flowStacksAncestorCase() throws {
    // FlowStacks: [push 2, push 3, push 4] → [push -2, push -3, sheet -4, sheet -5] in 4
    // updates (rewrite 2 and 3 in place; pop 4; present -4; present -5).
    let start = NavigationState(root: Screen.one, pushed: [.detail(2), .detail(3), .detail(4)])
    var end = NavigationState(root: Screen.one, pushed: [.detail(-2), .detail(-3)])
    try end.present(.detail(-4), as: .sheet())
    try end.present(.detail(-5), as: .sheet())
    var byPosition = start
    try byPosition.apply(end, identity: .byPosition)
    var byRoute = start
    try byRoute.apply(end)
    #expect(
      byPosition.stack(at: .base)?.pushed.map(\.id)
        == Array(start.activeStack.pushed.prefix(2).map(\.id)))
    let updated = start.entriesUpdatedInPlace(in: byPosition)
    #expect(updated.count == 2)
    for capabilities in HostCapabilities.tested {
      let inPlace = NavigationPlanner.plan(
        from: start, to: byPosition, capabilities: capabilities, updatedInPlace: updated)
      let renewed = NavigationPlanner.plan(from: start, to: byRoute, capabilities: capabilities)
      #expect(inPlace.count <= 4, "\(capabilities): \(inPlace.map(\.operation))")
      #expect(inPlace.count <= renewed.count, "\(capabilities)")
      checkPlan(from: start, to: byPosition, capabilities, updatedInPlace: updated)
    }
    // SwiftUI: rewrite 2 and 3 in place, pop 4, present, present — FlowStacks' 4; UIKit: 3.
    #expect(
      NavigationPlanner.plan(
        from: start, to: byPosition, capabilities: .swiftUI, updatedInPlace: updated
      ).map(\.operation.description).first == "set base: one › detail(-2) › detail(-3) › detail(4)")
    #expect(
      NavigationPlanner.plan(
        from: start, to: byPosition, capabilities: .uiKit, updatedInPlace: updated
      ).count == 3)
  }

  @Test("plans never grow when screens keep their identity by position", .timeLimit(.minutes(1)))
  func plansNeverGrow() async throws {
    let script = Gen.int(in: 0...2_000).array(of: 0...12)
    await propertyCheck(count: 150, input: Gen.int(in: 0...3), script, script) {
      seed, first, second in
      let old = CommandScript.run(first, seed: seed)
      var target = old
      for n in second { _ = CommandScript.apply(n, to: &target) }
      var byPosition = old
      var byRoute = old
      guard (try? byPosition.apply(target, identity: .byPosition)) != nil,
        (try? byRoute.apply(target)) != nil
      else { return }
      #expect(byPosition.isValid && byRoute.isValid)
      #expect(byPosition.showsSameRoutes(as: byRoute))
      let updated = old.entriesUpdatedInPlace(in: byPosition)
      for capabilities in HostCapabilities.tested {
        let inPlace = NavigationPlanner.plan(
          from: old, to: byPosition, capabilities: capabilities, updatedInPlace: updated)
        let renewed = NavigationPlanner.plan(from: old, to: byRoute, capabilities: capabilities)
        #expect(inPlace.count <= renewed.count, "\(capabilities): \(old) → \(target)")
        #expect(inPlace.last.map { $0.state == byPosition } ?? old.showsSame(as: byPosition))
      }
    }
  }
}

extension NavigationState where Route: Equatable {
  /// Whether both show the same routes in the same places (ids aside).
  fileprivate func showsSameRoutes(as other: NavigationState) -> Bool {
    stackLocations.count == other.stackLocations.count
      && zip(stackLocations, other.stackLocations).allSatisfy { mine, theirs in
        stack(at: mine)?.routes == other.stack(at: theirs)?.routes
      }
      && layers.map(\.presentation) == other.layers.map(\.presentation)
      && selectedTab == other.selectedTab
  }
}
