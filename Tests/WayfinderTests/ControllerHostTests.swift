import Testing
import Wayfinder

/// A navigator driving the UIKit host's logic over a fake controller tree.
@MainActor
struct ControllerRig {
  let navigator: Navigator<Screen>
  let tree: FakeControllerTree
  let host: ControllerHost<Screen>

  // Throws for the callers' convenience.
  init(_ start: NavigationState<Screen>, timeout: Duration = .seconds(600)) throws {
    navigator = Navigator(start)
    tree = FakeControllerTree(building: start, navigator: navigator)
    // The tree is built with the base only; the navigator's plan presents the rest.
    host = ControllerHost(navigator: navigator, performer: tree)
    tree.host = host
    navigator.attach(host, showing: host.shown, timeout: timeout)
  }

  /// Lets every animation finish until the tree shows the navigator's state.
  func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<2_000 {
      if navigator.isSettled && !tree.isAnimating { return }
      tree.finishAnimation()
      await Task.yield()
    }
    Issue.record("the host never settled", sourceLocation: sourceLocation)
  }

  /// The calls made since the last time this was read.
  func takeCalls(from start: Int) -> [String] {
    tree.calls.dropFirst(start).map(\.description)
  }
}

@Suite("UIKit host logic: controller calls and gestures on a fake tree")
@MainActor
struct ControllerHostTests {
  @Test("a push sets the visible stack, animated, keeping the root's controller")
  func push() async throws {
    let rig = try ControllerRig(NavigationState(root: .one))
    await rig.settle()
    let root = try #require(rig.tree.allControllers.first)
    try rig.navigator.push(.two)
    await rig.settle()
    #expect(rig.takeCalls(from: 0) == ["setStack base [1, 2] animated"])
    #expect(rig.tree.allControllers.first === root)
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
  }

  @Test(
    "a deep link: the alert is hidden, the sheets dismissed at once, the tab selected, then pushed")
  func deepLink() async throws {
    var start = fourTabs()
    try start.present(.presented, as: sampleSheet)
    try start.present(.detail(1), as: sampleSheet)
    try start.presentAlert(AlertState(title: "Saved"))
    let rig = try ControllerRig(start)
    await rig.settle()
    let before = rig.tree.calls.count
    var target = rig.navigator.state
    target.dismissAll()
    try target.selectTab(.tabC)
    try target.push(contentsOf: [.two, .three])
    try rig.navigator.apply(target)
    await rig.settle()
    #expect(
      rig.takeCalls(from: before) == [
        "hideAlert animated", "dismiss keeping 0 animated", "selectTab c",
        "setStack tab c [3, 10, 11] animated",
      ])
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.violations.isEmpty)
  }

  @Test("presenting a sheet over a cover: one present per call, bottom to top, stacks and all")
  func presentTwo() async throws {
    let rig = try ControllerRig(NavigationState(root: .one))
    try rig.navigator.present(.presented, as: .fullScreenCover)
    try rig.navigator.push(.two)
    try rig.navigator.present(.detail(1), as: sampleSheet)
    await rig.settle()
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    let presents = rig.tree.calls.filter { if case .present = $0 { true } else { false } }
    #expect(presents.count == 2)
    #expect(rig.tree.violations.isEmpty)
  }

  @Test("a restored state is rebuilt with fresh controllers and no animation")
  func restoredState() async throws {
    let rig = try ControllerRig(NavigationState(root: .one, pushed: [.two]))
    await rig.settle()
    let made = rig.tree.cache.madeCount
    var restored = fourTabs()
    try restored.present(.presented, as: sampleSheet)
    try rig.navigator.restore(restored)
    await rig.settle()
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.cache.madeCount == made + 5)
    #expect(
      !rig.tree.calls.contains {
        $0.description.hasSuffix("animated") && $0.description.hasPrefix("present")
      })
  }

  @Test("a swipe back is reported as a pop at once; a cancelled swipe changes nothing")
  func swipeBack() async throws {
    let rig = try ControllerRig(NavigationState(root: .one, pushed: [.two, .three]))
    var events: [NavigationEvent<Screen>] = []
    let observing = rig.navigator.observe { events.append($0) }
    defer { observing.cancel() }
    #expect(rig.tree.swipeBack(toDepth: 2, cancelled: true))
    #expect(rig.navigator.state.activeStack.depth == 3)
    #expect(rig.tree.swipeBack(toDepth: 2))
    #expect(rig.navigator.state.activeStack.routes == [.one, .two])
    #expect(
      events.map(\.command.kind) == [.userDid(.cancelledPop), .userDid(.poppedTo(EntryID(2)))])
    await rig.settle()
    #expect(rig.tree.calls.isEmpty, "the host must not redo what the user did")
  }

  @Test("a sheet dragged away is dismissed in the navigator; a sheet that must stay cannot be")
  func dragSheet() async throws {
    let rig = try ControllerRig(NavigationState(root: .one))
    try rig.navigator.present(.presented, as: sampleSheet)
    await rig.settle()
    #expect(rig.tree.dragTopSheetAway())
    #expect(rig.navigator.state.layers.isEmpty)
    let locked = Presentation.sheet(SheetStyle(interactiveDismissDisabled: true))
    try rig.navigator.present(.presented, as: locked)
    await rig.settle()
    #expect(!rig.tree.dragTopSheetAway())
    #expect(rig.navigator.state.layers.count == 1)
  }

  @Test("a tab tap switches by itself; a re-tap pops to root through the plan, root kept")
  func tabTaps() async throws {
    let rig = try ControllerRig(fourTabs())
    try rig.navigator.push(contentsOf: [.two, .three])
    await rig.settle()
    let root = rig.tree.cache.controller(for: EntryID(1))
    #expect(rig.tree.tapTab(.tabB))
    #expect(rig.navigator.state.selectedTab == .tabB)
    #expect(rig.tree.picture.selectedTab == .tabB)
    #expect(rig.tree.tapTab(.tabA))
    #expect(rig.tree.tapTab(.tabA))
    await rig.settle()
    #expect(rig.navigator.state.activeStack.depth == 1)
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.cache.controller(for: EntryID(1)) === root)
    #expect(rig.tree.cache.count == 4, "the popped screens' controllers are dropped")
  }

  @Test("a detent dragged and an alert answered are reported")
  func detentAndAlert() async throws {
    let rig = try ControllerRig(NavigationState(root: .one))
    let style = SheetStyle(detents: [.medium, .large])
    try rig.navigator.present(.presented, as: .sheet(style))
    await rig.settle()
    #expect(rig.tree.dragDetent(to: 1))
    guard case .sheet(let now) = rig.navigator.state.layers.first?.presentation else {
      Issue.record("no sheet")
      return
    }
    #expect(now.currentDetent == .large)
    let answer = Task {
      try await rig.navigator.presentAlert(
        AlertState(title: "Delete?", buttons: [AlertButton("Delete", action: "delete")]))
    }
    while rig.navigator.state.alert == nil { await Task.yield() }
    await rig.settle()
    try #require(rig.tree.tapAlertButton(0))
    #expect(try await answer.value == "delete")
    await rig.settle()
    #expect(rig.tree.violations.isEmpty)
  }

  @Test(
    "every step of every preset's plan for typical changes shows the step's state",
    arguments: HostCapabilities.tested)
  func typicalSteps(capabilities: HostCapabilities) async throws {
    for change in TypicalPlanTests.changes {
      let (old, new) = try change.make()
      let rig = try ControllerRig(old)
      await rig.settle()
      for step in NavigationPlanner.plan(from: rig.host.shown, to: new, capabilities: capabilities)
      {
        var done = false
        Task {
          await rig.host.apply(step)
          done = true
        }
        for _ in 0..<200 where !done {
          rig.tree.finishAnimation()
          await Task.yield()
        }
        #expect(done)
        #expect(rig.tree.picture == TreePicture(step.state), "\(change.name): \(step.operation)")
      }
      #expect(rig.tree.violations.isEmpty, "\(change.name): \(rig.tree.violations)")
    }
  }
}

@Suite("UIKit host logic: the order of controller calls")
struct ControllerCallOrderTests {
  /// Every call from `old` to `new`, performing each on the displayed state.
  func calls(from old: NavigationState<Screen>, to new: NavigationState<Screen>) -> [String] {
    var shown = old
    var result: [String] = []
    while let call = shown.nextControllerCall(toward: new), result.count < 20 {
      result.append(call.description)
      shown.perform(call)
    }
    #expect(shown.base == new.base && shown.layers == new.layers && shown.alert == new.alert)
    return result
  }

  @Test("an alert is hidden before a layer is presented above its screen, and shown again after")
  func alertAroundPresent() throws {
    var old = NavigationState(root: Screen.one)
    try old.presentAlert(AlertState(title: "Hi"), owner: .entry(EntryID(1)))
    var new = old
    try new.present(.presented, as: .fullScreenCover)
    #expect(
      calls(from: old, to: new) == [
        "hideAlert animated", "present layer 3 [4] animated", "presentAlert 2 animated",
      ])
  }

  @Test("stacks under a presented layer change without animation; the top one animates")
  func animationOnlyOnTop() throws {
    var old = NavigationState(root: Screen.one)
    try old.present(.presented, as: sampleSheet)
    var new = old
    try new.push(.two, on: .base)
    try new.push(.three)
    #expect(
      calls(from: old, to: new) == [
        "setStack base [1, 4]", "setStack layer #2 [3, 5] animated",
      ])
  }

  @Test("a sheet's detent changes in place; a layer whose kind changed is presented anew")
  func sheetInPlace() throws {
    var old = NavigationState(root: Screen.one)
    try old.present(.presented, as: .sheet(SheetStyle(detents: [.medium, .large])))
    var detent = old
    try detent.selectDetent(.large, of: LayerID(2))
    #expect(calls(from: old, to: detent) == ["updateSheet layer 2 detent large"])
    let cover = try NavigationState(
      base: old.base,
      layers: [
        Layer(id: LayerID(2), presentation: .fullScreenCover, content: old.layers[0].content)
      ],
      nextID: old.nextID)
    #expect(
      calls(from: old, to: cover) == ["dismiss keeping 0 animated", "present layer 2 [3] animated"])
  }

  @Test("a base that changes shape is rebuilt after its layers are dismissed")
  func rootChange() throws {
    var old = NavigationState(root: Screen.one)
    try old.present(.presented, as: sampleSheet)
    let new = fourTabs()
    #expect(
      calls(from: old, to: new) == [
        "dismiss keeping 0 animated", "setRoot tabs [\"a\", \"b\", \"c\", \"d\"]",
      ])
  }
}

@Suite("UIKit host logic: chrome around layers")
@MainActor
struct ControllerChromeTests {
  @Test(
    "a custom presentation of one screen is bare; a push presents it again in a navigation controller"
  )
  func bareCustomLayer() async throws {
    let rig = try ControllerRig(NavigationState(root: .one))
    try rig.navigator.present(.presented, as: .custom("grow"))
    await rig.settle()
    #expect(rig.takeCalls(from: 0) == ["present layer 2 [3] bare animated"])
    #expect(rig.host.bareLayers == [LayerID(2)])
    let before = rig.tree.calls.count
    try rig.navigator.push(.two)
    await rig.settle()
    #expect(
      rig.takeCalls(from: before) == [
        "dismiss keeping 0 animated", "present layer 2 [3, 4] animated",
      ])
    #expect(rig.host.bareLayers.isEmpty)
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.violations.isEmpty)
  }

  @Test("a sheet and a cover get a navigation controller unless the app's rule says bare")
  func chromeRules() async throws {
    let navigator = Navigator(NavigationState(root: Screen.one))
    let tree = FakeControllerTree(building: navigator.state)
    let chrome = ScreenChrome<Screen>(
      presentsBare: { $0.content.root.route == .presented },
      hidesNavigationBar: { $0 == .two })
    let host = ControllerHost(navigator: navigator, performer: tree, chrome: chrome)
    tree.host = host
    navigator.attach(host, showing: host.shown, timeout: .seconds(600))
    try navigator.present(.presented, as: sampleSheet)
    try navigator.present(.detail(1), as: .fullScreenCover)
    for _ in 0..<50 where !navigator.isSettled {
      tree.finishAnimation()
      await Task.yield()
    }
    #expect(
      tree.calls.map(\.description) == [
        "present layer 2 [3] bare animated", "present layer 4 [5] animated",
      ])
    #expect(chrome.hidesNavigationBar(on: .two) && !chrome.hidesNavigationBar(on: .one))
    #expect(!ScreenChrome<Screen>.navigationControllers.presentsBare(navigator.state.layers[0]))
  }
}
