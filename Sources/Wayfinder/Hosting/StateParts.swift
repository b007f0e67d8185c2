/// The parts of a state that views observe separately: the tab selection, the layers, the
/// alert, the leave guards, and each stack.
@usableFromInline
struct ChangedParts {
  @usableFromInline var selection = false
  @usableFromInline var layers = false
  @usableFromInline var alert = false
  @usableFromInline var guards = false
  @usableFromInline var stacks: [StackLocation] = []

  /// What differs between `old` and `new`.
  @inlinable
  init<Route: Equatable>(from old: NavigationState<Route>, to new: NavigationState<Route>) {
    selection = old.selectedTab != new.selectedTab || old.tabIDs != new.tabIDs
    layers = old.layers != new.layers
    alert = old.alert != new.alert
    guards = old._leaveGuarded != new._leaveGuarded
    var locations = old.stackLocations
    for location in new.stackLocations where !locations.contains(location) {
      locations.append(location)
    }
    stacks = locations.filter { old.stack(at: $0) != new.stack(at: $0) }
  }
}

extension ChangedParts {
  /// The observation keys to announce for these changes: the whole state's, then each changed
  /// part's.
  @inlinable
  func keys<Root>(
    whole: KeyPath<Root, Int>, selection: KeyPath<Root, Int>, layers: KeyPath<Root, Int>,
    alert: KeyPath<Root, Int>, guards: KeyPath<Root, Int>? = nil,
    stack: (StackLocation) -> KeyPath<Root, Int>
  ) -> [KeyPath<Root, Int>] {
    var keys = [whole]
    if self.selection { keys.append(selection) }
    if self.layers { keys.append(layers) }
    if self.alert { keys.append(alert) }
    if self.guards, let guards { keys.append(guards) }
    for location in stacks { keys.append(stack(location)) }
    return keys
  }
}

extension NavigationState {
  /// The tabs in order, empty without a tab bar.
  @inlinable var tabIDs: [TabID] {
    if case .tabs(let tabs) = base { return tabs.ids }
    return []
  }
}
