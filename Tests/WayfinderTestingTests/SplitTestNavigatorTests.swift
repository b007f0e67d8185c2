import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite("TestNavigator on a split view")
struct SplitTestNavigatorTests {
  @Test("a sidebar tap and a compact back, asserted as state changes; a wrong column is a diff")
  func columns() throws {
    let test = TestNavigator(NavigationState(sidebar: Flow.settings, content: .first))
    try test.send(
      { try $0.userDid(.selected(.second(name: "Ada"), in: .content)) },
      expecting: { try $0.show(.second(name: "Ada"), in: .detail) })
    try test.send({ try $0.goBack() }, expecting: { try $0.clear(.detail) })
    try test.sendRefused(
      { try $0.transaction { try $0.clear(.sidebar) } }, .because(.columnUnavailable(.sidebar)))
    do {
      try test.send(
        { try $0.show(.second(name: "Bob"), in: .detail) },
        expecting: { try $0.show(.second(name: "Bob"), in: .content) })
      Issue.record("expected a failure")
    } catch let failure as TestNavigatorFailure {
      // The diff names the columns, so the wrong one is plain to see.
      #expect(failure.description.contains("detail: second(name: \"Bob\")"))
      #expect(failure.description.contains("content: second(name: \"Bob\")"))
    }
  }
}
