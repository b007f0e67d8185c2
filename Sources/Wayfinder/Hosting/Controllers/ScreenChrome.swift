/// What an imperative host (UIKit) wraps around the screens it shows: which layers are
/// presented bare — the screen's own controller, with no navigation controller around it —
/// and on which screens the navigation bar is hidden.
///
/// By default a custom presentation that holds one screen is presented bare, as a
/// `UIViewControllerTransitioningDelegate` written for that screen expects; sheets and
/// full-screen covers get a navigation controller, and every navigation bar shows.
///
/// ```swift
/// let chrome = ScreenChrome<Screen>(
///   presentsBare: { layer in layer.content.root.route == .picker },
///   hidesNavigationBar: { screen in screen == .onboarding })
/// ```
///
/// A bare layer has no navigation controller to push on: when its stack changes (a push, a
/// new root), the host dismisses it and presents it again inside one.
public struct ScreenChrome<Route: Sendable>: Sendable {
  private let bare: @Sendable (Layer<Route>) -> Bool
  private let barHidden: @Sendable (Route) -> Bool

  /// Custom presentations of one screen bare; every navigation bar shown.
  public static var standard: ScreenChrome {
    ScreenChrome()
  }

  /// Every layer in a navigation controller, every navigation bar shown.
  public static var navigationControllers: ScreenChrome {
    ScreenChrome(presentsBare: { _ in false })
  }

  /// Creates the chrome rules.
  /// - Parameters:
  ///   - presentsBare: Whether a layer is presented without a navigation controller; asked
  ///     only for layers that hold one screen (default: custom presentations).
  ///   - hidesNavigationBar: Whether the navigation bar is hidden while a screen is the top
  ///     of its stack (default: never).
  public init(
    presentsBare: @escaping @Sendable (Layer<Route>) -> Bool = { layer in
      if case .custom = layer.presentation { true } else { false }
    },
    hidesNavigationBar: @escaping @Sendable (Route) -> Bool = { _ in false }
  ) {
    self.bare = presentsBare
    self.barHidden = hidesNavigationBar
  }

  /// Whether a layer is presented bare: it holds one screen and the rule says so.
  /// - Parameter layer: The layer.
  /// - Returns: `true` for the screen's own controller, `false` for a navigation controller.
  package func presentsBare(_ layer: Layer<Route>) -> Bool {
    layer.content.pushed.isEmpty && bare(layer)
  }

  /// Whether the navigation bar is hidden while `route` is the top screen of its stack.
  /// - Parameter route: The top screen.
  /// - Returns: `true` to hide the bar.
  package func hidesNavigationBar(on route: Route) -> Bool {
    barHidden(route)
  }
}
