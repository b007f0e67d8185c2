import Foundation
import Testing
import Wayfinder
import WayfinderMacros

/// A folder whose raw values are not its cases' names.
private enum Folder: String, CaseIterable, LinkParameterValue {
  case inbox = "in"
  case sent = "out"
}

/// Values of an app's own type, values named as Swift keywords and as the generated code's
/// own names, and a stack link whose parent shares a value with the case.
@Links
private enum Edge: Hashable, Sendable {
  @Link("/folder/:folder")
  case folder(folder: Folder)
  @Link("/search?in&default")
  case search(in: String?, default: Int?)
  @Link("/named/:values/:route")
  case named(values: String, route: Int)
  @Link("/mail/:box")
  case mailbox(box: String)
  @Link("/mail/:box/:id", parents: ["/mail/:box"])
  case message(id: Int)
  @Link("/mail/:box/:id/:part", parents: ["/mail/:box", "/mail/:box/:id"])
  case attachment(id: Int, part: Int)
  case other(Int)
}

@MainActor
@Suite("What the macro writes for values links print differently, odd names and shared values")
struct LinksMacroEdgeTests {
  private func table() throws -> LinkTable<Edge> {
    var builder = LinkTableBuilder<Edge>(schemes: ["app"]) { route in
      if case .other(let number) = route { "other#\(number)" } else { nil }
    }
    try Edge.addLinks(to: &builder)
    try builder.add(
      "/other/:number", types: ["number": Int.self], key: "other#7",
      build: { .other(try $0.value("number")) },
      values: { if case .other(let number) = $0 { ["number": "\(number)"] } else { nil } })
    return try builder.build()
  }

  @Test("an enumeration's raw value is printed, not its case's name, and reads back")
  func rawValues() throws {
    let links = try table()
    #expect(links.url(for: .folder(folder: .inbox)) == "app://folder/in")
    #expect(try links.match("app://folder/out").get().route == .folder(folder: .sent))
    #expect(linkText(Folder.sent) == "out")
    #expect(linkText(42) == "42")
  }

  @Test("values named as keywords or as the generated code's names print and open")
  func names() throws {
    let links = try table()
    #expect(links.url(for: .search(in: "tea", default: 2)) == "app://search?in=tea&default=2")
    #expect(try links.match("app://search?in=tea").get().route == .search(in: "tea", default: nil))
    #expect(links.url(for: .named(values: "a", route: 3)) == "app://named/a/3")
  }

  @Test("a stack prints only when its parent agrees with the case on the value they share")
  func sharedValues() throws {
    let navigator = Navigator(NavigationState(root: Edge.other(0)), links: try table())
    try navigator.open(URL(string: "app://mail/work/3/1")!)
    #expect(
      navigator.state.activeStack.routes == [
        .other(0), .mailbox(box: "work"), .message(id: 3), .attachment(id: 3, part: 1),
      ])
    #expect(navigator.link()?.url.absoluteString == "app://mail/work/3/1")
    // Message 3 with attachment 1 of message 5: no link opens that stack.
    var state = NavigationState(root: Edge.other(0))
    try state.push(.mailbox(box: "work"))
    try state.push(.message(id: 3))
    try state.push(.attachment(id: 5, part: 1))
    #expect(navigator.link(for: state)?.url.absoluteString.hasPrefix("app://mail/work/5") != true)
  }

  @Test("the builder's own print key still names the routes the macro has no link for")
  func printKeys() throws {
    let links = try table()
    #expect(links.url(for: .other(7)) == "app://other/7")
    // The hand-written link is keyed for other#7 only: other(8) is not its to print. Had the
    // macro dropped the builder's key, other(8) would have no key and every link would be
    // asked.
    #expect(links.url(for: .other(8)) == nil)
  }
}
