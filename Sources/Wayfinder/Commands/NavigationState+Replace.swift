extension NavigationState {
  /// Replaces the root screen of a stack, keeping the screens pushed above it.
  ///
  /// This is the "update root A ⮕ B" of a RouterView. To reset a stack to a single new screen,
  /// use ``replaceStack(with:on:)`` with one route.
  ///
  /// ```swift
  /// try state.replaceRoot(with: .welcomeBack)
  /// ```
  /// - Parameters:
  ///   - route: The new root.
  ///   - location: The stack (default: the active stack).
  /// - Returns: The id of the new root entry.
  /// - Throws: ``NavigationError/stackNotFound(_:)``.
  @discardableResult
  public mutating func replaceRoot(with route: Route, on location: StackLocation? = nil)
    throws(NavigationError) -> EntryID
  {
    let location = try resolve(location)
    let entry = Entry(id: issueID(), route: route)
    try modifyStack(at: location) { (stack: inout Stack<Route>) throws(NavigationError) in
      stack._root = entry
    }
    return entry.id
  }

  /// Replaces the top screen with another in one change (a pop and a push that animate as
  /// one). On a stack holding only its root, the root is replaced.
  ///
  /// ```swift
  /// try state.replaceTop(with: .confirmation)
  /// ```
  /// - Parameters:
  ///   - route: The new top screen.
  ///   - location: The stack (default: the active stack).
  /// - Returns: The id of the new entry.
  /// - Throws: ``NavigationError/stackNotFound(_:)``.
  @discardableResult
  public mutating func replaceTop(with route: Route, on location: StackLocation? = nil)
    throws(NavigationError) -> EntryID
  {
    let location = try resolve(location)
    let entry = Entry(id: issueID(), route: route)
    try modifyStack(at: location) { (stack: inout Stack<Route>) throws(NavigationError) in
      if stack.pushed.isEmpty {
        stack._root = entry
      } else {
        stack._pushed[stack.pushed.count - 1] = entry
      }
    }
    return entry.id
  }
}

extension NavigationState where Route: Equatable {
  /// Replaces a whole stack with the given routes, root first.
  ///
  /// Entries at the bottom whose routes are unchanged keep their ids (and so their screens);
  /// the rest get new ids.
  ///
  /// ```swift
  /// // one › two › three
  /// try state.replaceStack(with: [.one, .four])  // one (same id) › four (new id)
  /// ```
  /// - Parameters:
  ///   - routes: The new stack, root first; at least one.
  ///   - location: The stack (default: the active stack).
  /// - Throws: ``NavigationError/emptyRoutes`` or ``NavigationError/stackNotFound(_:)``.
  public mutating func replaceStack(with routes: [Route], on location: StackLocation? = nil)
    throws(NavigationError)
  {
    guard !routes.isEmpty else { throw .emptyRoutes }
    let location = try resolve(location)
    guard let current = stack(at: location) else { throw .stackNotFound(location) }
    let replacement = reconcile(routes, with: current)
    try modifyStack(at: location) { (stack: inout Stack<Route>) throws(NavigationError) in
      stack = replacement
    }
  }

  /// Builds a stack for `routes`, reusing the ids of `current`'s entries along the common
  /// prefix of equal routes and issuing fresh ids after it.
  @inlinable
  mutating func reconcile(_ routes: [Route], with current: Stack<Route>?) -> Stack<Route> {
    let old = current?.entries ?? []
    var entries: [Entry<Route>] = []
    entries.reserveCapacity(routes.count)
    var sharing = true
    for (index, route) in routes.enumerated() {
      if sharing, index < old.count, old[index].route == route {
        entries.append(old[index])
      } else {
        sharing = false
        entries.append(Entry(id: issueID(), route: route))
      }
    }
    return Stack(root: entries[0], pushed: Array(entries.dropFirst()))
  }
}
