import Foundation
import Testing
import Wayfinder

/// A plain model with no actor: it can make a navigator (the state is a value; only using the
/// navigator needs the main actor).
struct PlainModel: Sendable {
  let navigator = Navigator(root: Screen.one)
  let tabs = Navigator(NavigationState<Screen>(root: .two, pushed: [.three]))
}

@Suite("API conventions porting apps asked for")
struct ApiConventionTests {
  @Test("a navigator is made from any isolation and used on the main actor")
  func nonisolatedInit() async throws {
    let model = PlainModel()
    try await MainActor.run {
      try model.navigator.push(.two)
      #expect(model.navigator.state.activeStack.routes == [.one, .two])
      #expect(model.tabs.state.depth == 2)
    }
    let made = await Task.detached { Navigator(root: Screen.a) }.value
    await MainActor.run { #expect(made.state.currentRoute == .a) }
  }
}

@Suite("API conventions: popping and replacing, as documented")
@MainActor
struct PopAndReplaceConventionTests {
  @Test("popToFirst considers the root; replaceRoot keeps the pushed screens, replaceStack not")
  func documentedSemantics() throws {
    let navigator = Navigator(NavigationState(root: Screen.two, pushed: [.one, .two, .three]))
    try navigator.transaction { try $0.popToFirst { $0 == .two } }
    #expect(navigator.state.activeStack.routes == [.two], "the root matched first")
    try navigator.push(contentsOf: [.one, .three])
    let pushed = navigator.state.activeStack.pushed
    let root = navigator.state.activeStack.root
    try navigator.transaction { try $0.replaceRoot(with: .a) }
    #expect(navigator.state.activeStack.pushed == pushed, "replaceRoot keeps the pushed screens")
    #expect(navigator.state.activeStack.root.id != root.id, "with a new root")
    try navigator.transaction { try $0.replaceStack(with: [.a, .b]) }
    #expect(navigator.state.activeStack.routes == [.a, .b], "replaceStack replaces them")
    let kept = navigator.state.activeStack.root.id
    try navigator.replace(kept, with: .c)
    #expect(navigator.state.activeStack.root.id == kept, "update keeps the root's identity")
  }

  @Test("a link is opened from a URL as from its string")
  func urlLinks() throws {
    let table = try makeTable()
    let byURL = Navigator(fourTabs(), links: table)
    let byString = Navigator(fourTabs(), links: table)
    let url = try #require(URL(string: "wayfinder://c/detail/7"))
    try byURL.open(url)
    try byString.open(url.absoluteString)
    #expect(byURL.state == byString.state)
  }
}
