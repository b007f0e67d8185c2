import Foundation
import Testing
import Wayfinder
import WayfinderSample
import WayfinderTesting

/// The sample app's flows, tested the way an app would test its own with WayfinderTesting.
@MainActor
@Suite("Sample app flows under TestNavigator")
struct SampleFlowTests {
  @Test("Search → Results(query:) through the per-screen routers")
  func searchToResults() throws {
    let test = TestNavigator(NavigationState<SampleRoute>.sampleStart)
    let router = SampleRouter(navigator: test.navigator)
    try test.send(
      { try $0.selectTab(SampleTab.search) }, expecting: { try $0.selectTab(SampleTab.search) })
    try test.send(
      { _ in router.showResults(query: "boots") },
      expecting: { try $0.push(.results(query: "boots")) })
    try test.send({ _ in router.backToSearch() }, expecting: { try $0.pop() })
    try test.finish()
  }

  @Test("onboarding: a flow of four steps with a sheet in the middle, then back where it started")
  func onboarding() throws {
    let test = TestNavigator(NavigationState<SampleRoute>.sampleStart)
    let router = SampleRouter(navigator: test.navigator)
    try test.send({ _ in router.startOnboarding() }, expecting: { try $0.push(.welcome) })
    try test.send({ _ in router.next() }, expecting: { try $0.push(.features) })
    try test.send(
      { _ in router.next() }, expecting: { try $0.present(.notifications, as: .sampleSheet) })
    try test.send({ _ in router.next() }, expecting: { try $0.push(.ready) })
    try test.send(
      { _ in router.next() },
      expecting: {
        try $0.dismiss()
        try $0.popToRoot()
      })
    try test.finish()
  }

  @Test("a deep link into the shop tab, two screens deep, with a sheet")
  func deepLink() throws {
    let test = TestNavigator(NavigationState<SampleRoute>.sampleStart, links: .sample)
    let link = "wayfinder://shop/preview/shoes/trail"
    try test.send(
      { try $0.open(URL(string: link)!) },
      expecting: { try $0.apply(LinkTable.sample.target(for: link, base: .sampleStart)) })
    #expect(test.state.selectedTab == TabID(SampleTab.shop))
    #expect(
      test.state.stack(at: .tab(TabID(SampleTab.shop)))?.routes == [.catalog, .category("shoes")])
    #expect(test.state.currentRoute == .category("trail"))
    try test.sendRefused(
      { try $0.open(URL(string: "wayfinder://shop/nowhere")!) },
      .because(.badLink(.because(.notFound(path: "shop/nowhere", nearest: "/shop")))))
    try test.finish()
  }

  @Test("the user's swipe and the alert's answer are events a test can assert")
  func gesturesAndAlerts() async throws {
    let test = TestNavigator(NavigationState<SampleRoute>.sampleStart)
    try test.send({ try $0.push(.product(2)) }, expecting: { try $0.push(.product(2)) })
    let product = test.state.currentEntry.id
    try test.send(
      { try $0.presentAlert(.emptyCart) }, expecting: { try $0.presentAlert(.emptyCart) })
    try test.send(
      { try $0.userDid(.answeredAlert(.emptyCart)) }, expecting: { try $0.dismissAlert() })
    try test.send(
      { try $0.userDid(.poppedTo(EntryID(1))) }, expecting: { try $0.pop(to: EntryID(1)) })
    #expect(test.state.entry(product) == nil)
    try test.finish()
  }
}
