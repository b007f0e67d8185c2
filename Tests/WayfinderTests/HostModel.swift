@testable import Wayfinder

/// An independent model of what a host can do in one update, used to check the planner by
/// breadth-first search. It knows nothing of the planner's strategy: from a state it generates
/// every single update the capabilities allow — pop any number, push any run of the target's
/// screens, swap a root, dismiss to any depth, present any run of the target's layers, select
/// any tab (with one stack change where allowed), hide or show the alert, replace a base whose
/// shape differs — and keeps those that leave a valid state.
struct HostModel {
  let capabilities: HostCapabilities
  let target: NavigationState<Screen>

  /// Whether one update may turn stack `from` into `to`.
  func allowsStackUpdate(from: [Entry<Screen>], to: [Entry<Screen>]) -> Bool {
    guard from != to, !to.isEmpty else { return false }
    // A root swapped, or updated in place, while the path changes (Q5).
    if !capabilities.changesRootAndPathTogether, from.first != to.first,
      Array(from.dropFirst()) != Array(to.dropFirst())
    {
      return false
    }
    if capabilities.replacesStackInOneStep { return true }
    // Screens updated in place (the same ids, new routes): one update of the same length,
    // which no host animates.
    if from.map(\.id) == to.map(\.id) { return true }
    if to.count < from.count, Array(from.prefix(to.count)) == to {
      return from.count - to.count == 1 || capabilities.popsSeveralAtOnce
    }
    if to.count > from.count, Array(to.prefix(from.count)) == from {
      return to.count - from.count == 1 || capabilities.pushesSeveralAtOnce
    }
    return to.count == from.count && to[0] != from[0]
      && Array(to.dropFirst()) == Array(from.dropFirst())
  }

  /// Candidate new entry lists for the stack at `location`.
  func stackCandidates(_ state: NavigationState<Screen>, at location: StackLocation) -> [[Entry<
    Screen
  >]] {
    guard let from = state.stack(at: location)?.entries else { return [] }
    let goal = target.stack(at: location)?.entries ?? []
    var candidates: [[Entry<Screen>]] = []
    for keep in 1...from.count {
      let base = Array(from.prefix(keep))
      candidates.append(base)
      if goal.count > 1 {
        for start in 1..<goal.count {
          for end in (start + 1)...goal.count { candidates.append(base + goal[start..<end]) }
        }
      }
    }
    if let root = goal.first, root != from[0] {
      candidates.append([root] + from.dropFirst())
      candidates.append(goal)
    }
    // The screens the goal updates in place, rewritten (with and without the root).
    var rewritten = from
    for index in from.indices where index < goal.count && goal[index].id == from[index].id {
      rewritten[index] = goal[index]
    }
    candidates.append(rewritten)
    candidates.append([from[0]] + rewritten.dropFirst())
    return candidates.filter { allowsStackUpdate(from: from, to: $0) }
  }

  func successors(of state: NavigationState<Screen>) -> [NavigationState<Screen>] {
    var result: [NavigationState<Screen>] = []
    func add(_ change: (inout NavigationState<Screen>) -> Void) {
      var next = state
      change(&next)
      if next.firstViolation() == nil { result.append(next) }
    }
    if state.alert != nil { add { $0._alert = nil } }
    if state.alert == nil, let alert = target.alert { add { $0._alert = alert } }
    for depth in 0..<state.layers.count
    where state.layers.count - depth == 1 || capabilities.dismissesSeveralAtOnce {
      add { $0._layers.removeSubrange(depth...) }
    }
    for start in 0..<target.layers.count {
      for end in (start + 1)...target.layers.count
      where end - start == 1 || capabilities.presentsSeveralAtOnce {
        add { $0._layers += target.layers[start..<end] }
      }
    }
    for location in state.stackLocations {
      for entries in stackCandidates(state, at: location) {
        add { $0.setEntries(entries, at: location) }
      }
    }
    switch (state.base, target.base) {
    case (.tabs(let tabs), .tabs(let goal)) where tabs.ids == goal.ids:
      for tab in tabs.ids where tab != tabs.selection {
        add { $0.setSelection(tab) }
        guard capabilities.changesTabAndStackTogether else { continue }
        for other in tabs.ids {
          for entries in stackCandidates(state, at: .tab(other)) {
            add {
              $0.setSelection(tab)
              $0.setEntries(entries, at: .tab(other))
            }
          }
        }
      }
    case (.stack, .stack): break
    case (.split(let split), .split(let goal)) where split.hasContentColumn == goal.hasContentColumn:
      add { _ = try? $0.setCollapsed(goal.isCollapsed) }
      add { _ = try? $0.setColumnVisibility(goal.visibility) }
      for column in split.columns where column != .sidebar && split[column] != nil {
        add { _ = try? $0.clear(column) }
      }
      for column in goal.columns where split[column] == nil {
        guard let entries = goal[column]?.entries else { continue }
        add { $0.setEntries([entries[0]], at: .column(column)) }
        if capabilities.changesRootAndPathTogether {
          add { $0.setEntries(entries, at: .column(column)) }
        }
      }
    default:
      // The whole target base, or with the stacks it shares with this one down to their roots.
      var trimmed = target.base
      for location in trimmed.stackLocations {
        if let root = trimmed.baseStack(at: location)?.root,
          state.base.baseStack(at: location) != nil
        {
          trimmed.setRoot(root, at: location)
        }
      }
      for base in [target.base, trimmed] {
        add { $0._base = base }
      }
    }
    if !capabilities.changesRootAndPathTogether {
      // No update swaps a shown stack's root together with its pushed screens (Q5).
      result.removeAll { next in
        state.stackLocations.contains { location in
          guard let from = state.stack(at: location)?.entries,
            let to = next.stack(at: location)?.entries, from[0].id != to[0].id
          else { return false }
          return from.dropFirst().map(\.id) != to.dropFirst().map(\.id)
        }
      }
    }
    return result
  }

  /// The fewest updates from `start` to the target, or `nil` if more than `limit` states had
  /// to be visited.
  func distance(from start: NavigationState<Screen>, limit: Int = 200_000) -> Int? {
    var start = start
    start._nextID = max(start.nextID, target.nextID)
    var goal = target
    goal._nextID = start.nextID
    if start == goal { return 0 }
    var seen: Set<NavigationState<Screen>> = [start]
    var frontier = [start]
    var depth = 0
    while !frontier.isEmpty {
      depth += 1
      var next: [NavigationState<Screen>] = []
      for state in frontier {
        for successor in successors(of: state) where seen.insert(successor).inserted {
          if successor == goal { return depth }
          next.append(successor)
        }
      }
      if seen.count > limit { return nil }
      frontier = next
    }
    return nil
  }

  /// Whether one update may turn `from` into `to` (used to check each planner step).
  func allows(from: NavigationState<Screen>, to: NavigationState<Screen>) -> Bool {
    var to = to
    to._nextID = from.nextID
    return successors(of: from).contains(to)
  }
}

extension NavigationBase {
  /// Shows the stack at `location` as `root` alone.
  mutating func setRoot(_ root: Entry<Route>, at location: StackLocation) {
    switch (location, self) {
    case (.base, .stack):
      self = .stack(Stack(root: root))
    case (.tab(let tab), .tabs(var tabs)):
      guard let index = tabs._items.firstIndex(where: { $0.id == tab }) else { return }
      tabs._items[index]._stack = Stack(root: root)
      self = .tabs(tabs)
    default:
      return
    }
  }
}
