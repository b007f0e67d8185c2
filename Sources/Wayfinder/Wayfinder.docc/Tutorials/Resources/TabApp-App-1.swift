// SwiftUI exists on Apple platforms only; the fence lets a package that also builds
// elsewhere (as Wayfinder does, on Linux) keep this file. An iOS-only app can drop it.
#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderSwiftUI

  @main
  struct TabApp: App {
    var body: some Scene {
      WindowGroup { RootView() }
    }
  }

  /// One navigator per window, shown by one view.
  struct RootView: View {
    @State private var navigator = Navigator(NavigationState<Screen>.start)

    var body: some View {
      NavigationRoot(
        navigator,
        tabs: TabBarStyle(AppTab.self) { tab in
          switch tab {
          case .feed: Label("Feed", systemImage: "list.bullet")
          case .profile: Label("Profile", systemImage: "person")
          }
        }
      ) { screen in
        switch screen {
        case .feed: Text("Feed")
        case .post(let id): Text("Post \(id)")
        case .profile: Text("Profile")
        case .compose: Text("Compose")
        }
      }
    }
  }
#endif
