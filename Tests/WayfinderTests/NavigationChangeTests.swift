import Testing
import Wayfinder

@Suite("Transactions: one change, the ids it created, without animation, and awaiting it")
@MainActor
struct NavigationChangeTests {
  @Test("a change names the screens, layers and alert its commands created and that remain")
  func createdIDs() throws {
    let navigator = Navigator(root: Screen.one)
    let push = try navigator.transaction { try $0.push(.two) }
    #expect(push.entries == [navigator.state.currentEntry.id])
    #expect(push.entry == navigator.state.currentEntry.id && push.layers.isEmpty)
    let sheet = try navigator.transaction { state in
      try state.present(.presented, as: .sheet())
      try state.push(.three)
    }
    let layer = try #require(navigator.state.layers.last)
    #expect(sheet.layers == [layer.id])
    #expect(sheet.entries == layer.content.entries.map(\.id))
    #expect(sheet.sequence == 2, "one event for the whole transaction")
    // Created and gone again inside the same change: not named.
    let gone = try navigator.transaction { state in
      try state.push(.detail(1))
      try state.pop()
      try state.presentAlert(AlertState(title: "Saved"))
    }
    #expect(gone.entries.isEmpty && gone.layers.isEmpty)
    #expect(gone.alert == navigator.state.alert?.id && gone.alert != nil)
    // A refused command throws out of the transaction, and nothing it did before stays.
    let before = navigator.state
    #expect(throws: NavigationError(.entryNotFound(EntryID(999)))) {
      try navigator.transaction { state in
        try state.push(.three)
        try state.pop(to: EntryID(999))
      }
    }
    #expect(navigator.state == before)
  }

  @Test("a change without animation reaches both hosts' logic unanimated; the next one animates")
  func unanimated() async throws {
    let rig = try ControllerRig(NavigationState(root: .one))
    await rig.settle()
    try rig.navigator.transaction(animated: false) { try $0.push(.two) }
    await rig.settle()
    try rig.navigator.push(.three)
    await rig.settle()
    #expect(rig.takeCalls(from: 0) == ["setStack base [1, 2]", "setStack base [1, 2, 3] animated"])
    // An alert too: shown and hidden without animation when asked.
    let before = rig.tree.calls.count
    try rig.navigator.transaction(animated: false) {
      try $0.presentAlert(AlertState(title: "Saved"))
    }
    await rig.settle()
    try rig.navigator.transaction(animated: false) { try $0.dismissAlert() }
    await rig.settle()
    #expect(rig.takeCalls(from: before) == ["presentAlert 4", "hideAlert"])

    let (navigator, host) = GatedHost.driving(NavigationState(root: .one))
    try navigator.transaction(animated: false) { try $0.push(.two) }
    await waitUntil("the step started") { host.isWaiting }
    let step = try #require(host.started.last)
    #expect(!step.animated)
    #expect(!host.displayed.animates(step))
    await host.finishAll(navigator)
    try navigator.push(.three)
    await waitUntil("the step started") { host.isWaiting }
    #expect(host.started.last?.animated == true)
    await host.finishAll(navigator)
  }

  @Test("a change made while a step is in flight is shown without animation when its turn comes")
  func unanimatedLater() async throws {
    let (navigator, host) = GatedHost.driving(NavigationState(root: .one))
    try navigator.push(.two)
    await waitUntil("the push started") { host.isWaiting }
    try navigator.transaction(animated: false) {
      try $0.present(.presented, as: .fullScreenCover)
    }
    await host.finishAll(navigator)
    #expect(host.started.map(\.animated) == [true, false])
  }

  @Test("awaiting one change returns once it is shown, while a later change is still under way")
  func awaitOne() async throws {
    let (navigator, host) = GatedHost.driving(NavigationState(root: .one))
    let first = try navigator.transaction { try $0.push(.two) }
    await waitUntil("the push started") { host.isWaiting }
    let second = try navigator.transaction {
      try $0.present(.presented, as: .sheet())
    }
    var firstShown = false
    var secondShown = false
    let waitFirst = Task { @MainActor in
      await navigator.onScreen(first)
      firstShown = true
    }
    let waitSecond = Task { @MainActor in
      await navigator.onScreen(second)
      secondShown = true
    }
    await Task.yield()
    #expect(!firstShown && !secondShown)
    host.finish()  // the push is on screen
    await waitUntil("the first change is shown") { firstShown }
    await waitUntil("the sheet started") { host.isWaiting }
    #expect(!secondShown && !navigator.isSettled)
    host.finish()
    await waitUntil("the second change is shown") { secondShown }
    _ = await (waitFirst.value, waitSecond.value)
    // Without a host, a change is shown at once.
    let alone = Navigator(root: Screen.one)
    await alone.onScreen(try alone.transaction { try $0.push(.two) })
  }

  @Test("a transaction that installs a state counting its ids from lower names nothing, and holds")
  func restoreInsideAChange() throws {
    let navigator = Navigator(NavigationState(root: Screen.one, pushed: [.two, .three, .a, .b]))
    let restored = NavigationState(root: Screen.c)
    #expect(restored.nextID < navigator.state.nextID)
    let change = try navigator.transaction(animated: false) { $0 = restored }
    #expect(change.entries.isEmpty && change.layers.isEmpty && change.alert == nil)
    #expect(navigator.state == restored)
  }
}
