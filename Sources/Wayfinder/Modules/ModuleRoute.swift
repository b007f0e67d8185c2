/// A route type declared by one feature module, for apps that cannot share one route enum.
///
/// Each type names itself with a stable ``routeName`` — used by restoration and logs, never a
/// runtime type name, so renaming or moving the type keeps saved states readable. A navigator
/// holds routes of several modules as ``AnyRoute``.
///
/// ```swift
/// enum ShopRoute: ModuleRoute {
///   case catalog, cart, product(Int)
///   static let routeName = "shop"
/// }
/// ```
public protocol ModuleRoute: Hashable, Sendable, Codable {
  /// The type's stable name, unique among the app's modules.
  static var routeName: String { get }
}

extension ModuleRoute {
  /// The module's route an ``AnyRoute`` holds, or `nil` when it belongs to another module (or
  /// there is none).
  ///
  /// ```swift
  /// let route = AnyRoute(ShopRoute.cart)
  /// if let shop = ShopRoute(route) { print(shop) }  // cart
  /// ```
  /// - Parameter route: A route of any module.
  public init?(_ route: AnyRoute?) {
    guard let route = route?.base as? Self else { return nil }
    self = route
  }
}

/// A route of any registered module: what a modular app's navigator holds
/// (`Navigator<AnyRoute>`).
///
/// Match on it by module:
///
/// ```swift
/// import WayfinderSwiftUI
///
/// struct AppView: View {
///   let navigator: Navigator<AnyRoute>
///   var body: some View {
///     NavigationRoot(navigator) { route in
///       switch route.base {
///       case let shop as ShopRoute: ShopScreen(shop)
///       case let account as AccountRoute: AccountScreen(account)
///       default: EmptyView()
///       }
///     }
///   }
/// }
/// let navigator = Navigator(root: AnyRoute(ShopRoute.catalog))
/// try navigator.push(AnyRoute(ShopRoute.cart))
/// if let shop = ShopRoute(navigator.state.currentEntry.route) { print(shop) }
/// ```
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
  /// The module's route.
  public let base: any ModuleRoute

  /// Wraps a module's route.
  /// - Parameter route: The route.
  public init<Route: ModuleRoute>(_ route: Route) {
    self.base = route
  }

  /// The stable name of the route's type.
  package var routeName: String { type(of: base).routeName }

  /// Two routes are equal when they are of the same type and equal as that type.
  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    func equals<Route: ModuleRoute>(_ left: Route) -> Bool { left == rhs.base as? Route }
    return equals(lhs.base)
  }

  /// Hashes the type's name and the route.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(routeName)
    hasher.combine(base)
  }

  /// `shop.cart`: the type's name and the route.
  public var description: String { "\(routeName).\(base)" }
}
