import Foundation

/// Splits a change from one navigation state to another into the fewest host updates.
///
/// Hosts cannot apply every change at once: SwiftUI presents one sheet per update and loses
/// the animation of a pop and a push made together; UIKit dismisses everything above a
/// presenter in one call. Given what a host can do (``HostCapabilities``), the planner returns
/// steps that each change one thing the host understands. Every intermediate state is valid,
/// the last one equals the target, and the number of steps is minimal for the capabilities
/// (checked against a breadth-first search over host updates in the tests).
///
/// The order is: hide the alert, dismiss layers, change the base (tab and stacks), change the
/// stacks inside kept layers, present new layers, show the alert — removals before additions,
/// so a screen never appears twice on the way.
///
/// ```swift
/// let steps = NavigationPlanner.plan(from: navigator.state, to: target, capabilities: .swiftUI)
/// for step in steps { print(step.operation) }
/// // hide alert · dismiss to 0 layers · select tab c + set tab c: One › Two › Three
/// ```
@usableFromInline package enum NavigationPlanner {
  /// The steps that take a host from `old` to `new`.
  ///
  /// - Parameters:
  ///   - old: What the host shows now.
  ///   - new: What it should show.
  ///   - capabilities: What the host can do per update.
  ///   - updatedInPlace: The screens `new` gave a new route in place (``Navigator/replace(_:with:)``):
  ///     the same screens as in `old`, although their routes differ. Any other id whose route
  ///     differs means the two states were built apart.
  /// - Returns: The steps, in order; empty when the two states show the same thing.
  /// - Complexity: O(n + l²) in the number of entries n and layers l. Specialised for the
  ///   app's route type (the planner is inlinable).
  @inlinable
  package static func plan<Route: Equatable>(
    from old: NavigationState<Route>, to new: NavigationState<Route>,
    capabilities: HostCapabilities, updatedInPlace: Set<EntryID> = []
  ) -> [HostStep<Route>] {
    guard !old.showsSame(as: new) else { return [] }
    guard old.sharesIdentity(with: new, updatedInPlace: updatedInPlace) else {
      guard !capabilities.changesRootAndPathTogether else {
        return [HostStep(operation: .replaceAll, state: new)]
      }
      return rebuild(from: old, to: new, capabilities: capabilities)
    }
    var builder = PlanBuilder(start: old, end: new, capabilities: capabilities)
    builder.inPlace = !updatedInPlace.isEmpty
    builder.build()
    return builder.finish()
  }

  /// The steps between states built apart, for a host that cannot swap a stack's root and
  /// path together (Q5) nor dismiss and present in one update (Q12): the old state down to its
  /// stacks' roots (pops, dismissals), one ``HostOperation/replaceAll`` to the new state's
  /// roots, then the new state's pushes, presentations and alert, each planned as usual.
  @inlinable
  static func rebuild<Route: Equatable>(
    from old: NavigationState<Route>, to new: NavigationState<Route>,
    capabilities: HostCapabilities
  ) -> [HostStep<Route>] {
    let oldRoots = old.roots()
    let newRoots = new.roots()
    var steps = plan(from: old, to: oldRoots, capabilities: capabilities)
    if !oldRoots.showsSame(as: newRoots) {
      steps.append(HostStep(operation: .replaceAll, state: newRoots))
    }
    steps += plan(from: newRoots, to: new, capabilities: capabilities)
    return steps
  }

  /// Whether changing a stack from `from` to `to` in one update swaps its root and changes its
  /// pushed screens together (Q5).
  @inlinable
  static func swapsRootAndPath<Route>(from: [Entry<Route>], to: [Entry<Route>]) -> Bool {
    guard let fromRoot = from.first, let toRoot = to.first, fromRoot.id != toRoot.id else {
      return false
    }
    return !from.dropFirst().map(\.id).elementsEqual(to.dropFirst().map(\.id))
  }

  /// The sequence of entry lists a host goes through to turn stack `from` into `to`: each
  /// element is one update.
  ///
  /// Entries are compared by id alone: the planner calls this only for states that share
  /// identity (``NavigationState/sharesIdentity(with:)``), where one id is one screen. Screens
  /// updated in place (same id, new route) take their new routes in the one update of a host
  /// that replaces a stack at once, or in a first update of the same length (which SwiftUI does
  /// not animate) before the pops and pushes.
  ///
  /// - Complexity: O(n) in the entries, O(n²) when the host pops or pushes one at a time.
  @inlinable
  static func stackUpdates<Route: Equatable>(
    from: [Entry<Route>], to: [Entry<Route>], capabilities: HostCapabilities,
    inPlace: Bool = false
  ) -> [[Entry<Route>]] {
    let common = min(from.count, to.count)
    // Without screens updated in place (the common case), ids alone decide.
    if !inPlace || from[..<common].elementsEqual(to[..<common]) {
      return stackUpdatesByID(from: from, to: to, capabilities: capabilities)
    }
    // Screens updated in place: the entries both share by id, with their new routes.
    var shared = 0
    while shared < common, from[shared].id == to[shared].id { shared += 1 }
    var rewritten = from
    var inPlace = false
    for index in 0..<shared where from[index].route != to[index].route {
      rewritten[index] = to[index]
      inPlace = true
    }
    guard inPlace else { return stackUpdatesByID(from: from, to: to, capabilities: capabilities) }
    // A root updated in place while the path changes comes alone, last, where the host cannot
    // change both in one update (Q5).
    let rootApart =
      !capabilities.changesRootAndPathTogether && shared > 0 && from[0].route != to[0].route
      && !(from.dropFirst().elementsEqual(to.dropFirst()))
    if rootApart { rewritten[0] = from[0] }
    if capabilities.replacesStackInOneStep {
      return rootApart ? [[from[0]] + to.dropFirst(), to] : [to]
    }
    // A host that cannot replace a stack in one animated update rewrites in place first (an
    // update of the same length, which it does not animate), then pops and pushes.
    var updates: [[Entry<Route>]] = []
    if !rewritten.elementsEqual(from) { updates.append(rewritten) }
    updates += stackUpdatesByID(from: rewritten, to: to, capabilities: capabilities)
    if updates.last.map({ !$0.elementsEqual(to) }) ?? true { updates.append(to) }
    return updates
  }

  /// ``stackUpdates(from:to:capabilities:)`` by id alone.
  @inlinable
  static func stackUpdatesByID<Route: Equatable>(
    from: [Entry<Route>], to: [Entry<Route>], capabilities: HostCapabilities
  ) -> [[Entry<Route>]] {
    guard let fromRoot = from.first, let toRoot = to.first else { return to.isEmpty ? [] : [to] }
    var shared = 1
    let common = min(from.count, to.count)
    while shared < common, from[shared].id == to[shared].id { shared += 1 }
    guard shared < from.count || shared < to.count || fromRoot.id != toRoot.id else { return [] }
    if capabilities.replacesStackInOneStep {
      guard !capabilities.changesRootAndPathTogether, fromRoot.id != toRoot.id,
        shared < from.count || shared < to.count
      else { return [to] }
      // The path first, under the old root; then the root alone (Q5).
      return [[fromRoot] + to.dropFirst(), to]
    }
    var updates: [[Entry<Route>]] = []
    var current = from
    if current.count > shared {
      if capabilities.popsSeveralAtOnce {
        current = Array(current.prefix(shared))
        updates.append(current)
      } else {
        while current.count > shared {
          current.removeLast()
          updates.append(current)
        }
      }
    }
    if current[0].id != to[0].id {
      current[0] = to[0]
      updates.append(current)
    }
    if current.count < to.count {
      if capabilities.pushesSeveralAtOnce {
        updates.append(to)
      } else {
        for count in (current.count + 1)...to.count { updates.append(Array(to.prefix(count))) }
      }
    }
    return updates
  }
}

/// Accumulates steps, keeping the running state each step leaves the host in.
@usableFromInline
struct PlanBuilder<Route: Equatable> {
  @usableFromInline var current: NavigationState<Route>
  @usableFromInline let end: NavigationState<Route>
  @usableFromInline let capabilities: HostCapabilities
  @usableFromInline var steps: [HostStep<Route>] = []
  /// Whether some screens were updated in place (same id, new route).
  @usableFromInline var inPlace = false

  @inlinable
  init(start: NavigationState<Route>, end: NavigationState<Route>, capabilities: HostCapabilities) {
    self.current = start
    self.current._nextID = max(start.nextID, end.nextID)
    self.end = end
    self.capabilities = capabilities
  }

  @inlinable
  mutating func emit(
    _ operation: HostOperation<Route>, _ change: (inout NavigationState<Route>) -> Void
  ) {
    change(&current)
    steps.append(HostStep(operation: operation, state: current))
  }

  @inlinable
  mutating func build() {
    if current.alert != nil, current.alert != end.alert {
      emit(.hideAlert) { $0._alert = nil }
    }
    let kept = layersToKeep()
    if current.layers.count > kept {
      if capabilities.dismissesSeveralAtOnce {
        emit(.dismiss(keeping: kept)) { $0._layers.removeSubrange(kept...) }
      } else {
        for keeping in stride(from: current.layers.count - 1, through: kept, by: -1) {
          emit(.dismiss(keeping: keeping)) { $0._layers.removeSubrange(keeping...) }
        }
      }
    }
    buildBase()
    for index in 0..<kept {
      let location = StackLocation.layer(end.layers[index].id)
      setStack(location, to: end.layers[index].content.entries)
    }
    let presented = Array(end.layers[kept...])
    if !presented.isEmpty {
      if capabilities.presentsSeveralAtOnce {
        emit(.present(presented)) { $0._layers += presented }
      } else {
        for layer in presented { emit(.present([layer])) { $0._layers.append(layer) } }
      }
    }
    if let alert = end.alert, current.alert != alert {
      emit(.presentAlert(alert)) { $0._alert = alert }
    }
  }

  /// Sets one stack through the updates the host needs.
  @inlinable
  mutating func setStack(_ location: StackLocation, to entries: [Entry<Route>]) {
    let from = current.stack(at: location)?.entries ?? []
    for update in NavigationPlanner.stackUpdates(
      from: from, to: entries, capabilities: capabilities, inPlace: inPlace)
    {
      emit(.setStack(location, update)) { $0.setEntries(update, at: location) }
    }
  }

  @inlinable
  mutating func buildBase() {
    switch (current.base, end.base) {
    case (.stack, .stack(let target)):
      setStack(.base, to: target.entries)
    case (.tabs(let tabs), .tabs(let target)) where tabs.showsSameTabs(as: target):
      var pending: [(StackLocation, [[Entry<Route>]])] = target.items.map { item in
        let from = tabs[item.id]?.entries ?? []
        return (
          .tab(item.id),
          NavigationPlanner.stackUpdates(
            from: from, to: item.stack.entries, capabilities: capabilities, inPlace: inPlace)
        )
      }
      pending.removeAll { $0.1.isEmpty }
      if tabs.selection != target.selection {
        let selection = target.selection
        if capabilities.changesTabAndStackTogether, !pending.isEmpty {
          // Merge with the newly selected tab's first update if it has one, else any tab's.
          let index = pending.firstIndex { $0.0 == .tab(selection) } ?? 0
          let location = pending[index].0
          let update = pending[index].1.removeFirst()
          emit(.selectTabAndSetStack(selection, location, update)) {
            $0.setSelection(selection)
            $0.setEntries(update, at: location)
          }
        } else {
          emit(.selectTab(selection)) { $0.setSelection(selection) }
        }
      }
      for (location, updates) in pending {
        for update in updates {
          emit(.setStack(location, update)) { $0.setEntries(update, at: location) }
        }
      }
    case (.split(let split), .split(let target))
    where split.hasContentColumn == target.hasContentColumn:
      buildColumns(from: split, to: target)
    default:
      replaceBase()
    }
  }

  /// Changes a split view's columns: the layout first, then the columns that go, trailing
  /// first, then each column's stack, leading first, so that every step keeps a column only
  /// after one that shows a screen. A column that appears with pushed screens shows its root
  /// first where the host cannot set a root and a path together (Q5).
  @inlinable
  mutating func buildColumns(from split: SplitColumns<Route>, to target: SplitColumns<Route>) {
    if split._isCollapsed != target._isCollapsed {
      let collapsed = target._isCollapsed
      emit(.setCollapsed(collapsed)) { _ = try? $0.setCollapsed(collapsed) }
    }
    if split._visibility != target._visibility {
      let visibility = target._visibility
      emit(.setColumnVisibility(visibility)) { _ = try? $0.setColumnVisibility(visibility) }
    }
    let columns = target.columns + [.inspector]
    for column in columns.reversed() where target[column] == nil && split[column] != nil {
      emit(.clearColumn(column)) { _ = try? $0.clear(column) }
    }
    for column in columns {
      guard let entries = target[column]?.entries else { continue }
      let location = StackLocation.column(column)
      if current.stack(at: location) == nil, entries.count > 1,
        !capabilities.changesRootAndPathTogether
      {
        emit(.setStack(location, [entries[0]])) { $0.setEntries([entries[0]], at: location) }
      }
      setStack(location, to: entries)
    }
  }

  /// Replaces a base whose shape changed. A host that cannot swap a root and a path together
  /// (Q5) first swaps the root of each stack it keeps whose root changes, under the screens it
  /// shows, so that the replacement changes those stacks' screens alone.
  @inlinable
  mutating func replaceBase() {
    let target = end.base
    if !capabilities.changesRootAndPathTogether {
      for location in target.stackLocations {
        guard let from = current.base.baseStack(at: location)?.entries,
          let to = target.baseStack(at: location)?.entries,
          NavigationPlanner.swapsRootAndPath(from: from, to: to)
        else { continue }
        let swapped = [to[0]] + from.dropFirst()
        emit(.setStack(location, swapped)) { $0.setEntries(swapped, at: location) }
      }
    }
    emit(.replaceBase(target)) { $0._base = target }
  }

  /// How many bottom layers to keep: the choice among the shared prefix that costs fewest
  /// updates (keeping a layer costs its stack updates; not keeping it costs a dismissal and a
  /// presentation).
  @inlinable
  func layersToKeep() -> Int {
    var shared = 0
    while shared < current.layers.count, shared < end.layers.count,
      current.layers[shared].id == end.layers[shared].id,
      current.layers[shared].presentation == end.layers[shared].presentation
    {
      shared += 1
    }
    func batch(_ count: Int, several: Bool) -> Int { count == 0 ? 0 : (several ? 1 : count) }
    var best = (keep: 0, cost: Int.max)
    var contentCost = 0
    for keep in 0...shared {
      if keep > 0 {
        contentCost +=
          NavigationPlanner.stackUpdates(
            from: current.layers[keep - 1].content.entries,
            to: end.layers[keep - 1].content.entries, capabilities: capabilities,
            inPlace: inPlace
          ).count
      }
      let cost =
        batch(current.layers.count - keep, several: capabilities.dismissesSeveralAtOnce)
        + contentCost
        + batch(end.layers.count - keep, several: capabilities.presentsSeveralAtOnce)
      if cost <= best.cost { best = (keep, cost) }
    }
    return best.keep
  }

  /// The steps, with the last state replaced by the exact target (which may carry a
  /// different id counter).
  @inlinable
  func finish() -> [HostStep<Route>] {
    var result = steps
    if let last = result.popLast() {
      result.append(HostStep(operation: last.operation, state: end))
    }
    return result
  }
}

extension NavigationState {
  /// Whether the two states show the same screens (everything but the id counter is equal).
  @inlinable
  func showsSame(as other: NavigationState) -> Bool where Route: Equatable {
    base == other.base && layers == other.layers && alert == other.alert
  }

  /// Whether every id the two states share names the same screen in the same stack, so that
  /// a plan can keep those screens. False for states that were built apart (a restored state
  /// whose ids collide with the ones on screen).
  @inlinable
  func sharesIdentity(with other: NavigationState, updatedInPlace: Set<EntryID> = []) -> Bool
  where Route: Equatable {
    sharesIdentityByDescent(with: other)
      || sharesIdentityByLookup(with: other, updatedInPlace: updatedInPlace)
  }

  /// The common case, in O(n) without hashing: `other` was made from this state by commands,
  /// so each of its stacks repeats the bottom of the same stack here and then holds only ids
  /// this state never issued; each layer and the alert is either the same one or new.
  /// `false` means "not shown this way", not "does not share identity".
  @inlinable
  func sharesIdentityByDescent(with other: NavigationState) -> Bool where Route: Equatable {
    let fresh = _nextID
    switch (_base, other._base) {
    case (.stack(let mine), .stack(let theirs)):
      guard theirs.descends(from: mine, fresh: fresh) else { return false }
    case (.tabs(let mine), .tabs(let theirs)):
      for item in theirs._items {
        guard item._stack.descends(from: mine[item.id], fresh: fresh) else { return false }
      }
    case (.split(let mine), .split(let theirs)):
      for column in SplitColumn.allCases {
        guard let stack = theirs[column] else { continue }
        guard stack.descends(from: mine[column], fresh: fresh) else { return false }
      }
    default:
      return false
    }
    for layer in other._layers {
      let mine = _layers.first { $0.id == layer.id }
      if mine == nil, layer.id.rawValue < fresh { return false }
      guard layer._content.descends(from: mine?._content, fresh: fresh) else { return false }
    }
    if let alert = other._alert, alert.id.rawValue < fresh, alert.id != _alert?.id {
      return false
    }
    return true
  }

  /// The general check: every id of `other` that this state also uses names the same kind of
  /// thing, and a screen in the same stack with the same route (or one updated in place).
  @usableFromInline
  func sharesIdentityByLookup(
    with other: NavigationState, updatedInPlace: Set<EntryID> = []
  ) -> Bool where Route: Equatable {
    // Ids of all kinds come from one counter, so they are compared by number.
    var places: [UInt64: (StackLocation, Route)] = [:]
    for location in stackLocations {
      for entry in stack(at: location)?.entries ?? [] {
        places[entry.id.rawValue] = (location, entry.route)
      }
    }
    let layerIDs = Set(layers.map { $0.id.rawValue })
    let alertID = alert?.id.rawValue
    for location in other.stackLocations {
      for entry in other.stack(at: location)?.entries ?? [] {
        let id = entry.id.rawValue
        if layerIDs.contains(id) || id == alertID { return false }
        if let place = places[id],
          place.0 != location || (place.1 != entry.route && !updatedInPlace.contains(entry.id))
        {
          return false
        }
      }
    }
    for layer in other.layers
    where places[layer.id.rawValue] != nil || layer.id.rawValue == alertID {
      return false
    }
    if let id = other.alert?.id.rawValue, places[id] != nil || layerIDs.contains(id) {
      return false
    }
    return true
  }

  /// Sets a stack's entries (root first, at least one); the location must exist. A host step
  /// changes one thing: the alert is left as it is (the plan hides it in a step of its own).
  @inlinable
  mutating func setEntries(_ entries: [Entry<Route>], at location: StackLocation) {
    let stack = Stack(root: entries[0], pushed: Array(entries.dropFirst()))
    if case .column(let column) = location, case .split(var split) = _base, split[column] == nil {
      split.setStack(stack, in: column)
      _base = .split(split)
      return
    }
    let alert = _alert
    _ = try? modifyStack(at: location) { (old: inout Stack<Route>) throws(NavigationError) in
      old = stack
    }
    _alert = alert
  }

  /// This state with every stack down to its root, no layer and no alert.
  @inlinable
  func roots() -> NavigationState {
    var result = self
    result._layers = []
    result._alert = nil
    for location in result.stackLocations {
      if let root = result.stack(at: location)?.root { result.setEntries([root], at: location) }
    }
    return result
  }

  /// Sets the tab selection without the pop-to-root of re-selection.
  @inlinable
  mutating func setSelection(_ tab: TabID) {
    guard case .tabs(var tabs) = base else { return }
    tabs._selection = tab
    _base = .tabs(tabs)
  }
}

extension Stack where Route: Equatable {
  /// Whether this stack repeats the bottom of `mine` (same ids, same routes) and holds above
  /// it only ids at or above `fresh`; with no `mine`, whether every id is at or above `fresh`.
  @inlinable
  func descends(from mine: Stack?, fresh: UInt64) -> Bool {
    var shared = 0
    if let mine, mine._root.id == _root.id {
      guard mine._root.route == _root.route else { return false }
      let old = mine._pushed
      // One pass: the shared entries, by id, must show the same routes.
      let common = Swift.min(_pushed.count, old.count)
      while shared < common, _pushed[shared].id == old[shared].id {
        guard _pushed[shared].route == old[shared].route else { return false }
        shared += 1
      }
    } else if _root.id.rawValue < fresh {
      return false
    }
    while shared < _pushed.count {
      guard _pushed[shared].id.rawValue >= fresh else { return false }
      shared += 1
    }
    return true
  }
}

extension NavigationBase {
  /// The stack at a base location (`.base` or a tab), or `nil`.
  @inlinable
  func baseStack(at location: StackLocation) -> Stack<Route>? {
    switch (location, self) {
    case (.base, .stack(let stack)): stack
    case (.tab(let tab), .tabs(let tabs)): tabs[tab]
    case (.column(let column), .split(let split)): split[column]
    default: nil
    }
  }

  /// The base's stack locations.
  @inlinable
  var stackLocations: [StackLocation] {
    switch self {
    case .stack: [.base]
    case .tabs(let tabs): tabs._items.map { .tab($0.id) }
    case .split(let split): split.shownColumns.map { .column($0) }
    }
  }
}
