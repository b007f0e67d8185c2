// "SwiftUI Navigation: Infrastructure" (Fiverr): four icon tabs, each with its own stack, the
// selection owned by the router and published as `currentTab`, Codable destinations, every
// path change logged, and a per-tab router that can only touch its own tab.
//
// Left out: the article's custom back button. It hides the system one because there the path
// did not follow the system back button, and it costs the swipe back (the article says so).
// Here the path always follows the system button and the swipe (each is a user action the
// navigator folds into the state), so the workaround has nothing left to fix.
#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderSwiftUI
  import os

  enum Destination: Hashable, Codable, Sendable {
    case feed
    case item(Int)
    case profile(String)
    case settings
  }

  /// The four tabs: the app's own type, so a `switch` over them is exhaustive and a misspelt
  /// tab does not compile.
  enum AppTab: String, NavigationTab {
    case a, b, c, d
  }

  /// What a screen in one tab may do: it pushes and pops on its own tab's stack only. It is
  /// made from the screen's own navigator, which acts on the stack the screen is on; a move
  /// the navigator refuses (back at the root) changes nothing and is in the window's log.
  @MainActor
  struct TabRouter {
    let screen: ScreenNavigator<Destination>

    func navigate(to destination: Destination) { screen.push(destination) }
    func navigateBack() { screen.close() }
    func popToRoot() { screen.popToRoot() }
    func contains(_ destination: Destination) -> Bool {
      guard let location = screen.location else { return false }
      return screen.navigator?.state.stack(at: location)?.routes.contains(destination) ?? false
    }
  }

  @main @MainActor
  struct TabRoutersApp: App {
    var body: some Scene {
      WindowGroup { TabsWindow() }
    }
  }

  /// One window: its own navigator (an app's `@State` would be shared by every window).
  @MainActor
  struct TabsWindow: View {
    @State private var navigator = Navigator(
      NavigationState<Destination>(
        tabs: [AppTab.a: .feed, .b: .feed, .c: .settings, .d: .profile("me")], selection: .a))

    var body: some View {
      NavigationRoot(
        navigator,
        tabs: TabBarStyle(AppTab.self) { tab in
          switch tab {
          case .a: Image(systemName: "a.circle")
          case .b: Image(systemName: "b.circle")
          case .c: Image(systemName: "c.circle")
          case .d: Image(systemName: "d.circle")
          }
        }
      ) { destination in
        DestinationView(destination: destination)
      }
      .task {
        // Path logging without polling: every change, refused or not, is one event. The
        // stream ends with the window.
        let log = Logger(subsystem: "example.tabs", category: "navigation")
        for await event in navigator.events() { log.info("\(event.description, privacy: .public)") }
      }
    }
  }

  @MainActor
  struct DestinationView: View {
    @ScreenNavigation private var screen: ScreenNavigator<Destination>
    /// The article's `currentTab`: the selected tab, from the environment; setting it selects.
    @SelectedTab private var currentTab: AppTab?
    let destination: Destination

    var body: some View {
      let router = TabRouter(screen: screen)
      List {
        Button("Item 1") { router.navigate(to: .item(1)) }
        NavigationLink("Item 2 (a link)", route: Destination.item(2))
        Button("Back") { router.navigateBack() }
        Button("Back to the root") { router.popToRoot() }
        Button("Go to tab D") { currentTab = .d }
        Text(router.contains(.item(1)) ? "Item 1 is on this tab's stack" : "")
      }
      .navigationTitle(String(describing: destination))
    }
  }
#endif
