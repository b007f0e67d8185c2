/// The parts of a state that views observe separately: the tab selection (or a split view's
/// layout and the selection in its columns), the layers, the alert, the leave guards, and
/// each stack.
@usableFromInline
struct ChangedParts {
  @usableFromInline var selection = false
  @usableFromInline var layers = false
  @usableFromInline var alert = false
  @usableFromInline var guards = false
  /// Whether the stack commands act on changed: another location, or that stack changed.
  @usableFromInline var activeStack = false
  /// The stacks that differ, including stacks that appeared or went: those of `old` first,
  /// then those only `new` has.
  @usableFromInline var stacks: [StackLocation] = []
  /// The stacks `old` has and `new` does not.
  @usableFromInline var removedStacks: [StackLocation] = []

  /// Whether no part differs.
  @inlinable var isEmpty: Bool {
    !selection && !layers && !alert && !guards && stacks.isEmpty
  }

  /// Every part of `state`, as if all of it had changed.
  @usableFromInline
  init<Route>(everythingIn state: NavigationState<Route>) {
    selection = true
    layers = true
    alert = true
    stacks = state.stackLocations
  }

  /// What differs between `old` and `new`.
  ///
  /// - Complexity: O(t + l) stack comparisons in the number of tabs and layers; a comparison
  ///   of two stacks that share storage costs O(1).
  @inlinable
  init<Route: Equatable>(from old: NavigationState<Route>, to new: NavigationState<Route>) {
    switch (old._base, new._base) {
    case (.stack(let a), .stack(let b)):
      if a != b { stacks.append(.base) }
    case (.tabs(let a), .tabs(let b)):
      selection = a._selection != b._selection
      // Equal arrays that share one buffer compare in O(1), the common case of a change
      // outside the tabs.
      let itemsDiffer = a._items != b._items
      if itemsDiffer,
        !compare(
          a._items, b._items, same: { $0.id == $1.id }, differ: { $0._stack != $1._stack },
          location: { .tab($0.id) })
      {
        // A tab added, removed or moved changes what the tab bar shows.
        selection = true
      }
      if !selection, itemsDiffer, !a.showsSameTabs(as: b) { selection = true }
    case (.split(let a), .split(let b)):
      // The layout and each column's root are the selection; a push in one column changes
      // only that column's stack.
      selection =
        a.hasContentColumn != b.hasContentColumn || a._visibility != b._visibility
        || a._isCollapsed != b._isCollapsed
      for column in SplitColumn.allCases {
        switch (a[column], b[column]) {
        case (let x?, let y?):
          if x._root.id != y._root.id { selection = true }
          if x != y { stacks.append(.column(column)) }
        case (.some, nil):
          selection = true
          stacks.append(.column(column))
          removedStacks.append(.column(column))
        case (nil, .some):
          selection = true
          stacks.append(.column(column))
        case (nil, nil): break
        }
      }
    default:
      // Another kind of base: every stack of the old one went, every stack of the new came.
      selection = true
      for location in old._base.stackLocations {
        stacks.append(location)
        removedStacks.append(location)
      }
      stacks += new._base.stackLocations
    }
    layers = old._layers != new._layers
    if layers {
      _ = compare(
        old._layers, new._layers, same: { $0.id == $1.id },
        differ: { $0._content != $1._content }, location: { .layer($0.id) })
    }
    alert = old._alert != new._alert
    guards = old._leaveGuarded != new._leaveGuarded
    let location = new.activeLocation
    activeStack = location != old.activeLocation || stacks.contains(location)
  }

  /// Adds the stacks of `old` and `new` that differ, appeared or went, matching tabs or layers
  /// with `same` (same tab or layer) and comparing their stacks with `differ`.
  ///
  /// The common case — the same items in the same order, some added or removed at the end —
  /// is one walk along both; anything else matches each item.
  /// - Returns: Whether both hold the same items in the same order.
  // Inlined so that the closures vanish: called through them, a push+pop cost a third more.
  @inlinable @inline(__always)
  mutating func compare<Item>(
    _ old: [Item], _ new: [Item], same: (Item, Item) -> Bool, differ: (Item, Item) -> Bool,
    location: (Item) -> StackLocation
  ) -> Bool {
    let start = stacks.count
    let shared = min(old.count, new.count)
    var index = 0
    while index < shared, same(old[index], new[index]) {
      if differ(old[index], new[index]) { stacks.append(location(old[index])) }
      index += 1
    }
    if index == shared {
      for item in old[shared...] {
        stacks.append(location(item))
        removedStacks.append(location(item))
      }
      for item in new[shared...] { stacks.append(location(item)) }
      return old.count == new.count
    }
    stacks.removeSubrange(start...)
    for item in old {
      if let match = new.first(where: { same($0, item) }) {
        if differ(item, match) { stacks.append(location(item)) }
      } else {
        stacks.append(location(item))
        removedStacks.append(location(item))
      }
    }
    for item in new where !old.contains(where: { same($0, item) }) {
      stacks.append(location(item))
    }
    return false
  }
}

extension NavigationState {
  /// The tabs in order, empty without a tab bar.
  @inlinable var tabIDs: [TabID] {
    if case .tabs(let tabs) = base { return tabs._items.map { $0.id } }
    return []
  }
}
