import Testing
import Wayfinder

/// The README's first example, kept compiling and checked line by line.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
  enum Screen: Hashable, Codable, Sendable {
    case home, list
    case detail(Int)
    case compose
  }

  @Test("the first-look example does what its comments say")
  func firstLook() throws {
    let navigator = Navigator(
      try NavigationState<Screen>(tabs: ["feed": .home, "inbox": .home], selection: "feed"))
    var log: [String] = []
    navigator.observe { event in log.append(event.description) }

    navigator.push(contentsOf: [.list, .detail(42)])
    #expect(log == ["#1 push [list, detail(42)] → changed"])
    navigator.selectTab("inbox")
    #expect(navigator.stack(at: .tab("feed"))?.routes == [.home, .list, .detail(42)])
    navigator.present(.compose, as: .sheet(SheetStyle(detents: [.medium], cornerRadius: 24)))
    navigator.push(.detail(7))
    #expect(navigator.layers[0].content.routes == [.compose, .detail(7)])
    navigator.goBack()
    #expect(navigator.layers[0].content.routes == [.compose])
    navigator.goBack()
    #expect(navigator.layers.isEmpty)

    guard case .failure(let error) = navigator.pop() else {
      Issue.record("inbox is at its root; the pop should be refused")
      return
    }
    #expect(error.description == "nothing to pop: the stack at tab inbox holds only its root")
    let saved = navigator.state
    let data = try StateRestorer().encode(navigator.state)
    let restored = try StateRestorer().decode(Screen.self, from: data)
    navigator.restore(restored.state)
    #expect(navigator.state == saved)
  }
}
