import Testing
import Wayfinder

/// The deep links of "State of Navigation in iOS": a Router over one stack rooted at
/// ContentView, where each path segment is one pushed screen, and a sheet.
@Suite("Links: the article's deep links build whole states")
struct ArticleLinkTests {
  enum Destination: String, Hashable, Sendable { case content, one, two, three, presented }

  static let medium = Presentation.sheet(SheetStyle(detents: [.medium]))

  static let table: LinkTable<Destination> = {
    var links = LinkTableBuilder<Destination>(schemes: ["myapp"])
    do {
      try links.add(
        "/path/*screens",
        stack: { parameters in
          try parameters.values("screens").map { (segment: String) in
            guard let screen = Destination(rawValue: segment), screen != .content,
              screen != .presented
            else {
              throw LinkError.invalidParameter(
                name: "screens", value: segment, expected: "a screen")
            }
            return screen
          }
        },
        values: { stack in
          stack.contains(.content) || stack.contains(.presented)
            ? nil : LinkValues(segments: stack.map(\.rawValue))
        })
      try links.add("/sheet", route: .presented, placement: LinkPlacement(presentation: medium))
      return try links.build()
    } catch {
      preconditionFailure("valid table: \(error)")
    }
  }()

  static let start = NavigationState(root: Destination.content)

  @Test(
    "each segment is one pushed screen",
    arguments: [
      ("myapp://path/one", [Destination.content, .one]),
      ("myapp://path/one/three", [.content, .one, .three]),
      ("myapp://path/one/three/two", [.content, .one, .three, .two]),
    ])
  func pathLinks(link: String, stack: [Destination]) throws {
    let state = try Self.table.target(for: link, base: Self.start)
    #expect(state.activeStack.routes == stack)
    #expect(state.layers.isEmpty)
    #expect(Self.table.url(for: state) == link, "the state prints back as the same link")
  }

  @Test("a link opens the sheet over the stack; the state prints back")
  func sheetLink() throws {
    let state = try Self.table.target(for: "myapp://sheet", base: Self.start)
    #expect(state.base == Self.start.base)
    #expect(state.layers.map(\.presentation) == [Self.medium])
    #expect(state.activeStack.routes == [.presented])
    let printed = try #require(Self.table.link(for: state))
    #expect(printed.url.absoluteString == "myapp://sheet")
    #expect(printed.isComplete)
  }

  @Test("a running app: the path replaces the stack, whatever was pushed or presented")
  @MainActor
  func warm() throws {
    let navigator = Navigator(Self.start, links: Self.table)
    try navigator.push(contentsOf: [.two, .two])
    try navigator.present(.presented, as: .fullScreenCover)
    try navigator.open("myapp://path/three/one")
    #expect(navigator.state.activeStack.routes == [.content, .three, .one])
    #expect(navigator.state.layers.isEmpty)
  }

  @Test("what a link cannot express is named: the alert, layers, the back stack")
  func omissions() throws {
    var state = try Self.table.target(for: "myapp://path/one/two", base: Self.start)
    try state.presentAlert(AlertState(title: "Saved"))
    #expect(Self.table.link(for: state)?.omitted == [.alert])
    try state.dismissAlert()
    try state.present(.presented, as: .fullScreenCover)
    try state.push(.one)
    let printed = try #require(Self.table.link(for: state))
    #expect(printed.url.absoluteString == "myapp://path/one/two")
    #expect(printed.omitted == [.layers(count: 1)])
    #expect(printed.description == "myapp://path/one/two (without 1 layer)")
  }

  @Test("an empty path names no screen and is refused")
  func emptyPath() {
    #expect(throws: LinkError.self) { try Self.table.target(for: "myapp://path", base: Self.start) }
  }

  @Test("a segment that is no screen is refused, naming it")
  func badSegment() {
    #expect(
      throws: LinkError.invalidParameter(name: "screens", value: "four", expected: "a screen")
    ) {
      try Self.table.target(for: "myapp://path/one/four", base: Self.start)
    }
  }
}
