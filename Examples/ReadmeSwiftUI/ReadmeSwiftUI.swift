// The README's SwiftUI example, kept type-checked by scripts/check-adapters.
#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderSwiftUI

  enum Screen: Hashable, Codable, Sendable {
    case inbox
    case message(Int)
    case compose
  }

  @main @MainActor
  struct MailApp: App {
    @State private var navigator = Navigator(root: Screen.inbox)

    var body: some Scene {
      WindowGroup {
        NavigationRoot(navigator) { screen in
          switch screen {
          case .inbox: InboxView()
          case .message(let id): Text("Message \(id)")
          case .compose: ComposeView()
          }
        }
      }
    }
  }

  @MainActor
  struct InboxView: View {
    @Environment(Navigator<Screen>.self) private var navigator

    var body: some View {
      List {
        NavigationLink("Message 1", route: Screen.message(1))  // the user's push, reported
        Button("Compose") {
          try? navigator.present(.compose, as: .sheet(SheetStyle(detents: [.medium, .large])))
        }
      }
    }
  }

  @MainActor
  struct ComposeView: View {
    @Environment(Navigator<Screen>.self) private var navigator
    @Environment(\.screenContext) private var screen  // which entry am I

    var body: some View {
      Button("Send") { try? navigator.dismiss() }  // a drag-down is reported the same way
    }
  }
#endif
