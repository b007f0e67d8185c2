import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@testable import TabApp

@MainActor struct TabAppTests {
  @Test func aTapOnAPostPushesIt() throws {
    let test = TestNavigator(NavigationState<Screen>.start)
    try test.send({ try $0.push(.post(3)) }, expecting: { try $0.push(.post(3)) })
    try test.finish()
  }

  @Test func newPostPresentsTheComposerAndPostingClosesIt() throws {
    let test = TestNavigator(NavigationState<Screen>.start)
    let feed = ScreenNavigator(test.navigator, entry: test.state.currentEntry.id)
    let sheet = Presentation.sheet(detents: [.medium, .large])
    try test.send(
      { _ in feed.present(.compose, as: sheet) },
      expecting: { try $0.present(.compose, as: sheet) })
    let composer = ScreenNavigator(test.navigator, entry: test.state.currentEntry.id)
    try test.send({ _ in composer.close() }, expecting: { try $0.dismiss() })
    try test.finish()
  }

  @Test func eachTabKeepsItsStack() throws {
    let test = TestNavigator(NavigationState<Screen>.start)
    try test.send({ try $0.push(.post(3)) }, expecting: { try $0.push(.post(3)) })
    try test.send(
      { try $0.selectTab(AppTab.profile) }, expecting: { try $0.selectTab(AppTab.profile) })
    #expect(test.state.stack(at: .tab(AppTab.feed))?.routes == [.feed, .post(3)])
    try test.finish()
  }

  @Test func aLinkOpensThePostOnTheFeedTab() throws {
    let navigator = Navigator(NavigationState<Screen>.start, links: Screen.links)
    try navigator.selectTab(AppTab.profile)
    try navigator.open(try #require(URL(string: "tabapp://posts/7")))
    #expect(AppTab(navigator.selectedTab) == .feed)
    #expect(navigator.state.activeStack.routes == [.feed, .post(7)])
    #expect(navigator.url(for: .post(7))?.absoluteString == "tabapp://posts/7")
  }

  @Test func aSavedStateComesBack() throws {
    var state = NavigationState<Screen>.start
    try state.push(.post(3))
    try state.present(.compose, as: .sheet())
    let data = try StateRestorer().encode(state)
    #expect(try StateRestorer().decode(Screen.self, from: data).state == state)
  }
}
