import Foundation
import Testing
import Wayfinder
import WayfinderScenes

/// The clock an inbox reads in a test: time moves when the test says, and nothing sleeps.
@MainActor
final class TestClock {
  private(set) var now = ContinuousClock.now

  func advance(by duration: Duration) { now += duration }
}

/// An app's inbox under test, with the events it published.
@MainActor
final class InboxHarness {
  let clock = TestClock()
  let inbox: LinkInbox<Screen>
  private(set) var events: [LinkInboxEvent] = []
  private var token: NavigationToken?

  init(limits: LinkInboxLimits = LinkInboxLimits()) throws {
    let clock = clock
    inbox = LinkInbox(links: try makeTable(), limits: limits, now: { clock.now })
    token = inbox.observe { [unowned self] event in events.append(event) }
  }

  /// The outcomes published so far, in order.
  var outcomes: [LinkInboxEvent.Outcome] { events.map(\.outcome) }

  /// A window with the test app's four tabs, not started.
  func window() throws -> SceneNavigation<Screen> {
    SceneNavigation(navigator: Navigator(fourTabs(), links: try makeTable()))
  }
}

let detail7 = URL(string: "wayfinder://c/detail/7")!
let personAnn = URL(string: "wayfinder://people/ann")!

@MainActor
@Suite("Links from outside the app: one inbox, parked until a window attaches")
struct LinkInboxTests {
  @Test("a notification tapped at a cold start waits for the window, then opens as its launch")
  func coldStart() throws {
    let app = try InboxHarness()
    app.inbox.receive(detail7, from: .notification)
    #expect(app.events.isEmpty, "no window yet: the link waits")
    #expect(app.inbox.parked.map(\.link) == [detail7])

    app.clock.advance(by: .milliseconds(800))  // the window's navigator is made
    let window = try app.window()
    let attached = app.inbox.attach(window)
    #expect(app.outcomes == [.opened])
    #expect(app.events.first?.source == .notification)
    #expect(app.events.first?.waited == .milliseconds(800))
    #expect(app.inbox.parked.isEmpty)
    #expect(window.launch == .openedByLink, "the window's launch link")
    #expect(window.navigator.state.activeStack.routes == [.one, .two, .detail(7)])
    #expect(window.start(restoring: nil) == .openedByLink, "a saved state does not replace it")
    attached.cancel()
  }

  @Test("with a window attached, a link opens at once and the window's policy applies")
  func warmLink() throws {
    let app = try InboxHarness()
    let window = try app.window()
    window.start(restoring: nil)
    try window.navigator.push(.two)  // the user moved: the launch is over
    let attached = app.inbox.attach(window)
    app.inbox.receive(personAnn, from: .quickAction)
    #expect(app.outcomes == [.opened])
    #expect(window.navigator.state.selectedTab == "d")
    #expect(
      window.navigator.state.stack(at: .tab(.tabA))?.routes == [.one, .two],
      "a running window keeps its other tabs")
    attached.cancel()
  }

  @Test("two windows: a link opens in the one that shows its target, others in the first")
  func routedToPreferringWindow() throws {
    let app = try InboxHarness()
    let first = try app.window()
    let second = try app.window()
    try second.open(URL(string: "wayfinder://c/detail/3")!)  // second shows c/detail
    let tokens = [
      app.inbox.attach(first, windowForLinks: .showing(pathSegments: 2)),
      app.inbox.attach(second, windowForLinks: .showing(pathSegments: 2)),
    ]
    app.inbox.receive(detail7, from: .spotlight)
    #expect(second.navigator.state.activeStack.routes == [.one, .two, .detail(7)])
    #expect(first.navigator.state == fourTabs(), "the first window did not move")

    app.inbox.receive(personAnn, from: .handoff)
    #expect(first.navigator.state.selectedTab == "d", "no window prefers it: the first takes it")
    #expect(second.navigator.state.selectedTab == "c")
    #expect(app.outcomes == [.opened, .opened])
    for token in tokens { token.cancel() }
  }

  @Test("a window that only takes new links takes a parked one while it launches")
  func newWindowTakesParkedLink() throws {
    let app = try InboxHarness()
    app.inbox.receive(detail7, from: .url)
    let window = try app.window()
    let attached = app.inbox.attach(window, windowForLinks: .newWindow)
    #expect(app.outcomes == [.opened], "the window the system opened for the link")
    app.inbox.receive(personAnn, from: .url)
    #expect(app.outcomes == [.opened], "a running .newWindow window takes no link")
    #expect(app.inbox.parked.map(\.link) == [personAnn])
    attached.cancel()
  }

  @Test("a detached or closed window takes no link: the link waits for the next one")
  func detachedWindows() throws {
    let app = try InboxHarness()
    let window = try app.window()
    let attached = app.inbox.attach(window)
    attached.cancel()
    app.inbox.receive(detail7, from: .widget)
    #expect(app.events.isEmpty)
    var closed: SceneNavigation<Screen>? = try app.window()
    let closedToken = app.inbox.attach(try #require(closed))
    weak let released = closed
    closed = nil
    #expect(released == nil, "the inbox holds windows weakly (Q36)")
    #expect(app.events.count == 1, "the closed window took the parked link while open")
    app.inbox.receive(personAnn, from: .widget)
    #expect(app.inbox.attachedWindows == 0)
    #expect(app.inbox.parked.map(\.link) == [personAnn])
    closedToken.cancel()
  }

  @Test("the same link from the same source twice in a moment opens once")
  func duplicates() throws {
    let app = try InboxHarness()
    let window = try app.window()
    let attached = app.inbox.attach(window)
    app.inbox.receive(detail7, from: .notification)
    app.clock.advance(by: .milliseconds(500))
    app.inbox.receive(detail7, from: .notification)  // the system delivered it twice
    app.inbox.receive(detail7, from: .url)  // another source: the user asked again
    app.clock.advance(by: .seconds(3))
    app.inbox.receive(detail7, from: .notification)  // later: the user tapped again
    #expect(app.outcomes == [.opened, .dropped(.duplicate), .opened, .opened])
    attached.cancel()
  }

  @Test("a parked link older than the bound expires, and the window is not changed by it")
  func expiry() throws {
    let app = try InboxHarness(limits: LinkInboxLimits(expiry: .seconds(10)))
    app.inbox.receive(detail7, from: .notification)
    app.clock.advance(by: .seconds(5))
    app.inbox.receive(personAnn, from: .quickAction)
    app.clock.advance(by: .seconds(6))
    app.inbox.dropExpired()
    #expect(app.outcomes == [.expired], "only the first waited more than 10 seconds")
    #expect(app.events.first?.waited == .seconds(11))
    #expect(app.inbox.parked.map(\.link) == [personAnn])

    let window = try app.window()
    let attached = app.inbox.attach(window)
    #expect(app.outcomes == [.expired, .opened])
    #expect(window.navigator.state.selectedTab == "d", "the fresh one opened, not the stale one")
    attached.cancel()
  }

  @Test("a window's refusal is the link's outcome: refused with the link error, or dropped")
  func windowRefusals() throws {
    let app = try InboxHarness()
    // A window without tab d cannot place people/ann.
    let window = SceneNavigation(
      navigator: Navigator(
        NavigationState<Screen>(tabs: ["a": .one, "c": .one], selection: "a"),
        links: try makeTable()))
    let attached = app.inbox.attach(window)
    let before = window.navigator.state
    app.inbox.receive(personAnn, from: .intent)
    guard case .refused(let error) = app.outcomes.first else {
      Issue.record("expected a refusal, got \(app.outcomes)")
      return
    }
    #expect(error.code == .refused)
    #expect(window.navigator.state == before)
    attached.cancel()
  }
}

@MainActor
@Suite("Links from outside the app: hostile payloads are refused or dropped, never kept")
struct LinkInboxHostileTests {
  @Test("a 64 KB link is refused as too long before anything else")
  func hugeLink() throws {
    let app = try InboxHarness()
    let huge = URL(string: "wayfinder://c/detail/" + String(repeating: "7", count: 64 * 1_024))!
    app.inbox.receive(huge, from: .notification)
    guard case .refused(let error) = app.outcomes.first else {
      Issue.record("expected a refusal, got \(app.outcomes)")
      return
    }
    #expect(error.code == .rejected)
    #expect("\(error)".contains("over the limit"))
    #expect(app.inbox.parked.isEmpty, "not kept, even with no window")
    #expect(app.events[0].description.count < 400, "the event's description is cut")
  }

  @Test("a link to no screen is refused with the link error, even at a cold start")
  func unknownScreen() throws {
    let app = try InboxHarness()
    app.inbox.receive(URL(string: "wayfinder://nowhere/at/all")!, from: .widget)
    app.inbox.receive(URL(string: "https://evil.example/c/detail/7")!, from: .handoff)
    #expect(
      app.outcomes.map { outcome -> LinkError.Code? in
        if case .refused(let error) = outcome { error.code } else { nil }
      } == [.notFound, .rejected])
    #expect(app.inbox.parked.isEmpty)
  }

  @Test("a burst of 1,000 links at a cold start: a bounded few wait, the rest are dropped")
  func burstAtColdStart() throws {
    let app = try InboxHarness()
    for id in 0..<1_000 {
      app.inbox.receive(URL(string: "wayfinder://c/detail/\(id)")!, from: .notification)
    }
    let limits = LinkInboxLimits()
    #expect(app.inbox.parked.count == limits.capacity)
    #expect(
      app.outcomes.filter { $0 == .dropped(.parkingFull(capacity: limits.capacity)) }.count
        == limits.maximumPerSecond - limits.capacity)
    #expect(
      app.outcomes.filter { $0 == .dropped(.tooMany(perSecond: limits.maximumPerSecond)) }.count
        == 1_000 - limits.maximumPerSecond)
    let window = try app.window()
    let attached = app.inbox.attach(window)
    #expect(app.events.count == 1_000, "every link has its one outcome")
    #expect(Set(app.events.map(\.link)).count == 1_000)
    #expect(window.navigator.state.activeStack.routes.last == .detail(limits.capacity - 1))
    attached.cancel()
  }

  @Test("a burst with a window open: the window opens a second's worth, drops the rest")
  func burstWhileRunning() throws {
    let app = try InboxHarness()
    let window = try app.window()
    let attached = app.inbox.attach(window)
    for id in 0..<1_000 {
      app.inbox.receive(URL(string: "wayfinder://c/detail/\(id)")!, from: .url)
    }
    let limits = LinkInboxLimits()
    #expect(app.outcomes.filter { $0 == .opened }.count == limits.maximumPerSecond)
    #expect(app.events.count == 1_000)
    app.clock.advance(by: .seconds(1))
    app.inbox.receive(detail7, from: .url)
    #expect(app.outcomes.last == .dropped(.duplicate), "opened 1 s ago, within the interval")
    app.inbox.receive(URL(string: "wayfinder://c/detail/5000")!, from: .url)
    #expect(app.outcomes.last == .opened, "a second later, links are taken again")
    attached.cancel()
  }

  @Test("an observer that receives a link while hearing an event: taken after, in order")
  func reentrantObserver() throws {
    let app = try InboxHarness()
    var followUp: NavigationToken?
    followUp = app.inbox.observe { [unowned app] event in
      if event.link == detail7 { app.inbox.receive(personAnn, from: .intent) }
    }
    let window = try app.window()
    let attached = app.inbox.attach(window)
    app.inbox.receive(detail7, from: .notification)
    #expect(app.events.map(\.link) == [detail7, personAnn])
    #expect(app.events.map(\.sequence) == [1, 2])
    #expect(window.navigator.state.selectedTab == "d")
    followUp?.cancel()
    attached.cancel()
  }
}

@MainActor
@Suite("Links given as text by the hosts' entry points")
struct LinkInboxTextTests {
  @Test("text that is no link is not received; a link, even a bad one, is, with its event")
  func text() throws {
    let app = try InboxHarness()
    #expect(!app.inbox.receive(link: nil, from: .notification))
    #expect(!app.inbox.receive(link: "", from: .quickAction))
    #expect(!app.inbox.receive(link: "no scheme at all", from: .handoff))
    #expect(app.events.isEmpty && app.inbox.parked.isEmpty)
    #expect(app.inbox.receive(link: "wayfinder://nowhere", from: .notification))
    #expect(app.inbox.receive(link: detail7.absoluteString, from: .quickAction))
    #expect(app.outcomes.count == 1, "the bad link refused, the good one parked")
    #expect(app.inbox.parked.map(\.source) == [.quickAction])
    #expect(LinkInbox<Screen>.linkKey == "wayfinder.link")
  }
}

@MainActor
@Suite("The identifier the system routes a link by")
struct TargetContentIdentifierTests {
  @Test("a route's identifier is its printed link, which the window showing it prefers")
  func identifier() throws {
    let app = try InboxHarness()
    let identifier = try #require(app.inbox.targetContentIdentifier(for: .detail(7)))
    #expect(identifier == detail7.absoluteString)
    #expect(
      app.inbox.targetContentIdentifier(for: .detail(7), universal: true)
        == "https://wayfinder.example/c/detail/7")
    #expect(app.inbox.targetContentIdentifier(for: .a) == nil, "no link prints it")
    let window = try app.window()
    try window.open(URL(string: "wayfinder://c/detail/3")!)
    let conditions = WindowLinkConditions(.showing(pathSegments: 2), navigator: window.navigator)
    #expect(conditions.prefers(try #require(URL(string: identifier))))
  }
}

@MainActor
@Suite("The article Links from outside the app does what it says")
struct LinkInboxArticleTests {
  enum Screen: Hashable, Codable, Sendable {
    case home, people
    case person(String)
    case detail(Int)
  }

  @Test("a notification at a cold start opens in the window that attaches, as the article says")
  func coldStart() throws {
    var builder = LinkTableBuilder<Screen>(schemes: ["myapp"], hosts: ["example.com"])
    try builder.add("/home", route: .home, placement: LinkPlacement(tab: "home", asRoot: true))
    try builder.add(
      "/people/:name", placement: LinkPlacement(tab: "people"),
      build: { .person(try $0.value("name")) },
      values: { if case .person(let name) = $0 { ["name": name] } else { nil } })
    let links = try builder.build()
    let start = NavigationState<Screen>(
      tabs: ["home": .home, "people": .people], selection: "home")
    let inbox = LinkInbox(links: links)
    var log: [String] = []
    let token = inbox.observe { event in log.append("\(event.source): \(event.outcome)") }
    inbox.receive(URL(string: "myapp://people/ann")!, from: .notification)
    #expect(inbox.parked.count == 1)
    let window = SceneNavigation(navigator: Navigator(start, links: links))
    let attached = inbox.attach(window)
    #expect(log == ["notification: opened"])
    #expect(window.navigator.state.selectedTab == "people")
    #expect(window.navigator.state.activeStack.routes == [.people, .person("ann")])
    #expect(inbox.targetContentIdentifier(for: .person("ann")) == "myapp://people/ann")
    let later = LinkInbox(
      links: links, limits: LinkInboxLimits(capacity: 4, expiry: .seconds(10)))
    var refused: [LinkError.Code] = []
    let watching = later.observe { event in
      if case .refused(let error) = event.outcome { refused.append(error.code) }
    }
    later.receive(URL(string: "myapp://nowhere")!, from: .widget)
    #expect(refused == [.notFound])
    for token in [token, attached, watching] { token.cancel() }
  }
}
