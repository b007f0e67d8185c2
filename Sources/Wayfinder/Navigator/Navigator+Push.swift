// The navigator's push command. It runs the state command of the same name through
// `perform(_:_:)`, so it publishes one event, whether it succeeded or was refused, returns
// what the state command returns and throws the `NavigationError` it throws.

extension Navigator {
  /// Pushes a screen. See ``NavigationState/push(_:on:)``; several screens at once are pushed
  /// in a ``transaction(animated:_:)`` with ``NavigationState/push(contentsOf:on:)``.
  ///
  /// ```swift
  /// let detail = try navigator.push(.detail(42))
  /// try navigator.transaction { try $0.push(contentsOf: [.detail(42), .attachments]) }
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
}
