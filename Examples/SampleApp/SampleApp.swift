// The sample app that `wayfinder-demo` runs in a terminal, shown by SwiftUI: tabs a–d, screens
// One, Two, Three, PresentedView as a sheet and as a cover, a view that grows from the centre,
// the First → Second flow behind per-screen routers, onboarding as a flow, a color picker that
// returns its color, a profile form with a leave guard, an account behind a sign-in rule, an
// alert, and its links.
#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderSample
  import WayfinderSwiftUI

  @main @MainActor
  struct SampleApp: App {
    /// The app's account, shared by every window: signing in once signs in everywhere.
    @State private var account = SampleAccount()

    var body: some Scene {
      WindowGroup { SampleWindow(account: account) }
    }
  }

  /// One window: its own navigator and onboarding (an app's `@State` would be shared by every
  /// window).
  @MainActor
  struct SampleWindow: View {
    let account: SampleAccount
    @State private var navigator = Navigator(
      NavigationState<SampleRoute>.sampleStart, links: .sample)
    @State private var onboarding = OnboardingProgress()
    private let transitions: CustomTransitions = {
      var transitions = CustomTransitions()
      transitions["grow-from-centre"] = .init(.scale(scale: 0.1).combined(with: .opacity), .spring)
      return transitions
    }()

    var body: some View {
      // The composition root: one navigator, routers made from it, screens given routers.
      let router = SampleRouter(navigator: navigator, onboarding: onboarding)
      NavigationRoot(navigator, transitions: transitions) { route in
        SampleScreen(route: route, router: router, account: account)
      }
      .onAppear { navigator.rules = [.signedIn(account)] }
      .onOpenURL { url in
        // A link that matches nothing changes nothing: the navigator publishes it as a failed
        // event, and there is no screen to tell.
        try? navigator.open(url)
      }
    }
  }

  @MainActor
  struct SampleScreen: View {
    @Environment(Navigator<SampleRoute>.self) private var navigator
    @ScreenNavigation private var screen: ScreenNavigator<SampleRoute>
    let route: SampleRoute
    let router: SampleRouter
    let account: SampleAccount
    @State private var name = "Ada"
    @State private var picked: String?
    @State private var hasChanges = false
    @State private var draftDeleted = false

    var body: some View {
      List {
        Section { Text(route.summary) }
        Section("Navigate") {
          Button("Push Two") { screen.push(.two) }
          Button("Push Three") { screen.push(.three) }
          Button("Sheet") { screen.present(.presented, as: .sampleSheet) }
          Button("Cover") { screen.present(.presented, as: .fullScreenCover) }
          Button("Grow") { screen.present(.grown, as: .grow) }
          Button("Back") { screen.close() }
        }
        switch route {
        case .three:
          Button("Delete draft…", role: .destructive) {
            Task {
              if await screen.presentAlert(.deleteDraft) == .deleteDraft { draftDeleted = true }
            }
          }
          if draftDeleted { Text("The draft was deleted.") }
        case .first:
          TextField("Name", text: $name)
          Button("Go to Second") { router.showSecond(name: name) }
        case .second:
          Button("Back to First") { router.backToFirst() }
        case .welcome, .features, .permissions, .done:
          Button("Next") { router.next() }
        case .colorPicker:
          ForEach(["red", "green", "blue"], id: \.self) { color in
            Button(color) { screen.finish(with: color) }
          }
        case .editProfile:
          Toggle("Unsaved changes", isOn: $hasChanges)
          Button("Save") { screen.finish(with: "saved") }
          Button("Cancel") { screen.close() }
        case .signIn:
          Button("Sign in") {
            account.isSignedIn = true
            if navigator.pendingLink == nil { screen.close() }
            navigator.reapplyRules()
          }
        default:
          Button("First → Second") { screen.push(.first) }
          Button("Onboarding") { router.startOnboarding() }
          Button("Pick a color" + (picked.map { " (\($0))" } ?? "")) {
            Task {
              picked = await screen.present(
                .colorPicker, as: .sampleSheet, returning: String.self)
            }
          }
          Button("Edit profile") { screen.push(.editProfile) }
          Button("Account") { screen.push(.account) }
        }
      }
      .navigationTitle(route.description)
      .leaveGuard(isActive: route == .editProfile && hasChanges) {
        await screen.presentAlert(.discardChanges) == .discardChanges
      }
    }
  }
#endif
