import Testing
import Wayfinder

@Suite("Stack commands: the RouterView scenarios")
struct StackCommandTests {
  @Test("push A → A–B")
  func push() throws {
    var state = NavigationState(root: Screen.a)
    let id = try state.push(.b)
    #expect(state.activeStack.routes == [.a, .b])
    #expect(state.currentEntry.id == id)
    #expect(state.depth == 2)
  }

  @Test("pop A–B → A")
  func pop() throws {
    var state = NavigationState(root: Screen.a, pushed: [.b])
    let popped = try state.pop()
    #expect(popped.map(\.route) == [.b])
    #expect(state.activeStack.routes == [.a])
  }

  @Test("pop several A–B–C–D → A–B")
  func popSeveral() throws {
    var state = NavigationState(root: Screen.a, pushed: [.b, .c, .d])
    let popped = try state.pop(2)
    #expect(popped.map(\.route) == [.c, .d])
    #expect(state.activeStack.routes == [.a, .b])
  }

  @Test("pop to a screen A–B–C–D → A–B, by route and by id")
  func popToScreen() throws {
    var byRoute = NavigationState(root: Screen.a, pushed: [.b, .c, .d])
    try byRoute.popToFirst { $0 == .b }
    #expect(byRoute.activeStack.routes == [.a, .b])

    var byID = NavigationState(root: Screen.a, pushed: [.b, .c, .d])
    let bID = byID.activeStack.pushed[0].id
    try byID.pop(to: bID)
    #expect(byID == byRoute)
  }

  @Test("pop to first or last of a repeated route")
  func popToFirstOrLast() throws {
    var first = NavigationState(root: Screen.a, pushed: [.b, .c, .b, .d])
    try first.popToFirst { $0 == .b }
    #expect(first.activeStack.routes == [.a, .b])

    var last = NavigationState(root: Screen.a, pushed: [.b, .c, .b, .d])
    try last.popToLast { $0 == .b }
    #expect(last.activeStack.routes == [.a, .b, .c, .b])
  }

  @Test("pop to root A–B–C–D → A, and again at the root changes nothing")
  func popToRoot() throws {
    var state = NavigationState(root: Screen.a, pushed: [.b, .c, .d])
    let popped = try state.popToRoot()
    #expect(popped.map(\.route) == [.b, .c, .d])
    #expect(state.activeStack.routes == [.a])
    let before = state
    #expect(try state.popToRoot().isEmpty)
    #expect(state == before)
  }

  @Test("update root A → B keeps the pushed screens")
  func replaceRoot() throws {
    var state = NavigationState(root: Screen.a, pushed: [.c])
    let oldRoot = state.activeStack.root.id
    let newRoot = try state.replaceRoot(with: .b)
    #expect(state.activeStack.routes == [.b, .c])
    #expect(newRoot != oldRoot)
  }

  @Test("replace top is one change: pop and push with a fresh id")
  func replaceTop() throws {
    var state = NavigationState(root: Screen.a, pushed: [.b])
    let oldTop = state.currentEntry.id
    let id = try state.replaceTop(with: .c)
    #expect(state.activeStack.routes == [.a, .c])
    #expect(id != oldTop)

    var rootOnly = NavigationState(root: Screen.a)
    try rootOnly.replaceTop(with: .b)
    #expect(rootOnly.activeStack.routes == [.b])
  }

  @Test("replace stack keeps ids along the unchanged bottom")
  func replaceStack() throws {
    var state = NavigationState(root: Screen.one, pushed: [.two, .three])
    let before = state.activeStack.entries.map(\.id)
    try state.replaceStack(with: [.one, .two, .detail(4)])
    let after = state.activeStack.entries.map(\.id)
    #expect(state.activeStack.routes == [.one, .two, .detail(4)])
    #expect(Array(after.prefix(2)) == Array(before.prefix(2)))
    #expect(after[2] != before[2])
  }

  @Test("push many pushes in order and returns every id")
  func pushMany() throws {
    var state = NavigationState(root: Screen.one)
    let ids = try state.push(contentsOf: [.two, .three, .detail(1)])
    #expect(state.activeStack.pushed.map(\.id) == ids)
    #expect(Set(ids).count == 3)
  }

  @Test("the same route twice gets two identities")
  func sameRouteTwice() throws {
    var state = NavigationState(root: Screen.one)
    let first = try state.push(.detail(1))
    let second = try state.push(.detail(1))
    #expect(first != second)
    try state.pop(to: first)
    #expect(state.activeStack.routes == [.one, .detail(1)])
    #expect(state.currentEntry.id == first)
  }

  @Test("ids are deterministic: the same commands give the same ids")
  func deterministicIDs() throws {
    func build() throws -> NavigationState<Screen> {
      var state = NavigationState(root: Screen.one)
      try state.push(.two)
      try state.present(.presented, as: .fullScreenCover)
      try state.push(.three)
      return state
    }
    #expect(try build() == build())
    #expect(try build().allEntries.map(\.id.rawValue) == [1, 2, 4, 5])
  }

  @Test("contains and queries")
  func queries() throws {
    var state = NavigationState(root: Screen.one, pushed: [.two])
    try state.present(.presented, as: .fullScreenCover)
    #expect(state.contains(.two))
    #expect(state.contains(.presented))
    #expect(!state.contains(.three))
    #expect(state.contains(.two, in: .base))
    #expect(!state.contains(.presented, in: .base))
    let twoID = state.stack(at: .base)!.pushed[0].id
    #expect(state.entry(twoID)?.route == .two)
    #expect(state.location(of: twoID) == .base)
    #expect(state.currentRoute == .presented)
  }
}
