extension NavigationState {
  /// Pushes a screen onto a stack.
  ///
  /// ```swift
  /// var state = NavigationState(root: Screen.a)
  /// try state.push(.b)  // a › b
  /// ```
  /// - Parameters:
  ///   - route: The screen to push.
  ///   - location: The stack to push on (default: the active stack).
  /// - Returns: The id of the new entry.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound`` if `location` does not exist.
  /// - Complexity: Amortised O(1) plus O(t + l) to find the stack.
  @discardableResult
  @inlinable
  public mutating func push(_ route: Route, on location: StackLocation? = nil)
    throws(NavigationError) -> EntryID
  {
    // `push(contentsOf:on:)` for one route, without its three arrays (the routes, the entries
    // and their ids): a quarter of a navigator push's allocations.
    let location = try resolve(location)
    let entry = Entry(id: issueID(), route: route)
    try modifyStack(at: location) { (stack: inout Stack<Route>) throws(NavigationError) in
      stack._pushed.append(entry)
    }
    return entry.id
  }

  /// Pushes several screens at once, bottom to top, as one change.
  ///
  /// ```swift
  /// try state.push(contentsOf: [.list, .detail(42)])
  /// ```
  /// - Parameters:
  ///   - routes: The screens to push; at least one.
  ///   - location: The stack to push on (default: the active stack).
  /// - Returns: The ids of the new entries, in order.
  /// - Throws: ``NavigationError/Code-swift.enum/outOfRange`` or ``NavigationError/Code-swift.enum/notFound``.
  @discardableResult
  @inlinable
  public mutating func push(contentsOf routes: [Route], on location: StackLocation? = nil)
    throws(NavigationError) -> [EntryID]
  {
    guard !routes.isEmpty else { throw .because(.emptyRoutes) }
    let location = try resolve(location)
    let entries = makeEntries(routes)
    try modifyStack(at: location) { (stack: inout Stack<Route>) throws(NavigationError) in
      stack._pushed.append(contentsOf: entries)
    }
    return entries.map { $0.id }
  }
}
