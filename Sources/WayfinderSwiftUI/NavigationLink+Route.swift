#if canImport(SwiftUI)
  public import SwiftUI
  import Wayfinder

  extension NavigationLink where Destination == Never {
    /// A link that pushes a route on the stack it is in, reported to the navigator as the
    /// user's push.
    ///
    /// ```swift
    /// let link = NavigationLink("Details", route: Screen.detail(42))
    /// ```
    /// - Parameters:
    ///   - title: The link's title.
    ///   - route: The screen to push.
    public init<Route: Hashable>(_ title: String, route: Route) where Label == Text {
      self.init(title, value: PathEntry(route))
    }

    /// A link with a custom label that pushes a route.
    /// - Parameters:
    ///   - route: The screen to push.
    ///   - label: The link's label.
    public init<Route: Hashable>(route: Route, @ViewBuilder label: () -> Label) {
      self.init(value: PathEntry(route), label: label)
    }
  }
#endif
