// The navigator's replace commands. Each runs the state command of the same name
// through `perform(_:_:)`, so it publishes one event, whether it succeeded or was refused,
// and throws the `NavigationError` the state command throws.

extension Navigator {
  /// Gives a screen a new route, keeping its identity. See ``NavigationState/replace(_:with:)``.
  ///
  /// ```swift
  /// try navigator.replace(detailID, with: .detail(43))  // one in-place change, no pop and push
  /// ```
  /// - Parameters:
  ///   - id: The screen's entry.
  ///   - route: Its new route.
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  public func replace(_ id: EntryID, with route: Route) throws(NavigationError) {
    try perform(.replace(id, with: route)) { state throws(NavigationError) in
      try state.replace(id, with: route)
      // Before the host plans (in `perform`): this screen is the same one, with a new route.
      updatedInPlace.insert(id)
    }
  }

  /// Replaces the root with a new screen, keeping the pushed screens above it (a new
  /// identity for the root; ``replaceStack(with:on:)`` drops the pushed screens too). See
  /// ``NavigationState/replaceRoot(with:on:)``.
  /// - Parameters:
  ///   - route: The new root.
  ///   - location: The stack (default: the active stack).
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  public func replaceRoot(with route: Route, on location: StackLocation? = nil)
    throws(NavigationError)
  {
    try perform(.replaceRoot(route, on: location)) { state throws(NavigationError) in
      try state.replaceRoot(with: route, on: location)
    }
  }

  /// Replaces a whole stack. See ``NavigationState/replaceStack(with:on:)``.
  /// - Parameters:
  ///   - routes: The new stack, root first.
  ///   - location: The stack (default: the active stack).
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  public func replaceStack(with routes: [Route], on location: StackLocation? = nil)
    throws(NavigationError)
  {
    try perform(.replaceStack(routes, on: location)) { state throws(NavigationError) in
      try state.replaceStack(with: routes, on: location)
    }
  }

  /// Replaces the top screen in one change. See ``NavigationState/replaceTop(with:on:)``.
  /// - Parameters:
  ///   - route: The new top screen.
  ///   - location: The stack (default: the active stack).
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  public func replaceTop(with route: Route, on location: StackLocation? = nil)
    throws(NavigationError)
  {
    try perform(.replaceTop(route, on: location)) { state throws(NavigationError) in
      try state.replaceTop(with: route, on: location)
    }
  }
}
