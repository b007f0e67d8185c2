import Foundation
import Testing
import Wayfinder
import WayfinderSample
import WayfinderTesting
import WayfinderTraces

/// A route whose restoration loses its value: every item is written as item 0.
private enum Lossy: Hashable, Sendable, Codable {
  case home
  case item(Int)

  init(from decoder: any Decoder) throws {
    let number = try decoder.singleValueContainer().decode(Int.self)
    self = number < 0 ? .home : .item(number)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .home: try container.encode(-1)
    case .item: try container.encode(0)
    }
  }
}

@MainActor
@Suite("The link explorer")
struct LinkExplorerTests {
  @Test("over the sample app: every link opens, prints itself back and restores")
  func sample() throws {
    let explorer = LinkExplorer(
      links: .sample, from: .sampleStart, .mailStart, samples: .sample)
    let report = explorer.run()
    #expect(report.problems.isEmpty, "\(report)")
    #expect(report.opened.count == LinkTable.sample.patterns.count)
    #expect(report.opened.contains("wayfinder://mail/work/2"))
    #expect(report.opened.contains("wayfinder://shop/preview/shoes/running"))
  }

  @Test("with a recorded session, the screens no trace showed")
  func unvisited() throws {
    let navigator = Navigator(NavigationState<SampleRoute>.sampleStart, links: .sample)
    let recorder = TraceRecorder(navigator)
    try navigator.open(URL(string: "wayfinder://shop/product/2/photos")!)
    try navigator.open(URL(string: "wayfinder://welcome")!)
    let explorer = LinkExplorer(
      links: .sample, from: .sampleStart, .mailStart, samples: .sample)
    let report = explorer.run(traces: [recorder.trace])
    #expect(report.problems.isEmpty)
    #expect(report.unvisited.contains("quickLook") && report.unvisited.contains("message"))
    #expect(!report.unvisited.contains("photos") && !report.unvisited.contains("welcome"))
    #expect(report.description.contains("no trace showed: "))
  }

  @Test("a link that does not open, one that prints another link, one that does not restore")
  func problems() throws {
    var builder = LinkTableBuilder<Lossy>(schemes: ["shop"])
    try builder.add("/home", route: .home, placement: LinkPlacement(asRoot: true))
    try builder.add("/start", route: .home, placement: LinkPlacement(asRoot: true))
    try builder.add(
      "/item/:id", types: ["id": Int.self], build: { .item(try $0.value("id")) },
      values: { if case .item(let id) = $0 { ["id": "\(id)"] } else { nil } })
    try builder.add(
      "/closed/:code",
      build: { _ in throw LinkError.invalidParameter(name: "code", value: "x", expected: "y") },
      values: { _ in nil })
    let report = LinkExplorer(links: try builder.build(), from: NavigationState(root: .home))
      .run()
    let kinds = Dictionary(
      report.problems.map { ($0.pattern, $0.kind) }, uniquingKeysWith: { a, _ in a })
    #expect(kinds["/home"] == nil)
    #expect(kinds["/start"] == .printsDifferently)
    #expect(kinds["/item/:id"] == .notRestored)
    #expect(kinds["/closed/:code"] == .notOpened)
    #expect(report.problems.count == 3, "\(report)")
    #expect(report.description.hasPrefix("3 links opened, 3 problems"))
  }
}
