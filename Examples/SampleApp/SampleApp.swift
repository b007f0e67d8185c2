// Wayfinder Shop, the sample app that `wayfinder-demo` runs in a terminal, shown by SwiftUI:
// tabs shop, search and account; catalog › product › reviews; the cart as a sheet with checkout
// pushed in it; photos as a full-screen cover; a quick look that grows from the centre; search ›
// results behind per-screen routers; onboarding as a flow; a size picker that returns its size;
// an address form with a leave guard; orders behind a sign-in rule; an alert that empties the
// cart; and its links. Its support mail (the split view) is the MailSwiftUI example.
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
    @State private var query = "boots"
    @State private var picked: String?
    @State private var hasChanges = false
    @State private var emptied = false

    var body: some View {
      List {
        Section { Text(route.summary) }
        switch route {
        case .catalog, .category, .results:
          ForEach(SampleCatalog.products, id: \.id) { product in
            Button(product.name) { screen.push(.product(product.id)) }
          }
          Button("Onboarding") { router.startOnboarding() }
        case .product(let id):
          Button("Reviews") { screen.push(.reviews(id)) }
          Button("Photos") { screen.present(.photos(id), as: .fullScreenCover) }
          Button("Quick look") { screen.present(.quickLook(id), as: .grow) }
          Button("Size" + (picked.map { " (\($0))" } ?? "")) {
            Task {
              picked = await screen.present(.sizePicker, as: .sampleSheet, returning: String.self)
            }
          }
        case .cart:
          Button("Checkout") { screen.push(.checkout) }
          Button("Empty the cart…", role: .destructive) {
            Task { if await screen.presentAlert(.emptyCart) == .emptyCart { emptied = true } }
          }
          if emptied { Text("The cart is empty.") }
        case .search:
          TextField("Search", text: $query)
          Button("Search") { router.showResults(query: query) }
        case .welcome, .features, .notifications, .ready:
          Button("Next") { router.next() }
        case .sizePicker:
          ForEach(SampleCatalog.sizes, id: \.self) { size in
            Button(size) { screen.finish(with: size) }
          }
        case .account:
          Button("Orders") { screen.push(.orders) }
          Button("Edit address") { screen.push(.editAddress) }
        case .editAddress:
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
          Button("Back") { screen.close() }
        }
        Section { Button("Cart") { screen.present(.cart, as: .sampleSheet) } }
      }
      .navigationTitle(route.description)
      .leaveGuard(isActive: route == .editAddress && hasChanges) {
        await screen.presentAlert(.discardChanges) == .discardChanges
      }
    }
  }
#endif
