import Foundation
import Testing
import Wayfinder
import WayfinderSample

/// The demo's commands say what they do and what they cannot: the restored state is on screen
/// before the first command, `link` names what it leaves out, the tab bar follows one rule
/// under everything modal, and the `actions:` line offers only what runs.
@Suite("The demo's commands explain themselves")
@MainActor
struct DemoCommandsTests {
  @Test("after --restore, the first swipe acts on what the first frame shows, with its steps")
  func restoredBeforeFirstPrompt() async throws {
    let file = temporaryFile("restore-swipe")
    var state = NavigationState<SampleRoute>.sampleStart
    try state.push(.product(2))
    try state.push(.reviews(2))
    try StateRestorer(schemaVersion: DemoSession.schemaVersion).encode(state).write(to: file)
    let run = await DemoRun.run(["--restore", file.path], input: ["swipe"])
    #expect(run.status == 0, "\(run.stderr)")
    let first = try #require(run.output.first)
    #expect(first.contains("step:"), "the restore's steps are in the first frame:\n\(first)")
    let swiped = try #require(run.output.dropFirst().first)
    #expect(!swiped.contains("Nothing to swipe back from"), "\(swiped)")
    #expect(swiped.contains("popped"), "the swipe is reported as the user's pop:\n\(swiped)")
  }

  @Test("link names what it leaves out while a cover, a sheet and a custom layer are open")
  func linkSaysWhatItLeavesOut() async {
    let session = DemoSession()
    for command in ["product 2", "photos", "cart", "quicklook"] { await session.run(command) }
    await session.run("link")
    let frame = session.frame()
    #expect(frame.contains("This screen's link: wayfinder://"), "\(frame)")
    #expect(frame.contains("Not in the link: 3 layers"), "\(frame)")

    let plain = DemoSession()
    await plain.run("link")
    #expect(!plain.frame().contains("Not in the link"), "a complete link says nothing more")
  }

  @Test("the tab bar cannot be tapped under a sheet, a cover, a custom layer or an alert")
  func tabBarUnderEverythingModal() async {
    for modal in [["cart"], ["photos"], ["quicklook"], ["cart", "empty"]] {
      let session = DemoSession()
      for command in modal { await session.run(command) }
      let before = session.navigator.state
      await session.run("tab search")
      #expect(session.navigator.state == before, "\(modal): the tab did not change")
      #expect(session.lastFailure?.contains("The tab bar is under the") == true, "\(modal)")
      #expect(!session.actions().contains("tab shop|search|account"), "\(modal): not offered")
    }
    let link = DemoSession()
    await link.run("cart")
    await link.run("empty")
    await link.run("open wayfinder://search")
    #expect(
      link.navigator.state.selectedTab == TabID(SampleTab.search), "a link still switches tabs")
  }

  @Test("next with no onboarding running says why it did nothing")
  func nextWithoutFlow() async {
    let session = DemoSession()
    let before = session.navigator.state
    await session.run("next")
    #expect(session.navigator.state == before)
    #expect(session.lastFailure?.contains("'onboarding' starts it") == true)
    await session.run("onboarding")
    await session.run("next")
    #expect(session.lastFailure == nil, "next runs once onboarding has started")
  }

  /// Command histories that reach the sample's kinds of screen: tabs, stacks, each layer, the
  /// alert, the flow, the picker, the guarded form and the signed-out account.
  nonisolated static let histories: [[String]] = [
    [], ["product 1"], ["product 1", "reviews"], ["cart"], ["cart", "checkout"],
    ["product 2", "photos"],
    ["quicklook"], ["cart", "empty"], ["tab search"], ["tab search", "find boots"],
    ["onboarding"], ["onboarding", "next", "next"], ["product 3", "pick"], ["tab account", "edit"],
    ["tab account", "edit", "back"], ["tab account", "orders"], ["push category shoes"],
    ["tab search", "find socks", "product 3", "photos", "push reviews 3"], ["cart", "tab account"],
    ["window mail"], ["window mail", "message 2"], ["window mail", "message 2", "attachment"],
    ["window mail", "compact"], ["window mail", "message 1", "compact", "back", "back"],
    ["window mail", "columns detail"], ["open wayfinder://mail/work/2", "window shop"],
  ]

  @Test("every command the actions line offers runs without a refusal", arguments: histories)
  func offeredActionsRun(_ history: [String]) async {
    let session = DemoSession()
    for command in history { await session.run(command) }
    for offered in session.actions() {
      for command in Self.commands(offered) {
        let trial = DemoSession()
        for earlier in history { await trial.run(earlier) }
        await trial.run(command)
        #expect(
          trial.lastFailure == nil,
          "after \(history), '\(command)' was offered but refused: \(trial.lastFailure ?? "")")
      }
    }
  }

  /// The concrete commands an entry of the actions line stands for.
  nonisolated static func commands(_ offered: String) -> [String] {
    switch offered {
    case "quit": []
    case "product 1-4": ["product 1", "product 4"]
    case "tab shop|search|account": ["tab shop", "tab search", "tab account"]
    case "find <query>": ["find rain jacket"]
    case "choose S|M|L": ["choose S", "choose l"]
    case "open <link>": ["open wayfinder://shop/product/2", "open wayfinder://mail/work/2"]
    case "message 1-3": ["message 1", "message 3"]
    case _ where offered.hasPrefix("mailbox ") || offered.hasPrefix("columns "):
      offered.dropFirst(8).split(separator: "|").map { String(offered.prefix(8) + $0) }
    default: [offered]
    }
  }
}
