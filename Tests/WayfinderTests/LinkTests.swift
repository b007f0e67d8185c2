import Foundation
import PropertyBased
import Testing
import Wayfinder

@Suite("Deep links: URL ⇄ navigation state")
struct LinkTests {
  let table: LinkTable<Screen>
  init() throws { table = try makeTable() }

  @Test("a link to a tab selects it at its root")
  func tabLink() throws {
    var start = fourTabs()
    try start.push(.two, on: .tab(.tabC))
    let target = try table.target(for: "wayfinder://c", base: start)
    #expect(target.selectedTab == .tabC)
    #expect(target.stack(at: .tab(.tabC))?.routes == [.one])
  }

  @Test("a screen deep in a tab comes with its back stack")
  func deepInTab() throws {
    let target = try table.target(for: "wayfinder://c/detail/42", base: fourTabs())
    #expect(target.selectedTab == .tabC)
    #expect(target.activeStack.routes == [.one, .two, .detail(42)])
    #expect(target.layers.isEmpty)
  }

  @Test("a sheet over a pushed screen")
  func sheetOverPushed() throws {
    let target = try table.target(for: "https://wayfinder.example/b/presented", base: fourTabs())
    #expect(target.selectedTab == .tabB)
    #expect(target.stack(at: .tab(.tabB))?.routes == [.one, .two])
    #expect(target.layers.map(\.presentation) == [sampleSheet])
    #expect(target.currentRoute == .presented)
  }

  @Test("cold start and warm start with policy resetOtherTabs give the same state")
  @MainActor
  func coldAndWarm() throws {
    let link = "wayfinder://c/detail/7"
    let cold = Navigator(fourTabs(), links: table)
    try cold.open(link)

    let warm = Navigator(fourTabs(), links: table)
    try warm.push(contentsOf: [.three, .detail(1)])
    try warm.selectTab(.tabC)
    try warm.push(.detail(9))
    try warm.present(.presented, as: .fullScreenCover)
    try warm.presentAlert(AlertState(title: "Busy"))
    try warm.open(link, policy: .resetOtherTabs)
    #expect(warm.state.shape == cold.state.shape)
    #expect(cold.state.shape == (try table.target(for: link, base: fourTabs())).shape)
  }

  @Test("policy pushOnCurrentStack pushes or presents on what is shown")
  @MainActor
  func pushOnCurrent() throws {
    let navigator = Navigator(fourTabs(), links: table)
    try navigator.selectTab(.tabB)
    try navigator.open("wayfinder://c/detail/5", policy: .pushOnCurrentStack)
    #expect(navigator.state.selectedTab == .tabB)
    #expect(navigator.state.activeStack.routes == [.one, .detail(5)])
    try navigator.open("/b/presented", policy: .pushOnCurrentStack)
    #expect(navigator.state.layers.count == 1)
  }

  @Test("a bad link changes nothing and is published as a failed event")
  @MainActor
  func badLinkEvent() throws {
    let navigator = Navigator(fourTabs(), links: table)
    var events: [NavigationEvent<Screen>] = []
    let observing = navigator.observe { events.append($0) }
    defer { observing.cancel() }
    let before = navigator.state
    let expected = NavigationError(
      .badLink(
        .invalidParameter(name: "id", value: "abc", expected: "Int")))
    #expect(throws: expected) {
      try navigator.open("wayfinder://c/detail/abc")
    }
    #expect(navigator.state == before)
    #expect(events.map(\.outcome) == [.failed(expected)])
    #expect(events.map(\.command.kind) == [.open("wayfinder://c/detail/abc")])
  }

  @Test(
    "bad links get typed outcomes",
    arguments: [
      ("wayfinder://nowhere", LinkError(.notFound(path: "nowhere", nearest: nil))),
      ("wayfinder://c/detail", .because(.notFound(path: "c/detail", nearest: "/c/detail/:id"))),
      (
        "wayfinder://c/detail/1/more",
        .because(.notFound(path: "c/detail/1/more", nearest: "/c/detail/:id"))
      ),
      ("wayfinder://c/detail/4.5", .invalidParameter(name: "id", value: "4.5", expected: "Int")),
      (
        "wayfinder://c/detail/99999999999999999999",
        .invalidParameter(name: "id", value: "99999999999999999999", expected: "Int")
      ),
      ("ftp://c", .because(.rejectedScheme("ftp"))),
      ("https://evil.example/c", .because(.rejectedHost("evil.example"))),
      ("wayfinder://people/%zz", .because(.malformedPercentEncoding("%zz"))),
      ("wayfinder://people/%FF", .because(.malformedPercentEncoding("%FF"))),
      ("c/detail/1", .because(.malformedLink("no scheme and no leading '/'"))),
      ("wayfinder:c", .because(.malformedLink("the scheme must be followed by '//'"))),
      ("wayfinder:/", .because(.malformedLink("the scheme must be followed by '//'"))),
      ("", .because(.malformedLink("no scheme and no leading '/'"))),
    ])
  func badLinks(link: String, expected: LinkError) throws {
    #expect(throws: expected) { try table.match(link).get() }
  }

  @Test("limits on length and segments")
  func limits() throws {
    var builder = LinkTableBuilder<String>(schemes: ["app"])
    builder.maximumLength = 64
    builder.maximumSegments = 4
    try builder.add("/*rest", build: { $0.remainder.joined(separator: ",") }, values: { _ in nil })
    let small = try builder.build()
    #expect(throws: LinkError(.tooLong(length: 65, limit: 64))) {
      try small.match("/" + String(repeating: "a", count: 64)).get()
    }
    #expect(throws: LinkError(.tooManySegments(limit: 4))) { try small.match("/a/b/c/d/e").get() }
    #expect(try small.route(for: "/a/b/c/d") == "a,b,c,d")
  }

  @Test("percent-decoding: values are decoded after splitting, so %2F stays in its segment")
  func percentDecoding() throws {
    #expect(
      try table.route(for: "wayfinder://people/Ada%20Lovelace") == .second(name: "Ada Lovelace"))
    #expect(try table.route(for: "/people/a%2Fb") == .second(name: "a/b"))
    #expect(try table.route(for: "/people/%F0%9F%A7%AD") == .second(name: "🧭"))
    #expect(try table.route(for: "/peop%6Ce/new") == .three, "literals match decoded")
  }

  @Test("schemes and hosts are case-insensitive; ports, queries and fragments are ignored")
  func schemeAndHost() throws {
    #expect(try table.route(for: "WayFinder://two") == .two)
    #expect(try table.route(for: "HTTPS://Wayfinder.Example:443/two?x=1#top") == .two)
    #expect(try table.route(for: "wayfinder:///two") == .two)
    #expect(try table.route(for: "/two/") == .two)
  }

  @Test("print then resolve gives the route back", arguments: [false, true])
  func roundTrip(universal: Bool) async throws {
    let table = self.table
    let ids = Gen.int(in: Int.min...Int.max)
    await propertyCheck(count: 200, input: ids, Gen.letterOrNumber.string(of: 1...12)) {
      id, name in
      for route in [Screen.detail(id), .second(name: name), .second(name: name + " /?#%é"), .two] {
        let url = try #require(table.url(for: route, universal: universal))
        #expect(try table.route(for: url) == route, "\(url)")
      }
    }
    #expect(table.url(for: .presented) == "wayfinder://b/presented")
    #expect(table.url(for: .a) == nil)
  }

  @Test("the focused entry of a state prints as a link")
  func stateURL() throws {
    let target = try table.target(for: "wayfinder://c/detail/42", base: fourTabs())
    #expect(table.url(for: target) == "wayfinder://c/detail/42")
    #expect(table.url(for: target, universal: true) == "https://wayfinder.example/c/detail/42")
  }

  @Test("a route linked from several tabs prints with the link of the selected tab")
  func preferSelectedTab() throws {
    var builder = LinkTableBuilder<Screen>(schemes: ["w"])
    for tab in ["a", "b", "c"] as [TabID] {
      try builder.add("/\(tab)/two", route: .two, placement: LinkPlacement(tab: tab))
    }
    let table = try builder.build()
    let target = try table.target(for: "w://c/two", base: fourTabs())
    #expect(table.url(for: target) == "w://c/two")
    #expect(table.url(for: .two) == "w://a/two", "a route alone prints with its first link")
  }

  @Test("shuffling the declaration order never changes a resolution")
  func declarationOrder() async throws {
    let links = [
      "/a", "/c", "/c/detail/3", "/c/detail/x", "/b/presented", "/people/new", "/people/bob",
      "/people", "/two", "/nothing", "/people/new/more",
    ]
    let reference = try makeTable()
    let expected = links.map { String(describing: reference.match($0).map(\.route)) }
    let count = linkDeclarations().count
    await propertyCheck(count: 50, input: Gen.shuffled(Array(0..<count))) { order in
      let shuffled = try makeTable(order: order)
      #expect(links.map { String(describing: shuffled.match($0).map(\.route)) } == expected)
    }
  }

  @Test("AASA components cover the universal links, and each resolves to its own pattern")
  func appSiteAssociation() throws {
    let components = table.appSiteComponents
    #expect(
      components.map(\.path) == [
        "/a", "/c", "/c/detail/*", "/b/presented", "/people/*", "/people/new", "/two",
      ])
    for component in components {
      let link =
        "https://wayfinder.example" + component.path.replacingOccurrences(of: "*", with: "42")
      let match = try table.match(link).get()
      #expect(match.pattern == component.comment)
    }
    let json = String(
      decoding: try table.appSiteAssociationJSON(appIDs: ["TEAM.app"]), as: UTF8.self)
    #expect(json.contains(#""/" : "/c/detail/*""#))
    #expect(json.contains(#""appIDs" : ["#))
  }
}
