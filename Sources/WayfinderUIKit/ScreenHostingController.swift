#if canImport(UIKit) && canImport(SwiftUI)
  public import SwiftUI
  import UIKit
  import Wayfinder
  import WayfinderSwiftUI

  /// A SwiftUI screen shown by ``UIKitHost``: the host puts the navigator and the screen's own
  /// navigator into its environment, as `NavigationRoot` does, so the same view works
  /// unchanged under either host.
  ///
  /// ```swift
  /// enum Screen: Hashable, Sendable { case home, detail(Int) }
  /// let navigator = Navigator(root: Screen.home)
  /// let host = UIKitHost(navigator: navigator) { screen in
  ///   switch screen {
  ///   case .home: HomeViewController(navigator: navigator)
  ///   case .detail(let id): ScreenHostingController(rootView: DetailView(id: id))
  ///   }
  /// }
  /// // DetailView reads @Environment(Navigator<Screen>.self) and
  /// // @ScreenNavigation private var screen: ScreenNavigator<Screen>.
  /// ```
  ///
  /// A plain `UIHostingController` cannot be given them: its root view's type is fixed, and
  /// the navigator's environment entry is a modifier on that view.
  open class ScreenHostingController<Content: View>: UIHostingController<HostedScreen<Content>>,
    ScreenEnvironmentReceiver
  {
    /// Creates the controller of a SwiftUI screen.
    /// - Parameter rootView: The screen's view.
    public init(rootView: Content) {
      super.init(rootView: HostedScreen(content: rootView))
    }

    /// Not available: a screen is made by the host's factory, not from a storyboard.
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      return nil
    }

    func receive<Route: Hashable & Sendable>(
      navigator: Navigator<Route>, context: ScreenContext
    ) {
      rootView.environment = { content in
        AnyView(
          content.environment(navigator).environment(\.anyNavigator, navigator)
            .environment(\.screenContext, context))
      }
    }
  }

  /// The root view of a ``ScreenHostingController``: the screen, inside the environment the
  /// host gives it.
  public struct HostedScreen<Content: View>: View {
    let content: Content
    var environment: (@MainActor (Content) -> AnyView)?

    /// The screen in its environment (the bare screen until the host placed it).
    public var body: some View {
      if let environment { environment(content) } else { content }
    }
  }

  /// A controller that takes the navigator and its screen's context from the host that places
  /// it.
  @MainActor
  protocol ScreenEnvironmentReceiver: AnyObject {
    func receive<Route: Hashable & Sendable>(navigator: Navigator<Route>, context: ScreenContext)
  }
#endif
