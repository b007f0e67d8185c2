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

  @Test("a sheet page reports its dismissal: the awaited result ends with nil, as the user's pop")
  func sheetPageDismissalIsReported() async throws {
    let (navigator, host) = GatedHost.driving(NavigationState(root: Screen.a, pushed: [.one]))
    let permissions = try navigator.push(.presented)
    await host.finishAll(navigator)
    var events: [NavigationEvent<Screen>] = []
    let token = navigator.observe { events.append($0) }
    async let answer = navigator.result(of: permissions, as: Bool.self)
    await Task.yield()
    let stack = try #require(host.displayed.stack(for: .base))
    let sheet = try #require(
      PageSequence(root: stack.root, path: stack.path, styles: styles).sheet)
    stack[isTop: sheet.id] = false  // the user drags the sheet page down
    await host.finishAll(navigator)
    #expect(await answer == nil, "the caller learns the sheet page was dismissed")
    #expect(events.map(\.command.name) == [.userDid])
    #expect(events.first?.oldState.entry(permissions) != nil)
    #expect(events.first?.newState.entry(permissions) == nil)
    token.cancel()
  }

  @Test(
    "a sheet page covered by the next page ends its awaited result, as onDismiss would",
    .timeLimit(.minutes(1)))
  func coveredSheetPageEndsItsResult() async throws {
    let (navigator, host) = GatedHost.driving(NavigationState(root: Screen.a, pushed: [.one]))
    host.displayed.pages = styles
    let permissions = try navigator.push(.presented)
    await host.finishAll(navigator)
    async let answer = navigator.result(of: permissions, as: Bool.self)
    await Task.yield()
    try navigator.push(.two)  // the next page: the sheet goes away, its screen stays
    await host.finishAll(navigator)
    #expect(await answer == nil, "the caller learns the sheet page is gone from the screen")
    #expect(navigator.state.activeStack.routes == [.a, .one, .presented, .two])
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

@MainActor
@Suite("Zoom sources: a zoom from a source that is not on screen is reported")
struct ZoomSourceTests {
  /// A model host whose `.detail` screens zoom.
  func driving() -> (Navigator<Screen>, SwiftUIModelHost, () -> [NavigationDiagnostic]) {
    let (navigator, host) = SwiftUIModelHost.driving(NavigationState(root: Screen.one))
    host.zoom = ZoomTransitions { if case .detail = $0 { true } else { false } }
    var diagnostics: [NavigationDiagnostic] = []
    let token = navigator.observe {
      if let diagnostic = $0.diagnostic { diagnostics.append(diagnostic) }
    }
    return (
      navigator, host,
      {
        _ = token
        return diagnostics
      }
    )
  }

  @Test("pushed or presented with no source on screen: reported; with one: not")
  func reported() async throws {
    let (navigator, host, diagnostics) = driving()
    try navigator.push(.detail(7))
    await host.settle(navigator)
    #expect(diagnostics() == [.zoomSourceNotShown("detail(7)")])

    host.zoomSources.appeared(Screen.detail(8))  // a thumbnail of detail(8) is on screen
    try navigator.push(.detail(8))
    await host.settle(navigator)
    #expect(diagnostics().count == 1, "its source was on screen")

    host.zoomSources.disappeared(Screen.detail(8))
    try navigator.present(.detail(8), as: .sheet())
    await host.settle(navigator)
    #expect(diagnostics().last == .zoomSourceNotShown("detail(8)"), "a sheet zooms too")
    #expect(diagnostics().count == 2)
  }

  @Test("shown without animation (a launch, a link, a restoration) zooms nothing, reports nothing")
  func unanimated() async throws {
    let (navigator, host, diagnostics) = driving()
    try navigator.transaction(animated: false) { try $0.push(.detail(7)) }
    await host.settle(navigator)
    try navigator.push(.two)  // a screen that does not zoom
    await host.settle(navigator)
    #expect(diagnostics().isEmpty)
  }

  @Test("the sources on screen are counted: two views of one route, one leaves, one stays")
  func counted() {
    let sources = ZoomSources()
    sources.appeared(Screen.detail(1))
    sources.appeared(Screen.detail(1))
    sources.disappeared(Screen.detail(1))
    #expect(sources.isShown(Screen.detail(1)))
    sources.disappeared(Screen.detail(1))
    sources.disappeared(Screen.detail(1))  // more than appeared: still none, no trap
    #expect(!sources.isShown(Screen.detail(1)))
  }
}
