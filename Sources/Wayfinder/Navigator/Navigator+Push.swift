// The navigator's push commands. Each runs the state command of the same name
// through `perform(_:_:)`, so it publishes one event, whether it succeeded or was refused,
// and throws the `NavigationError` the state command throws.

extension Navigator {
  /// Pushes a screen. See ``NavigationState/push(_:on:)``.
  ///
  /// ```swift
  /// try navigator.push(.detail(42))
  /// ```
  /// - Parameters:
  ///   - route: The screen.
  ///   - location: The stack (default: the active stack).
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  @inlinable
  public func push(_ route: Route, on location: StackLocation? = nil) throws(NavigationError) {
    try perform(.push([route], on: location)) { state throws(NavigationError) in
      try state.push(route, on: location)
    }
  }

  /// Pushes several screens as one change. See ``NavigationState/push(contentsOf:on:)``.
  /// - Parameters:
  ///   - routes: The screens, bottom to top.
  ///   - location: The stack (default: the active stack).
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  @inlinable
  public func push(contentsOf routes: [Route], on location: StackLocation? = nil)
    throws(NavigationError)
  {
    try perform(.push(routes, on: location)) { state throws(NavigationError) in
      try state.push(contentsOf: routes, on: location)
    }
  }
}
