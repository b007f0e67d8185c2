// The navigator's in-place replace command. It runs the state command of the same name
// through `perform(_:_:)`, so it publishes one event, whether it succeeded or was refused,
// and throws the `NavigationError` the state command throws. Replacing the root, the top or
// a whole stack is done in a transaction, with the state's `replaceRoot(with:on:)`,
// `replaceTop(with:on:)` and `replaceStack(with:on:)`.

extension Navigator {
  /// Gives a screen a new route, keeping its identity. See ``NavigationState/replace(_:with:)``;
  /// to replace screens by new ones, use ``NavigationState/replaceRoot(with:on:)``,
  /// ``NavigationState/replaceStack(with:on:)``
  /// in a transaction.
  ///
  /// ```swift
  /// try navigator.replace(detailID, with: .detail(43))  // one in-place change, no pop and push
  /// try navigator.transaction { try $0.replaceStack(with: [.home, .settings]) }
  /// ```
  /// - Parameters:
  ///   - id: The screen's entry.
  ///   - route: Its new route.
  /// - Throws: The ``NavigationError`` of the state command, or of a route rule or leave
  ///   guard that refused the result; the state is then unchanged.
  public func replace(_ id: EntryID, with route: Route) throws(NavigationError) {
    try perform(.replace(id, with: route)) { state throws(NavigationError) in
      try state.replace(id, with: route)
      // Before the host plans (in `perform`): this screen is the same one, with a new route.
      updatedInPlace.insert(id)
    }
  }
}
