// "Exploring NavigationStack and making it useful": a Router<T> holding [T] and a RouterView
// that wraps NavigationStack — here one navigator and one NavigationRoot do both, and the root
// can be replaced without touching the pushed screens.
#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderSwiftUI

  enum Path: Hashable, Codable, Sendable {
    case a, b, c, d
  }

  @main @MainActor
  struct RouterViewApp: App {
    var body: some Scene {
      WindowGroup { RouterWindow() }
    }
  }

  /// One window: its own navigator (an app's `@State` would be shared by every window).
  @MainActor
  struct RouterWindow: View {
    @State private var navigator = Navigator(root: Path.a)

    var body: some View {
      NavigationRoot(navigator) { path in
        switch path {
        case .a: ScreenA()
        case .b: ScreenB()
        case .c: ScreenC()
        case .d: ScreenD()
        }
      }
    }
  }

  @MainActor
  struct ScreenA: View {
    @Environment(Navigator<Path>.self) private var navigator

    var body: some View {
      VStack(spacing: 12) {
        Text("Screen A")
        Button("Push B") { _ = try? navigator.push(.b) }
        NavigationLink("Push C with a link", route: Path.c)
      }
      .navigationTitle("A")
    }
  }

  @MainActor
  struct ScreenB: View {
    @Environment(Navigator<Path>.self) private var navigator

    var body: some View {
      VStack(spacing: 12) {
        Button("Push C") { _ = try? navigator.push(.c) }
        Button("Pop") { _ = try? navigator.pop() }
      }
      .navigationTitle("B")
    }
  }

  @MainActor
  struct ScreenC: View {
    @Environment(Navigator<Path>.self) private var navigator

    var body: some View {
      VStack(spacing: 12) {
        Button("Push D") { _ = try? navigator.push(.d) }
        Button("Pop two") { _ = try? navigator.pop(2) }
      }
      .navigationTitle("C")
    }
  }

  @MainActor
  struct ScreenD: View {
    @Environment(Navigator<Path>.self) private var navigator

    var body: some View {
      VStack(spacing: 12) {
        Button("Pop to B") { _ = try? navigator.transaction { try $0.popToLast { $0 == .b } } }
        Button("Pop to root") { _ = try? navigator.popToRoot() }
        // The article's "update root": A is replaced by B under the pushed screens.
        Button("Make B the root") {
          _ = try? navigator.transaction { try $0.replaceRoot(with: .b) }
        }
        // A fresh start: one screen, nothing pushed.
        Button("Start over at B") {
          _ = try? navigator.transaction { try $0.replaceStack(with: [.b]) }
        }
      }
      .navigationTitle("D")
    }
  }
#endif
