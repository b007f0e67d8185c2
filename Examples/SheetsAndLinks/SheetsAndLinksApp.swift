// "State of Navigation in iOS": a router over NavigationStack that pushes screens one, two and
// three, presents PresentedView as a sheet (medium detent, drag indicator, corner radius) or a
// full-screen cover, and follows deep links — without a Bool per sheet.
#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderMacros
  import WayfinderSwiftUI

  /// The app's screens, each with its link, declared once: `myapp://one`, `myapp://one/two`,
  /// `myapp://one/two/three` push with their back stack; `myapp://presented` opens the sheet.
  @Links(requireAll: true)
  enum Screen: Hashable, Codable, Sendable, CaseIterable {
    @Link("/one")
    case one
    @Link("/one/two", parents: ["/one"])
    case two
    @Link("/one/two/three", parents: ["/one", "/one/two"])
    case three
    @Link("/presented", presentation: .articleSheet)
    case presented
  }

  extension Presentation {
    /// The article's sheet.
    static let articleSheet = Presentation.sheet(
      detents: [.medium, .large], dragIndicator: .visible, cornerRadius: 24)
  }

  /// The app's links, from the `@Link` of each screen.
  @MainActor
  enum AppLinks {
    static let table: LinkTable<Screen> = {
      do {
        return try Screen.linkTable(schemes: ["myapp"])
      } catch {
        preconditionFailure("the link table is valid: \(error)")
      }
    }()
  }

  @main @MainActor
  struct SheetsAndLinksApp: App {
    var body: some Scene {
      WindowGroup { WindowView(start: nil) }
      // Windows the app opens (iPad, Mac): each starts from its value, then keeps its own state.
      WindowGroup(for: WindowStart.self) { $start in WindowView(start: start) }
    }
  }

  /// One window: its own navigator, restored from its own scene storage; links and universal
  /// links open in it (a window launched by a link shows the link, not the saved state).
  @MainActor
  struct WindowView: View {
    /// What the app opened this window with, if it did.
    let start: WindowStart?
    @State private var navigator = Navigator(root: Screen.one, links: AppLinks.table)

    var body: some View {
      NavigationRoot(navigator) { screen in
        switch screen {
        case .one: NumberedView(title: "One", next: .two)
        case .two: NumberedView(title: "Two", next: .three)
        case .three: NumberedView(title: "Three", next: nil)
        case .presented: PresentedView()
        }
      }
      // A bad link changes nothing; the navigator publishes it as a failed event.
      .navigationScene(navigator, start: start)
    }
  }

  @MainActor
  struct NumberedView: View {
    @Environment(Navigator<Screen>.self) private var navigator
    @ScreenNavigation private var screen: ScreenNavigator<Screen>
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    let title: String
    let next: Screen?

    var body: some View {
      List {
        if let next { Button("Push \(String(describing: next))") { screen.push(next) } }
        Button("Present as a sheet") { screen.present(.presented, as: .articleSheet) }
        Button("Present full screen") { screen.present(.presented, as: .fullScreenCover) }
        Button("Back") { screen.close() }
        if supportsMultipleWindows {
          // This window's whole state, in a new window.
          Button("Open in a new window") {
            // `Screen`'s synthesized Codable always encodes: there is no failure to show.
            if let start = try? WindowStart.state(navigator.state) { openWindow(value: start) }
          }
        }
      }
      .navigationTitle(title)
    }
  }

  @MainActor
  struct PresentedView: View {
    @ScreenNavigation private var screen: ScreenNavigator<Screen>

    var body: some View {
      VStack(spacing: 16) {
        Text("Presented by the navigator, not by a Bool.")
        Button("Push Two inside") { screen.push(.two) }
        Button("Dismiss") { screen.close() }
      }
      .padding()
    }
  }
#endif
