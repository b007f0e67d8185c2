import Foundation
import Testing
import Wayfinder
import WayfinderSample
import WayfinderTesting

/// The sample app's flows, tested the way an app would test its own with WayfinderTesting.
@MainActor
@Suite("Sample app flows under TestNavigator")
struct SampleFlowTests {
  @Test("First → Second(name:) through the per-screen routers")
  func firstToSecond() throws {
    let test = TestNavigator(NavigationState<SampleRoute>.sampleStart)
    let router = SampleRouter(navigator: test.navigator)
    try test.send({ try $0.push(.first) }, expecting: { try $0.push(.first) })
    try test.send(
      { _ in router.showSecond(name: "Ada") }, expecting: { try $0.push(.second(name: "Ada")) })
    try test.send({ _ in router.backToFirst() }, expecting: { try $0.pop() })
    try test.finish()
  }

  @Test("onboarding: a flow of four steps with a sheet in the middle, then back where it started")
  func onboarding() throws {
    let test = TestNavigator(NavigationState<SampleRoute>.sampleStart)
    let router = SampleRouter(navigator: test.navigator)
    try test.send({ _ in router.startOnboarding() }, expecting: { try $0.push(.welcome) })
    try test.send({ _ in router.next() }, expecting: { try $0.push(.features) })
    try test.send(
      { _ in router.next() }, expecting: { try $0.present(.permissions, as: .sampleSheet) })
    try test.send({ _ in router.next() }, expecting: { try $0.push(.done) })
    try test.send(
      { _ in router.next() },
      expecting: {
        try $0.dismiss()
        try $0.popToRoot()
      })
    try test.finish()
  }

  @Test("a deep link into tab c, two screens deep, with a sheet")
  func deepLink() throws {
    let test = TestNavigator(NavigationState<SampleRoute>.sampleStart, links: .sample)
    let link = "wayfinder://c/two/three/presented"
    try test.send(
      { try $0.open(URL(string: link)!) },
      expecting: { try $0.apply(LinkTable.sample.target(for: link, base: .sampleStart)) })
    #expect(test.state.selectedTab == "c")
    #expect(test.state.stack(at: .tab("c"))?.routes == [.one, .two, .three])
    #expect(test.state.currentRoute == .presented)
    try test.sendRefused(
      { try $0.open(URL(string: "wayfinder://c/nowhere")!) },
      .because(.badLink(.because(.notFound(path: "c/nowhere", nearest: "/c")))))
    try test.finish()
  }

  @Test("the user's swipe and the alert's answer are events a test can assert")
  func gesturesAndAlerts() async throws {
    let test = TestNavigator(NavigationState<SampleRoute>.sampleStart)
    try test.send({ try $0.push(.three) }, expecting: { try $0.push(.three) })
    let three = test.state.currentEntry.id
    try test.send(
      { try $0.presentAlert(.deleteDraft) }, expecting: { try $0.presentAlert(.deleteDraft) })
    try test.send(
      { try $0.userDid(.answeredAlert(.deleteDraft)) }, expecting: { try $0.dismissAlert() })
    try test.send(
      { try $0.userDid(.poppedTo(EntryID(1))) }, expecting: { try $0.pop(to: EntryID(1)) })
    #expect(test.state.entry(three) == nil)
    try test.finish()
  }
}
