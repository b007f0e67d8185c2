extension NavigationState {
  /// Pops screens off a stack.
  ///
  /// ```swift
  /// // a › b › c › d
  /// try state.pop(2)  // a › b
  /// ```
  /// - Parameters:
  ///   - count: How many screens to pop (default 1).
  ///   - location: The stack (default: the active stack).
  /// - Returns: The popped entries, bottom to top.
  /// - Throws: ``NavigationError/Code-swift.enum/outOfRange``,
  ///   ``NavigationError/Code-swift.enum/outOfRange`` or
  ///   ``NavigationError/Code-swift.enum/notFound``. The root is never popped.
  @discardableResult
  @inlinable
  public mutating func pop(_ count: Int = 1, on location: StackLocation? = nil)
    throws(NavigationError) -> [Entry<Route>]
  {
    guard count >= 1 else { throw .because(.invalidCount(count)) }
    let location = try resolve(location)
    return try modifyStack(at: location) {
      (stack: inout Stack<Route>) throws(NavigationError) in
      guard !stack.pushed.isEmpty else { throw .because(.nothingToPop(location)) }
      guard count <= stack.pushed.count else {
        throw .because(
          .popCountTooLarge(requested: count, available: stack.pushed.count, at: location))
      }
      let popped = Array(stack.pushed.suffix(count))
      stack._pushed.removeLast(count)
      return popped
    }
  }

  /// Pops every screen above the entry with the given id, in whichever stack holds it.
  ///
  /// Popping to the entry already on top changes nothing and succeeds. In a split view the
  /// columns read as the one stack a compact width shows: popping to a screen of one column
  /// also empties the columns after it.
  ///
  /// ```swift
  /// try state.pop(to: detailID)
  /// ```
  /// - Parameter id: The entry that should end up on top of its stack.
  /// - Returns: The popped entries, bottom to top.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  @discardableResult
  public mutating func pop(to id: EntryID) throws(NavigationError) -> [Entry<Route>] {
    guard let location = location(of: id) else { throw .because(.entryNotFound(id)) }
    var popped = try modifyStack(at: location) {
      (stack: inout Stack<Route>) throws(NavigationError) in stack.popAbove(id)
    }
    // A split view's columns read as the one stack a compact width shows: going back to a
    // screen of one column empties the columns after it.
    if case .column(let column) = location, let split, let next = split.column(after: column) {
      for later in split.columns.drop(while: { $0 != next }) {
        popped += split[later]?.entries ?? []
      }
      clearColumns(after: location)
    }
    return popped
  }

  /// Pops to the lowest screen whose route matches `predicate`.
  ///
  /// ```swift
  /// try state.popToFirst { $0 == .list }
  /// ```
  /// - Parameters:
  ///   - location: The stack (default: the active stack).
  ///   - predicate: Which route to stop at; the root is considered too.
  /// - Returns: The popped entries, bottom to top.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  @discardableResult
  public mutating func popToFirst(
    on location: StackLocation? = nil, where predicate: (Route) -> Bool
  ) throws(NavigationError) -> [Entry<Route>] {
    let location = try resolve(location)
    guard let match = stack(at: location)?.entries.first(where: { predicate($0.route) }) else {
      throw .because(.noMatchingRoute(location))
    }
    return try pop(to: match.id)
  }

  /// Pops to the highest screen whose route matches `predicate`.
  ///
  /// ```swift
  /// try state.popToLast { if case .detail = $0 { true } else { false } }
  /// ```
  /// - Parameters:
  ///   - location: The stack (default: the active stack).
  ///   - predicate: Which route to stop at; the root is considered too.
  /// - Returns: The popped entries, bottom to top.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  @discardableResult
  public mutating func popToLast(
    on location: StackLocation? = nil, where predicate: (Route) -> Bool
  ) throws(NavigationError) -> [Entry<Route>] {
    let location = try resolve(location)
    guard let match = stack(at: location)?.entries.last(where: { predicate($0.route) }) else {
      throw .because(.noMatchingRoute(location))
    }
    return try pop(to: match.id)
  }

  /// Pops every screen above the root. At the root already, it changes nothing and succeeds.
  ///
  /// ```swift
  /// try state.popToRoot()
  /// ```
  /// - Parameter location: The stack (default: the active stack).
  /// - Returns: The popped entries, bottom to top.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  @discardableResult
  @inlinable
  public mutating func popToRoot(on location: StackLocation? = nil) throws(NavigationError)
    -> [Entry<Route>]
  {
    let location = try resolve(location)
    return try modifyStack(at: location) { (stack: inout Stack<Route>) throws(NavigationError) in
      defer { stack._pushed.removeAll() }
      return stack.pushed
    }
  }
}

extension Stack {
  /// Removes the entries above `id` (which must be in the stack) and returns them.
  @inlinable
  mutating func popAbove(_ id: EntryID) -> [Entry<Route>] {
    guard let index = pushed.firstIndex(where: { $0.id == id }) else {
      // `id` is the root (the caller found it in this stack).
      defer { _pushed.removeAll() }
      return pushed
    }
    defer { _pushed.removeSubrange((index + 1)...) }
    return Array(pushed[(index + 1)...])
  }
}
