#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit
  import WayfinderSwiftUI
  import WayfinderUIKit

  @main
  final class MusicAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
      configuration.delegateClass = MusicSceneDelegate.self
      return configuration
    }
  }

  /// One window, one navigator; the launch argument `-uikit` shows the UIKit shell.
  final class MusicSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let navigator = Navigator(NavigationState<Music>.musicStart)
    private var uiKit: MusicUIKitShell?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      if ProcessInfo.processInfo.arguments.contains("-uikit") {
        let shell = MusicUIKitShell(navigator: navigator)
        uiKit = shell
        window.rootViewController = shell.host.rootViewController
      } else {
        window.rootViewController = UIHostingController(
          rootView: MusicRootView(navigator: navigator))
      }
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif
