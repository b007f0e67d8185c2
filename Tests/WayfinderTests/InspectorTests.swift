import Foundation
import Testing
import Wayfinder

/// A mail app whose inspector shows a message's details.
private enum Desk: Hashable, Codable, Sendable {
  case mailboxes
  case mailbox(String)
  case message(Int)
  case info(Int)
  case history(Int)
}

private func desk() throws -> NavigationState<Desk> {
  var state = NavigationState(sidebar: Desk.mailboxes, content: .mailbox("inbox"))
  try state.show(.message(7), in: .detail)
  return state
}

private func deskLinks() throws -> LinkTable<Desk> {
  var builder = LinkTableBuilder<Desk>(schemes: ["desk"])
  try builder.add(
    "/:box/:id/info", types: ["id": Int.self],
    placement: LinkPlacement(
      parents: { route in
        guard case .info(let id) = route else { return [] }
        return [.mailbox("inbox"), .message(id)]
      }, column: .inspector),
    build: { .info(try $0.value("id")) },
    values: { if case .info(let id) = $0 { ["box": "inbox", "id": "\(id)"] } else { nil } })
  try builder.add(
    "/:box/:id", types: ["id": Int.self],
    placement: LinkPlacement(
      parents: { _ in [.mailbox("inbox")] }, column: .detail),
    build: { .message(try $0.value("id")) },
    values: { if case .message(let id) = $0 { ["box": "inbox", "id": "\(id)"] } else { nil } })
  return try builder.build()
}

@Suite("The inspector: a column beside the detail, in the one value")
struct InspectorTests {
  @Test("show and clear open and close it; it keeps its own stack; other columns leave it")
  func commands() throws {
    var state = try desk()
    try state.show(.info(7), in: .inspector)
    try state.push(.history(7), on: .column(.inspector))
    #expect(state.split?[.inspector]?.routes == [.info(7), .history(7)])
    #expect(state.activeLocation == .column(.detail), "commands still act on the detail")
    try state.show(.message(8), in: .detail)
    #expect(state.split?[.inspector]?.routes == [.info(7), .history(7)], "a new detail keeps it")
    try state.goBack()
    #expect(state.split?[.inspector] != nil, "going back leaves the inspector alone")
    #expect(state.split?.columns == [.sidebar, .content, .detail])
    #expect(state.isValid)
    let removed = try state.clear(.inspector)
    #expect(removed.map(\.route) == [.info(7), .history(7)])
    #expect(state.split?[.inspector] == nil)
    #expect(try state.clear(.inspector).isEmpty, "closing a closed inspector changes nothing")
    var stack = NavigationState<Desk>(root: .mailboxes)
    #expect(throws: NavigationError(.noSplitView)) { try stack.show(.info(1), in: .inspector) }
  }

  @Test("the user's close is a user action, folded as clear(.inspector)")
  @MainActor
  func userCloses() throws {
    var start = try desk()
    try start.show(.info(7), in: .inspector)
    let navigator = Navigator(start)
    var events: [NavigationEvent<Desk>] = []
    let observing = navigator.observe { events.append($0) }
    defer { observing.cancel() }
    try navigator.userDid(.closedInspector)
    #expect(navigator.state.split?[.inspector] == nil)
    #expect(events.map(\.command.kind) == [.userDid(.closedInspector)])
    #expect(UserAction<Desk>.closedInspector.description == "closed the inspector")
  }

  @Test("a link opens the inspector with its parents in the columns, and prints back")
  @MainActor
  func links() throws {
    let navigator = Navigator(try desk(), links: try deskLinks())
    try navigator.open(URL(string: "desk://inbox/42/info")!)
    #expect(navigator.state.split?.detail?.routes == [.message(42)])
    #expect(navigator.state.split?[.inspector]?.routes == [.info(42)])
    #expect(navigator.link()?.url.absoluteString == "desk://inbox/42/info")
    try navigator.open(URL(string: "desk://inbox/43")!)
    #expect(navigator.state.split?.detail?.routes == [.message(43)])
    // An inspector no link opens is named in what the link leaves out, never dropped silently.
    try navigator.show(.info(43), in: .inspector)
    try navigator.push(.history(43), on: .column(.inspector))
    let partial = try #require(navigator.link())
    #expect(partial.url.absoluteString == "desk://inbox/43")
    #expect(partial.omitted == [.inspector])
  }

  @Test("restoration keeps the inspector, in every format; one that cannot be kept is closed")
  func restoration() throws {
    var state = try desk()
    try state.show(.info(7), in: .inspector)
    try state.push(.history(7), on: .column(.inspector))
    for restorer in [StateRestorer(), StateRestorer(mode: .lenient)] {
      #expect(try restorer.decode(Desk.self, from: try restorer.encode(state)).state == state)
    }
    let json = try JSONDecoder().decode(
      NavigationState<Desk>.self, from: try JSONEncoder().encode(state))
    #expect(json == state)
    // A saved inspector whose route this build cannot read: lenient restoration closes it and
    // says so; the columns stay.
    var text = try #require(String(data: try JSONEncoder().encode(state), encoding: .utf8))
    text = text.replacingOccurrences(of: #"{"info":{"_0":7}}"#, with: #"{"gone":{}}"#)
    let restored = try StateRestorer(mode: .lenient).decode(
      Desk.self, from: frame(text, version: 2, schema: 1))
    #expect(restored.state.split?[.inspector] == nil)
    #expect(restored.state.split?.detail?.routes == [.message(7)])
    #expect(restored.dropped.map(\.description).joined().contains("the inspector"))
  }
}

@Suite("The inspector, through the hosts' models")
@MainActor
struct InspectorHostTests {
  private func split() throws -> NavigationState<Screen> {
    var state = NavigationState<Screen>(sidebar: .a, content: .b)
    try state.show(.c, in: .detail)
    return state
  }

  @Test(
    "UIKit: opening and closing in code sets the inspector column; the user's close is reported")
  func uikit() async throws {
    let rig = try ControllerRig(try split())
    await rig.settle()
    let start = rig.tree.calls.count
    try rig.navigator.show(.detail(1), in: .inspector)
    await rig.settle()
    #expect(rig.takeCalls(from: start) == ["setColumn inspector [4]"])
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    var events: [NavigationEvent<Screen>] = []
    let observing = rig.navigator.observe { events.append($0) }
    defer { observing.cancel() }
    #expect(rig.tree.closeInspector())
    await rig.settle()
    #expect(rig.navigator.state.split?[.inspector] == nil)
    #expect(events.map(\.command.kind) == [.userDid(.closedInspector)])
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
  }

  @Test("SwiftUI: the inspector's isPresented binding shows it; a write of false closes it once")
  func swiftUI() throws {
    var start = try split()
    try start.show(.detail(1), in: .inspector)
    let navigator = Navigator(start)
    let displayed = DisplayedNavigation(navigator: navigator)
    #expect(displayed.inspectorShown)
    #expect(displayed.splitLayout?.roots[.inspector]?.route == .detail(1))
    displayed.inspectorShown = true
    #expect(navigator.state.split?[.inspector] != nil, "writing true changes nothing")
    displayed.inspectorShown = false
    displayed.inspectorShown = false
    #expect(navigator.state.split?[.inspector] == nil)
    #expect(!displayed.inspectorShown)
  }
}
