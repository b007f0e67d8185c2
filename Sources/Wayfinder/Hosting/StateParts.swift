/// The parts of a state that views observe separately: the tab selection, the layers, the
/// alert, the leave guards, and each stack.
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
      if !Self.sameStorage(a._items, b._items) { compareTabs(a._items, b._items) }
    case (.stack, .tabs(let b)):
      selection = true
      stacks.append(.base)
      removedStacks.append(.base)
      for item in b._items { stacks.append(.tab(item.id)) }
    case (.tabs(let a), .stack):
      selection = true
      for item in a._items { stacks.append(.tab(item.id)) }
      removedStacks = stacks
      stacks.append(.base)
    }
    layers = old._layers != new._layers
    if layers { compareLayers(old._layers, new._layers) }
    alert = old._alert != new._alert
    guards = old._leaveGuarded != new._leaveGuarded
    let location = new.activeLocation
    activeStack = location != old.activeLocation || stacks.contains(location)
  }

  /// Adds the tab stacks that differ; a change in the tabs themselves changes the selection
  /// part too.
  @inlinable
  mutating func compareTabs<Route: Equatable>(_ old: [TabStack<Route>], _ new: [TabStack<Route>]) {
    // The common case, the same tabs in the same order, compares stacks in place.
    if old.count == new.count {
      var sameIDs = true
      for index in old.indices where old[index].id != new[index].id {
        sameIDs = false
        break
      }
      if sameIDs {
        for index in old.indices where old[index]._stack != new[index]._stack {
          stacks.append(.tab(old[index].id))
        }
        return
      }
    }
    selection = true
    for item in old {
      if let match = new.first(where: { $0.id == item.id }) {
        if match._stack != item._stack { stacks.append(.tab(item.id)) }
      } else {
        stacks.append(.tab(item.id))
        removedStacks.append(.tab(item.id))
      }
    }
    for item in new where !old.contains(where: { $0.id == item.id }) {
      stacks.append(.tab(item.id))
    }
  }

  /// Whether two arrays share one buffer (and so are equal without looking inside).
  @inlinable
  static func sameStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
    a.count == b.count
      && a.withUnsafeBufferPointer { x in
        b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress }
      }
  }

  /// Adds the layer stacks that differ, appeared or went.
  @inlinable
  mutating func compareLayers<Route: Equatable>(_ old: [Layer<Route>], _ new: [Layer<Route>]) {
    // The common case: one list is the other with layers added or removed on top.
    let shared = min(old.count, new.count)
    var index = 0
    while index < shared, old[index].id == new[index].id {
      if old[index]._content != new[index]._content { stacks.append(.layer(old[index].id)) }
      index += 1
    }
    if index == shared {
      for layer in old[shared...] {
        stacks.append(.layer(layer.id))
        removedStacks.append(.layer(layer.id))
      }
      for layer in new[shared...] { stacks.append(.layer(layer.id)) }
      return
    }
    stacks.removeAll { if case .layer = $0 { true } else { false } }
    for layer in old {
      if let match = new.first(where: { $0.id == layer.id }) {
        if match._content != layer._content { stacks.append(.layer(layer.id)) }
      } else {
        stacks.append(.layer(layer.id))
        removedStacks.append(.layer(layer.id))
      }
    }
    for layer in new where !old.contains(where: { $0.id == layer.id }) {
      stacks.append(.layer(layer.id))
    }
  }
}

extension NavigationState {
  /// The tabs in order, empty without a tab bar.
  @inlinable var tabIDs: [TabID] {
    if case .tabs(let tabs) = base { return tabs._items.map { $0.id } }
    return []
  }
}
