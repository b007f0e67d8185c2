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
    @ScreenNavigation private var screen: ScreenNavigator<Path>

    var body: some View {
      VStack(spacing: 12) {
        Text("Screen A")
        Button("Push B") { screen.push(.b) }
        NavigationLink("Push C with a link", route: Path.c)
      }
      .navigationTitle("A")
    }
  }

  @MainActor
  struct ScreenB: View {
    @ScreenNavigation private var screen: ScreenNavigator<Path>

    var body: some View {
      VStack(spacing: 12) {
        Button("Push C") { screen.push(.c) }
        Button("Pop") { screen.close() }
      }
      .navigationTitle("B")
    }
  }

  @MainActor
  struct ScreenC: View {
    @ScreenNavigation private var screen: ScreenNavigator<Path>

    var body: some View {
      VStack(spacing: 12) {
        Button("Push D") { screen.push(.d) }
        // Reached by the link from A, there is one screen under C, not two: refused.
        StackButton("Pop two") { try $0.pop(2) }
      }
      .navigationTitle("C")
    }
  }

  @MainActor
  struct ScreenD: View {
    @ScreenNavigation private var screen: ScreenNavigator<Path>

    var body: some View {
      VStack(spacing: 12) {
        StackButton("Pop to B") { try $0.popToLast { $0 == .b } }
        Button("Pop to root") { screen.popToRoot() }
        // The article's "update root": A is replaced by B under the pushed screens.
        StackButton("Make B the root") { try $0.replaceRoot(with: .b) }
        // A fresh start: one screen, nothing pushed.
        StackButton("Start over at B") { try $0.replaceStack(with: [.b]) }
      }
      .navigationTitle("D")
    }
  }

  /// A button for a change to the whole stack, which a screen's own navigator does not make:
  /// the navigator runs it as one change, and a refusal (no B to pop to) is shown under it.
  @MainActor
  struct StackButton: View {
    @Environment(Navigator<Path>.self) private var navigator
    @State private var refusal: String?
    let title: String
    let change: (inout NavigationState<Path>) throws -> Void

    init(_ title: String, change: @escaping (inout NavigationState<Path>) throws -> Void) {
      self.title = title
      self.change = change
    }

    var body: some View {
      Button(title) {
        do {
          try navigator.transaction(change)
          refusal = nil
        } catch {
          refusal = String(describing: error)
        }
      }
      if let refusal { Text(refusal).font(.footnote).foregroundStyle(.secondary) }
    }
  }
#endif
