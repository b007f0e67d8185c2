// The sample app that `wayfinder-demo` runs in a terminal, shown by SwiftUI: tabs a–d, screens
// One, Two, Three, PresentedView as a sheet and as a cover, a view that grows from the centre,
// the First → Second flow behind per-screen routers, onboarding, an alert, and its links.
#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderSample
  import WayfinderSwiftUI

  @main @MainActor
  struct SampleApp: App {
    @State private var navigator = Navigator(NavigationState<SampleRoute>.sampleStart)
    private let transitions: CustomTransitions = {
      var transitions = CustomTransitions()
      transitions["grow-from-centre"] = .init(.scale(scale: 0.1).combined(with: .opacity), .spring)
      return transitions
    }()

    var body: some Scene {
      WindowGroup {
        // The composition root: one navigator, routers made from it, screens given routers.
        let router = SampleRouter(navigator: navigator)
        NavigationRoot(navigator, transitions: transitions) { route in
          SampleScreen(route: route, router: router)
        }
        .onOpenURL { url in
          try? navigator.open(url.absoluteString, in: .sample, base: .sampleStart)
        }
      }
    }
  }

  @MainActor
  struct SampleScreen: View {
    @Environment(Navigator<SampleRoute>.self) private var navigator
    let route: SampleRoute
    let router: SampleRouter
    @State private var name = "Ada"

    var body: some View {
      List {
        Section { Text(route.summary) }
        Section("Navigate") {
          Button("Push Two") { try? navigator.push(.two) }
          Button("Push Three") { try? navigator.push(.three) }
          Button("Sheet") { try? navigator.present(.presented, as: .sampleSheet) }
          Button("Cover") { try? navigator.present(.presented, as: .fullScreenCover) }
          Button("Grow") { try? navigator.present(.grown, as: .grow) }
          Button("Back") { try? navigator.goBack() }
        }
        switch route {
        case .three:
          Button("Delete draft…", role: .destructive) { try? navigator.showAlert(.deleteDraft) }
        case .first:
          TextField("Name", text: $name)
          Button("Go to Second") { router.showSecond(name: name) }
        case .second:
          Button("Back to First") { router.backToFirst() }
        case .welcome, .features, .permissions, .done:
          Button("Next") { router.next() }
        default:
          Button("First → Second") { try? navigator.push(.first) }
          Button("Onboarding") { try? navigator.push(.welcome) }
        }
      }
      .navigationTitle(route.description)
    }
  }
#endif
