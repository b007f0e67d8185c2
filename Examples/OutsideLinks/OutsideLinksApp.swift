#if canImport(UIKit) && canImport(SwiftUI)
  import AppIntents
  import CoreSpotlight
  import SwiftUI
  import UIKit
  import UserNotifications
  import WayfinderSwiftUI
  import WayfinderMacros
  import WayfinderUIKit

  // Links from outside the app, all through one inbox: a notification, a home-screen quick
  // action, a widget's link, a Spotlight result and a screen handed off from another device.
  // An App Intent opens a screen by name (Shortcuts, Siri, Spotlight: iOS 26) through the same
  // inbox. A link that arrives before the window exists (a notification tapped at a cold start) waits
  // in the inbox and opens when the window attaches. The screen on top is offered as a user
  // activity, so another device continues it into the same screen.

  /// The screens of a small mail app, each declaring its link; the screens with a link and no
  /// values (the inbox, a new message) are also opened by name from Shortcuts, Siri and
  /// Spotlight (`@LinkIntents`).
  @LinkIntents("Mail screen", scheme: "mail")
  @Links
  enum MailScreen: Hashable, Codable, Sendable {
    @Link("/inbox", asRoot: true)
    case inbox
    @Link("/message/:id")
    case message(Int)
    @Link("/compose", presentation: .sheet(SheetStyle(detents: [.large])))
    case compose
  }

  extension LinkTable where Route == MailScreen {
    /// The app's links: `mail://inbox`, `mail://message/42` and `https://mail.example.com/…`.
    static let mail: LinkTable<MailScreen> = {
      do {
        return try MailScreen.linkTable(schemes: ["mail"], hosts: ["mail.example.com"])
      } catch {
        preconditionFailure("the mail links are valid: \(error)")
      }
    }()
  }

  /// The app's one inbox for links from outside, made before any window.
  @MainActor let mailInbox = LinkInbox(links: LinkTable.mail)

  /// The activity type of the screen on top, declared in `NSUserActivityTypes`.
  let screenActivityType = "com.example.mail.screen"

  @main
  struct OutsideLinksApp: App {
    @UIApplicationDelegateAdaptor(MailAppDelegate.self) private var delegate

    var body: some Scene {
      WindowGroup {
        MailWindow()
      }
    }
  }

  /// One window: its navigator, its links through the inbox, its screen as a user activity.
  struct MailWindow: View {
    @State private var navigator = Navigator(root: MailScreen.inbox, links: .mail)

    var body: some View {
      NavigationRoot(navigator) { screen in
        MailScreenView(screen: screen)
      }
      // Custom-scheme and universal links (a widget's `widgetURL` too), Spotlight results and
      // the links parked before this window appeared.
      .navigationScene(navigator, inbox: mailInbox)
      // Handoff: the screen on top, offered to the user's other devices…
      .screenActivity(
        ScreenActivity.Rules(type: screenActivityType, handoff: true, search: false),
        navigator: navigator
      )
      // …and continued here from another device.
      .onContinueUserActivity(screenActivityType) { activity in mailInbox.receive(activity) }
      // "Open Mail screen" from Shortcuts or Siri: the screen's link, through the inbox.
      .openingMailIntents()
    }
  }

  extension View {
    /// The window's App Intents, handed to the inbox where the system routes them to scenes
    /// (iOS 26); before, Shortcuts has no "Open Mail screen".
    @ViewBuilder
    func openingMailIntents() -> some View {
      if #available(iOS 26.0, *) {
        openingIntents(MailScreen.OpenDestinationIntent.self, in: mailInbox)
      } else {
        self
      }
    }
  }

  /// A screen of the mail app.
  struct MailScreenView: View {
    let screen: MailScreen
    @ScreenNavigation<MailScreen> private var navigation

    var body: some View {
      switch screen {
      case .inbox:
        List(1..<6) { id in
          Button("Message \(id)") { navigation.push(.message(id)) }
        }
        .toolbar {
          Button("Compose") {
            navigation.present(.compose, as: .sheet(SheetStyle(detents: [.large])))
          }
        }
        .task { await MailSystem.indexMessages() }
      case .message(let id):
        Text("Message \(id)")
          .toolbar {
            Button("Remind me") { Task { await MailSystem.remind(about: id) } }
          }
          .onChange(of: navigation.isFocused) { _, focused in
            if focused { print("message \(id) is on top again") }
          }
      case .compose:
        Text("New message")
      }
    }
  }

  /// The app's delegate: the notification center's delegate, and the scene delegate that takes
  /// quick actions.
  final class MailAppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      UNUserNotificationCenter.current().delegate = self
      application.shortcutItems = [MailSystem.composeShortcut]
      return true
    }

    func application(
      _ application: UIApplication,
      configurationForConnecting session: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
      configuration.delegateClass = MailSceneDelegate.self
      return configuration
    }

    /// A tapped notification: its link goes to the inbox, which opens it in a window or keeps it
    /// until one attaches (a cold start).
    nonisolated func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {
      let link = LinkInbox<MailScreen>.link(in: response)
      await MainActor.run { _ = mailInbox.receive(link: link, from: .notification) }
    }
  }

  /// Takes the home-screen quick actions: at a cold start (in the connection options) and later.
  final class MailSceneDelegate: NSObject, UIWindowSceneDelegate {
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      connectionOptions: UIScene.ConnectionOptions
    ) {
      if let item = connectionOptions.shortcutItem { mailInbox.receive(item) }
    }

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
    ) async -> Bool {
      mailInbox.receive(shortcutItem)
    }
  }

  /// What the app tells the system: quick actions, notifications, Spotlight items, each with the
  /// printed link of the screen it opens.
  @MainActor
  enum MailSystem {
    /// The "New message" quick action.
    static var composeShortcut: UIApplicationShortcutItem {
      let link = LinkTable.mail.url(for: .compose)?.absoluteString ?? ""
      return UIApplicationShortcutItem(
        type: "compose", localizedTitle: "New message", localizedSubtitle: nil,
        icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"),
        userInfo: [LinkInbox<MailScreen>.linkKey: link as NSString])
    }

    /// Schedules a notification that opens message `id` when tapped.
    static func remind(about id: Int) async {
      guard let link = LinkTable.mail.url(for: .message(id)) else { return }
      let content = UNMutableNotificationContent()
      content.title = "Message \(id)"
      content.userInfo = [LinkInbox<MailScreen>.linkKey: link.absoluteString]
      content.targetContentIdentifier = mailInbox.targetContentIdentifier(for: .message(id))
      let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
      let request = UNNotificationRequest(
        identifier: "message-\(id)", content: content, trigger: trigger)
      do {
        try await UNUserNotificationCenter.current().add(request)
      } catch {
        print("the reminder was not scheduled: \(error)")
      }
    }

    /// Indexes the messages for Spotlight, each under the link that opens it.
    static func indexMessages() async {
      let items = (1..<6).compactMap { id -> CSSearchableItem? in
        guard let link = LinkTable.mail.url(for: .message(id)) else { return nil }
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Message \(id)"
        return CSSearchableItem(
          uniqueIdentifier: link.absoluteString, domainIdentifier: "messages",
          attributeSet: attributes)
      }
      do {
        try await CSSearchableIndex.default().indexSearchableItems(items)
      } catch {
        print("Spotlight did not index the messages: \(error)")
      }
    }
  }
#endif
