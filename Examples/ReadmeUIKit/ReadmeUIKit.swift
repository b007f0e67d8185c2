// The README's UIKit example, kept type-checked by scripts/check-adapters.
#if canImport(UIKit) && canImport(SwiftUI)
  import UIKit
  import SwiftUI
  import WayfinderUIKit

  enum Screen: Hashable, Codable, Sendable {
    case home
    case detail(Int)
  }

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let navigator = Navigator(root: Screen.home)

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let scene = scene as? UIWindowScene else { return }
      let navigator = navigator
      let host = UIKitHost(navigator: navigator, transitions: ["grow": GrowTransition()]) {
        screen in
        switch screen {
        case .home: HomeViewController(navigator: navigator)  // UIKit
        case .detail(let id): UIHostingController(rootView: DetailView(id: id))  // SwiftUI
        }
      }
      window = UIWindow(windowScene: scene)
      window?.rootViewController = host.rootViewController
      window?.makeKeyAndVisible()
    }
  }

  // What the README leaves out: the screens, the transition and the app delegate.

  final class HomeViewController: UIViewController {
    let navigator: Navigator<Screen>

    init(navigator: Navigator<Screen>) {
      self.navigator = navigator
      super.init(nibName: nil, bundle: nil)
      title = "Home"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      let open = UIButton(
        configuration: .filled(),
        primaryAction: UIAction(title: "Open 42") { [navigator] _ in
          try? navigator.push(.detail(42))
        })
      open.frame = CGRect(x: 40, y: 200, width: 200, height: 44)
      view.addSubview(open)
    }
  }

  @MainActor
  struct DetailView: View {
    let id: Int
    var body: some View { Text("Detail \(id)") }
  }

  final class GrowTransition: NSObject, UIViewControllerTransitioningDelegate {}

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
#endif
