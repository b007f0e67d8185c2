import PropertyBased
import Testing
import Wayfinder

/// A command and the user action of the same meaning do the same thing: for every pair, on
/// random states, both give the same state, or both refuse with the same error.
@MainActor
@Suite("User actions agree with commands")
struct UserActionAgreementTests {
  /// One row of the table: a user action and the command that must match it.
  struct Pair {
    let action: UserAction<Screen>
    let command: (Navigator<Screen>) throws(NavigationError) -> Void
  }

  /// Every pair that makes sense on `state`, plus pairs naming things it does not have.
  static func pairs(on state: NavigationState<Screen>) -> [Pair] {
    var pairs: [Pair] = []
    for entry in state.allEntries + [Entry(id: EntryID(9_999), route: .one)] {
      pairs.append(
        Pair(action: .poppedTo(entry.id)) { nav throws(NavigationError) in try nav.pop(to: entry.id)
        })
    }
    for id in state.layers.map(\.id) + [LayerID(9_999)] {
      pairs.append(
        Pair(action: .dismissedLayer(id)) { nav throws(NavigationError) in
          try nav.typedTransaction { state throws(NavigationError) in try state.dismiss(layer: id) }
        })
    }
    for tab in (state.selectedTab.map { _ in ["a", "b", "c", "d", "x"] } ?? ["a"]) as [TabID] {
      pairs.append(
        Pair(action: .selectedTab(tab)) { nav throws(NavigationError) in try nav.selectTab(tab) })
    }
    for location in state.stackLocations + [.tab("x"), .layer(LayerID(9_999))] {
      pairs.append(
        Pair(action: .pushed([.two, .three], on: location)) { nav throws(NavigationError) in
          try nav.push(contentsOf: [.two, .three], on: location)
        })
    }
    pairs.append(
      Pair(action: .answeredAlert("delete")) { nav throws(NavigationError) in try nav.dismissAlert()
      })
    pairs.append(
      Pair(action: .answeredAlert(nil)) { nav throws(NavigationError) in try nav.dismissAlert() })
    pairs.append(Pair(action: .cancelledPop) { _ in })
    return pairs
  }

  /// Runs `body` and returns the error it threw, if any.
  static func outcome(_ body: () throws(NavigationError) -> Void) -> NavigationError? {
    do throws(NavigationError) {
      try body()
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "on random states, every user action changes the state as its command does",
    arguments: [TabReselection.popToRoot, .keepStack])
  func agreement(rule: TabReselection) async {
    let script = Gen.int(in: 0...2_000).array(of: 0...15)
    await propertyCheck(count: 80, input: Gen.int(in: 0...3), script) { seed, commands in
      var state = CommandScript.run(commands, seed: seed)
      if state.alert == nil, Bool.random() {
        _ = try? state.presentAlert(AlertState(title: "Sure?"))
      }
      for pair in Self.pairs(on: state) {
        let byCommand = Navigator(state)
        byCommand.tabReselection = rule
        let byUser = Navigator(state)
        byUser.tabReselection = rule
        let commandError = Self.outcome { () throws(NavigationError) in try pair.command(byCommand)
        }
        let userError = Self.outcome { () throws(NavigationError) in try byUser.userDid(pair.action)
        }
        #expect(commandError == userError, "\(pair.action) on\n\(state)")
        #expect(byCommand.state == byUser.state, "\(pair.action) on\n\(state)")
      }
    }
  }

  @Test("the user's tap on the selected tab follows the same rule as the app's selectTab")
  func reselection() throws {
    var start = fourTabs()
    try start.push(contentsOf: [.two, .three], on: .tab("a"))

    let navigator = Navigator(start)
    try navigator.userDid(.selectedTab("a"))
    #expect(navigator.state.stack(at: .tab("a"))?.routes == [.one], "iOS: a re-tap pops to root")

    let keeping = Navigator(start)
    keeping.tabReselection = .keepStack
    try keeping.userDid(.selectedTab("a"))
    try keeping.selectTab("a")
    #expect(keeping.state == start, "neither the tap nor the command pops")
    try keeping.selectTab("a", reselection: .popToRoot)
    #expect(keeping.state.stack(at: .tab("a"))?.routes == [.one], "one call may ask otherwise")
  }

  @Test("a selectTab in a transaction follows the navigator's rule, as the navigator's own does")
  func reselectionInATransaction() throws {
    var start = fourTabs()
    try start.push(contentsOf: [.two, .three], on: .tab("a"))
    let keeping = Navigator(start)
    keeping.tabReselection = .keepStack
    try keeping.transaction { try $0.selectTab("a") }
    #expect(keeping.state == start, "the transaction keeps the stack, as the rule says")
    try keeping.transaction { try $0.selectTab("a", reselection: .popToRoot) }
    #expect(keeping.state.stack(at: .tab("a"))?.routes == [.one], "its own argument wins")

    var bare = start
    try bare.selectTab("a")
    #expect(bare.stack(at: .tab("a"))?.routes == [.one], "outside a navigator: iOS's pop to root")
  }
}

/// An alert belongs to the screen or layer that showed it.
@MainActor
@Suite("Alerts belong to their screen or layer")
struct AlertOwnershipTests {
  static let discard = AlertState(
    title: "Discard changes?",
    buttons: [
      AlertButton("Discard", role: .destructive, action: "discard"),
      AlertButton("Keep editing", role: .cancel),
    ])

  @Test("popping the screen that showed an alert removes the alert in the same change")
  func popRemovesAlert() throws {
    var state = NavigationState(root: Screen.one, pushed: [.two])
    let two = state.currentEntry.id
    try state.presentAlert(Self.discard)
    #expect(state.alert?.owner == .entry(two))
    try state.push(.three)
    #expect(state.alert != nil, "a push above the owner keeps the alert")
    try state.pop(to: two)
    #expect(state.alert != nil, "the owner is still there")
    try state.pop()
    #expect(state.alert == nil)
    #expect(state.isValid)
  }

  @Test("dismissing a layer removes an alert owned by the layer or by a screen inside it")
  func dismissRemovesAlert() throws {
    var state = NavigationState(root: Screen.one)
    let sheet = try state.present(.two, as: sampleSheet)
    try state.presentAlert(Self.discard, owner: .layer(sheet))
    try state.push(.three)
    try state.pop()
    #expect(state.alert != nil, "pushes and pops inside the sheet keep a layer's alert")
    try state.dismiss()
    #expect(state.alert == nil)

    let cover = try state.present(.presented, as: .fullScreenCover)
    try state.presentAlert(Self.discard)
    #expect(state.alert?.owner == .entry(state.stack(at: .layer(cover))!.root.id))
    state.dismissAll()
    #expect(state.alert == nil)
  }

  @Test("replacing the owner removes the alert; other changes keep it")
  func replaceRemovesAlert() throws {
    var state = NavigationState(root: Screen.one, pushed: [.two])
    try state.presentAlert(Self.discard)
    try state.replaceRoot(with: .three)
    #expect(state.alert != nil, "the owner (the top screen) is still there")
    try state.replaceTop(with: .detail(1))
    #expect(state.alert == nil)
  }

  @Test("an owner that is not in the state is refused")
  func missingOwner() {
    var state = NavigationState(root: Screen.one)
    expectRefused(&state, .because(.entryNotFound(EntryID(42)))) { state throws(NavigationError) in
      try state.presentAlert(Self.discard, owner: .entry(EntryID(42)))
    }
    expectRefused(&state, .because(.layerNotFound(LayerID(42)))) { state throws(NavigationError) in
      try state.presentAlert(Self.discard, owner: .layer(LayerID(42)))
    }
  }

  @Test("a caller awaiting an alert whose screen is popped is resumed with nil")
  func awaitingCallerGetsNil() async throws {
    let navigator = Navigator(NavigationState(root: Screen.one, pushed: [.two]))
    let asking = Task { try await navigator.presentAlert(Self.discard) }
    while navigator.alert == nil { await Task.yield() }
    try navigator.pop()
    #expect(navigator.alert == nil)
    #expect(try await asking.value == nil)
  }

  @Test("a user's swipe back past the owner closes the alert and resumes its caller")
  func swipeClosesAlert() async throws {
    let navigator = Navigator(NavigationState(root: Screen.one, pushed: [.two, .three]))
    let root = navigator.state.activeStack.root.id
    let asking = Task { try await navigator.presentAlert(Self.discard) }
    while navigator.alert == nil { await Task.yield() }
    try navigator.userDid(.poppedTo(root))
    #expect(try await asking.value == nil)
    #expect(navigator.alert == nil)
  }

  @Test("apply keeps an equal alert on the same owner and moves owners by position")
  func applyMapsOwner() throws {
    var state = NavigationState(root: Screen.one, pushed: [.two])
    try state.presentAlert(Self.discard)
    let alertID = state.alert?.id
    var target = NavigationState(root: Screen.one, pushed: [.two])
    try target.presentAlert(Self.discard)
    try state.apply(target)
    #expect(state.alert?.id == alertID, "same content, same owner: the alert stays")

    var other = NavigationState(root: Screen.one, pushed: [.three])
    try other.presentAlert(Self.discard)
    try state.apply(other)
    #expect(state.alert?.owner == .entry(state.currentEntry.id))
    #expect(state.alert?.id != alertID, "its owner changed, so it is a new alert")
    #expect(state.isValid)
  }
}
