// A mail app on iPad, iPhone and Mac, in SwiftUI: mailboxes in the sidebar, a mailbox's
// messages in the content column, a message with its attachment pushed in the detail. On an
// iPhone the same state shows as one stack, and going back is the user's tap like any other.
// A link (`wayfinder://mail/work/2`) opens a message in its mailbox, and "Open in a new window"
// opens the message, in its mailbox, in a window of its own that then restores itself. With
// several windows open, a link to a mailbox (`wayfinder://mail/work/3`) opens in the window
// that shows that mailbox; any window takes the others.
//
// The routes, links and start state are Wayfinder Shop's support mail (`WayfinderSample`), the
// window `wayfinder-demo` shows beside the shop (`window mail`, `mailbox work`, `message 2`,
// `compact`).
// Left out: real mail data (three mailboxes, three messages each) and editing.
#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderSample
  import WayfinderSwiftUI

  @main @MainActor
  struct MailSwiftUIApp: App {
    var body: some Scene {
      WindowGroup { MailWindow(start: nil) }
      // A window opened for a message: it starts from its link, then keeps its own state.
      WindowGroup(for: WindowStart.self) { $start in MailWindow(start: start) }
    }
  }

  /// One window: its own navigator over a three-column split view, restored from its scene
  /// storage; links open in it.
  @MainActor
  struct MailWindow: View {
    let start: WindowStart?
    @State private var navigator = Navigator(NavigationState<SampleRoute>.mailStart, links: .sample)

    var body: some View {
      NavigationRoot(navigator) { route in MailScreen(route: route) }
        .splitColumnPlaceholder { column in
          ContentUnavailableView(
            column == .detail ? "No Message Selected" : "No Mailbox Selected",
            systemImage: column == .detail ? "envelope.open" : "tray")
        }
        // With several windows open, a mailbox's link opens in the window showing that mailbox.
        .navigationScene(navigator, start: start, windowForLinks: .showing(pathSegments: 2))
    }
  }

  /// Every screen of the mail app.
  @MainActor
  struct MailScreen: View {
    let route: SampleRoute

    var body: some View {
      switch route {
      case .mailboxes: MailboxList()
      case .mailbox(let name): MessageList(mailbox: name)
      case .message(let id): MessageView(id: id)
      case .attachment(let id): Text("Attachment of message \(id)").navigationTitle("Attachment")
      default: Text(route.description)
      }
    }
  }

  /// The sidebar: a list whose selection is the split view's, bound by key path (a tap is the
  /// user's selection; on an iPhone, going back clears it).
  @MainActor
  struct MailboxList: View {
    @ColumnSelection(.sidebar) private var mailbox: SampleRoute?

    var body: some View {
      List(SampleRoute.mailboxNames, id: \.self, selection: $mailbox) { name in
        Label(name.capitalized, systemImage: "tray").tag(SampleRoute.mailbox(name))
      }
      .navigationTitle("Mailboxes")
    }
  }

  /// The content column: a mailbox's messages, its selection the detail's root.
  @MainActor
  struct MessageList: View {
    @ColumnSelection(.content) private var message: SampleRoute?
    let mailbox: String

    var body: some View {
      List(1...3, id: \.self, selection: $message) { id in
        Text("Message \(id)").tag(SampleRoute.message(id))
      }
      .navigationTitle(mailbox.capitalized)
    }
  }

  /// The detail: a message, its attachment pushed on the detail's own stack, and a new window
  /// for it where the platform has windows.
  @MainActor
  struct MessageView: View {
    @Environment(Navigator<SampleRoute>.self) private var navigator
    @ScreenNavigation private var screen: ScreenNavigator<SampleRoute>
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    let id: Int

    var body: some View {
      List {
        Text("Message \(id), with an attachment.")
        Button("Show the attachment") { screen.push(.attachment(id)) }
        if supportsMultipleWindows,
          case .mailbox(let mailbox)? = navigator.state.split?.selection(in: .sidebar),
          let link = LinkTable.mailLink(mailbox: mailbox, message: id)
        {
          // The message in its mailbox, in a window of its own.
          Button("Open in a new window") { openWindow(value: WindowStart.link(link)) }
        }
      }
      .navigationTitle("Message \(id)")
    }
  }
#endif
