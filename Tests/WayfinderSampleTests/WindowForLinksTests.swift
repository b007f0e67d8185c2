import Foundation
import Testing
import Wayfinder
import WayfinderSample
import WayfinderScenes

/// SwiftUI's routing of a link from outside the app to one of its open windows, as its
/// documentation of `handlesExternalEvents(matching:)` and `(preferring:allowing:)` states it:
/// with one window (iPhone) the link goes there; otherwise to the first open window that prefers
/// it, else to the first that allows it, else to a new window — "including when you don't add
/// this view modifier". A string matches a link that contains it, letter case ignored; `"*"`
/// matches anything and an empty set nothing.
struct ExternalEventRouting {
  /// An open window, with what its view's `handlesExternalEvents` says (`nil`: no modifier).
  struct Window {
    let name: String
    let conditions: WindowLinkConditions?
  }

  /// Where a link goes.
  enum Destination: Equatable {
    case window(String)
    case newWindow
  }

  static func route(_ url: URL, to windows: [Window], oneWindowOnly: Bool = false) -> Destination {
    if oneWindowOnly, let only = windows.first { return .window(only.name) }
    let text = url.absoluteString.lowercased()
    func matches(_ strings: Set<String>) -> Bool {
      strings.contains { $0 == "*" || (!$0.isEmpty && text.contains($0.lowercased())) }
    }
    if let window = windows.first(where: { matches($0.conditions?.preferring ?? []) }) {
      return .window(window.name)
    }
    if let window = windows.first(where: { matches($0.conditions?.allowing ?? []) }) {
      return .window(window.name)
    }
    return .newWindow
  }
}

@MainActor
@Suite("Which open window a link opens in")
struct WindowForLinksTests {
  /// A mail window showing `mailbox`, and message 2 in it when `message` is set.
  func window(_ mailbox: String, message: Int? = nil) throws -> Navigator<SampleRoute> {
    var state = NavigationState<SampleRoute>.mailStart
    try state.show(.mailbox(mailbox), in: .content)
    if let message { try state.show(.message(message), in: .detail) }
    return Navigator(state, links: .sample)
  }

  func windows(_ choice: WindowForLinks) throws -> [ExternalEventRouting.Window] {
    [
      .init(
        name: "inbox", conditions: WindowLinkConditions(choice, navigator: try window("inbox"))),
      .init(
        name: "work",
        conditions: WindowLinkConditions(choice, navigator: try window("work", message: 2))),
    ]
  }

  let workMessage = URL(string: "wayfinder://mail/work/3")!
  let inboxMessage = URL(string: "wayfinder://mail/inbox/1")!
  let settings = URL(string: "wayfinder://account/orders")!

  @Test("without the modifier, SwiftUI opens a new window for every link; hence the default")
  func withoutConditions() throws {
    let bare = [
      ExternalEventRouting.Window(name: "inbox", conditions: nil),
      .init(name: "work", conditions: nil),
    ]
    #expect(ExternalEventRouting.route(workMessage, to: bare) == .newWindow)
    let any = try windows(.anyOpenWindow)
    #expect(ExternalEventRouting.route(workMessage, to: any) == .window("inbox"), "the first open")
    #expect(ExternalEventRouting.route(settings, to: any) == .window("inbox"))
  }

  @Test("a mailbox link opens in the window showing that mailbox; others where the system picks")
  func showingTarget() throws {
    let open = try windows(.showing(pathSegments: 2))
    #expect(
      open[1].conditions?.preferring
        == ["wayfinder://mail/work", "https://wayfinder.example/mail/work"])
    #expect(
      open[0].conditions?.preferring
        == ["wayfinder://mail/inbox", "https://wayfinder.example/mail/inbox"])
    #expect(
      ExternalEventRouting.route(URL(string: "https://wayfinder.example/mail/work/1")!, to: open)
        == .window("work"), "a universal link too")
    #expect(ExternalEventRouting.route(workMessage, to: open) == .window("work"))
    #expect(ExternalEventRouting.route(inboxMessage, to: open) == .window("inbox"))
    #expect(
      ExternalEventRouting.route(settings, to: open) == .window("inbox"),
      "no window shows it: the first that allows it")
    #expect(
      ExternalEventRouting.route(URL(string: "WAYFINDER://Mail/Work/1")!, to: open)
        == .window("work"), "letter case is ignored, as SwiftUI ignores it")
  }

  @Test("the conditions follow the window's state as the user moves")
  func followsState() throws {
    let navigator = try window("inbox")
    let before = WindowLinkConditions(.showing(pathSegments: 2), navigator: navigator)
    try navigator.show(.mailbox("work"), in: .content)
    let after = WindowLinkConditions(.showing(pathSegments: 2), navigator: navigator)
    #expect(before.prefers(workMessage) == false)
    #expect(after.prefers(workMessage))
    #expect(after.prefers(URL(string: "wayfinder://mail/work")!), "the mailbox's own link")
  }

  @Test("prefers(_:) is exact at a segment's end, where SwiftUI's match is looser")
  func precisePrefix() throws {
    let work = WindowLinkConditions(.showing(pathSegments: 2), navigator: try window("work"))
    let workshop = URL(string: "wayfinder://mail/workshop/1")!
    #expect(!work.prefers(workshop))
    #expect(work.prefers(URL(string: "wayfinder://mail/work?unread=1")!))
    #expect(work.allows(workshop), "any window still takes it")
    let open = [ExternalEventRouting.Window(name: "work", conditions: work)]
    #expect(
      ExternalEventRouting.route(workshop, to: open) == .window("work"),
      "SwiftUI's contains-match prefers it too: the documented limit")
  }

  @Test("newWindow: open windows take no link")
  func newWindow() throws {
    let open = try windows(.newWindow)
    #expect(ExternalEventRouting.route(workMessage, to: open) == .newWindow)
    #expect(open.allSatisfy { $0.conditions?.allows(workMessage) == false })
    #expect(
      ExternalEventRouting.route(workMessage, to: open, oneWindowOnly: true) == .window("inbox"),
      "on iPhone the one window takes every link, whatever it says")
  }

  @Test("a window without links, or with a shorter link, prefers nothing and allows everything")
  func fallbacks() throws {
    let unlinked = Navigator(NavigationState<SampleRoute>.mailStart)
    let conditions = WindowLinkConditions(.showing(pathSegments: 2), navigator: unlinked)
    #expect(conditions.preferring.isEmpty && conditions.allowing == ["*"])
    let deep = WindowLinkConditions(.showing(pathSegments: 5), navigator: try window("work"))
    #expect(deep.preferring.isEmpty, "the window's link has fewer segments")
    #expect(
      WindowLinkConditions(.showing(pathSegments: 0), navigator: try window("work")).preferring
        .isEmpty)
  }

  @Test("universal links: the host is not a segment")
  func universal() throws {
    let url = URL(string: "https://example.com/mail/work/2")!
    #expect(
      WindowLinkConditions.prefix(of: url, pathSegments: 2) == "https://example.com/mail/work")
    #expect(
      WindowLinkConditions.prefix(of: URL(string: "wayfinder://mail/work/2")!, pathSegments: 1)
        == "wayfinder://mail")
  }

  @Test("UIKit's activation predicate says what prefers(_:) says")
  func activationPredicate() throws {
    let work = WindowLinkConditions(.showing(pathSegments: 2), navigator: try window("work"))
    let rule = WindowLinkConditions.predicate(work.preferring)
    let one =
      "(self ==[cd] %@ OR self BEGINSWITH[cd] %@ OR self BEGINSWITH[cd] %@ OR self BEGINSWITH[cd] %@)"
    #expect(rule.format == [one, one].joined(separator: " OR "))
    #expect(rule.arguments.count == 8)
    // Each group of four: equal to the first, or beginning with one of the other three.
    let groups = stride(from: 0, to: rule.arguments.count, by: 4).map {
      Array(rule.arguments[$0..<$0 + 4])
    }
    for link in [
      "wayfinder://mail/work", "wayfinder://mail/work/3", "WAYFINDER://mail/Work?x=1",
      "wayfinder://mail/workshop/1", "wayfinder://mail/inbox/1",
      "https://wayfinder.example/mail/work/2",
    ] {
      let text = link.lowercased()
      let byPredicate = groups.contains { group in
        text == group[0] || group.dropFirst().contains { text.hasPrefix($0) }
      }
      #expect(byPredicate == work.prefers(URL(string: link)!), "\(link)")
    }
    #expect(WindowLinkConditions.predicate(["*"]).constant)
    #expect(WindowLinkConditions.predicate(["*"]).format.isEmpty)
    #expect(!WindowLinkConditions.predicate([]).constant)
    #expect(WindowLinkConditions.predicate([]).format.isEmpty)
  }
}
