import Testing
import Wayfinder

@Suite("Invalid requests are refused with a typed error and change nothing")
struct RefusedCommandTests {
  @Test("pop on a stack that holds only its root")
  func popAtRoot() throws {
    var state = NavigationState(root: Screen.a)
    expectRefused(&state, .because(.nothingToPop(.base))) { state throws(NavigationError) in
      try state.pop()
    }
  }

  @Test("pop more than there is, or a count below one")
  func popCounts() throws {
    var state = NavigationState(root: Screen.a, pushed: [.b])
    expectRefused(&state, .because(.popCountTooLarge(requested: 2, available: 1, at: .base))) {
      state throws(NavigationError) in try state.pop(2)
    }
    expectRefused(&state, .because(.invalidCount(0))) { state throws(NavigationError) in
      try state.pop(0)
    }
    expectRefused(&state, .because(.invalidCount(-3))) { state throws(NavigationError) in
      try state.pop(-3)
    }
  }

  @Test("pop to an id that is not there")
  func popToMissing() throws {
    var state = NavigationState(root: Screen.a, pushed: [.b])
    expectRefused(&state, .because(.entryNotFound(EntryID(99)))) { state throws(NavigationError) in
      try state.pop(to: EntryID(99))
    }
  }

  @Test("pop to a route nobody shows")
  func popToNoMatch() throws {
    var state = NavigationState(root: Screen.a, pushed: [.b])
    expectRefused(&state, .because(.noMatchingRoute(.base))) { state throws(NavigationError) in
      try state.popToFirst { $0 == .d }
    }
    expectRefused(&state, .because(.noMatchingRoute(.base))) { state throws(NavigationError) in
      try state.popToLast { $0 == .d }
    }
  }

  @Test("dismiss with nothing presented, or too many")
  func dismissNothing() throws {
    var state = NavigationState(root: Screen.a)
    expectRefused(&state, .because(.nothingPresented)) { state throws(NavigationError) in
      try state.dismiss()
    }
    try state.present(.presented, as: .fullScreenCover)
    expectRefused(&state, .because(.dismissCountTooLarge(requested: 2, available: 1))) {
      state throws(NavigationError) in try state.dismiss(2)
    }
    expectRefused(&state, .because(.layerNotFound(LayerID(1)))) { state throws(NavigationError) in
      try state.dismiss(layer: LayerID(1))
    }
  }

  @Test("select an unknown tab, or a tab without a tab bar")
  func selectUnknownTab() throws {
    var tabs = fourTabs()
    expectRefused(&tabs, .because(.unknownTab("z"))) { state throws(NavigationError) in
      try state.selectTab("z")
    }
    var stack = NavigationState(root: Screen.a)
    expectRefused(&stack, .because(.noTabBar)) { state throws(NavigationError) in
      try state.selectTab("a")
    }
  }

  @Test("a location that does not exist")
  func missingLocation() throws {
    var tabs = fourTabs()
    expectRefused(&tabs, .because(.stackNotFound(.base))) { state throws(NavigationError) in
      try state.push(.b, on: .base)
    }
    expectRefused(&tabs, .because(.stackNotFound(.tab("z")))) { state throws(NavigationError) in
      try state.popToRoot(on: .tab("z"))
    }
    expectRefused(&tabs, .because(.stackNotFound(.layer(LayerID(42))))) {
      state throws(NavigationError) in
      try state.replaceRoot(with: .b, on: .layer(LayerID(42)))
    }
  }

  @Test("empty route lists")
  func emptyRoutes() throws {
    var state = NavigationState(root: Screen.a)
    expectRefused(&state, .because(.emptyRoutes)) { state throws(NavigationError) in
      try state.push(contentsOf: [])
    }
    expectRefused(&state, .because(.emptyRoutes)) { state throws(NavigationError) in
      try state.replaceStack(with: [])
    }
    expectRefused(&state, .because(.emptyRoutes)) { state throws(NavigationError) in
      try state.present(stack: [], as: .fullScreenCover)
    }
  }

  @Test("alerts: a second alert, or dismissing none")
  func alerts() throws {
    var state = NavigationState(root: Screen.a)
    expectRefused(&state, .because(.noAlert)) { state throws(NavigationError) in
      try state.dismissAlert()
    }
    try state.presentAlert(AlertState(title: "One"))
    expectRefused(&state, .because(.alertAlreadyShown)) { state throws(NavigationError) in
      try state.presentAlert(AlertState(title: "Two"))
    }
  }

  @Test("go back from a lone root")
  func goBackFromRoot() throws {
    var state = NavigationState(root: Screen.a)
    expectRefused(&state, .because(.nothingToGoBack)) { state throws(NavigationError) in
      try state.goBack()
    }
  }

  @Test(
    "unusable sheet styles",
    arguments: [
      (SheetStyle(detents: []), "it has no detents"),
      (SheetStyle(detents: [.fraction(1.5)]), "detent fraction:1.5 is out of range"),
      (SheetStyle(detents: [.height(-1)]), "detent height:-1.0 is out of range"),
      (SheetStyle(detents: [.custom("two words")]), "detent custom:two words has a bad name"),
      (
        SheetStyle(cornerRadius: -.infinity),
        "corner radius -inf is not a finite, non-negative number"
      ),
    ])
  func badSheets(style: SheetStyle, reason: String) throws {
    var state = NavigationState(root: Screen.a)
    expectRefused(&state, .because(.invalidPresentation(reason))) { state throws(NavigationError) in
      try state.present(.presented, as: .sheet(style))
    }
  }

  @Test("a bad tab bar is a programmer error, stopped at construction with its reason")
  func badTabBars() async {
    await #expect(processExitsWith: .failure) {
      _ = NavigationState<Screen>(tabs: [:], selection: "a")
    }
    await #expect(processExitsWith: .failure) {
      _ = NavigationState<Screen>(tabs: ["a": .one, "a": .two], selection: "a")
    }
    await #expect(processExitsWith: .failure) {
      _ = NavigationState<Screen>(tabs: ["a": .one], selection: "z")
    }
    // The same tab bars from outside (restored data) are refused with a typed error.
    let lone = Stack(root: Entry(id: EntryID(1), route: Screen.one))
    #expect(throws: NavigationError(.invalidState(.selectionNotATab("z")))) {
      try NavigationState(
        base: .tabs(Tabs(selection: "z", items: [TabStack(id: "a", stack: lone)])), nextID: 2)
    }
  }

  @Test("errors read as sentences")
  func errorText() throws {
    #expect(
      NavigationError(.popCountTooLarge(requested: 3, available: 1, at: .tab("b"))).description
        == "cannot pop 3 from tab b: only 1 above the root")
    #expect(NavigationError(.unknownTab("z")).description == "no tab 'z'")
  }
}
