// "State of Navigation in iOS", its UIKit part: a Router over UINavigationController that
// pushes, pops, presents full screen, shows a sheet with detents, presents through a custom
// transitioning delegate, dismisses and sets the root. Here the navigator does all of it, the
// UIKit host performs it, and the screens are SwiftUI views in ScreenHostingControllers, which
// find the navigator in their environment. The Router keeps the article's signatures.
//
// Left out: the article's `setRoot` replaces the window's root controller (losing the stack's
// navigation controller); here it replaces the stack, which is what its name promises. The
// article's screens get the Router as an environment object; here they build the facade from
// the navigator they find in the environment.
#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit
  import WayfinderUIKit
  import os

  enum Destination: Hashable, Codable, Sendable, CaseIterable {
    case content, one, two, three, presented

    var title: String {
      switch self {
      case .content: "Content"
      case .one: "One"
      case .two: "Two"
      case .three: "Three"
      case .presented: "Presented"
      }
    }
  }

  extension TransitionName {
    /// The article's custom presentation: grows from a small square in the middle.
    static let growFromCenter: TransitionName = "grow-from-center"
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
    let navigator = Navigator(root: Destination.content)
    var host: UIKitHost<Destination>?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let scene = scene as? UIWindowScene else { return }
      // The custom presentation gets the screen itself (no navigation controller), as the
      // article's transitioning delegate expects: `ScreenChrome.standard` presents a custom
      // layer of one screen bare.
      let host = UIKitHost(
        navigator: navigator, transitions: [.growFromCenter: GrowFromCenterTransition()]
      ) { destination in
        // The host puts the navigator and the screen's context into the view's environment.
        let controller = ScreenHostingController(
          rootView: DestinationView(destination: destination))
        controller.title = destination.title
        return controller
      }
      let window = UIWindow(windowScene: scene)
      window.rootViewController = host.rootViewController
      window.makeKeyAndVisible()
      self.window = window
      self.host = host
    }
  }

  /// The article's Router, with its signatures (`animated:`, `completion:`), as a thin facade
  /// over the navigator: each call is one command, shown with or without animation, and the
  /// completion runs once that command's change is on screen.
  @MainActor
  struct Router {
    let navigator: Navigator<Destination>

    func present(_ destination: Destination, animated: Bool = true, completion: (() -> Void)? = nil)
    {
      run(animated, completion) { try $0.present(destination, as: .fullScreenCover) }
    }

    /// Shows a sheet with UIKit's detents, written as the article writes them.
    func sheet(
      _ destination: Destination,
      detents: [UISheetPresentationController.Detent] = [.medium()], animated: Bool = true,
      completion: (() -> Void)? = nil
    ) {
      run(animated, completion) {
        try $0.present(destination, as: .sheet(detents: detents))
      }
    }

    func customPresent(
      _ destination: Destination, animated: Bool = true, completion: (() -> Void)? = nil
    ) {
      run(animated, completion) {
        try $0.present(destination, as: .custom(.growFromCenter))
      }
    }

    func dismiss(animated: Bool, completion: (() -> Void)?) {
      run(animated, completion) { try $0.dismiss() }
    }

    func push(_ destination: Destination, animated: Bool = true) {
      run(animated, nil) { try $0.push(destination) }
    }

    func pop(animated: Bool) {
      run(animated, nil) { try $0.pop() }
    }

    func setRoot(_ destination: Destination, animated: Bool) {
      run(animated, nil) { try $0.replaceStack(with: [destination]) }
    }

    /// Runs one command; a refused one changes nothing, is logged with its reason and never
    /// calls `completion`.
    private func run(
      _ animated: Bool, _ completion: (() -> Void)?,
      _ command: (inout NavigationState<Destination>) throws -> Void
    ) {
      let change: NavigationChange
      do {
        change = try navigator.transaction(animated: animated, command)
      } catch {
        Logger(subsystem: "example.router", category: "navigation")
          .error("refused: \(String(describing: error), privacy: .public)")
        return
      }
      guard let completion else { return }
      Task {
        await navigator.onScreen(change)
        completion()
      }
    }
  }

  /// Every screen of the article, calling the Router.
  @MainActor
  struct DestinationView: View {
    let destination: Destination
    @Environment(Navigator<Destination>.self) private var navigator
    private var router: Router { Router(navigator: navigator) }

    var body: some View {
      Form {
        Section("Present") {
          Button("Present Sheet") { router.sheet(.presented) }
          Button("Present Full Screen") { router.present(.presented) }
          Button("Custom Present") { router.customPresent(.presented) }
          // SwiftUI's `\.dismiss` would dismiss behind the navigator's back (UIKit reports
          // only the user's drag): the article's dismiss goes through the Router.
          Button("Dismiss") { router.dismiss(animated: true, completion: nil) }
            .disabled(navigator.state.layers.isEmpty)
        }
        Section("Push") {
          ForEach([Destination.one, .two, .three], id: \.self) { next in
            Button(next.title) { router.push(next) }
          }
          Button("Pop") { router.pop(animated: true) }
          Button("Set Root to Three") { router.setRoot(.three, animated: false) }
        }
      }
    }
  }
#endif
