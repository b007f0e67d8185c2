// The navigator's present and dismiss commands. Each runs the state command of the same name
// through `perform(_:_:)`, so it publishes one event, whether it succeeded or was refused,
// returns what the state command returns and throws the `NavigationError` it throws.
// Presenting a whole stack, dismissing a given layer and moving a sheet to a detent are done in
// a transaction, with the state's `present(stack:as:)`, `dismiss(layer:)` and
// `selectDetent(_:of:)`.

extension Navigator {
  /// Presents a screen in a new layer. See ``NavigationState/present(_:as:)``.
  ///
  /// ```swift
  /// let sheet = try navigator.present(.compose, as: .sheet())
  /// try navigator.transaction { try $0.present(stack: [.mailboxes, .inbox], as: .fullScreenCover) }
  /// ```
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - presentation: How to present it.
  /// - Returns: The new layer's id.
  /// - Throws: The ``NavigationError`` of the state command, or of a route rule or leave
  ///   guard that refused the result; the state is then unchanged.
  @inlinable
  @discardableResult
  public func present(_ route: Route, as presentation: Presentation) throws(NavigationError)
    -> LayerID
  {
    try perform(.present([route], presentation)) { state throws(NavigationError) in
      try state.present(route, as: presentation)
    }
  }

  /// Dismisses the top layers. See ``NavigationState/dismiss(_:)``; to dismiss a given layer
  /// and those above it, use ``NavigationState/dismiss(layer:)`` in a transaction.
  ///
  /// ```swift
  /// try navigator.dismiss()
  /// try navigator.transaction { try $0.dismiss(layer: sheetID) }
  /// ```
  /// - Parameter count: How many (default 1).
  /// - Returns: The dismissed layers, bottom to top.
  /// - Throws: The ``NavigationError`` of the state command, or of a route rule or leave
  ///   guard that refused the result; the state is then unchanged.
  @inlinable
  @discardableResult
  public func dismiss(_ count: Int = 1) throws(NavigationError) -> [Layer<Route>] {
    try perform(.dismiss(count)) { state throws(NavigationError) in try state.dismiss(count) }
  }

  /// Dismisses every layer. See ``NavigationState/dismissAll()``.
  ///
  /// ```swift
  /// try navigator.dismissAll()
  /// ```
  /// - Returns: The dismissed layers, bottom to top.
  /// - Throws: The ``NavigationError`` of a route rule or leave guard that refused the result;
  ///   the state is then unchanged.
  @discardableResult
  public func dismissAll() throws(NavigationError) -> [Layer<Route>] {
    try perform(.dismissAll) { state in state.dismissAll() }
  }
}
