import Foundation
import Testing
import Wayfinder
import WayfinderScenes

/// A window of the test app, not started, with a saved state that a test launch must not show.
@MainActor
private func window() throws -> SceneNavigation<Screen> {
  SceneNavigation(navigator: Navigator(fourTabs(), links: try makeTable()))
}

@MainActor
@Suite("A UI test starts a window anywhere: a link or a saved state in the launch arguments")
struct TestLaunchTests {
  @Test("a link in the arguments opens the window on it, not on its saved state")
  func link() throws {
    let window = try window()
    let arguments = ["App"] + TestLaunch.arguments(link: detail7)
    let outcome = window.start(testArguments: arguments)
    #expect(outcome == .success(.openedAsWindow))
    #expect(window.navigator.state.activeStack.routes == [.one, .two, .detail(7)])
    #expect(TestLaunch.summary(of: try #require(outcome)) == "opened: openedAsWindow")
    #expect(window.start(restoring: Data("saved".utf8)) == .openedAsWindow, "started once")
  }

  @Test("a saved state in the arguments is restored, as the app's own restore reads it")
  func state() throws {
    var saved = fourTabs()
    try saved.push(.detail(3))
    let arguments = try TestLaunch.arguments(state: saved)
    let window = try window()
    #expect(window.start(testArguments: arguments) == .success(.openedAsWindow))
    #expect(window.navigator.state.activeStack.routes == [.one, .detail(3)])
  }

  @Test("no test arguments: nothing happens, and the window starts as usual")
  func none() throws {
    let window = try window()
    #expect(window.start(testArguments: ["App", "-AppleLanguages", "(en)"]) == nil)
    #expect(window.launch == .waiting)
    #expect(!TestLaunch.isUITest(["App"]))
    #expect(TestLaunch.isUITest(["App", TestLaunch.uiTestArgument]))
  }

  @Test("bad arguments are refused with a reason, the window not started and its state kept")
  func refused() throws {
    let cases: [([String], TestLaunchError)] = [
      ([TestLaunch.linkArgument], .missingValue(argument: TestLaunch.linkArgument)),
      (
        TestLaunch.arguments(link: detail7) + [TestLaunch.stateArgument, "AAAA"],
        .linkAndState
      ),
      ([TestLaunch.stateArgument, "not base64!"], .stateNotBase64),
      (
        [TestLaunch.linkArgument, String(repeating: "a", count: 4_096)],
        .tooLong(argument: TestLaunch.linkArgument, limit: 2_048)
      ),
      (
        [
          TestLaunch.stateArgument,
          String(repeating: "A", count: TestLaunch.maximumStateLength + 4),
        ],
        .tooLong(argument: TestLaunch.stateArgument, limit: TestLaunch.maximumStateLength)
      ),
    ]
    for (arguments, expected) in cases {
      let window = try window()
      let before = window.navigator.state
      #expect(window.start(testArguments: arguments) == .failure(expected))
      #expect(window.launch == .waiting, "\(expected)")
      #expect(window.navigator.state == before)
    }
  }

  @Test("a link or a state the app refuses: the launch is fresh, with the reason the test reads")
  func refusedContent() throws {
    let unknown = try window()
    let outcome = unknown.start(
      testArguments: TestLaunch.arguments(link: URL(string: "wayfinder://nowhere")!))
    guard case .success(.fresh(let reason?)) = outcome else {
      Issue.record("expected a fresh launch with a reason, got \(String(describing: outcome))")
      return
    }
    #expect(unknown.navigator.state == fourTabs(), "the state is unchanged")
    #expect(TestLaunch.summary(of: try #require(outcome)) == "refused: \(reason)")

    let corrupt = try window()
    let garbage = [TestLaunch.stateArgument, Data("garbage".utf8).base64EncodedString()]
    guard case .success(.fresh(.some)) = corrupt.start(testArguments: garbage) else {
      Issue.record("a corrupt state must give a fresh launch with its reason")
      return
    }
    #expect(corrupt.navigator.state == fourTabs())
  }

  @Test("a screen's accessibility identifier is its case name, the same across runs")
  func identifiers() {
    #expect(TestLaunch.identifier(for: Screen.detail(42)) == "screen.detail")
    #expect(TestLaunch.identifier(for: Screen.two) == "screen.two")
  }
}
