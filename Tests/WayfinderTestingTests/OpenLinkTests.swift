import Foundation
import Testing
import Wayfinder
import WayfinderSample
import WayfinderTesting

@MainActor
@Suite("TestNavigator.open: a link and the whole state it leads to")
struct OpenLinkTests {
  let links = LinkTable<SampleRoute>.sample
  let start = NavigationState<SampleRoute>.sampleStart

  @Test("a link that builds a back stack in another tab is asserted as the commands it equals")
  func opensALink() throws {
    let test = TestNavigator(start, links: links)
    try test.open(
      URL(string: "wayfinder://shop/product/2/reviews")!,
      expecting: { state in
        try state.push(contentsOf: [.product(2), .reviews(2)])
      })
    let search = TestNavigator(start, links: links)
    try search.open(
      URL(string: "wayfinder://search/boots")!,
      expecting: { state in
        try state.selectTab(SampleTab.search)
        try state.push(.results(query: "boots"))
      })
    try search.finish()
    try test.finish()
  }

  @Test("a wrong expectation, a refused link and an unexpected event each fail")
  func failures() throws {
    let url = URL(string: "wayfinder://search/boots")!
    let wrong = TestNavigator(start, links: links)
    let diff = #expect(throws: TestNavigatorFailure.self) {
      try wrong.open(url, expecting: { try $0.selectTab(SampleTab.search) })
    }
    #expect(diff?.description.contains("state differs") == true)
    let refused = TestNavigator(start, links: links)
    let bad = URL(string: "wayfinder://nowhere")!
    let refusal = #expect(throws: TestNavigatorFailure.self) {
      try refused.open(bad, expecting: { _ in })
    }
    #expect(refusal?.description.contains("was refused") == true)
    let pending = TestNavigator(start, links: links)
    try pending.navigator.selectTab(SampleTab.account)
    #expect(throws: TestNavigatorFailure.self) {
      try pending.open(url, expecting: { try $0.selectTab(SampleTab.search) })
    }
  }
}
