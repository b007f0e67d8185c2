extension NavigationState {
  /// Gives a screen a new route and keeps its identity: the same entry, on the same stack, with
  /// its place, its leave guard and the result it is awaited for. A detail screen that
  /// switches to another item is one in-place update on screen, not a pop and a push.
  ///
  /// ```swift
  /// try state.replace(detailID, with: .detail(43))
  /// ```
  /// - Parameters:
  ///   - id: The screen's entry.
  ///   - route: Its new route.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound`` when no stack holds the entry.
  public mutating func replace(_ id: EntryID, with route: Route) throws(NavigationError) {
    guard let location = location(of: id) else { throw .because(.entryNotFound(id)) }
    try modifyStack(at: location) { (stack: inout Stack<Route>) throws(NavigationError) in
      if stack._root.id == id {
        stack._root = Entry(id: id, route: route)
      } else if let index = stack._pushed.firstIndex(where: { $0.id == id }) {
        stack._pushed[index] = Entry(id: id, route: route)
      }
    }
  }

  /// Replaces the root screen of a stack with a new screen (a new identity), keeping the
  /// screens pushed above it; ``replaceStack(with:on:)`` replaces the pushed screens too, and
  /// ``replace(_:with:)`` keeps the root's identity.
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
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
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
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
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
  /// Replaces a whole stack — its root and its pushed screens — with the given routes, root
  /// first. (``replaceRoot(with:on:)`` keeps the pushed screens.)
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
  /// - Throws: ``NavigationError/Code-swift.enum/outOfRange`` or ``NavigationError/Code-swift.enum/notFound``.
  public mutating func replaceStack(with routes: [Route], on location: StackLocation? = nil)
    throws(NavigationError)
  {
    guard !routes.isEmpty else { throw .because(.emptyRoutes) }
    let location = try resolve(location)
    guard let current = stack(at: location) else { throw .because(.stackNotFound(location)) }
    let replacement = reconcile(routes, with: current)
    try modifyStack(at: location) { (stack: inout Stack<Route>) throws(NavigationError) in
      stack = replacement
    }
  }

  /// Builds a stack for `routes`, reusing the ids of `current`'s entries along the common
  /// prefix of equal routes and issuing fresh ids after it. By position, every entry of
  /// `current` that has a counterpart keeps its id, with its new route (updated in place).
  @inlinable
  mutating func reconcile(
    _ routes: [Route], with current: Stack<Route>?, byPosition: Bool = false
  ) -> Stack<Route> {
    let old = current?.entries ?? []
    var entries: [Entry<Route>] = []
    entries.reserveCapacity(routes.count)
    var sharing = true
    for (index, route) in routes.enumerated() {
      if sharing, index < old.count, old[index].route == route {
        entries.append(old[index])
      } else if byPosition, index < old.count {
        entries.append(Entry(id: old[index].id, route: route))
      } else {
        sharing = false
        entries.append(Entry(id: issueID(), route: route))
      }
    }
    return Stack(root: entries[0], pushed: Array(entries.dropFirst()))
  }
}
