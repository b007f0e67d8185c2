// The navigator's push commands. Each runs the state command of the same name through
// `perform(_:_:)`, so it publishes one event, whether it succeeded or was refused, returns
// what the state command returns and throws the `NavigationError` it throws.

extension Navigator {
  /// Pushes a screen. See ``NavigationState/push(_:on:)``.
  ///
  /// ```swift
  /// let detail = try navigator.push(.detail(42))
  /// ```
  /// - Parameters:
  ///   - route: The screen.
  ///   - location: The stack (default: the active stack).
  /// - Returns: The new screen's id.
  /// - Throws: The ``NavigationError`` of the state command, or of a route rule or leave
  ///   guard that refused the result; the state is then unchanged.
  @inlinable
  @discardableResult
  public func push(_ route: Route, on location: StackLocation? = nil) throws(NavigationError)
    -> EntryID
  {
    try perform(.push([route], on: location)) { state throws(NavigationError) in
      try state.push(route, on: location)
    }
  }

  /// Pushes several screens as one change. See ``NavigationState/push(contentsOf:on:)``.
  ///
  /// ```swift
  /// let pushed = try navigator.push(contentsOf: [.detail(42), .attachments])
  /// ```
  /// - Parameters:
  ///   - routes: The screens, bottom to top.
  ///   - location: The stack (default: the active stack).
  /// - Returns: The new screens' ids, bottom to top.
  /// - Throws: The ``NavigationError`` of the state command, or of a route rule or leave
  ///   guard that refused the result; the state is then unchanged.
  @inlinable
  @discardableResult
  public func push(contentsOf routes: [Route], on location: StackLocation? = nil)
    throws(NavigationError) -> [EntryID]
  {
    try perform(.push(routes, on: location)) { state throws(NavigationError) in
      try state.push(contentsOf: routes, on: location)
    }
  }
}
