import Foundation
import Testing
import Wayfinder

@testable import WayfinderSample

/// The same value in the other route type: the twin has the sample's cases, so their
/// encodings are the same.
private func convert<A: Encodable, B: Decodable>(_ value: A, to type: B.Type) throws -> B {
  try JSONDecoder().decode(type, from: try JSONEncoder().encode(value))
}

/// Every link the two tables are compared on: the demo's help, each pattern with values it
/// takes, and links that must be refused.
private let sampleCorpus: [String] =
  DemoSession.helpLinks.map(\.link) + [
    "wayfinder://search", "wayfinder://account", "wayfinder://welcome",
    "wayfinder://welcome/features", "wayfinder://shop/product/4/photos",
    "wayfinder://search/rain%20jacket", "wayfinder://mail/inbox/1",
    "https://wayfinder.example/mail/archive/3", "wayfinder://shop/browse/socks",
    // Refused: no such product, mailbox, message, category or link.
    "wayfinder://shop/product/9", "wayfinder://shop/product/two", "wayfinder://quicklook/0",
    "wayfinder://shop/product/9/reviews", "wayfinder://mail/spam", "wayfinder://mail/work/100",
    "wayfinder://mail/spam/3", "wayfinder://shop/browse", "wayfinder://shop/browse/Shoes",
    "wayfinder://shop/preview/a/B", "wayfinder://nowhere", "wayfinder://cart/checkout",
  ]

@MainActor
@Suite("Wayfinder Shop's builder-declared links equal its @Links twin's, link by link")
struct SampleLinkTableTests {
  @Test("the same patterns")
  func samePatterns() throws {
    #expect(LinkTable.sample.patterns.sorted() == (try MacroSampleRoute.table().patterns.sorted()))
  }

  @Test("each link opens the same state, or is refused with the same code, and prints the same")
  func sameStates() throws {
    let twin = try MacroSampleRoute.table()
    var opened = 0
    for link in sampleCorpus {
      for start in [NavigationState<SampleRoute>.sampleStart, .mailStart] {
        let built = Navigator(start, links: LinkTable.sample)
        let declared = Navigator(
          try convert(start, to: NavigationState<MacroSampleRoute>.self), links: twin)
        let first = Result { () throws(NavigationError) in try built.open(URL(string: link)!) }
        let second = Result { () throws(NavigationError) in
          try declared.open(URL(string: link)!)
        }
        switch (first, second) {
        case (.success, .success):
          opened += 1
          #expect(
            try convert(declared.state, to: NavigationState<SampleRoute>.self) == built.state,
            "\(link)")
          let printed = built.link()?.description
          #expect(printed != nil, "\(link) prints back")
          #expect(printed == declared.link()?.description, "\(link) prints the same")
        case (.failure(let a), .failure(let b)):
          #expect(a.code == b.code, "\(link)")
        default:
          Issue.record("\(link): one table opened it and the other did not")
        }
      }
    }
    // Most links open: the comparison is not between two tables that refuse everything.
    #expect(opened >= sampleCorpus.count / 2)
  }

  @Test("every state the builder's links open prints the same link in both tables")
  func samePrints() throws {
    let twin = try MacroSampleRoute.table()
    for link in sampleCorpus {
      for start in [NavigationState<SampleRoute>.sampleStart, .mailStart] {
        let built = Navigator(start, links: LinkTable.sample)
        guard (try? built.open(URL(string: link)!)) != nil else { continue }
        let state = built.state
        let mirrored = try convert(state, to: NavigationState<MacroSampleRoute>.self)
        #expect(
          LinkTable.sample.url(for: state) == twin.url(for: mirrored), "\(link): the state prints")
      }
    }
    let routes: [SampleRoute] = [
      .catalog, .product(2), .quickLook(3), .cart, .search, .results(query: "rain jacket"),
      .account, .orders, .welcome, .features, .notifications, .mailbox("work"),
    ]
    // A screen whose link is a stack link (reviews, photos, a message) prints with the screens
    // under it: the states above check those.
    for route in routes {
      let url = LinkTable.sample.url(for: route)
      #expect(url != nil, "\(route) has a link")
      #expect(url == twin.url(for: try convert(route, to: MacroSampleRoute.self)), "\(route)")
    }
  }
}
