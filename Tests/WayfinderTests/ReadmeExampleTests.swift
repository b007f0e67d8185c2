import Foundation
import Testing
import Wayfinder

/// The README's first example, kept compiling and checked line by line.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
  enum Screen: Hashable, Codable, Sendable {
    case home, list
    case detail(Int)
    case compose
  }

  @Test("the first-look example does what its comments say")
  func firstLook() throws {
    let navigator = Navigator(
      NavigationState<Screen>(tabs: ["feed": .home, "inbox": .home], selection: "feed"))
    var log: [String] = []
    let observing = navigator.observe { event in log.append(event.description) }
    defer { observing.cancel() }

    try navigator.push(contentsOf: [.list, .detail(42)])
    #expect(log == ["#1 push [list, detail(42)] → changed"])
    try navigator.selectTab("inbox")
    #expect(navigator.stack(at: .tab("feed"))?.routes == [.home, .list, .detail(42)])
    try navigator.present(.compose, as: .sheet(SheetStyle(detents: [.medium], cornerRadius: 24)))
    try navigator.push(.detail(7))
    #expect(navigator.layers[0].content.routes == [.compose, .detail(7)])
    try navigator.goBack()
    #expect(navigator.layers[0].content.routes == [.compose])
    try navigator.goBack()
    #expect(navigator.layers.isEmpty)

    do {
      try navigator.pop()
      Issue.record("inbox is at its root; the pop should be refused")
    } catch {
      #expect(error.description == "nothing to pop: the stack at tab inbox holds only its root")
    }
    let saved = navigator.state
    let data = try StateRestorer().encode(navigator.state)
    let restored = try StateRestorer().decode(Screen.self, from: data)
    try navigator.restore(restored.state)
    #expect(navigator.state == saved)
  }
}

/// The README's deep-linking example, kept compiling and checked.
@MainActor
@Suite("README deep-linking example")
struct ReadmeLinkExampleTests {
  enum Screen: Hashable, Sendable {
    case home, list
    case detail(Int)
    case compose
  }

  @Test("the example does what its comments say")
  func deepLinking() throws {
    var links = LinkTableBuilder<Screen>(schemes: ["myapp"], hosts: ["example.com"])
    try links.add("/feed", route: .home, placement: LinkPlacement(tab: "feed", asRoot: true))
    try links.add(
      "/feed/items/:id", types: ["id": Int.self],
      placement: LinkPlacement(tab: "feed", parents: { _ in [.list] }),
      build: { .detail(try $0.value("id")) },
      values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
    try links.add("/compose", route: .compose, placement: LinkPlacement(presentation: .sheet()))
    let table = try links.build()
    let start = NavigationState<Screen>(
      tabs: ["feed": .home, "inbox": .home], selection: "feed")

    let navigator = Navigator(start, links: table)
    try navigator.open(try #require(URL(string: "myapp://feed/items/42")))
    #expect(navigator.state.activeStack.routes == [.home, .list, .detail(42)])

    try navigator.open(try #require(URL(string: "https://example.com/compose")))
    #expect(navigator.state.layers.map(\.content.root.route) == [.compose])
    #expect(navigator.state.activeStack.routes == [.compose])
    #expect(navigator.state.stack(at: .tab("feed"))?.routes == [.home])
    try navigator.open(
      try #require(URL(string: "myapp://feed/items/7")), policy: .pushOnCurrentStack)
    #expect(navigator.state.activeStack.routes == [.compose, .detail(7)])

    #expect(navigator.url(for: .detail(42))?.absoluteString == "myapp://feed/items/42")
    let printed = try #require(navigator.link())
    #expect(printed.description == "myapp://feed (without 1 layer)")
    #expect(printed.omitted == [.layers(count: 1)])
    let aasa = String(
      decoding: try table.appSiteAssociationJSON(appIDs: ["ABCDE12345.com.example.app"]),
      as: UTF8.self)
    #expect(aasa.contains(#""/" : "/feed/items/*""#))
  }

  @Test("the whole-stack example: 000's /path/one/three/two")
  func pathExample() throws {
    var paths = LinkTableBuilder<Destination>(schemes: ["myapp"])
    try paths.add(
      "/path/*screens",
      stack: { parameters in
        try parameters.remainder.map { segment in
          guard let screen = Destination(rawValue: segment), screen != .content else {
            throw LinkError.invalidParameter(name: "screens", value: segment, expected: "a screen")
          }
          return screen
        }
      },
      values: { stack in LinkValues(segments: stack.map(\.rawValue)) })
    let pathTable = try paths.build()

    let opened = try pathTable.target(
      for: "myapp://path/one/three/two", base: NavigationState(root: .content))
    #expect(opened.activeStack.routes == [.content, .one, .three, .two])
    #expect(pathTable.url(for: opened) == "myapp://path/one/three/two")
  }

  @Test("the print-key example: links filed by key print as without keys")
  func printKeys() throws {
    var keyed = LinkTableBuilder<Screen>(schemes: ["myapp"]) { route in
      switch route {
      case .detail: "detail"
      case .home: "home"
      default: nil  // no key: every link is asked, as without keys
      }
    }
    try keyed.add(
      "/items/:id", types: ["id": Int.self], key: "detail",
      build: { .detail(try $0.value("id")) },
      values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
    try keyed.add("/", route: .home, placement: LinkPlacement(asRoot: true))  // key "home"
    let table = try keyed.build()
    #expect(table.url(for: .detail(42)) == "myapp://items/42")
    #expect(table.url(for: .home) == "myapp://")
    #expect(table.url(for: .compose) == nil)
    var state = NavigationState(root: Screen.home)
    try state.push(.detail(7))
    #expect(table.link(for: state)?.url.absoluteString == "myapp://items/7")
  }

  enum Destination: String, Hashable, Sendable { case content, one, two, three }
}
