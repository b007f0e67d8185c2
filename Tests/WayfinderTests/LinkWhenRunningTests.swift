import Foundation
import Testing
import Wayfinder
import WayfinderScenes

/// The mail app of the "links into a running app" report: three columns, a compose sheet.
enum Post: Hashable, Codable, Sendable {
  case mailboxes
  case mailbox(String)
  case message(Int)
  case compose
}

@MainActor
@Suite("A placement per link: how a link lands in a running app, warm and cold side by side")
struct LinkWhenRunningTests {
  /// `mail://compose` presents over what is shown; `mail://<box>/<id>` selects in the columns.
  static func table() throws -> LinkTable<Post> {
    var links = LinkTableBuilder<Post>(schemes: ["mail"])
    try links.add(
      "/compose", route: .compose,
      placement: LinkPlacement(presentation: .sheet(), whenRunning: .pushOnCurrentStack))
    try links.add(
      "/:box/:id", types: ["id": Int.self], placement: LinkPlacement(column: .detail),
      stack: { [.mailbox(try $0.value("box")), .message(try $0.value("id"))] },
      values: { stack in
        guard stack.count == 2, case .mailbox(let box) = stack[0], case .message(let id) = stack[1]
        else { return nil }
        return LinkValues(["box": box, "id": "\(id)"])
      })
    return try links.build()
  }

  static let start = NavigationState(sidebar: Post.mailboxes, content: .mailbox("inbox"))

  /// A running window: the work mailbox's message 42 is shown.
  func running() throws -> Navigator<Post> {
    let navigator = Navigator(Self.start, links: try Self.table())
    try navigator.open(URL(string: "mail://work/42")!)
    return navigator
  }

  @Test("warm: a compose link presents over what is shown and leaves the columns as they were")
  func composeWarm() throws {
    let navigator = try running()
    let columns = navigator.state.base
    try navigator.open(URL(string: "mail://compose")!)  // the app's policy: keepOtherTabs
    #expect(navigator.state.base == columns)
    #expect(navigator.state.layers.map(\.content.root.route) == [.compose])
  }

  @Test("warm: a column link selects its mailbox and message")
  func columnWarm() throws {
    let navigator = try running()
    try navigator.open(URL(string: "mail://inbox/7")!)
    #expect(navigator.state.split?.selection(in: .sidebar) == .mailbox("inbox"))
    #expect(navigator.state.split?.selection(in: .content) == .message(7))
    #expect(navigator.state.layers.isEmpty)
  }

  @Test("cold: the same compose link builds its whole state from the link base")
  func composeCold() throws {
    let navigator = try running()
    try navigator.open(URL(string: "mail://compose")!, policy: .resetOtherTabs)
    #expect(navigator.state.split?.selection(in: .sidebar) == .mailbox("inbox"), "as at the start")
    #expect(navigator.state.split?.selection(in: .content) == nil)
    #expect(navigator.state.layers.map(\.content.root.route) == [.compose])
    // And a window launched by it, through its scene.
    let launched = SceneNavigation(navigator: Navigator(Self.start, links: try Self.table()))
    try launched.open(URL(string: "mail://compose")!)
    #expect(launched.launch == .openedByLink)
    #expect(launched.navigator.state.base == Self.start.base)
    #expect(launched.navigator.state.layers.count == 1)
  }

  @Test(
    "without its own policy a link takes the app's: keepOtherTabs empties the columns after the sheet's"
  )
  func withoutOwnPolicy() throws {
    var links = LinkTableBuilder<Post>(schemes: ["mail"])
    try links.add("/compose", route: .compose, placement: LinkPlacement(presentation: .sheet()))
    let navigator = Navigator(Self.start, links: try links.build())
    try navigator.transaction { try $0.show(.message(42), in: .detail) }
    try navigator.open(URL(string: "mail://compose")!)
    #expect(navigator.state.split?.selection(in: .content) == nil, "the columns were emptied")
    #expect(navigator.state.layers.count == 1)
  }
}
