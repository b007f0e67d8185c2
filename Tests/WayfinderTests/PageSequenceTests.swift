import Testing
import WayfinderFlows

@testable import Wayfinder

/// Page sequences: a stack drawn page over page, with a sheet page shown only while it is the
/// last page, as the onboarding of "SwiftUI Navigation Is a Mess" does it.
@MainActor
@Suite("Page sequences: pages with transitions, and a sheet only while it is the last page")
struct PageSequenceTests {
  /// `.a` is a page sequence's root (plain), `.presented` is a sheet page, `.one`…`.three`
  /// slide in, `.d` is not a page.
  let styles = PageStyles<Screen> { screen in
    switch screen {
    case .a: .plain
    case .presented: .sheet(SheetStyle(detents: [.medium]))
    case .one, .two, .three: .transition("slide")
    default: nil
    }
  }

  func sequence(_ state: NavigationState<Screen>) -> PageSequence<Screen> {
    let stack = state.activeStack
    return PageSequence(
      root: stack.root,
      path: stack.entries.dropFirst().map { PathEntry(key: .entry($0.id), route: $0.route) },
      styles: styles)
  }

  @Test("a stack is a page sequence when its root's route has a style")
  func whichStacks() {
    #expect(styles.isPageSequence(rootedAt: .a))
    #expect(!styles.isPageSequence(rootedAt: .d))
    #expect(!PageStyles<Screen>.none.isPageSequence(rootedAt: .a))
    #expect(styles.style(for: .d) == .plain, "a pushed route with no style is a plain page")
  }

  @Test("the sheet page is a sheet while it is last, and is not drawn at all once covered")
  func sheetOnlyWhileLast() throws {
    var state = NavigationState(root: Screen.a, pushed: [.one, .two, .presented])
    var drawn = sequence(state)
    #expect(drawn.pages.map(\.route) == [.a, .one, .two])
    #expect(drawn.sheet?.route == .presented)
    #expect(drawn.pages.map(\.position) == [0, 1, 2])

    try state.push(.three)
    drawn = sequence(state)
    #expect(drawn.sheet == nil, "the next page takes the sheet away")
    #expect(drawn.pages.map(\.route) == [.a, .one, .two, .three])
    #expect(drawn.pages.last?.position == 4, "the sheet page keeps its place in the stack")
    #expect(drawn.pages.last?.style == .transition("slide"))

    try state.pop()
    #expect(sequence(state).sheet?.route == .presented, "back to it: a sheet again")
  }

  @Test("a sheet page as a root is drawn as the first page, never as a sheet")
  func sheetRoot() {
    let drawn = sequence(NavigationState(root: Screen.presented))
    #expect(drawn.sheet == nil)
    #expect(drawn.pages.map(\.route) == [.presented])
  }

  @Test("a flow through the pages: one event per step, and the sheet goes when the next comes")
  func flowSteps() async throws {
    let navigator = Navigator(NavigationState(root: Screen.a))
    var events: [NavigationEvent<Screen>] = []
    let observing = navigator.observe { events.append($0) }
    defer { observing.cancel() }
    let run = try navigator.start(
      NavigationFlow<Screen>([.push(.one), .push(.presented), .push(.two)]))
    try run.next()
    #expect(sequence(navigator.state).sheet?.route == .presented)
    try run.next()
    #expect(events.count == 3, "one event per step")
    #expect(navigator.state.layers.isEmpty, "a sheet page is a page of the stack, not a layer")
    #expect(sequence(navigator.state).sheet == nil)
    #expect(sequence(navigator.state).pages.map(\.route) == [.a, .one, .two])
    try run.back()
    #expect(sequence(navigator.state).sheet?.route == .presented, "back shows the sheet again")
  }

  @Test("dragging the sheet page down pops it, as the user's action; other writes do nothing")
  func dismissingTheSheetPage() async throws {
    let (navigator, host) = GatedHost.driving(
      NavigationState(root: Screen.a, pushed: [.one, .presented]))
    let stack = try #require(host.displayed.stack(for: .base))
    let sheet = try #require(
      PageSequence(root: stack.root, path: stack.path, styles: styles).sheet)
    let page = try #require(stack.path.first?.key)
    #expect(stack[isTop: sheet.id])
    #expect(!stack[isTop: page], "a page under the sheet is not on top")
    #expect(!stack[isTop: nil])

    stack[isTop: page] = false  // not the top: nothing happens
    stack[isTop: sheet.id] = true
    #expect(navigator.state.activeStack.routes == [.a, .one, .presented])

    stack[isTop: sheet.id] = false
    await host.finishAll(navigator)
    #expect(navigator.state.activeStack.routes == [.a, .one])
    #expect(!stack[isTop: sheet.id])
  }
}

@Suite("Zoom transitions from state")
struct ZoomTransitionTests {
  @Test("a zooming route's source is the route itself; other routes have none")
  func sources() {
    let zoom = ZoomTransitions<Screen> { if case .detail = $0 { true } else { false } }
    #expect(zoom.source(for: .detail(7)) == .detail(7))
    #expect(zoom.source(for: .one) == nil)
    #expect(ZoomTransitions<Screen>.none.source(for: .detail(7)) == nil)
  }
}
