// "State of Navigation in iOS", its UIKit part: a Router over UINavigationController that
// pushes, pops, presents full screen, shows a sheet with detents, presents through a custom
// transitioning delegate, dismisses and sets the root. Here the navigator does all of it, the
// UIKit host performs it, and the screens are SwiftUI views in UIHostingControllers.
#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit
  import WayfinderUIKit

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
      let navigator = navigator
      let host = UIKitHost(
        navigator: navigator, transitions: [.growFromCenter: GrowFromCenterTransition()]
      ) { destination in
        let view = DestinationView(destination: destination).environment(navigator)
        let controller = UIHostingController(rootView: view)
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

  /// Every screen of the article, with the Router's calls as navigator commands.
  @MainActor
  struct DestinationView: View {
    let destination: Destination
    @Environment(Navigator<Destination>.self) private var navigator

    var body: some View {
      Form {
        Section("Present") {
          Button("Present Sheet") {
            try? navigator.present(.presented, as: .sheet(SheetStyle(detents: [.medium])))
          }
          Button("Present Full Screen") { try? navigator.present(.presented, as: .fullScreenCover) }
          Button("Custom Present") {
            try? navigator.present(.presented, as: .custom(.growFromCenter))
          }
          Button("Dismiss") { try? navigator.dismiss() }
            .disabled(navigator.state.layers.isEmpty)
        }
        Section("Push") {
          ForEach([Destination.one, .two, .three], id: \.self) { next in
            Button(next.title) { try? navigator.push(next) }
          }
          Button("Pop") { try? navigator.pop() }
          Button("Set Root to Three") { try? navigator.replaceStack(with: [.three]) }
        }
      }
    }
  }
#endif
