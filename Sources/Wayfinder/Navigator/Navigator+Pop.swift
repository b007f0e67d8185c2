// The navigator's pop and go-back commands. Each runs the state command of the same name
// through `perform(_:_:)`, so it publishes one event, whether it succeeded or was refused,
// returns what the state command returns and throws the `NavigationError` it throws.
// Popping to a route matched by a predicate is done in a transaction, with the state's
// `popToFirst(on:where:)` or `popToLast(on:where:)`.

extension Navigator {
  /// Pops screens. See ``NavigationState/pop(_:on:)``.
  ///
  /// ```swift
  /// try navigator.pop(2)
  /// ```
  /// - Parameters:
  ///   - count: How many (default 1).
  ///   - location: The stack (default: the active stack).
  /// - Returns: The popped entries, bottom to top.
  /// - Throws: The ``NavigationError`` of the state command, or of a route rule or leave
  ///   guard that refused the result; the state is then unchanged.
  @inlinable
  @discardableResult
  public func pop(_ count: Int = 1, on location: StackLocation? = nil) throws(NavigationError)
    -> [Entry<Route>]
  {
    try perform(.pop(count, on: location)) { state throws(NavigationError) in
      try state.pop(count, on: location)
    }
  }

  /// Pops to an entry. See ``NavigationState/pop(to:)``; to pop to a route that matches a
  /// predicate, use ``NavigationState/popToLast(on:where:)`` in a transaction.
  ///
  /// ```swift
  /// try navigator.pop(to: rootID)
  /// try navigator.transaction { try $0.popToLast { $0 == .inbox } }
  /// ```
  /// - Parameter id: The entry to end on.
  /// - Returns: The popped entries, bottom to top.
  /// - Throws: The ``NavigationError`` of the state command, or of a route rule or leave
  ///   guard that refused the result; the state is then unchanged.
  @discardableResult
  public func pop(to id: EntryID) throws(NavigationError) -> [Entry<Route>] {
    try perform(.popTo(id)) { state throws(NavigationError) in try state.pop(to: id) }
  }

  /// Pops to the root. See ``NavigationState/popToRoot(on:)``.
  ///
  /// ```swift
  /// try navigator.popToRoot()
  /// ```
  /// - Parameter location: The stack (default: the active stack).
  /// - Returns: The popped entries, bottom to top.
  /// - Throws: The ``NavigationError`` of the state command, or of a route rule or leave
  ///   guard that refused the result; the state is then unchanged.
  @inlinable
  @discardableResult
  public func popToRoot(on location: StackLocation? = nil) throws(NavigationError)
    -> [Entry<Route>]
  {
    try perform(.popToRoot(on: location)) { state throws(NavigationError) in
      try state.popToRoot(on: location)
    }
  }

  /// Goes back one step: pops, or dismisses the top layer. See ``NavigationState/goBack()``.
  ///
  /// ```swift
  /// try navigator.goBack()
  /// ```
  /// - Returns: What going back did.
  /// - Throws: The ``NavigationError`` of the state command, or of a route rule or leave
  ///   guard that refused the result; the state is then unchanged.
  @inlinable
  @discardableResult
  public func goBack() throws(NavigationError) -> BackStep<Route> {
    try perform(.goBack) { state throws(NavigationError) in try state.goBack() }
  }
}
