import Foundation
import Testing
import Wayfinder
import WayfinderSample
import WayfinderTesting
import WayfinderTraces

@MainActor
@Suite("Every link of a table as a preview")
struct LinkPreviewTests {
  @Test("over the sample app: one preview per pattern, each the state its link opens")
  func sample() throws {
    let explorer = LinkExplorer(
      links: .sample, from: .sampleStart, .mailStart, samples: .sample)
    let previews = explorer.previews()
    #expect(previews.map(\.pattern) == LinkTable.sample.patterns)
    #expect(Set(previews.map(\.id)).count == previews.count, "stable, distinct identities")
    #expect(previews.allSatisfy { $0.refusal == nil && $0.state != nil })
    for preview in previews {
      let link = try #require(preview.link.flatMap(URL.init(string:)))
      // The state shown is the one the app opens from the same start.
      let start: NavigationState<SampleRoute> =
        link.path.hasPrefix("/mail") || link.host == "mail" ? .mailStart : .sampleStart
      let navigator = Navigator(start, links: .sample)
      try navigator.open(link)
      #expect(navigator.state == preview.state, "\(preview.pattern)")
    }
    let reviews = try #require(previews.first { $0.pattern == "/shop/product/:id/reviews" })
    #expect(reviews.state?.activeStack.routes.suffix(2) == [.product(2), .reviews(2)])
  }

  @Test("a pattern no sample opens is a preview with its reason, not left out")
  func refused() throws {
    let explorer = LinkExplorer(
      links: .sample, from: .sampleStart, .mailStart, samples: ["id": ["999"]])
    let previews = explorer.previews()
    #expect(previews.count == LinkTable.sample.patterns.count)
    let product = try #require(previews.first { $0.pattern == "/shop/product/:id" })
    #expect(product.state == nil && product.link == nil)
    #expect(product.refusal?.contains("999") == true, "\(product.refusal ?? "")")
  }
}
