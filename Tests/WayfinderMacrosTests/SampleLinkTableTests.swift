import Foundation
import Testing
import Wayfinder

@testable import WayfinderSample

/// The sample app's link table as it was written by hand, before its cases declared their
/// links with `@Link`: the reference the macro's table is compared with.
private func handWrittenSample() throws -> LinkTable<SampleRoute> {
  var links = LinkTableBuilder<SampleRoute>(
    schemes: ["wayfinder"], hosts: ["wayfinder.example"])
  for tab in TabID.sampleTabs {
    try links.add("/\(tab)", route: .one, placement: LinkPlacement(tab: tab, asRoot: true))
    try links.add("/\(tab)/two", route: .two, placement: LinkPlacement(tab: tab))
    try links.add("/\(tab)/account", route: .account, placement: LinkPlacement(tab: tab))
    try links.add(
      "/\(tab)/two/three", route: .three,
      placement: LinkPlacement(tab: tab, parents: { _ in [.two] }))
    try links.add(
      "/\(tab)/two/three/presented", route: .presented,
      placement: LinkPlacement(
        tab: tab, parents: { _ in [.two, .three] }, presentation: .sampleSheet))
    try links.add(
      "/\(tab)/path/*screens", placement: LinkPlacement(tab: tab),
      stack: { try SampleRoute.stack(from: $0.values("screens"), presenting: false) },
      values: { SampleRoute.segments(of: $0, presenting: false) })
    try links.add(
      "/\(tab)/sheet/*screens", placement: LinkPlacement(tab: tab, presentation: .sampleSheet),
      stack: { try SampleRoute.stack(from: $0.values("screens"), presenting: true) },
      values: { SampleRoute.segments(of: $0, presenting: true) })
  }
  try links.add(
    "/cover", route: .presented, placement: LinkPlacement(presentation: .fullScreenCover))
  try links.add("/grow", route: .grown, placement: LinkPlacement(presentation: .grow))
  try links.add("/first", route: .first, placement: LinkPlacement(tab: "b"))
  try links.add(
    "/second/:name", placement: LinkPlacement(tab: "b", parents: { _ in [.first] }),
    build: { .second(name: try $0.value("name")) },
    values: { if case .second(let name) = $0 { ["name": name] } else { nil } })
  try links.add("/onboarding", route: .welcome, placement: LinkPlacement(tab: "d"))
  try links.add(
    "/onboarding/features", route: .features,
    placement: LinkPlacement(tab: "d", parents: { _ in [.welcome] }))
  try links.add(
    "/onboarding/permissions", route: .permissions,
    placement: LinkPlacement(
      tab: "d", parents: { _ in [.welcome, .features] }, presentation: .sampleSheet))
  try links.add(
    "/mail/:box", placement: LinkPlacement(column: .content),
    build: { .mailbox(try mailboxName(try $0.value("box"))) },
    values: { if case .mailbox(let box) = $0 { ["box": box] } else { nil } })
  try links.add(
    "/mail/:box/:id", types: ["id": Int.self], placement: LinkPlacement(column: .detail),
    stack: { parameters in
      let id: Int = try parameters.value("id")
      guard (1...99).contains(id) else {
        throw LinkError.invalidParameter(name: "id", value: "\(id)", expected: "1 to 99")
      }
      return [
        .mailbox(try mailboxName(try parameters.value("box"))), .message(id),
      ]
    },
    values: { stack in
      guard stack.count == 2, case .mailbox(let box) = stack[0],
        case .message(let id) = stack[1]
      else { return nil }
      return LinkValues(["box": box, "id": "\(id)"])
    })
  return try links.build()
}

/// The hand-written table's check of a mailbox name.
private func mailboxName(_ name: String) throws(LinkError) -> String {
  guard SampleRoute.mailboxNames.contains(name) else {
    throw .invalidParameter(name: "box", value: name, expected: "inbox, work or archive")
  }
  return name
}

/// Every link the two tables are compared on: each pattern in each tab with values it takes,
/// and links that must be refused.
private let sampleCorpus: [String] =
  TabID.sampleTabs.flatMap { tab in
    [
      "/\(tab)", "/\(tab)/two", "/\(tab)/account", "/\(tab)/two/three",
      "/\(tab)/two/three/presented", "/\(tab)/path/one/three/two", "/\(tab)/path/presented",
      "/\(tab)/sheet/two/presented", "/\(tab)/sheet/two", "/\(tab)/path",
    ]
  }.map { "wayfinder:/" + $0 }
  + [
    "wayfinder://cover", "wayfinder://grow", "wayfinder://first", "wayfinder://second/Ada",
    "wayfinder://second/Ada%20Lovelace", "wayfinder://onboarding",
    "wayfinder://onboarding/features", "wayfinder://onboarding/permissions",
    "wayfinder://mail/work", "wayfinder://mail/spam", "wayfinder://mail/work/3",
    "wayfinder://mail/work/100", "wayfinder://mail/spam/3", "wayfinder://mail/spam/0",
    "wayfinder://mail/work/three", "https://wayfinder.example/c/two/three",
    "wayfinder://e", "wayfinder://a/two/four",
  ]

@MainActor
@Suite("The sample app's links come from its cases' @Link, and equal the hand-written table")
struct SampleLinkTableTests {
  @Test("the same patterns")
  func samePatterns() throws {
    #expect(LinkTable.sample.patterns.sorted() == (try handWrittenSample().patterns.sorted()))
  }

  @Test("each link opens the same state, or is refused with the same code, and prints the same")
  func sameStates() throws {
    let written = try handWrittenSample()
    var opened = 0
    for link in sampleCorpus {
      for start in [NavigationState<SampleRoute>.sampleStart, .mailStart] {
        let declared = Navigator(start, links: LinkTable.sample)
        let reference = Navigator(start, links: written)
        let first = Result { () throws(NavigationError) in try declared.open(URL(string: link)!) }
        let second = Result { () throws(NavigationError) in
          try reference.open(URL(string: link)!)
        }
        switch (first, second) {
        case (.success, .success):
          opened += 1
          #expect(declared.state == reference.state, "\(link)")
          #expect(
            declared.link()?.description == reference.link()?.description, "\(link) prints back")
        case (.failure(let a), .failure(let b)):
          #expect(a.code == b.code, "\(link)")
        default:
          Issue.record("\(link): one table opened it and the other did not")
        }
      }
    }
    // Most links open: the comparison is not between two tables that refuse everything.
    #expect(opened > sampleCorpus.count / 2)
  }

  @Test("each screen with a link prints the same link in both tables")
  func samePrints() throws {
    let written = try handWrittenSample()
    let routes: [SampleRoute] = [
      .one, .two, .three, .presented, .grown, .first, .second(name: "Ada Lovelace"), .welcome,
      .features, .permissions, .account, .mailbox("work"), .message(3),
    ]
    for route in routes {
      #expect(LinkTable.sample.url(for: route) == written.url(for: route), "\(route)")
    }
  }
}
