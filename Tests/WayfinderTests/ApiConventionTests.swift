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
