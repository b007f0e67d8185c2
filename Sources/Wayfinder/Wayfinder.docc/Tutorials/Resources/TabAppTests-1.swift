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

  @Test func eachTabKeepsItsStack() throws {
    let test = TestNavigator(NavigationState<Screen>.start)
    try test.send({ try $0.push(.post(3)) }, expecting: { try $0.push(.post(3)) })
    try test.send({ try $0.selectTab("profile") }, expecting: { try $0.selectTab("profile") })
    #expect(test.state.stack(at: .tab("feed"))?.routes == [.feed, .post(3)])
    try test.finish()
  }
}
