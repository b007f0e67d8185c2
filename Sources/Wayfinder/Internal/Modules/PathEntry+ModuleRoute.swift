extension PathEntry where Route == AnyRoute {
  /// The element a link to a module's route carries: the route wrapped in ``AnyRoute``, the
  /// type a modular app's navigator (`Navigator<AnyRoute>`) and its navigation views hold.
  ///
  /// A link whose element were the module's own type would match no navigation view of such an
  /// app and never push; `NavigationLink(_:route:)` for a ``ModuleRoute`` carries this element.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// let link = NavigationLink("Cart", value: PathEntry(moduleRoute: ShopRoute.cart))
  /// PathEntry(moduleRoute: ShopRoute.cart).route == AnyRoute(ShopRoute.cart)  // true
  /// ```
  /// - Parameter route: The module's route to push.
  package init(moduleRoute route: some ModuleRoute) {
    self.init(AnyRoute(route))
  }
}
