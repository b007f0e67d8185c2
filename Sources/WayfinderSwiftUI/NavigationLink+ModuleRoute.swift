#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  extension NavigationLink where Destination == Never {
    /// A link that pushes a module's route in an app whose navigator holds `AnyRoute`
    /// (`Navigator<AnyRoute>`): the route is wrapped in `AnyRoute` for you, so the link matches
    /// the app's navigation views and is reported to the navigator as the user's push.
    ///
    /// ```swift
    /// let link = NavigationLink("Settings", route: TabADestination.settings)
    /// ```
    ///
    /// A module whose own navigator holds its route type directly (`Navigator<ShopRoute>`)
    /// pushes with its screen's own navigator instead (`screen.push(.cart)` in a `Button`):
    /// for a module's route, `NavigationLink(route:)` always wraps it in `AnyRoute`.
    /// - Parameters:
    ///   - title: The link's title.
    ///   - route: The module's route to push.
    public init<Route: ModuleRoute>(_ title: String, route: Route) where Label == Text {
      self.init(title, value: PathEntry(moduleRoute: route))
    }

    /// A link with a custom label that pushes a module's route, wrapped in `AnyRoute`.
    ///
    /// ```swift
    /// let link = NavigationLink(route: ShopRoute.cart) { Label("Cart", systemImage: "cart") }
    /// ```
    /// - Parameters:
    ///   - route: The module's route to push.
    ///   - label: The link's label.
    public init<Route: ModuleRoute>(route: Route, @ViewBuilder label: () -> Label) {
      self.init(value: PathEntry(moduleRoute: route), label: label)
    }
  }
#endif
