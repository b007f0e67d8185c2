import Foundation
import MacroTesting
import Testing
import Wayfinder
import WayfinderMacrosPlugin
import WayfinderSample
import WayfinderScenes

/// Wayfinder Shop's first window, in the twin's route type.
private func shopStart() throws -> NavigationState<MacroSampleRoute> {
  try JSONDecoder().decode(
    NavigationState<MacroSampleRoute>.self,
    from: try JSONEncoder().encode(NavigationState<SampleRoute>.sampleStart))
}

/// `@LinkIntents` on Wayfinder Shop's routes: the screens opened by name are the cases with a
/// link of their own and no values, and each one's link is the one the table prints and opens.
@MainActor
@Suite("Screens the system opens by name (@LinkIntents)")
struct LinkIntentsTests {
  @Test("every case with a link and no values, in declaration order, with its title")
  func destinations() {
    let listed = MacroSampleRoute.linkDestinations
    #expect(
      listed.map(\.route) == [
        .catalog, .cart, .checkout, .search, .account, .orders, .welcome, .features,
        .notifications,
      ])
    #expect(listed.map(\.name) == listed.map { "\($0.route)" }, "the case's name")
    #expect(listed.first { $0.route == .notifications }?.title == "Notifications")
    #expect(Set(listed.map(\.link)).count == listed.count, "one link each")
  }

  @Test("each destination's link is the one the table prints for its screen, and opens it")
  func linksAgreeWithTheTable() throws {
    let table = try MacroSampleRoute.table()
    for destination in MacroSampleRoute.linkDestinations {
      let printed = try #require(table.url(for: destination.route) as URL?)
      #expect(printed.absoluteString == destination.link, "\(destination.name)")
      let navigator = Navigator(try shopStart(), links: table)
      try navigator.open(try #require(URL(string: destination.link)))
      #expect(
        navigator.state.activeStack.top.route == destination.route, "\(destination.name) opens")
    }
  }

  @Test("an intent's link reaches the window through the inbox, as any link from outside")
  func throughTheInbox() throws {
    let table = try MacroSampleRoute.table()
    let inbox = LinkInbox(links: table)
    var outcomes: [LinkInboxEvent.Outcome] = []
    let listening = inbox.observe { outcomes.append($0.outcome) }
    let orders = try #require(MacroSampleRoute.linkDestinations.first { $0.route == .orders })
    #expect(inbox.receive(link: orders.link, from: .intent))
    #expect(inbox.parked.count == 1, "no window yet: parked")
    let window = SceneNavigation(navigator: Navigator(try shopStart(), links: table))
    let attached = inbox.attach(window)
    #expect(outcomes == [.opened])
    #expect(window.navigator.state.activeStack.top.route == .orders)
    attached.cancel()
    listening.cancel()
  }
}

/// What `@LinkIntents` writes, and what it refuses.
@Suite(.macros(["LinkIntents": LinkIntentsMacro.self], record: .never))
struct LinkIntentsMacroTests {
  @Test("the list, the AppEnum and the open intent, public when the enum is")
  func expansion() {
    assertMacro {
      """
      @LinkIntents("Mail screen", scheme: "MyApp")
      public enum Mail {
        @Link("/inbox", tab: MailTab.inbox, asRoot: true)
        case inbox
        @Link("/settings/quickLook", presentation: .sheet())
        case quickLook
        @Link("/mail/:id")
        case message(id: Int)
        @Link("/{tab}/search", inEachTab: [MailTab.inbox, .sent])
        case search
        case compose
      }
      """
    } expansion: {
      """
      public enum Mail {
        @Link("/inbox", tab: MailTab.inbox, asRoot: true)
        case inbox
        @Link("/settings/quickLook", presentation: .sheet())
        case quickLook
        @Link("/mail/:id")
        case message(id: Int)
        @Link("/{tab}/search", inEachTab: [MailTab.inbox, .sent])
        case search
        case compose

        /// The screens the system can open by name (`@LinkIntents`): each case with a link and no
        /// values, with its title and printed link.
        public static let linkDestinations: [LinkDestination<Mail>] = [
          LinkDestination(route: .inbox, name: "inbox", title: "Inbox", link: "myapp://inbox"),
          LinkDestination(route: .quickLook, name: "quickLook", title: "Quick Look", link: "myapp://settings/quickLook"),
        ]

        #if canImport(AppIntents)
          /// A screen of `Mail` that Shortcuts, Siri and Spotlight open by name: each
          /// case with a link and no values (`@LinkIntents`).
          public enum Destination: String, AppEnum {
            case inbox
            case quickLook

            /// What Shortcuts calls one.
            public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mail screen"
            /// What Shortcuts calls each.
            public static let caseDisplayRepresentations: [Destination: DisplayRepresentation] = [
              .inbox: "Inbox",
              .quickLook: "Quick Look",
            ]

            /// The screen it opens.
            public var route: Mail {
              switch self {
              case .inbox:
                return .inbox
              case .quickLook:
                return .quickLook
              }
            }

            /// The printed link that opens it.
            public var link: String {
              switch self {
              case .inbox:
                return "myapp://inbox"
              case .quickLook:
                return "myapp://settings/quickLook"
              }
            }
          }

          #if os(iOS) || os(tvOS) || os(visionOS)
            /// Opens a screen of `Mail` (`@LinkIntents`): the system brings the app
            /// forward, routes the intent to the window whose links match its target content (the
            /// screen's printed link), and the window's link inbox opens it.
            @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
            public struct OpenDestinationIntent: OpenIntent, TargetContentProvidingIntent {
              /// What Shortcuts calls the action.
              public static let title: LocalizedStringResource = "Open Mail screen"

              /// The screen to open.
              @Parameter(title: "Mail screen")
              public var target: Destination

              /// An intent with no screen yet, as the system makes it.
              public init() {
              }

              /// An intent that opens `target`.
              public init(target: Destination) {
                self.target = target
              }

              /// The screen's printed link, which picks the window and which the inbox opens.
              public var contentIdentifier: String {
                target.link
              }

              /// Nothing: the window opens the link before this runs.
              public func perform() async throws -> some IntentResult {
                .result()
              }
            }
          #endif
        #endif
      }
      """
    }
  }

  @Test("a title or scheme that is not a literal, a struct, and an enum with no destination")
  func refusals() {
    assertMacro {
      """
      @LinkIntents(title, scheme: "myapp")
      enum A { @Link("/a") case a }
      """
    } diagnostics: {
      """
      @LinkIntents(title, scheme: "myapp")
      ┬───────────────────────────────────
      ╰─ 🛑 the title must be a string literal without interpolation: App Intents reads it at build time
      enum A { @Link("/a") case a }
      """
    }
    assertMacro {
      """
      @LinkIntents("A", scheme: "my app")
      enum A { @Link("/a") case a }
      """
    } diagnostics: {
      """
      @LinkIntents("A", scheme: "my app")
      ┬──────────────────────────────────
      ╰─ 🛑 'scheme:' must be a string literal naming a URL scheme of the link table ('myapp')
      enum A { @Link("/a") case a }
      """
    }
    assertMacro {
      """
      @LinkIntents("A", scheme: "myapp")
      struct A {}
      """
    } diagnostics: {
      """
      @LinkIntents("A", scheme: "myapp")
      ┬─────────────────────────────────
      ╰─ 🛑 @LinkIntents lists the screens of a route enum; attach it to an @Links enum
      struct A {}
      """
    }
    assertMacro {
      """
      @LinkIntents("A", scheme: "myapp")
      enum A {
        @Link("/a/:id") case a(id: Int)
        case b
      }
      """
    } diagnostics: {
      """
      @LinkIntents("A", scheme: "myapp")
      ┬─────────────────────────────────
      ╰─ 🛑 no case of 'A' has a @Link of its own and no values, so no screen can be opened by name
      enum A {
        @Link("/a/:id") case a(id: Int)
        case b
      }
      """
    }
  }
}
