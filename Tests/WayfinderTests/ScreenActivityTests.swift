import Foundation
import Testing
import Wayfinder
import WayfinderScenes

@MainActor
@Suite("The screen on top as a user activity")
struct ScreenActivityTests {
  let rules = ScreenActivity<Screen>.Rules(type: "com.example.screen") { route in
    if case .detail(let id) = route { "Item \(id)" } else { nil }
  }

  @Test("the activity carries the state's link and opens the same screen on another device")
  func continuedOnAnotherDevice() throws {
    let links = try makeTable()
    let navigator = Navigator(fourTabs(), links: links)
    try navigator.open(URL(string: "wayfinder://c/detail/7")!)
    let activity = try #require(ScreenActivity(for: navigator.state, links: links, rules: rules))
    #expect(activity.link.absoluteString == "wayfinder://c/detail/7")
    #expect(activity.webpageURL?.absoluteString == "https://wayfinder.example/c/detail/7")
    #expect(activity.title == "Item 7")
    #expect(activity.isEligibleForHandoff && !activity.isEligibleForSearch)
    #expect(activity.entry == navigator.state.currentEntry.id)

    // The other device reads the link where its inbox reads it, and opens the same screen.
    let text = try #require(activity.userInfo[LinkInbox<Screen>.linkKey])
    let other = Navigator(fourTabs(), links: links)
    try other.open(try #require(URL(string: text)))
    #expect(other.state.selectedTab == "c")
    #expect(other.state.currentEntry.route == .detail(7))
  }

  @Test("no activity for a screen no link prints, nor for Search without a title")
  func noActivity() throws {
    let links = try makeTable()
    let navigator = Navigator(fourTabs(), links: links)
    try navigator.push(.a)
    #expect(ScreenActivity(for: navigator.state, links: links, rules: rules) == nil)
    try navigator.pop()
    try navigator.present(.a, as: sampleSheet)
    #expect(
      ScreenActivity(for: navigator.state, links: links, rules: rules) == nil,
      "a link that leaves the sheet out would open another screen")
    try navigator.goBack()

    var search = rules
    search.search = true
    try navigator.selectTab(TabID.tabC)
    #expect(ScreenActivity(for: navigator.state, links: links, rules: search) == nil)
    try navigator.push(.detail(3))
    #expect(ScreenActivity(for: navigator.state, links: links, rules: search)?.title == "Item 3")
  }
}
