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
      URL(string: "wayfinder://c/two/three")!,
      expecting: { state in
        try state.selectTab("c")
        try state.push(contentsOf: [.two, .three])
      })
    try test.finish()
  }

  @Test("a wrong expectation, a refused link and an unexpected event each fail")
  func failures() throws {
    let url = URL(string: "wayfinder://c/two")!
    let wrong = TestNavigator(start, links: links)
    let diff = #expect(throws: TestNavigatorFailure.self) {
      try wrong.open(url, expecting: { try $0.selectTab("c") })
    }
    #expect(diff?.description.contains("state differs") == true)
    let refused = TestNavigator(start, links: links)
    let bad = URL(string: "wayfinder://nowhere")!
    let refusal = #expect(throws: TestNavigatorFailure.self) {
      try refused.open(bad, expecting: { _ in })
    }
    #expect(refusal?.description.contains("was refused") == true)
    let pending = TestNavigator(start, links: links)
    try pending.navigator.selectTab("b")
    #expect(throws: TestNavigatorFailure.self) {
      try pending.open(url, expecting: { try $0.selectTab("c") })
    }
  }
}
