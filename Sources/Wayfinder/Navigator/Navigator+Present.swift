// The navigator's present and dismiss commands. Each runs the state command of the same name
// through `perform(_:_:)`, so it publishes one event, whether it succeeded or was refused,
// and throws the `NavigationError` the state command throws.

extension Navigator {
  /// Presents a screen in a new layer. See ``NavigationState/present(_:as:)``.
  ///
  /// ```swift
  /// try navigator.present(.presented, as: .fullScreenCover)
  /// ```
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - presentation: How to present it.
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  @inlinable
  public func present(_ route: Route, as presentation: Presentation) throws(NavigationError) {
    try present(stack: [route], as: presentation)
  }

  /// Presents a layer holding a stack. See ``NavigationState/present(stack:as:)``.
  /// - Parameters:
  ///   - routes: The layer's stack, root first.
  ///   - presentation: How to present it.
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  @inlinable
  public func present(stack routes: [Route], as presentation: Presentation)
    throws(NavigationError)
  {
    try perform(.present(routes, presentation)) { state throws(NavigationError) in
      try state.present(stack: routes, as: presentation)
    }
  }

  /// Dismisses the top layers. See ``NavigationState/dismiss(_:)``.
  /// - Parameter count: How many (default 1).
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  @inlinable
  public func dismiss(_ count: Int = 1) throws(NavigationError) {
    try perform(.dismiss(count)) { state throws(NavigationError) in try state.dismiss(count) }
  }

  /// Dismisses a layer and everything above it. See ``NavigationState/dismiss(layer:)``.
  /// - Parameter id: The layer's id.
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  public func dismiss(layer id: LayerID) throws(NavigationError) {
    try perform(.dismissLayer(id)) { state throws(NavigationError) in try state.dismiss(layer: id) }
  }

  /// Dismisses every layer. See ``NavigationState/dismissAll()``.
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  public func dismissAll() throws(NavigationError) {
    try perform(.dismissAll) { state in state.dismissAll() }
  }

  /// Moves a sheet to one of its detents. See ``NavigationState/selectDetent(_:of:)``.
  ///
  /// ```swift
  /// try navigator.selectDetent(.large, of: sheetID)
  /// ```
  /// - Parameters:
  ///   - detent: One of the sheet's detents.
  ///   - layer: The sheet.
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  public func selectDetent(_ detent: SheetDetent, of layer: LayerID) throws(NavigationError) {
    try perform(.selectDetent(detent, of: layer)) { state throws(NavigationError) in
      try state.selectDetent(detent, of: layer)
    }
  }
}
