import Testing
import Wayfinder

@Suite("A state reads as a tree")
struct DescriptionTests {
  @Test("tabs, three kinds of layer and an alert")
  func tree() throws {
    let expected = """
      NavigationState (next id #15)
      ├─ tabs, selected b
      │  ├─ a: one #1
      │  ├─ b: one #2 › two #5 › detail(42) #6  ◀
      │  ├─ c: one #3
      │  └─ d: one #4
      ├─ layer #7 sheet [medium] indicator visible radius 24
      │  └─ presented #8 › second(Ada) #9
      ├─ layer #10 full-screen cover
      │  └─ three #11
      ├─ layer #12 custom "grow-from-centre"
      │  └─ detail(7) #13
      └─ alert #14 dialog "Delete?" "Really?" [Delete (destructive) → delete] (of entry #13)
      """
    let state = try richState()
    #expect(state.description == expected)
  }

  @Test("a single stack")
  func stack() throws {
    let state = NavigationState(root: Screen.a, pushed: [.b])
    #expect(state.description == "NavigationState (next id #3)\n└─ stack\n   └─ A #1 › B #2")
  }
}
