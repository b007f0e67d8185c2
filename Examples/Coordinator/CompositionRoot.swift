#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit
  import WayfinderSwiftUI
  import WayfinderUIKit

  /// The composition root: builds the navigator, the coordinator and every screen with its
  /// dependencies, and chooses the shell. Switching `shell` from `.uiKit` to `.swiftUI` moves
  /// the app from UINavigationController/UITabBarController to NavigationStack/TabView
  /// without touching a route, a router or a link.
  @MainActor
  final class CompositionRoot {
    enum Shell { case uiKit, swiftUI }

    let navigator: Navigator<AppRoute>
    let coordinator: MainCoordinator
    private var uiKitHost: UIKitHost<AppRoute>?

    init() {
      navigator = Navigator(
        NavigationState(tabs: [AppTab.flow: .first, .settings: .settings], selection: .flow))
      coordinator = MainCoordinator(navigator: navigator)
    }

    /// The window's root controller for a shell.
    func rootViewController(shell: Shell) -> UIViewController {
      switch shell {
      case .uiKit:
        let host = UIKitHost(
          navigator: navigator,
          tabItem: { id in
            switch AppTab(id) {
            case .flow?:
              UITabBarItem(title: "Flow", image: UIImage(systemName: "arrow.right"), tag: 0)
            case .settings?:
              UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
            case nil: UITabBarItem(title: id.rawValue, image: nil, tag: 2)
            }
          },
          screen: { [unowned self] route in self.controller(for: route) })
        // The tab bar's own settings, which the state does not hold (iOS 26; an accessory and
        // this minimize behavior exist on iPhone and iPad only).
        #if os(iOS)
          host.configureTabBarController = { tabBar in
            if #available(iOS 26, *) {
              tabBar.tabBarMinimizeBehavior = .onScrollDown
              let nowPlaying = UILabel()
              nowPlaying.text = "Now playing"
              tabBar.bottomAccessory = UITabAccessory(contentView: nowPlaying)
            }
          }
        #endif
        uiKitHost = host
        return host.rootViewController
      case .swiftUI:
        return UIHostingController(
          rootView: NavigationRoot(navigator, tabs: Self.tabs) { [unowned self] route in
            self.view(for: route)
          })
      }
    }

    /// The SwiftUI shell's tab labels, one per tab of the app's type.
    static let tabs = TabBarStyle(AppTab.self) { tab in
      switch tab {
      case .flow: Label("Flow", systemImage: "arrow.right")
      case .settings: Label("Settings", systemImage: "gear")
      }
    }

    /// A route's screen for the UIKit shell: SwiftUI screens in `ScreenHostingController`s
    /// (so a screen that reads the navigator or its own `ScreenNavigator` from the environment works
    /// as it does under `NavigationRoot`), and the one screen still written in UIKit as it is.
    func controller(for route: AppRoute) -> UIViewController {
      if route == .legacyProfile { return LegacyProfileViewController(mainNav: coordinator) }
      return ScreenHostingController(rootView: view(for: route))
    }

    /// A route's screen for the SwiftUI shell (the UIKit screen wrapped for SwiftUI).
    @ViewBuilder
    func view(for route: AppRoute) -> some View {
      switch route {
      case .first: FirstView(router: FirstScreenRouter(mainNav: coordinator))
      case .second(let name): SecondView(name: name, mainNav: coordinator)
      case .settings: SettingsView(mainNav: coordinator)
      case .legacyProfile: LegacyProfile(mainNav: coordinator)
      }
    }
  }

  /// The UIKit screen inside a SwiftUI hierarchy.
  @MainActor
  struct LegacyProfile: UIViewControllerRepresentable {
    let mainNav: any NavigationStateProtocol
    func makeUIViewController(context: Context) -> LegacyProfileViewController {
      LegacyProfileViewController(mainNav: mainNav)
    }
    func updateUIViewController(_ controller: LegacyProfileViewController, context: Context) {}
  }

  @main
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
      configuration.delegateClass = SceneDelegate.self
      return configuration
    }
  }

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let root = CompositionRoot()

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let scene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: scene)
      window.rootViewController = root.rootViewController(shell: .uiKit)
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif
