import PropertyBased
import Testing
import Wayfinder

/// A host that renders through bindings, as the SwiftUI host does: it shows each step at once
/// in a `DisplayedNavigation`, "animates" for a random while, then acknowledges. The user's
/// writes go through the same `DisplayedNavigation` the views would write to.
@MainActor
final class BindingHost: NavigationHost {
  let capabilities = HostCapabilities.swiftUI
  let displayed: DisplayedNavigation<Screen>
  var random: SplitMix

  init(_ navigator: Navigator<Screen>, seed: UInt64) {
    displayed = DisplayedNavigation(navigator: navigator)
    random = SplitMix(state: seed)
  }

  func apply(_ step: HostStep<Screen>) async {
    displayed.show(step)
    try? await Task.sleep(for: .microseconds(Int.random(in: 0...400, using: &random)))
    displayed.stepDidFinish()
  }

  func displayedState() -> NavigationState<Screen>? { displayed.state }

  /// A random write the user could make through the views on screen now.
  func randomWrite() {
    let state = displayed.state
    switch Int.random(in: 0..<7, using: &random) {
    case 5:
      // A row tapped in a column's list, or the selection cleared by going back.
      let column: SplitColumn = Bool.random(using: &random) ? .sidebar : .content
      let route: Screen? =
        Bool.random(using: &random) ? .detail(Int.random(in: 0...2, using: &random)) : nil
      displayed.write(selection: route, in: column)
    case 6:
      if Bool.random(using: &random) {
        displayed.write(columnVisibility: SplitVisibility.allCases.randomElement(using: &random)!)
      } else {
        displayed.write(collapsed: Bool.random(using: &random))
      }
    case 0:
      // Back (a suffix removed from a path), maybe followed by a NavigationLink.
      let location = state.stackLocations.randomElement(using: &random)!
      var path = displayed.path(at: location)
      path.removeLast(Int.random(in: 0...path.count, using: &random))
      if Bool.random(using: &random) {
        path.append(PathEntry(.detail(Int.random(in: 0...3, using: &random))))
      }
      displayed.write(path, at: location)
    case 1:
      // A sheet dragged down.
      if let index = state.layers.indices.last, state.layers[index].presentation.kind == .sheet {
        displayed.write(nil, toSlotAt: index, as: .sheet)
      }
    case 2:
      let tabs: [TabID] = ["a", "b", "c", "d"]
      displayed.write(selectedTab: tabs.randomElement(using: &random))
    case 3:
      if let layer = state.layers.last, case .sheet(let style) = layer.presentation {
        displayed.write(detent: style.detents.randomElement(using: &random)!, of: layer.id)
      }
    default:
      displayed.answerAlert(Bool.random(using: &random) ? "delete" : nil)
    }
  }
}

@MainActor
@Suite("Binding-driven hosts: what the bindings show and what their writes mean")
struct BindingHostTests {
  /// The state a view hierarchy built only from the bindings would show: every stack's root
  /// and path, and the layers found in the slots, level by level.
  static func rebuilt(from displayed: DisplayedNavigation<Screen>) throws -> NavigationState<Screen>
  {
    let state = displayed.state
    func stack(_ location: StackLocation) -> Stack<Screen> {
      let root = displayed.stack(at: location)!.root
      let pushed = displayed.path(at: location).map {
        Entry(id: displayed.entryID(for: $0, in: location)!, route: $0.route)
      }
      return Stack(root: root, pushed: pushed)
    }
    let base: NavigationBase<Screen> =
      switch state.base {
      case .stack: .stack(stack(.base))
      case .tabs(let tabs):
        .tabs(
          Tabs(
            selection: displayed.selectedTab!,
            items: tabs.items.map { TabStack(id: $0.id, stack: stack(.tab($0.id))) }))
      case .split(let split):
        .split(
          SplitColumns(
            sidebar: stack(.column(.sidebar)),
            content: displayed.splitLayout!.roots[.content] == nil ? nil : stack(.column(.content)),
            detail: displayed.splitLayout!.roots[.detail] == nil ? nil : stack(.column(.detail)),
            hasContentColumn: split.hasContentColumn, visibility: displayed.columnVisibility,
            isCollapsed: displayed.splitLayout!.isCollapsed))
      }
    var layers: [Layer<Screen>] = []
    for index in 0... {
      let shown = ModalKind.allCases.compactMap { displayed.layer(at: index, as: $0) }
      guard shown.count <= 1 else { throw NavigationError(.invalidState(.noTabs)) }
      guard let layer = shown.first else { break }
      layers.append(
        Layer(id: layer.id, presentation: layer.presentation, content: stack(.layer(layer.id))))
    }
    return try NavigationState(
      base: base, layers: layers, alert: displayed.alert, nextID: state.nextID)
  }

  @Test("for every state a plan passes through, the bindings show exactly that state")
  func bindingsShowTheState() async {
    let script = Gen.int(in: 0...2_000).array(of: 0...14)
    await propertyCheck(count: 60, input: Gen.int(in: 0...3), script, script) { seed, a, b in
      let old = CommandScript.run(a, seed: seed)
      var new = old
      for n in b { _ = CommandScript.apply(n, to: &new) }
      let navigator = Navigator(old)
      let displayed = DisplayedNavigation(navigator: navigator)
      for step in NavigationPlanner.plan(from: old, to: new, capabilities: .swiftUI) {
        displayed.show(step)
        #expect((try? Self.rebuilt(from: displayed)) == step.state)
      }
    }
  }

  @Test("back, swipe and the back menu write a shorter path: a pop to the last kept entry")
  func pathPop() throws {
    let navigator = Navigator(NavigationState(root: Screen.one, pushed: [.two, .three]))
    let displayed = DisplayedNavigation(navigator: navigator)
    var path = displayed.path(at: .base)
    path.removeLast()
    displayed.write(path, at: .base)
    #expect(navigator.state.activeStack.routes == [.one, .two])
    displayed.write([], at: .base)
    #expect(navigator.state.activeStack.routes == [.one])
    #expect(displayed.state == navigator.state)
  }

  @Test("a NavigationLink(value:) appends a route: a push by the user on that stack")
  func pathPush() throws {
    let navigator = Navigator(fourTabs())
    var events: [NavigationCommand<Screen>.Kind] = []
    let observing = navigator.observe { events.append($0.command.kind) }
    defer { observing.cancel() }
    let displayed = DisplayedNavigation(navigator: navigator)
    var path = displayed.path(at: .tab("b"))
    let link = PathEntry(Screen.detail(7))
    path.append(link)
    displayed.write(path, at: .tab("b"))
    #expect(events == [.userDid(.pushed([.detail(7)], on: .tab("b")))])
    #expect(navigator.state.stack(at: .tab("b"))?.routes == [.one, .detail(7)])
    #expect(displayed.state == navigator.state, "the pushed screen has the navigator's id")
    #expect(displayed.path(at: .tab("b")) == [link], "the view gets back the element it put")
    #expect(displayed.stack(for: .tab("b"))?.path == [link], "in the path the view binds (Q21)")
    #expect(
      displayed.entryID(for: link, in: .tab("b")) == navigator.state.stack(at: .tab("b"))?.top.id)
    displayed.write([link], at: .tab("b"))
    #expect(events.count == 1, "writing back the same path changes nothing")
    let pushed = displayed.entryID(for: link, in: .tab("b"))
    displayed.write([], at: .tab("b"))
    #expect(
      displayed.entryID(for: link, in: .tab("b")) == pushed, "Q8: the popped screen animates away")
    displayed.stepDidFinish()
    #expect(
      displayed.entryID(for: link, in: .tab("b")) == nil,
      "a popped link is forgotten once it is gone")
  }

  @Test("a path that was cut and extended in one write is a pop, then a push")
  func pathPopThenPush() throws {
    let start = NavigationState(root: Screen.one, pushed: [.two, .three])
    let displayed = DisplayedNavigation(navigator: Navigator(start))
    var path = displayed.path(at: .base)
    path.removeLast()
    path.append(PathEntry(.detail(1)))
    let two = start.activeStack.pushed[0].id
    #expect(
      start.activeStack.userActions(toShow: path, at: .base, linked: []) == [
        .poppedTo(two), .pushed([.detail(1)], on: .base),
      ])
    #expect(
      start.activeStack.userActions(toShow: displayed.path(at: .base), at: .base, linked: [])
        == [])
  }

  @Test("a sheet dragged down writes nil to its slot: the layer is dismissed")
  func slotWrite() throws {
    var start = NavigationState(root: Screen.one)
    let sheet = try start.present(.presented, as: sampleSheet)
    let navigator = Navigator(start)
    let displayed = DisplayedNavigation(navigator: navigator)
    #expect(displayed.layer(at: 0, as: .sheet)?.id == sheet)
    #expect(displayed.layer(at: 0, as: .fullScreenCover) == nil)
    displayed.write(nil, toSlotAt: 0, as: .fullScreenCover)
    #expect(navigator.state.layers.count == 1, "an empty slot's write changes nothing")
    displayed.write(nil, toSlotAt: 0, as: .sheet)
    #expect(navigator.state.layers.isEmpty)
    #expect(displayed.state.layers.isEmpty)
  }

  @Test("tabs, detents and alert buttons write the matching user actions")
  func otherWrites() async throws {
    var start = fourTabs()
    try start.push(.two, on: .tab("a"))
    let sheet = try start.present(
      .presented, as: .sheet(SheetStyle(detents: [.medium, .large])))
    let navigator = Navigator(start)
    let displayed = DisplayedNavigation(navigator: navigator)
    displayed.write(detent: .large, of: sheet)
    #expect(
      navigator.state.layers[0].presentation
        == .sheet(SheetStyle(detents: [.medium, .large], selectedDetent: .large)))
    displayed.write(nil, toSlotAt: 0, as: .sheet)
    displayed.write(selectedTab: "a")
    #expect(navigator.state.stack(at: .tab("a"))?.routes == [.one], "a re-tap pops to root")
    displayed.write(selectedTab: "c")
    #expect(navigator.state.selectedTab == "c")

    let answer = Task { try await navigator.presentAlert(AlertState(title: "Delete?")) }
    while displayed.state.alert == nil {
      await Task.yield()
      if navigator.alert != nil, displayed.state.alert == nil {
        // Without a host the displayed state follows the navigator only through steps.
        displayed.show(HostStep(operation: .replaceAll, state: navigator.state))
      }
    }
    displayed.answerAlert("delete")
    #expect(try await answer.value == "delete")
    #expect(navigator.alert == nil)
  }

  @Test(
    "random commands and random binding writes: displayed and navigator state agree once settled")
  func convergence() async throws {
    for seed in 1...8 as ClosedRange<UInt64> {
      var random = SplitMix(state: seed &* 104_729)
      let start = CommandScript.start(Int(seed))
      let navigator = Navigator(start)
      let host = BindingHost(navigator, seed: seed)
      navigator.attach(host, timeout: .milliseconds(50))
      for _ in 0..<80 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4:
          var target = navigator.state
          _ = CommandScript.apply(Int.random(in: 0...2_000, using: &random), to: &target)
          try? navigator.apply(target)
        case 4..<8:
          host.randomWrite()
        default:
          try await Task.sleep(for: .microseconds(Int.random(in: 0...600, using: &random)))
        }
      }
      await navigator.settled()
      let shown = host.displayed.state
      let state = navigator.state
      #expect(shown.base == state.base, "seed \(seed): stacks differ")
      #expect(shown.layers == state.layers, "seed \(seed): layers differ")
      #expect(shown.alert == state.alert, "seed \(seed): alerts differ")
    }
  }
}
