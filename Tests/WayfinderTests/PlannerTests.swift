import PropertyBased
import Testing

@testable import Wayfinder

/// Checks a plan: each step is one update the host model allows, every intermediate state is
/// valid, the last state is the target, and the length equals the breadth-first distance.
func checkPlan(
  from old: NavigationState<Screen>, to new: NavigationState<Screen>,
  _ capabilities: HostCapabilities, updatedInPlace: Set<EntryID> = [],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let plan = NavigationPlanner.plan(
    from: old, to: new, capabilities: capabilities, updatedInPlace: updatedInPlace)
  let model = HostModel(capabilities: capabilities, target: new)
  var current = old
  current._nextID = max(old.nextID, new.nextID)
  for step in plan {
    #expect(step.state.firstViolation() == nil, sourceLocation: sourceLocation)
    var imperative = current
    imperative.perform(step.operation, target: new)
    imperative._nextID = step.state.nextID
    #expect(
      imperative == step.state, "operation '\(step.operation)' does not produce its state",
      sourceLocation: sourceLocation)
    #expect(
      model.allows(from: current, to: step.state),
      "\(capabilities): step '\(step.operation)' is not one update\nfrom:\n\(current)\nto:\n\(step.state)",
      sourceLocation: sourceLocation)
    current = step.state
  }
  if let last = plan.last {
    #expect(last.state == new, sourceLocation: sourceLocation)
  } else {
    #expect(old.showsSame(as: new), sourceLocation: sourceLocation)
  }
  let distance = model.distance(from: old)
  #expect(
    plan.count == distance,
    "\(capabilities): plan has \(plan.count) steps, the search found \(distance.map(String.init) ?? "none")\nfrom:\n\(old)\nto:\n\(new)\nplan: \(plan.map(\.operation.description))",
    sourceLocation: sourceLocation)
}

extension NavigationState<Screen> {
  /// Executes an operation the way an imperative host (UIKit) would, without looking at the
  /// step's state.
  mutating func perform(_ operation: HostOperation<Screen>, target: NavigationState<Screen>) {
    switch operation {
    case .setStack(let location, let entries): setEntries(entries, at: location)
    case .selectTab(let tab): setSelection(tab)
    case .selectTabAndSetStack(let tab, let location, let entries):
      setSelection(tab)
      setEntries(entries, at: location)
    case .replaceBase(let base): self._base = base
    case .clearColumn(let column): _ = try? clear(column)
    case .setColumnVisibility(let visibility): _ = try? setColumnVisibility(visibility)
    case .setCollapsed(let collapsed): _ = try? setCollapsed(collapsed)
    case .present(let presented): _layers += presented
    case .dismiss(let keeping): _layers.removeSubrange(keeping...)
    case .presentAlert(let alert): self._alert = alert
    case .hideAlert: _alert = nil
    case .replaceAll: self = target
    }
  }
}

func entry(_ id: UInt64, _ route: Screen) -> Entry<Screen> { Entry(id: EntryID(id), route: route) }

@Suite("Planner: minimal, valid plans for every host")
struct PlannerTests {
  @Test("equal states, or states that differ only in the id counter, give an empty plan")
  func emptyPlans() throws {
    var state = fourTabs()
    try state.push(.two)
    var other = state
    try other.push(.three)
    try other.pop()
    #expect(other != state)
    for capabilities in HostCapabilities.tested {
      #expect(NavigationPlanner.plan(from: state, to: state, capabilities: capabilities).isEmpty)
      #expect(NavigationPlanner.plan(from: state, to: other, capabilities: capabilities).isEmpty)
    }
  }

  /// Every stack made of root 1 or 6 and up to two pushed of entries 2–5 (34 stacks).
  static let smallStacks: [[Entry<Screen>]] = {
    let pool = [entry(2, .two), entry(3, .three), entry(4, .detail(4)), entry(5, .detail(5))]
    var pushed: [[Entry<Screen>]] = [[]]
    for first in pool {
      pushed.append([first])
      for second in pool where second != first { pushed.append([first, second]) }
    }
    return [entry(1, .one), entry(6, .a)].flatMap { root in pushed.map { [root] + $0 } }
  }()

  @Test(
    "every pair of small stacks, every preset, matches the search",
    arguments: HostCapabilities.tested)
  func allSmallStacks(capabilities: HostCapabilities) throws {
    func state(_ entries: [Entry<Screen>]) throws -> NavigationState<Screen> {
      try NavigationState(
        base: .stack(Stack(root: entries[0], pushed: Array(entries.dropFirst()))), nextID: 20)
    }
    for old in Self.smallStacks {
      for new in Self.smallStacks {
        checkPlan(from: try state(old), to: try state(new), capabilities)
      }
    }
  }

  /// Up to three layers drawn from three presentations, each with one of two contents.
  static let smallLayerSets: [[Layer<Screen>]] = {
    let kinds: [(UInt64, Presentation)] = [
      (10, sampleSheet), (11, .fullScreenCover), (12, .custom("grow-from-centre")),
    ]
    let variants = kinds.flatMap { id, presentation in
      [
        Layer(
          id: LayerID(id), presentation: presentation,
          content: Stack(root: entry(id + 10, .presented))),
        Layer(
          id: LayerID(id), presentation: presentation,
          content: Stack(root: entry(id + 10, .presented), pushed: [entry(id + 20, .three)])),
      ]
    }
    var sets: [[Layer<Screen>]] = [[]]
    for a in variants {
      sets.append([a])
      for b in variants where b.id != a.id {
        sets.append([a, b])
        for c in variants where c.id != a.id && c.id != b.id && a.id == LayerID(10) {
          sets.append([a, b, c])
        }
      }
    }
    return sets
  }()

  @Test(
    "every pair of small layer sets, every preset, matches the search",
    arguments: HostCapabilities.tested)
  func allSmallLayerSets(capabilities: HostCapabilities) throws {
    let base = NavigationBase<Screen>.stack(Stack(root: entry(1, .one), pushed: [entry(2, .two)]))
    for old in Self.smallLayerSets {
      for new in Self.smallLayerSets {
        checkPlan(
          from: try NavigationState(base: base, layers: old, nextID: 40),
          to: try NavigationState(base: base, layers: new, nextID: 40), capabilities)
      }
    }
  }

  @Test(
    "random changes from command sequences match the search", arguments: HostCapabilities.tested)
  func randomPairs(capabilities: HostCapabilities) async throws {
    let script = Gen.int(in: 0...2_000).array(of: 0...12)
    await propertyCheck(count: 60, input: Gen.int(in: 0...1), script, script) {
      seed, first, second in
      let old = CommandScript.run(first, seed: seed)
      var new = old
      for n in second { _ = CommandScript.apply(n, to: &new) }
      // Keep the search small: at most 4 screens per stack and 3 layers.
      let small = [old, new].allSatisfy { state in
        state.layers.count <= 3
          && state.stackLocations.allSatisfy { (state.stack(at: $0)?.depth ?? 0) <= 4 }
      }
      guard small else { return }
      checkPlan(from: old, to: new, capabilities)
    }
  }

  @Test("states built apart are rebuilt in one step where the host can swap a root and a path")
  func unrelatedStates() throws {
    let old = NavigationState(root: Screen.one, pushed: [.two])
    let new = NavigationState(root: Screen.one, pushed: [.three])
    let plan = NavigationPlanner.plan(from: old, to: new, capabilities: .uiKit)
    #expect(plan.map(\.operation) == [.replaceAll])
    #expect(plan.last?.state == new)
    // SwiftUI (Q5): down to the roots, which here are the same screen, then up again.
    let swiftUI = NavigationPlanner.plan(from: old, to: new, capabilities: .swiftUI)
    #expect(
      swiftUI.map(\.operation) == [
        .setStack(.base, [old.activeStack.root]), .setStack(.base, new.activeStack.entries),
      ])
    #expect(swiftUI.last?.state == new)
  }

  @Test("a shared screen whose route is equal in value but not in bytes keeps its identity")
  func equalRoutesOfOtherBytes() throws {
    // The same name, once with "ë" composed and once as "e" and a combining diaeresis: equal
    // as Swift strings, different in their bytes, so the planner compares them as values.
    let short = "Zo\u{00EB}"
    let long = "Zoe\u{0308}"
    #expect(short == long)
    let base = try NavigationState(
      base: .stack(Stack(root: entry(1, .one), pushed: [entry(2, .second(name: short))])),
      nextID: 3)
    let same = try NavigationState(
      base: .stack(
        Stack(
          root: entry(1, .one), pushed: [entry(2, .second(name: long)), entry(3, .three)])),
      nextID: 4)
    let plan = NavigationPlanner.plan(from: base, to: same, capabilities: .swiftUI)
    #expect(plan.map(\.operation) == [.setStack(.base, same.activeStack.entries)])
    let other = try NavigationState(
      base: .stack(
        Stack(root: entry(1, .one), pushed: [entry(2, .second(name: "Bo")), entry(3, .three)])),
      nextID: 4)
    let replaced = NavigationPlanner.plan(from: base, to: other, capabilities: .uiKit)
    #expect(replaced.map(\.operation) == [.replaceAll], "one id, two screens: not shared")
  }
}
