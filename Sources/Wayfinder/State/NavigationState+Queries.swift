extension NavigationState {
  /// The screen the user sees under any alert: the top entry of the active stack.
  ///
  /// ```swift
  /// print(state.currentEntry.route)
  /// ```
  @inlinable
  public var currentEntry: Entry<Route> { activeStack.top }

  /// The route of ``currentEntry``.
  @inlinable
  package var currentRoute: Route { currentEntry.route }

  /// The number of screens in the active stack, root included.
  @inlinable
  package var depth: Int { activeStack.depth }

  /// Every entry in the state: base stack or tabs in order, then layers bottom to top; each
  /// stack root first. The alert is not included.
  ///
  /// - Complexity: O(n).
  package var allEntries: [Entry<Route>] {
    stackLocations.flatMap { stack(at: $0)?.entries ?? [] }
  }

  /// The entry with the given id, wherever it is.
  /// - Parameter id: The id.
  /// - Returns: The entry, or `nil`.
  /// - Complexity: O(n).
  public func entry(_ id: EntryID) -> Entry<Route>? {
    for location in stackLocations {
      if let entry = stack(at: location)?.entry(id) { return entry }
    }
    return nil
  }

  /// The location of the stack holding the entry with the given id.
  /// - Parameter id: The id.
  /// - Returns: The location, or `nil` when no stack holds it.
  /// - Complexity: O(n).
  public func location(of id: EntryID) -> StackLocation? {
    stackLocations.first { stack(at: $0)?.entry(id) != nil }
  }
}

extension NavigationState where Route: Equatable {
  /// Whether any stack in the state shows `route`.
  ///
  /// ```swift
  /// if state.contains(.checkout) { print("checking out") }
  /// ```
  /// - Parameter route: The route to look for.
  /// - Returns: `true` if some entry has this route.
  /// - Complexity: O(n).
  public func contains(_ route: Route) -> Bool {
    stackLocations.contains { stack(at: $0)?.entries.contains { $0.route == route } ?? false }
  }

  /// Whether the stack at `location` shows `route`.
  /// - Parameters:
  ///   - route: The route to look for.
  ///   - location: The stack.
  /// - Returns: `true` if that stack has an entry with this route.
  package func contains(_ route: Route, in location: StackLocation) -> Bool {
    stack(at: location)?.entries.contains { $0.route == route } ?? false
  }
}

extension NavigationState where Route: Hashable {
  /// The entries that `new` holds with another route than this state: screens updated in
  /// place (``replace(_:with:)``), what the planner needs to know.
  ///
  /// ```swift
  /// let updated = old.entriesUpdatedInPlace(in: new)
  /// let plan = NavigationPlanner.plan(
  ///   from: old, to: new, capabilities: .uiKit, updatedInPlace: updated)
  /// ```
  /// - Parameter new: A state made from this one.
  /// - Returns: The ids whose route changed.
  /// - Complexity: O(n) in the entries of both states.
  package func entriesUpdatedInPlace(in new: NavigationState) -> Set<EntryID> {
    var routes: [EntryID: Route] = [:]
    for entry in allEntries { routes[entry.id] = entry.route }
    var updated: Set<EntryID> = []
    for entry in new.allEntries {
      if let route = routes[entry.id], route != entry.route { updated.insert(entry.id) }
    }
    return updated
  }
}
