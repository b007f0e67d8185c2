import Foundation
import Testing
import Wayfinder

/// The links an app configures once on its navigator, opened and printed there, and the one
/// reader of a parameter, whose type is declared once.
@MainActor
@Suite("Links on the navigator: configured once, opened from a URL, printed to a URL")
struct NavigatorLinkTests {
  @Test("a navigator opens and prints with the links it was created with")
  func configuredOnce() throws {
    let navigator = Navigator(fourTabs(), links: try makeTable())
    try navigator.open(try #require(URL(string: "wayfinder://c/detail/7")))
    #expect(navigator.state.selectedTab == .tabC)
    #expect(navigator.state.activeStack.routes == [.one, .two, .detail(7)])
    #expect(navigator.url(for: .detail(8)) == URL(string: "wayfinder://c/detail/8"))
    #expect(
      navigator.url(for: .detail(8), universal: true)
        == URL(string: "https://wayfinder.example/c/detail/8"))
    let printed = try #require(navigator.link())
    #expect(printed.url == URL(string: "wayfinder://c/detail/7"))
    #expect(printed.omitted.isEmpty)
  }

  @Test("with no links, opening throws noLinks and printing gives nil with a diagnostic")
  func noLinks() throws {
    let navigator = Navigator(fourTabs())
    var outcomes: [NavigationEvent<Screen>.Outcome] = []
    let observing = navigator.observe { outcomes.append($0.outcome) }
    defer { observing.cancel() }
    #expect(throws: NavigationError(.badLink(.because(.noLinks)))) {
      try navigator.open(try #require(URL(string: "wayfinder://c/detail/7")))
    }
    #expect(navigator.state == fourTabs())
    #expect(navigator.url(for: .detail(7)) == nil)
    #expect(navigator.link() == nil)
    #expect(
      outcomes == [
        .failed(.because(.badLink(.because(.noLinks)))), .diagnostic(.noLinks),
        .diagnostic(.noLinks),
      ])
    navigator.links = try makeTable()
    #expect(navigator.url(for: .detail(7)) != nil, "links set later are used")
  }

  @Test("a link for another state than the current one")
  func linkForAState() throws {
    let navigator = Navigator(fourTabs(), links: try makeTable())
    var state = fourTabs()
    try state.selectTab(.tabD)
    try state.push(.second(name: "Ada"))
    #expect(navigator.link(for: state)?.url == URL(string: "wayfinder://people/Ada"))
    #expect(navigator.link()?.url == URL(string: "wayfinder://a"), "the current state's")
  }
}

/// Parameters: the type declared once for matching, read with one generic reader.
@Suite("Link parameters: declared once, read with one reader")
struct LinkParameterValueTests {
  enum Route: Hashable, Sendable {
    case item(Int)
    case user(UUID)
    case price(Double)
    case flag(Bool)
    case sorted(SortOrder)
    case weight(Grams)
    case tags([String])
    case search(String?, page: Int?)
    case path([String])

    static func == (lhs: Route, rhs: Route) -> Bool { "\(lhs)" == "\(rhs)" }
    func hash(into hasher: inout Hasher) { hasher.combine("\(self)") }
  }

  static func table() throws -> LinkTable<Route> {
    var links = LinkTableBuilder<Route>(schemes: ["app"])
    try links.add(
      "/items/:id", types: ["id": Int.self], build: { .item(try $0.value("id")) },
      values: { _ in nil })
    try links.add(
      "/users/:id", types: ["id": UUID.self], build: { .user(try $0.value("id")) },
      values: { _ in nil })
    try links.add(
      "/price/:p", types: ["p": Double.self], build: { .price(try $0.value("p")) },
      values: { _ in nil })
    try links.add(
      "/flag/:f", types: ["f": Bool.self], build: { .flag(try $0.value("f")) },
      values: { _ in nil })
    try links.add(
      "/sorted/:o", types: ["o": SortOrder.self], build: { .sorted(try $0.value("o")) },
      values: { _ in nil })
    try links.add(
      "/weight/:g", types: ["g": Grams.self], build: { .weight(try $0.value("g")) },
      values: { _ in nil })
    try links.add("/tags?tag", build: { .tags(try $0.values("tag")) }, values: { _ in nil })
    try links.add(
      "/search?q&page", types: ["page": Int.self],
      build: { .search(try $0.valueIfPresent("q"), page: try $0.valueIfPresent("page")) },
      values: { _ in nil })
    try links.add("/path/*rest", build: { .path(try $0.values("rest")) }, values: { _ in nil })
    return try links.build()
  }

  @Test(
    "each type is matched as declared and read with its inferred type",
    arguments: [
      ("/items/42", Route.item(42)),
      (
        "/users/E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        .user(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
      ),
      ("/price/1.5", .price(1.5)), ("/flag/true", .flag(true)),
      ("/sorted/oldest", .sorted(.oldest)),
      ("/weight/2.5", .weight(Grams("2.5")!)), ("/tags?tag=a&tag=b%20c", .tags(["a", "b c"])),
      ("/tags", .tags([])), ("/search?page=2", .search(nil, page: 2)),
      ("/search?q=a+b", .search("a b", page: nil)), ("/path/one/t%2Fwo", .path(["one", "t/wo"])),
    ])
  func reads(link: String, route: Route) throws {
    #expect(try Self.table().route(for: link) == route)
  }

  @Test(
    "a value its declared type refuses does not match",
    arguments: ["/items/x", "/users/42", "/price/inf", "/flag/yes", "/sorted/random", "/weight/g"])
  func refuses(link: String) throws {
    #expect(throws: LinkError.self) { try Self.table().route(for: link) }
  }

  @Test("the types' own readers: finite doubles, UUIDs, enumerations by raw value")
  func conformances() {
    #expect(Double(linkParameter: "nan") == nil)
    #expect(Double(linkParameter: "-2.5") == -2.5)
    #expect(UUID(linkParameter: "nope") == nil)
    #expect(SortOrder(linkParameter: "newest") == .newest)
    #expect(Int(linkParameter: "12") == 12)
    #expect(Bool(linkParameter: "false") == false)
    #expect(Grams(linkParameter: "3")?.value == 3)
  }
}
