// "SwiftUI Navigation Is a Mess": a state-driven sequence of onboarding screens with a custom
// transition, and a sheet in the middle — no singleton, no Bool per screen.
#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderSwiftUI

  enum Step: Hashable, Codable, Sendable {
    case welcome, features, permissions, done, home
  }

  extension TransitionName {
    /// The onboarding's slide-and-fade.
    static let slide: TransitionName = "slide"
  }

  @main @MainActor
  struct OnboardingApp: App {
    @State private var navigator = Navigator(root: Step.home)
    private let transitions: CustomTransitions = {
      var transitions = CustomTransitions()
      transitions[.slide] = .init(
        .asymmetric(insertion: .move(edge: .trailing), removal: .opacity), .spring(duration: 0.4))
      return transitions
    }()

    var body: some Scene {
      WindowGroup {
        NavigationRoot(navigator, transitions: transitions) { step in
          OnboardingScreen(step: step)
        }
      }
    }
  }

  @MainActor
  struct OnboardingScreen: View {
    @Environment(Navigator<Step>.self) private var navigator
    let step: Step

    var body: some View {
      VStack(spacing: 16) {
        Text(title).font(.largeTitle)
        Button(step == .home ? "Start onboarding" : "Next") { next() }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(.background)
    }

    private var title: String {
      switch step {
      case .welcome: "Welcome"
      case .features: "What it does"
      case .permissions: "Allow notifications?"
      case .done: "All set"
      case .home: "Home"
      }
    }

    /// One step forward: the whole sequence is navigation state, so it survives restoration and
    /// a test can drive it without a view.
    private func next() {
      switch step {
      case .home: try? navigator.present(.welcome, as: .custom(.slide))
      case .welcome: try? navigator.push(.features)
      case .features:
        try? navigator.present(.permissions, as: .sheet(SheetStyle(detents: [.medium])))
      case .permissions:
        try? navigator.dismiss()
        try? navigator.push(.done)
      case .done: try? navigator.dismissAll()
      }
    }
  }
#endif
