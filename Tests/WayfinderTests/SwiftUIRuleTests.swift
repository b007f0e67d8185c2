import PropertyBased
import Testing

@testable import Wayfinder

/// SwiftUI's run-time navigation rules (the host-quirks research, Q1–Q17), each held by the
/// UI-free code the SwiftUI host is built on: the displayed state it renders and writes to,
/// the planner's SwiftUI preset, and the navigator's driving of a host.
@MainActor
@Suite("SwiftUI's run-time rules, held by the host logic")
struct SwiftUIRuleTests {
  /// Tab a with `one › two`, tab b with `one`.
  func twoTabs() throws -> NavigationState<Screen> {
    var state = fourTabs()
    try state.push(.two, on: .tab(.tabA))
    return state
  }

  @Test("Q1: each stack and level binds to one stored object for as long as it is shown")
  func stableBindingTargets() async throws {
    let (navigator, host) = GatedHost.driving(try twoTabs())
    let displayed = host.displayed
    let tabA = try #require(displayed.stack(for: .tab(.tabA)))
    let level = displayed.level(0)
    let pathChanges = ChangeCounter { _ = tabA.path }
    try navigator.push(.three, on: .tab(.tabB))
    try navigator.present(.presented, as: sampleSheet)
    await host.finishAll(navigator)
    #expect(displayed.stack(for: .tab(.tabA)) === tabA, "the same object, not one per pass")
    #expect(displayed.level(0) === level)
    #expect(pathChanges.count == 0, "a push on tab b does not touch tab a's stored path")
    try navigator.push(.three, on: .tab(.tabA))
    await host.finishAll(navigator)
    await waitUntil("the change is counted") { pathChanges.count == 1 }
    #expect(displayed.stack(for: .tab(.tabA)) === tabA)
    #expect(tabA.path.map(\.route) == [.two, .three])
    #expect(tabA.path == displayed.path(at: .tab(.tabA)), "the stored path is the shown path")
    #expect(level.sheet?.id == navigator.state.layers.first?.id)
  }

  @Test("Q2: a replacement is two acknowledged steps, each one write of the path")
  func replacementIsOneWritePerStep() async throws {
    let (navigator, host) = GatedHost.driving(NavigationState(root: Screen.one, pushed: [.two]))
    let stack = try #require(host.displayed.stack(for: .base))
    let writes = ChangeCounter { _ = stack.path }
    try navigator.transaction { try $0.replaceTop(with: .three) }
    await waitUntil("the pop starts") { host.isWaiting }
    #expect(host.started.count == 1, "the push waits for the pop's acknowledgement")
    #expect(stack.path.map(\.route) == [])
    await waitUntil("one write") { writes.count == 1 }
    host.finish()
    await waitUntil("the push starts") { host.started.count == 2 }
    #expect(stack.path.map(\.route) == [.three])
    await waitUntil("two writes") { writes.count == 2 }
    host.finish()
    await navigator.settled()
    #expect(writes.count == 2, "one write per step")
    #expect(host.mostInFlight == 1)
  }

  @Test("Q3: a step SwiftUI does not animate is not waited for as if it did")
  func unanimatedSteps() throws {
    let start = NavigationState(root: Screen.one, pushed: [.two])
    let displayed = DisplayedNavigation(navigator: Navigator(start))
    func step(_ change: (inout NavigationState<Screen>) throws -> Void) throws -> HostStep<Screen> {
      var state = start
      try change(&state)
      let plan = NavigationPlanner.plan(from: start, to: state, capabilities: .swiftUI)
      return try #require(plan.first)
    }
    #expect(!displayed.animates(try step { try $0.replaceRoot(with: .three) }), "root swap")
    var sameLength = start
    sameLength.setEntries(
      [start.activeStack.root, Entry(id: EntryID(99), route: .three)], at: .base)
    #expect(
      !displayed.animates(HostStep(operation: .setStack(.base, []), state: sameLength)),
      "a path replaced by one of the same length")
    #expect(displayed.animates(try step { try $0.push(.three) }), "a push")
    #expect(displayed.animates(try step { try $0.pop() }), "a pop")
    #expect(displayed.animates(try step { try $0.present(.presented, as: sampleSheet) }))
    let tabs = DisplayedNavigation(navigator: Navigator(fourTabs()))
    var selected = fourTabs()
    try selected.selectTab(.tabB)
    let select = NavigationPlanner.plan(from: fourTabs(), to: selected, capabilities: .swiftUI)
    #expect(select.count == 1)
    #expect(!tabs.animates(select[0]), "a tab selected alone")
  }

  @Test("Q4: one step in flight; commands and writes meanwhile are folded, none lost")
  func oneStepInFlight() async throws {
    let (navigator, host) = GatedHost.driving(fourTabs())
    try navigator.push(.two)
    await waitUntil("the push starts") { host.isWaiting }
    // The user taps tab b in the same moment (through the stored selection).
    host.displayed.tabSelection = .tabB
    #expect(navigator.state.selectedTab == .tabB, "the write is folded at once")
    try navigator.push(.three)
    try navigator.present(.presented, as: sampleSheet)
    #expect(host.started.count == 1, "nothing starts while a step is in flight")
    await host.finishAll(navigator)
    #expect(host.mostInFlight == 1)
    #expect(host.displayed.state == navigator.state)
    #expect(navigator.state.stack(at: .tab(.tabA))?.routes == [.one, .two])
    #expect(navigator.state.stack(at: .tab(.tabB))?.routes == [.one, .three])
    #expect(navigator.state.layers.count == 1, "the presentation issued meanwhile is not lost")
  }

  @Test("Q5: the SwiftUI presets never swap a stack's root and its path in one step")
  func rootAndPathApart() async throws {
    // A restored state built apart: another root, with screens on it.
    let shown = NavigationState(root: Screen.one, pushed: [.two])
    let restored = NavigationState(root: Screen.a, pushed: [.b, .c])
    let plan = NavigationPlanner.plan(from: shown, to: restored, capabilities: .swiftUI)
    #expect(
      plan.map(\.operation.description) == [
        "set base: one", "replace all", "set base: A › B › C",
      ])
    #expect(plan.last?.state == restored)
    // Every plan between random states, related or built apart.
    let script = Gen.int(in: 0...2_000).array(of: 0...12)
    await propertyCheck(count: 150, input: Gen.int(in: 0...7), script, script) { seed, a, b in
      let old = CommandScript.run(a, seed: seed)
      var new = seed >= 4 ? CommandScript.run(b, seed: seed) : old
      if seed < 4 { for n in b { _ = CommandScript.apply(n, to: &new) } }
      for capabilities in [HostCapabilities.swiftUI, .strict] {
        var current = old
        for step in NavigationPlanner.plan(from: old, to: new, capabilities: capabilities) {
          for location in current.stackLocations {
            guard let from = current.stack(at: location)?.entries,
              let to = step.state.stack(at: location)?.entries
            else { continue }
            #expect(
              !NavigationPlanner.swapsRootAndPath(from: from, to: to),
              "\(capabilities): '\(step.operation)' swaps the root and path of \(location)")
          }
          current = step.state
        }
        #expect(current.showsSame(as: new))
      }
    }
  }

  @Test("Q5: a tab kept across a new set of tabs gets its new root before its screens")
  func replacedTabsKeepRootApart() throws {
    let old = NavigationState(tabs: ["a": Screen.one, "b": .one], selection: "a")
    var withScreens = old
    try withScreens.push(.two, on: .tab(.tabA))
    var target = NavigationState(tabs: ["a": Screen.three, "c": .one], selection: "a")
    try target.push(.detail(1), on: .tab(.tabA))
    let apart = try NavigationState(
      base: target.base, layers: [], nextID: max(withScreens.nextID, target.nextID) + 10)
    // Make the new tab a's ids fresh so that the two states share identity.
    var fresh = withScreens
    try fresh.apply(apart)
    let plan = NavigationPlanner.plan(from: withScreens, to: fresh, capabilities: .swiftUI)
    var current = withScreens
    for step in plan {
      if let from = current.stack(at: .tab(.tabA))?.entries,
        let to = step.state.stack(at: .tab(.tabA))?.entries
      {
        #expect(!NavigationPlanner.swapsRootAndPath(from: from, to: to), "\(step.operation)")
      }
      current = step.state
    }
    #expect(current == fresh)
    checkPlan(from: withScreens, to: fresh, .swiftUI)
  }

  @Test("Q6: a write that asks for what is shown, or echoes a step being applied, is no action")
  func echoesAreNoAction() async throws {
    let navigator = Navigator(NavigationState(root: Screen.one, pushed: [.two]))
    var events = 0
    let observing = navigator.observe { _ in events += 1 }
    defer { observing.cancel() }
    let host = GatedHost(navigator)
    navigator.attach(host)
    let stack = try #require(host.displayed.stack(for: .base))
    stack.path = stack.path
    #expect(events == 0, "the shown path written back")
    // A push is being applied; SwiftUI writes back the path it showed before.
    let before = stack.path
    try navigator.push(.three)
    await waitUntil("the push is shown") { host.isWaiting }
    let eventsBefore = events
    stack.path = before
    #expect(events == eventsBefore, "the echo of the old path does not pop the new screen")
    #expect(navigator.state.activeStack.routes == [.one, .two, .three])
    // A path naming a screen the stack no longer has cannot come from the user.
    host.finish()
    await navigator.settled()
    let stale = stack.path
    try navigator.pop()
    await host.finishAll(navigator)
    let eventsAfterPop = events
    stack.path = stale
    #expect(events == eventsAfterPop, "a stale path does not push the popped screen again")
    #expect(navigator.state.activeStack.routes == [.one, .two])
    // Once no step is in flight, the same kind of write is the user's.
    stack.path = []
    #expect(navigator.state.activeStack.routes == [.one])
  }

  @Test("Q6: a slot or a tab written back during a step is no action")
  func slotAndTabEchoes() async throws {
    let (navigator, host) = GatedHost.driving(fourTabs())
    let level = host.displayed.level(0)
    try navigator.present(.presented, as: sampleSheet)
    await waitUntil("the sheet is shown") { host.isWaiting }
    level.sheet = nil
    #expect(navigator.state.layers.count == 1, "the slot's old nil is an echo, not a dismissal")
    host.finish()
    await navigator.settled()
    try navigator.dismissAll()
    try navigator.selectTab(.tabC)
    await waitUntil("a step is shown") { host.isWaiting }
    await host.finishAll(navigator)
    try navigator.selectTab(.tabD)
    await waitUntil("the selection is shown") { host.isWaiting }
    host.displayed.tabSelection = .tabC
    #expect(navigator.state.selectedTab == .tabD, "the old selection written back is an echo")
    await host.finishAll(navigator)
    host.displayed.tabSelection = .tabC
    #expect(navigator.state.selectedTab == .tabC, "after the step, a tap is a tap")
  }

  @Test("Q8: what a step removes keeps rendering until the step is acknowledged")
  func leavingContentOutlivesItsStep() async throws {
    let (navigator, host) = GatedHost.driving(NavigationState(root: Screen.one))
    let base = try #require(host.displayed.stack(for: .base))
    let link = PathEntry(Screen.detail(3))
    base.path = [link]
    let pushed = try #require(host.displayed.entryID(for: link))
    try navigator.transaction { try $0.present(stack: [.presented, .two], as: sampleSheet) }
    await host.finishAll(navigator)
    let layer = try #require(navigator.state.layers.first)
    let sheet = try #require(host.displayed.stack(for: .layer(layer.id)))
    // One command takes both away: the sheet and the linked screen.
    var target = navigator.state
    target.dismissAll()
    try target.popToRoot(on: .base)
    try navigator.apply(target)
    await waitUntil("the dismissal is shown") { host.isWaiting }
    #expect(host.displayed.stack(for: .layer(layer.id)) === sheet, "the sheet still renders")
    #expect(sheet.isLeaving)
    #expect(sheet.root.route == .presented)
    #expect(sheet.path.map(\.route) == [.two])
    sheet.path = []
    #expect(navigator.state.layers.isEmpty, "a leaving stack's writes are not actions")
    host.finish()
    await waitUntil("the pop is shown") { host.started.count == 3 }
    #expect(host.displayed.stack(for: .layer(layer.id)) == nil, "gone once its step is over")
    #expect(host.displayed.entryID(for: link) == pushed, "the popped screen knows who it is")
    host.finish()
    await navigator.settled()
    #expect(host.displayed.entryID(for: link) == nil)
  }

  @Test("Q11: one sheet replacing another is a dismissal, then a presentation; reported once")
  func sheetReplacedBySheet() async throws {
    var start = fourTabs()
    try start.present(.presented, as: sampleSheet)
    var target = start
    target.dismissAll()
    try target.present(.detail(1), as: sampleSheet)
    let plan = NavigationPlanner.plan(from: start, to: target, capabilities: .swiftUI)
    #expect(plan.map(\.operation.description).first == "dismiss to 0 layers")
    #expect(plan.count == 2)
    guard case .present = plan.last?.operation else {
      Issue.record("the second step presents")
      return
    }
    let navigator = Navigator(start)
    var dismissals = 0
    let observing = navigator.observe { event in
      if case .userDid(.dismissedLayer) = event.command.kind { dismissals += 1 }
    }
    defer { observing.cancel() }
    let displayed = DisplayedNavigation(navigator: navigator)
    displayed.level(0).sheet = nil
    displayed.level(0).sheet = nil
    #expect(dismissals == 1, "SwiftUI's second nil is no second dismissal")
  }

  @Test("Q12: no step dismisses and presents; a presentation waits for the dismissal")
  func dismissalThenPresentation() async throws {
    let script = Gen.int(in: 0...2_000).array(of: 0...12)
    await propertyCheck(count: 150, input: Gen.int(in: 0...7), script, script) { seed, a, b in
      let old = CommandScript.run(a, seed: seed)
      var new = seed >= 4 ? CommandScript.run(b, seed: seed) : old
      if seed < 4 { for n in b { _ = CommandScript.apply(n, to: &new) } }
      for capabilities in HostCapabilities.tested where !capabilities.presentsSeveralAtOnce {
        var current = old
        for step in NavigationPlanner.plan(from: old, to: new, capabilities: capabilities) {
          let before = Set(current.layers.map(\.id))
          let after = Set(step.state.layers.map(\.id))
          let dismisses = !before.subtracting(after).isEmpty
          let presents = !after.subtracting(before).isEmpty
          // An imperative host rebuilds everything in a `replace all` on its own terms.
          if case .replaceAll = step.operation, capabilities.changesRootAndPathTogether {
            current = step.state
            continue
          }
          #expect(!(dismisses && presents), "\(capabilities): '\(step.operation)'")
          current = step.state
        }
      }
    }
    var start = fourTabs()
    try start.present(.presented, as: sampleSheet)
    let (navigator, host) = GatedHost.driving(start)
    var target = start
    target.dismissAll()
    try target.present(.detail(2), as: .fullScreenCover)
    try navigator.apply(target)
    await waitUntil("the dismissal is shown") { host.isWaiting }
    #expect(host.displayed.layers.isEmpty)
    #expect(host.started.count == 1, "the cover waits for the dismissal's acknowledgement")
    host.finish()
    await waitUntil("the cover is shown") { host.started.count == 2 }
    #expect(host.displayed.layers.map(\.presentation) == [.fullScreenCover])
    await host.finishAll(navigator)
  }

  @Test("Q14: in the background SwiftUI's writes are not the user's; on return all is shown again")
  func sceneReturns() async throws {
    var start = fourTabs()
    try start.present(.presented, as: sampleSheet)
    try start.present(.detail(1), as: sampleSheet)
    let (navigator, host) = GatedHost.driving(start)
    let displayed = host.displayed
    let inner = displayed.level(1)
    let outerStack = try #require(displayed.stack(for: .layer(start.layers[0].id)))
    let levelChanges = ChangeCounter { _ = inner.sheet }
    let pathChanges = ChangeCounter { _ = outerStack.path }
    displayed.sceneDidEnterBackground()
    inner.sheet = nil
    outerStack.path = [PathEntry(Screen.three)]
    #expect(navigator.state == start, "SwiftUI tearing down the sheet-on-sheet is no dismissal")
    #expect(displayed.state == start)
    displayed.sceneWillEnterForeground()
    await waitUntil("the views are told") { levelChanges.count == 1 && pathChanges.count == 1 }
    #expect(inner.sheet?.id == start.layers[1].id, "the slot shows the displayed layer again")
    inner.sheet = nil
    #expect(navigator.state.layers.count == 1, "in the foreground, a drag is a dismissal")
  }

  @Test("Q15: a tab switch is a step like any other: it waits for the step in flight")
  func tabSwitchWaits() async throws {
    let (navigator, host) = GatedHost.driving(fourTabs())
    try navigator.push(.two)
    await waitUntil("the push is shown") { host.isWaiting }
    try navigator.selectTab(.tabB)
    #expect(host.displayed.selectedTab == .tabA, "the switch does not cut into the push")
    #expect(host.started.count == 1)
    host.finish()
    await waitUntil("the switch is shown") { host.started.count == 2 }
    #expect(host.displayed.selectedTab == .tabB)
    #expect(host.displayed.stack(at: .tab(.tabA))?.routes == [.one, .two], "tab a's path kept")
    await host.finishAll(navigator)
    #expect(host.mostInFlight == 1)
  }

  @Test("Q17: re-tapping the selected tab pops it to its root, as tabReselection says")
  func reselectionPopsToRoot() async throws {
    var start = fourTabs()
    try start.push(contentsOf: [.two, .three])
    let navigator = Navigator(start)
    let displayed = DisplayedNavigation(navigator: navigator)
    displayed.tabSelection = .tabA
    #expect(navigator.state.stack(at: .tab(.tabA))?.routes == [.one], "a tap on the selected tab")
    let keeping = Navigator(start)
    keeping.tabReselection = .keepStack
    DisplayedNavigation(navigator: keeping).tabSelection = .tabA
    #expect(keeping.state.stack(at: .tab(.tabA))?.routes == [.one, .two, .three])
    let command = Navigator(start)
    try command.selectTab(.tabA)
    #expect(command.state.stack(at: .tab(.tabA))?.routes == [.one], "the command does the same")
  }
}
