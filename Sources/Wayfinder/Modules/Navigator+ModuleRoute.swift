extension Navigator where Route == AnyRoute {
  /// Pushes a module's route.
  ///
  /// ```swift
  /// let navigator = Navigator(root: AnyRoute(ShopRoute.catalog))
  /// try navigator.push(ShopRoute.cart)
  /// ```
  /// - Parameters:
  ///   - route: The screen.
  ///   - location: The stack (default: the active stack).
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  public func push(_ route: some ModuleRoute, on location: StackLocation? = nil)
    throws(NavigationError)
  {
    try push(AnyRoute(route), on: location)
  }

  /// Presents a module's route as the root of a new layer.
  ///
  /// ```swift
  /// let navigator = Navigator(root: AnyRoute(ShopRoute.catalog))
  /// try navigator.present(AccountRoute.signIn, as: .sheet())
  /// ```
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - presentation: How to present it.
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  public func present(_ route: some ModuleRoute, as presentation: Presentation)
    throws(NavigationError)
  {
    try present(AnyRoute(route), as: presentation)
  }
}

extension ScreenNavigator where Route == AnyRoute {
  /// Pushes a module's route on this screen's stack.
  ///
  /// ```swift
  /// let navigator = Navigator(root: AnyRoute(ShopRoute.catalog))
  /// let catalog = ScreenNavigator(navigator, entry: navigator.state.currentEntry.id)
  /// try catalog.push(ShopRoute.product(7))
  /// ```
  /// - Parameter route: The screen.
  /// - Throws: What ``ScreenNavigator/push(_:)-(Route...)`` throws.
  public func push(_ route: some ModuleRoute) throws(NavigationError) {
    try push(AnyRoute(route))
  }
}
