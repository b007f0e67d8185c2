import Foundation
import Observation
import Testing
import WayfinderScenes

@testable import Wayfinder

/// SwiftUI's run-time rules found by reading the host against the framework (the host-quirks
/// research, Q20–Q31), each held by the UI-free code the SwiftUI host is built on. Each test
/// asserts on what the views bind — the stored `DisplayedStack` and `DisplayedLevel` values —
/// not on values recomputed for the test.
@MainActor
@Suite("SwiftUI's run-time rules found by review, held by the host logic")
struct SwiftUIHostRuleTests {
  @Test("Q21: the path a view binds keeps the element a link wrote, now and after later changes")
  func linkElementKept() async throws {
    let (navigator, host) = GatedHost.driving(fourTabs())
    let stack = try #require(host.displayed.stack(for: .tab(.tabB)))
    let link = PathEntry(Screen.detail(7))
    stack.path = [link]
    #expect(navigator.state.stack(at: .tab(.tabB))?.routes == [.one, .detail(7)])
    #expect(stack.path == [link], "the stored path holds what the view wrote")
    let pushed = try #require(navigator.state.stack(at: .tab(.tabB))?.top.id)
    #expect(host.displayed.entryID(for: link) == pushed)
    // What the view binds before the next step, written back by SwiftUI during it: an echo.
    let shownBefore = stack.path
    try navigator.push(.three, on: .tab(.tabB))
    await waitUntil("the push is shown") { host.isWaiting }
    #expect(stack.path.first == link, "a later change does not re-key the linked screen")
    stack.path = shownBefore
    #expect(
      navigator.state.stack(at: .tab(.tabB))?.routes == [.one, .detail(7), .three],
      "the echo of the bound path is no pop")
    await host.finishAll(navigator)
    #expect(stack.path.map(\.route) == [.detail(7), .three])
    #expect(stack.path.first == link, "still the element the view wrote")
  }

  @Test("Q31: a link's value is the same on every pass, and matches the path it pushed")
  func linkValueStable() throws {
    #expect(PathEntry(Screen.detail(1)) == PathEntry(Screen.detail(1)))
    #expect(PathEntry(Screen.detail(1)).hashValue == PathEntry(Screen.detail(1)).hashValue)
    #expect(PathEntry(Screen.detail(1)) != PathEntry(Screen.detail(2)))
    let navigator = Navigator(NavigationState(root: Screen.one))
    let displayed = DisplayedNavigation(navigator: navigator)
    let stack = try #require(displayed.stack(for: .base))
    stack.path = [PathEntry(.detail(1))]
    // The list draws its rows again: the row's new link value is in the path (it is selected).
    #expect(stack.path.contains(PathEntry(.detail(1))))
    #expect(!stack.path.contains(PathEntry(.detail(2))))
    // The same link tapped again on the pushed screen pushes a second screen.
    stack.path = [PathEntry(.detail(1)), PathEntry(.detail(1))]
    #expect(navigator.state.activeStack.routes == [.one, .detail(1), .detail(1)])
    #expect(stack.path == [PathEntry(.detail(1)), PathEntry(.detail(1))])
    // Back from the second: a pop of one, not of both.
    stack.path = [PathEntry(.detail(1))]
    #expect(navigator.state.activeStack.routes == [.one, .detail(1)])
  }

  @Test(
    "Q23: making the root's host reads nothing observable: the app's body does not depend on navigation"
  )
  func makingTheHostReadsNothing() async throws {
    let navigator = Navigator(fourTabs())
    // What NavigationRoot's first body pass does before any view reads a part of the state.
    let appBody = ChangeCounter { _ = DisplayedNavigation(navigator: navigator) }
    try navigator.push(.two)
    try navigator.selectTab(.tabB)
    try navigator.present(.presented, as: sampleSheet)
    #expect(appBody.count == 0, "a push, a tab switch and a sheet re-run no body around the root")
  }

  /// The parts of the displayed state that each view of the SwiftUI host reads in its body,
  /// as the adapter reads them: `NavigationRoot` and `BaseView` (the tab selection and split
  /// layout), `TabBar` (the tabs and the selection), each `PathStack` (its stored root and
  /// path), `LayerSlots` (its level's layer), `StyledSheet` (the sheet's stack, its
  /// presentation and the leave guards), and `AlertPresenter` (the alert).
  @MainActor
  struct ViewReads {
    let root: ChangeCounter
    let tabBar: ChangeCounter
    let tabs: [TabID: ChangeCounter]
    let slots: [ChangeCounter]
    let sheet: ChangeCounter
    let alert: ChangeCounter

    init(_ displayed: DisplayedNavigation<Screen>, sheet layer: LayerID) throws {
      root = ChangeCounter {
        _ = displayed.selectedTab
        _ = displayed.splitLayout
      }
      tabBar = ChangeCounter {
        _ = displayed.tabSelection
        _ = displayed.tabIDs
      }
      var tabs: [TabID: ChangeCounter] = [:]
      for tab in [TabID.tabA, .tabB, .tabC, .tabD] {
        let stack = try #require(displayed.stack(for: .tab(tab)))
        tabs[tab] = ChangeCounter {
          _ = stack.root
          _ = stack.path
        }
      }
      self.tabs = tabs
      slots = [0, 1].map { index in
        let level = displayed.level(index)
        return ChangeCounter { _ = level.layer }
      }
      let sheetStack = try #require(displayed.stack(for: .layer(layer)))
      sheet = ChangeCounter {
        _ = sheetStack.root
        _ = sheetStack.path
        _ = sheetStack.presentation
        _ = displayed.navigator?.leaveGuarded
      }
      alert = ChangeCounter { _ = displayed.alert }
    }
  }

  @Test("Q23: a push in one tab of a four-tab app with a sheet re-renders only that tab's stack")
  func pushRendersOneStack() async throws {
    var start = fourTabs()
    let sheet = try start.present(.presented, as: sampleSheet)
    let (navigator, host) = GatedHost.driving(start)
    let reads = try ViewReads(host.displayed, sheet: sheet)
    try navigator.push(.three, on: .tab(.tabB))
    await host.finishAll(navigator)
    await waitUntil("tab b's stack is re-rendered") { reads.tabs[.tabB]?.count == 1 }
    #expect(reads.root.count == 0, "not the root")
    #expect(reads.tabBar.count == 0, "not the tab bar")
    for tab in [TabID.tabA, .tabC, .tabD] {
      #expect(reads.tabs[tab]?.count == 0, "not tab \(tab)")
    }
    #expect(reads.slots.map(\.count) == [0, 0], "not the modal slots")
    #expect(reads.sheet.count == 0, "not the sheet")
    #expect(reads.alert.count == 0, "not the alert")
    #expect(reads.tabs[.tabB]?.count == 1, "tab b's stack, once")
  }

  @Test("Q24: a state restored at launch is shown without animation, not replayed")
  func launchRestoreUnanimated() async throws {
    var saved = NavigationState(root: Screen.a, pushed: [.b, .c])
    try saved.present(.presented, as: sampleSheet)
    try saved.present(stack: [.detail(1), .two], as: .fullScreenCover)
    let data = try StateRestorer().encode(saved)
    let (navigator, host) = GatedHost.driving(NavigationState(root: Screen.one))
    let scene = SceneNavigation(navigator: navigator)
    #expect(scene.restore(from: data) == .restored(dropped: []))
    await host.finishAll(navigator)
    #expect(host.displayed.state == navigator.state)
    #expect(host.started.count > 1, "SwiftUI shows it in several updates (Q5, Q12)")
    #expect(host.started.allSatisfy { !$0.animated }, "none of them animated")
    #expect(host.started.allSatisfy { !host.displayed.animates($0) })
    // Once running, the app's own changes animate again.
    try navigator.push(.three)
    await waitUntil("the push is shown") { host.isWaiting }
    #expect(host.started.last?.animated == true)
    await host.finishAll(navigator)
  }

  @Test("Q24: a launch link is shown without animation; a link in a running window animates")
  func launchLinkUnanimated() async throws {
    let (navigator, host) = GatedHost.driving(fourTabs())
    navigator.links = try makeTable()
    let scene = SceneNavigation(navigator: navigator)
    try scene.open(URL(string: "wayfinder://c/detail/4")!)
    await host.finishAll(navigator)
    #expect(!host.started.isEmpty)
    #expect(host.started.allSatisfy { !$0.animated })
    let launched = host.started.count
    scene.sceneDidEnterBackground()
    try scene.open(URL(string: "wayfinder://b/presented")!)
    await host.finishAll(navigator)
    #expect(host.started.dropFirst(launched).contains { $0.animated })
  }

  @Test("Q25: attaching the attached host again keeps the step in flight and starts no other")
  func attachOnce() async throws {
    let (navigator, host) = GatedHost.driving(NavigationState(root: Screen.one))
    var late = 0
    let observing = navigator.observeHost { event in
      if case .lateAcknowledgement = event { late += 1 }
    }
    defer { observing.cancel() }
    try navigator.push(.two)
    await waitUntil("the push is shown") { host.isWaiting }
    try navigator.push(.three)
    // The root appears again (a cover over it was dismissed): onAppear attaches again.
    navigator.attach(host, showing: host.displayed.state)
    #expect(host.started.count == 1, "no second step beside the one in flight")
    await host.finishAll(navigator)
    #expect(host.mostInFlight == 1)
    #expect(late == 0, "the step in flight is still the navigator's")
    #expect(host.displayed.state == navigator.state)
    #expect(navigator.state.activeStack.routes == [.one, .two, .three])
  }

  /// What each level presents, as UIKit lets SwiftUI present it: one thing at a time per
  /// level, so an alert bound on a level that presents a sheet is refused ("already
  /// presenting"). Returns the levels whose alert binding says shown and that may present it.
  static func levelsShowingTheAlert(_ displayed: DisplayedNavigation<Screen>) -> [Int] {
    var showing: [Int] = []
    for index in 0...displayed.layers.count + 1 {
      let level = displayed.level(index)
      let presents =
        level.sheet != nil || level.fullScreenCover != nil
      let alert = level.isAlertPresented || level.isConfirmationDialogPresented
      if alert && !presents { showing.append(index) }
    }
    return showing
  }

  @Test("Q22: an alert is bound on the top level, never on one presenting a sheet; ask returns")
  func alertFromTheTop() async throws {
    var start = fourTabs()
    try start.present(.presented, as: sampleSheet)
    try start.present(.detail(2), as: .fullScreenCover)
    let (navigator, host) = GatedHost.driving(start)
    let displayed = host.displayed
    let levels = (0...2).map { displayed.level($0) }
    let asking = Task { @MainActor in
      try await navigator.presentAlert(
        AlertState(
          title: "Discard?",
          buttons: [AlertButton("Discard", role: .destructive, action: "discard")]))
    }
    await waitUntil("the alert is shown") { displayed.alert != nil }
    await host.finishAll(navigator)
    #expect(displayed.alertLevel == 2)
    #expect(levels.map(\.isAlertPresented) == [false, false, true], "the top level alone")
    #expect(Self.levelsShowingTheAlert(displayed) == [2], "a level that presents nothing")
    // The user answers in the view that shows the alert.
    levels[2].isAlertPresented = false
    await waitUntil("ask returns") { navigator.state.alert == nil }
    // Awaited only once it has returned, so that a broken rule fails the test, not hangs it.
    guard navigator.state.alert == nil else { return }
    let answer = try await asking.value
    #expect(answer == nil, "closed without a button: no action")
    // With the cover gone, the next alert is bound one level down, on the sheet.
    try navigator.dismiss()
    await host.finishAll(navigator)
    try show(AlertState(style: .confirmationDialog, title: "Saved"), on: navigator)
    await host.finishAll(navigator)
    #expect(levels.map(\.isConfirmationDialogPresented) == [false, true, false])
    #expect(Self.levelsShowingTheAlert(displayed) == [1])
  }

  @Test("Q20: a step ends when UIKit's transition ends, not at withAnimation's completion")
  func stepEndsWithTheTransition() async throws {
    let (navigator, host) = SwiftUIModelHost.driving(NavigationState(root: Screen.one))
    var target = navigator.state
    try target.push(.two)
    try target.present(.presented, as: sampleSheet)
    try navigator.apply(target)
    await waitUntil("the push is shown") { host.started.count == 1 }
    for _ in 0..<100 { await Task.yield() }
    #expect(host.started.count == 1, "the presentation waits while UIKit still pushes")
    let pushed = try #require(navigator.state.stack(at: .base)?.pushed.first?.id)
    #expect(host.displayed.awaitedTransitions == [.appeared(pushed)])
    host.endTransitions()
    await waitUntil("the sheet is presented") { host.started.count == 2 }
    let sheet = try #require(navigator.state.layers.first)
    #expect(host.displayed.awaitedTransitions == [.appeared(sheet.content.top.id)])
    let sheetStack = try #require(host.displayed.stack(for: .layer(sheet.id)), "the sheet's view")
    await host.settle(navigator)
    // A sheet replaced by a cover: the cover waits for the sheet's onDismiss (Q11, Q12).
    var replaced = navigator.state
    replaced.dismissAll()
    try replaced.present(.detail(1), as: .fullScreenCover)
    try navigator.apply(replaced)
    await waitUntil("the dismissal is shown") { host.started.count == 3 }
    for _ in 0..<100 { await Task.yield() }
    #expect(host.started.count == 3, "the cover waits while the sheet still slides away")
    #expect(host.displayed.awaitedTransitions == [.dismissed(sheet.id)])
    #expect(
      host.displayed.stack(for: .layer(sheet.id)) === sheetStack,
      "Q8: the leaving sheet renders until it is gone")
    await host.settle(navigator)
    #expect(host.startedMidTransition == 0, "no step started while UIKit was animating")
    #expect(host.displayed.missedTransitions == 0)
    #expect(host.displayed.state == navigator.state)
  }

  @Test("Q20: a transition that never says it ended ends its step after the fallback")
  func missingSignalFallsBack() async throws {
    let (navigator, host) = SwiftUIModelHost.driving(
      NavigationState(root: Screen.one), fallback: .milliseconds(20))
    var reported: [NavigationDiagnostic] = []
    let observing = navigator.observe { event in
      if let diagnostic = event.diagnostic { reported.append(diagnostic) }
    }
    defer { observing.cancel() }
    try navigator.push(.two)
    try navigator.push(.three)
    await navigator.settled()
    #expect(host.started.count == 2)
    #expect(host.displayed.missedTransitions == 2, "each counted where a developer can look")
    let pushed = navigator.state.activeStack.pushed.map(\.id)
    #expect(
      reported
        == pushed.map { .transitionEndNotReported(TransitionSignal.appeared($0).description) },
      "and reported")
    #expect(host.displayed.state == navigator.state)
  }

  @Test("Q20: only transitions UIKit runs are waited for")
  func whichTransitionsAreAwaited() throws {
    var start = fourTabs()
    try start.push(.two, on: .tab(.tabB))
    let displayed = DisplayedNavigation(navigator: Navigator(start))
    func signals(_ change: (inout NavigationState<Screen>) throws -> Void) throws -> Set<
      TransitionSignal
    > {
      var state = start
      try change(&state)
      return displayed.transitionSignals(
        for: HostStep(operation: .replaceAll, state: state), animated: true)
    }
    #expect(try signals { try $0.push(.three) }.count == 1, "a push on the selected tab")
    #expect(try signals { try $0.push(.three, on: .tab(.tabC)) } == [], "a tab out of sight")
    #expect(try signals { try $0.pop(on: .tab(.tabB)) } == [], "a pop out of sight")
    #expect(try signals { try $0.selectTab(.tabB) } == [], "a tab switch: no UIKit transition")
    #expect(try signals { try $0.present(.presented, as: .custom("fade")) } == [], "a custom layer")
    #expect(try signals { try $0.presentAlert(AlertState(title: "Hi")) } == [])
    let presented = try signals { try $0.present(stack: [.presented, .two], as: sampleSheet) }
    #expect(presented.count == 1, "a sheet: its top screen appears")
    // A page sequence's pages are moved by SwiftUI, not by a navigation controller.
    var pageState = NavigationState(root: Screen.one)
    try pageState.push(.two)
    let pages = PageStyles<Screen> { $0 == .one || $0 == .two ? .transition("slide") : nil }
    let sequence = DisplayedNavigation(navigator: Navigator(NavigationState(root: Screen.one)))
    let pagePush = HostStep(operation: .replaceAll, state: pageState)
    #expect(sequence.transitionSignals(for: pagePush, animated: true, pages: pages) == [])
    #expect(sequence.transitionSignals(for: pagePush, animated: true).count == 1)
  }

  @Test("Q26: what lies under a custom layer or under the top page is inert")
  func coveredContentIsInert() async throws {
    let (navigator, host) = GatedHost.driving(NavigationState(root: Screen.one))
    let level = host.displayed.level(0)
    #expect(!level.coversContent)
    try navigator.present(.presented, as: .custom("grow-from-centre"))
    await host.finishAll(navigator)
    #expect(level.coversContent, "the base is hidden from VoiceOver and touches")
    #expect(!host.displayed.level(1).coversContent, "the custom layer itself is not")
    try navigator.dismiss()
    try navigator.present(.presented, as: sampleSheet)
    await host.finishAll(navigator)
    #expect(!level.coversContent, "UIKit makes what is under a sheet inert itself")
    // A page sequence: welcome › features, then a sheet page.
    let styles = PageStyles<Screen> { route in
      switch route {
      case .one: .plain
      case .two: .transition("slide")
      case .three: .sheet(SheetStyle())
      default: nil
      }
    }
    let stack = Stack(
      root: Entry(id: EntryID(1), route: Screen.one),
      pushed: [Entry(id: EntryID(2), route: .two), Entry(id: EntryID(3), route: .three)])
    let sequence = PageSequence(
      root: stack.root, path: stack.pushed.map { PathEntry(key: .entry($0.id), route: $0.route) },
      styles: styles)
    #expect(sequence.pages.map { sequence.isTop($0) } == [false, true], "two is on top")
    #expect(sequence.sheet?.route == .three, "the sheet page is shown as a sheet, over two")
  }

  @Test("Q29: a collapsed split view's guarded detail root has no back button to the list")
  func guardedDetailRootHolds() async throws {
    var columns = NavigationState(sidebar: Screen.one, content: .two)
    try columns.show(.three, in: .detail)
    let (split, splitHost) = GatedHost.driving(columns)
    splitHost.displayed.write(collapsed: true)
    await splitHost.finishAll(split)
    let detail = try #require(split.state.split?.detail?.root.id)
    #expect(splitHost.displayed.backButton(for: detail, at: .column(.detail)) == .system)
    let detailGuard = try split.guardLeaving(detail, canLeave: { false })
    defer { detailGuard.cancel() }
    #expect(splitHost.displayed.backButton(for: detail, at: .column(.detail)) == .hidden)
    #expect(splitHost.displayed.locksBackGestures(at: .column(.detail)))
    // The fallback, should SwiftUI still take the compact back to the list: the guarded
    // detail stays and is shown again.
    splitHost.displayed.topColumn = .content
    #expect(split.state.split?.detail?.root.id == detail, "the guarded detail stays")
    await splitHost.finishAll(split)
    #expect(splitHost.displayed.topColumn == .detail, "and is shown again")
  }

  @Test("Q29: collapsed, a guarded screen in the content column closes the detail's way back")
  func collapsedColumnsAreOneStack() async throws {
    var columns = NavigationState(sidebar: Screen.one, content: .two)
    try columns.push(.three, on: .column(.content))
    try columns.show(.detail(1), in: .detail)
    let (split, splitHost) = GatedHost.driving(columns)
    splitHost.displayed.write(collapsed: true)
    await splitHost.finishAll(split)
    let form = try #require(split.state.split?[.content]?.top.id)
    let detail = try #require(split.state.split?[.detail]?.root.id)
    let guarding = try split.guardLeaving(form, canLeave: { false })
    defer { guarding.cancel() }
    // One stack on screen: one › two › three (guarded) › detail 1.
    #expect(splitHost.displayed.backButton(for: form, at: .column(.content)) == .hidden)
    #expect(
      splitHost.displayed.backButton(for: detail, at: .column(.detail)) == .oneStep,
      "the detail's back menu could pop past the form")
    #expect(splitHost.displayed.locksBackGestures(at: .column(.detail)))
    // Expanded, the columns are side by side: the detail's root has no back button to close.
    splitHost.displayed.write(collapsed: false)
    await splitHost.finishAll(split)
    #expect(splitHost.displayed.backButton(for: detail, at: .column(.detail)) == .system)
  }

  @Test("a transition name with no style is reported when the step that shows it starts")
  func unregisteredTransitionReported() throws {
    let navigator = Navigator(NavigationState(root: Screen.one))
    var reported: [NavigationDiagnostic] = []
    let observing = navigator.observe { event in
      if let diagnostic = event.diagnostic { reported.append(diagnostic) }
    }
    defer { observing.cancel() }
    let displayed = DisplayedNavigation(navigator: navigator)
    var target = navigator.state
    try target.present(.presented, as: .custom("grow"))
    try target.present(.two, as: .custom("spin"))
    let step = HostStep(operation: .replaceAll, state: target)
    displayed.reportUnregisteredTransitions(in: step, pages: .none, registered: ["grow"])
    #expect(reported == [.unregisteredTransition("spin")])
    displayed.reportUnregisteredTransitions(in: step, pages: .none, registered: ["grow", "spin"])
    #expect(reported.count == 1, "a registered name is not reported")
  }
}
