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
    lazy var scene = SceneNavigation(navigator: navigator, links: links)

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      // Launch links first; the saved state only when no link launched the window.
      self.scene.connect(session: session, options: connectionOptions)
      let navigator = navigator
      let host = UIKitHost(navigator: navigator, transitions: ["grow": GrowTransition()]) {
        screen in
        switch screen {
        case .home: HomeViewController(navigator: navigator)  // UIKit
        case .detail(let id): ScreenHostingController(rootView: DetailView(id: id))  // SwiftUI
        }
      }
      window = UIWindow(windowScene: windowScene)
      window?.rootViewController = host.rootViewController
      window?.makeKeyAndVisible()
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
      self.scene.open(urlContexts)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      self.scene.continueActivity(userActivity)
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
      self.scene.restorationActivity()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
      self.scene.sceneDidEnterBackground()
    }
  }

  /// A SwiftUI screen: the same view works under `NavigationRoot` and `UIKitHost`.
  @MainActor
  struct DetailView: View {
    let id: Int
    @Environment(Navigator<Screen>.self) private var navigator
    @Environment(\.screenContext) private var screen

    var body: some View {
      Button("Close detail \(id)") {
        try? screen?.handle(in: navigator)?.close()
      }
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

  /// The app's links: `myapp://detail/42`.
  @MainActor
  let links: LinkTable<Screen>? = {
    var builder = LinkTableBuilder<Screen>(schemes: ["myapp"])
    try? builder.add(
      "/detail/:id", types: ["id": .int], build: { .detail(try $0.int("id")) },
      values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
    return try? builder.build()
  }()

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
