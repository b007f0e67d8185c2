import Foundation
import Testing
import Wayfinder
import WayfinderMacros
import WayfinderSample

/// Links like the sample app's, with labelled values: a parent filled from the case's own
/// values (`message(box:id:)` under `/mail/:box`) and optional query parameters.
@Links
private enum DeclaredSample: Hashable, Sendable {
  @Link("/cover", presentation: .fullScreenCover)
  case presented
  @Link("/first", tab: SampleTab.search)
  case first
  @Link("/second/:name", tab: SampleTab.search, parents: ["/first"])
  case second(name: String)
  @Link("/onboarding", tab: SampleTab.account)
  case welcome
  @Link("/onboarding/features", tab: SampleTab.account, parents: ["/onboarding"])
  case features
  @Link(
    "/onboarding/permissions", tab: SampleTab.account, presentation: .sampleSheet,
    parents: ["/onboarding", "/onboarding/features"])
  case permissions
  @Link("/mail/:box", column: .content)
  case mailbox(box: String)
  @Link("/mail/:box/:id", column: .detail, parents: ["/mail/:box"])
  case message(box: String, id: Int)
  @Link("/search?q&page")
  case search(q: String?, page: Int?)
}

/// The same links, written by hand as the sample writes its own.
private func handWritten() throws -> LinkTable<DeclaredSample> {
  var links = LinkTableBuilder<DeclaredSample>(schemes: ["wayfinder"])
  try links.add(
    "/cover", route: .presented, placement: LinkPlacement(presentation: .fullScreenCover))
  try links.add("/first", route: .first, placement: LinkPlacement(tab: "search"))
  try links.add(
    "/second/:name", placement: LinkPlacement(tab: "search", parents: { _ in [.first] }),
    build: { .second(name: try $0.value("name")) },
    values: { if case .second(let name) = $0 { ["name": name] } else { nil } })
  try links.add("/onboarding", route: .welcome, placement: LinkPlacement(tab: "account"))
  try links.add(
    "/onboarding/features", route: .features,
    placement: LinkPlacement(tab: "account", parents: { _ in [.welcome] }))
  try links.add(
    "/onboarding/permissions", route: .permissions,
    placement: LinkPlacement(
      tab: "account", parents: { _ in [.welcome, .features] }, presentation: .sampleSheet))
  try links.add(
    "/mail/:box", placement: LinkPlacement(column: .content),
    build: { .mailbox(box: try $0.value("box")) },
    values: { if case .mailbox(let box) = $0 { ["box": box] } else { nil } })
  try links.add(
    "/mail/:box/:id", types: ["id": Int.self],
    placement: LinkPlacement(
      parents: { if case .message(let box, _) = $0 { [.mailbox(box: box)] } else { [] } },
      column: .detail),
    build: { .message(box: try $0.value("box"), id: try $0.value("id")) },
    values: {
      if case .message(let box, let id) = $0 { ["box": box, "id": "\(id)"] } else { nil }
    })
  try links.add(
    "/search?q&page", types: ["page": Int.self],
    build: { .search(q: try $0.valueIfPresent("q"), page: try $0.valueIfPresent("page")) },
    values: { route in
      guard case .search(let q, let page) = route else { return nil }
      var values: [String: String] = [:]
      if let q { values["q"] = q }
      if let page { values["page"] = "\(page)" }
      return values
    })
  return try links.build()
}

/// Every link the two tables are compared on: each pattern with sample values, and links
/// that must be refused.
private let corpus = [
  "wayfinder://cover", "wayfinder://first", "wayfinder://second/Ada", "wayfinder://second/",
  "wayfinder://onboarding", "wayfinder://onboarding/features",
  "wayfinder://onboarding/permissions", "wayfinder://mail/work", "wayfinder://mail/work/3",
  "wayfinder://mail/work/three", "wayfinder://search", "wayfinder://search?q=tea",
  "wayfinder://search?q=tea&page=2", "wayfinder://search?page=x", "wayfinder://nowhere",
]

@MainActor
@Suite("The macro's link table is the hand-written one, link by link")
struct LinksMacroTableTests {
  /// A state with the sample's tabs and the mail columns are two starts; each link is opened on both.
  private func navigator(_ table: LinkTable<DeclaredSample>, split: Bool) -> Navigator<
    DeclaredSample
  > {
    let start: NavigationState<DeclaredSample> =
      split
      ? NavigationState(sidebar: .welcome, content: .mailbox(box: "inbox"))
      : NavigationState(
        tabs: [SampleTab.shop: .welcome, .search: .welcome, .account: .welcome], selection: .shop)
    return Navigator(start, links: table)
  }

  @Test("each link opens the same state, or is refused with the same code, in both tables")
  func sameStates() throws {
    let declared = try DeclaredSample.linkTable(schemes: ["wayfinder"])
    let written = try handWritten()
    #expect(declared.patterns.sorted() == written.patterns.sorted())
    for link in corpus {
      for split in [false, true] {
        let one = navigator(declared, split: split)
        let other = navigator(written, split: split)
        let first = Result { () throws(NavigationError) in try one.open(URL(string: link)!) }
        let second = Result { () throws(NavigationError) in try other.open(URL(string: link)!) }
        switch (first, second) {
        case (.success, .success):
          #expect(one.state == other.state, "\(link)")
        case (.failure(let a), .failure(let b)):
          #expect(a.code == b.code, "\(link)")
        default:
          Issue.record("\(link): one table opened it and the other did not")
        }
      }
    }
  }

  @Test("each case prints the same link, and the link opens the case again")
  func samePrints() throws {
    let declared = try DeclaredSample.linkTable(schemes: ["wayfinder"])
    let written = try handWritten()
    let routes: [DeclaredSample] = [
      .presented, .first, .second(name: "Ada Lovelace"), .welcome, .features, .permissions,
      .mailbox(box: "work"), .message(box: "work", id: 3), .search(q: "tea", page: nil),
      .search(q: nil, page: 2), .search(q: "a&b", page: 1),
    ]
    for route in routes {
      let printed = declared.url(for: route)
      #expect(printed != nil, "\(route) prints a link")
      #expect(printed == written.url(for: route), "\(route)")
      if let printed {
        let target = try? declared.match(printed).get()
        #expect(target?.route == route, "\(printed) opens \(route) again")
      }
    }
  }
}

/// Two tabs whose links are one family each.
private enum MailTab: String, NavigationTab, CaseIterable { case mail, archive }

/// A family per tab, values by position, a parent built from the link, and a check.
@Links(validated: true)
private enum FamilyMail: Hashable, Sendable {
  @Link("/{tab}", inEachTab: MailTab.allCases, asRoot: true)
  case root
  @Link("/{tab}/box/:box", inEachTab: MailTab.allCases)
  case mailbox(String)
  @Link("/{tab}/box/:box/:id", inEachTab: MailTab.allCases, parents: ["/{tab}/box/:box"])
  case message(Int)

  static func validateLink(_ route: FamilyMail) throws(LinkError) {
    switch route {
    case .mailbox(let box) where box == "spam":
      throw .invalidParameter(name: "box", value: box, expected: "not spam")
    case .message(let id) where id < 1:
      throw .invalidParameter(name: "id", value: "\(id)", expected: "1 or more")
    default: break
    }
  }
}

@MainActor
@Suite("What the macro's families, positions, stack links and checks do when they run")
struct FamilyLinkTests {
  /// A navigator on the builder's table, or on the one the macro compiled.
  private func navigator(compiled: Bool = false) throws -> Navigator<FamilyMail> {
    Navigator(
      NavigationState(tabs: [MailTab.mail: .root, .archive: .root], selection: .mail),
      links: compiled
        ? FamilyMail.compiledLinkTable(schemes: ["mail"])
        : try FamilyMail.linkTable(schemes: ["mail"]))
  }

  @Test(
    "a link of the family opens in its tab, with the parent the link names",
    arguments: [false, true])
  func opens(compiled: Bool) throws {
    let navigator = try navigator(compiled: compiled)
    try navigator.open(URL(string: "mail://archive/box/work/7")!)
    guard case .tabs(let tabs) = navigator.state.base else {
      Issue.record("the link left the tabs")
      return
    }
    #expect(tabs.selection == TabID(MailTab.archive))
    #expect(navigator.state.activeStack.routes == [.root, .mailbox("work"), .message(7)])
    #expect(navigator.link()?.url.absoluteString == "mail://archive/box/work/7")
    #expect(navigator.url(for: .mailbox("inbox"))?.absoluteString == "mail://mail/box/inbox")
  }

  @Test("the check refuses a screen a link builds, the parent included, and nothing changes")
  func checks() throws {
    let navigator = try navigator()
    let before = navigator.state
    for link in ["mail://mail/box/spam", "mail://mail/box/work/0", "mail://mail/box/spam/3"] {
      #expect(throws: NavigationError.self, "\(link)") {
        try navigator.open(URL(string: link)!)
      }
    }
    #expect(navigator.state == before)
  }
}
