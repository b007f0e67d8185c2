import Foundation
import Testing
import Wayfinder
import WayfinderScenes

/// The routes of a small app that has each kind of base.
enum Shelf: Hashable, Codable, Sendable {
  case home, list
  case detail(Int)
  case note
}

/// Each placement a link can ask for in a running app, on each kind of base, warm (a window
/// already showing something) and cold (the link launches the window), side by side.
@MainActor
@Suite("Link placements on a stack, a tab bar and a split view, warm and cold")
struct LinkPlacementMatrixTests {
  /// The three placements, by the policy a link names for a running app.
  enum Placement: String, CaseIterable, Sendable {
    /// Select within the state: the link's tab and back stack, others kept.
    case select
    /// Replace the state: the link's whole state from the link base.
    case replace
    /// Push on what is shown.
    case push
    /// Present over what is shown.
    case present

    var policy: LinkPolicy {
      switch self {
      case .select: .keepOtherTabs
      case .replace: .resetOtherTabs
      case .push, .present: .pushOnCurrentStack
      }
    }
  }

  enum Base: String, CaseIterable, Sendable { case stack, tabs, split }

  static func start(_ base: Base) -> NavigationState<Shelf> {
    switch base {
    case .stack: NavigationState(root: .home)
    case .tabs: NavigationState(tabs: ["a": Shelf.home, "b": .home], selection: "a")
    case .split: NavigationState(sidebar: Shelf.home, content: .list)
    }
  }

  /// `/detail/:id` (`/note` for `present`), placed on tab b in a tab bar, in the detail column
  /// of a split view (`list` in the content column), with `home › list` as its back stack on a
  /// stack or a tab.
  static func links(_ base: Base, _ placement: Placement) throws -> LinkTable<Shelf> {
    var builder = LinkTableBuilder<Shelf>(schemes: ["shelf"])
    let tab: TabID? = base == .tabs ? "b" : nil
    let column: SplitColumn? = base == .split ? .detail : nil
    if placement == .present {
      try builder.add(
        "/note", route: .note,
        placement: LinkPlacement(
          tab: tab, presentation: .sheet(), whenRunning: placement.policy))
    } else {
      try builder.add(
        "/detail/:id", types: ["id": Int.self],
        placement: LinkPlacement(
          tab: tab, parents: { _ in [.list] }, column: column,
          whenRunning: placement.policy),
        build: { .detail(try $0.value("id")) },
        values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
    }
    return try builder.build()
  }

  static func url(_ placement: Placement) -> URL {
    URL(string: placement == .present ? "shelf://note" : "shelf://detail/5")!
  }

  /// A running window: a screen pushed on what is shown (tab a, or the content column).
  static func running(_ base: Base, _ placement: Placement) throws -> Navigator<Shelf> {
    let navigator = Navigator(start(base), links: try links(base, placement))
    if base == .split {
      try navigator.show(.detail(1), in: .detail)
    } else {
      try navigator.push(.list)
    }
    return navigator
  }

  @Test(
    "warm: each placement lands as it says, on each base",
    arguments: Base.allCases, Placement.allCases)
  func warm(_ base: Base, _ placement: Placement) throws {
    let navigator = try Self.running(base, placement)
    let before = navigator.state
    try navigator.open(Self.url(placement))  // the app's policy is keepOtherTabs
    let state = navigator.state
    switch (base, placement) {
    case (_, .present):
      #expect(state.base == before.base, "the base is left as it was")
      #expect(state.layers.map(\.content.root.route) == [.note])
    case (.stack, .push), (.tabs, .push):
      #expect(state.selectedTab == before.selectedTab, "no tab change")
      #expect(state.activeStack.routes == before.activeStack.routes + [.detail(5)])
    case (.split, .push):
      #expect(state.split?[.detail]?.routes == [.detail(1), .detail(5)], "pushed on the detail")
    case (.stack, _):
      #expect(state.activeStack.routes == [.home, .list, .detail(5)])
    case (.tabs, .select):
      #expect(state.selectedTab == "b")
      #expect(state.stack(at: .tab("b"))?.routes == [.home, .list, .detail(5)])
      #expect(state.stack(at: .tab("a"))?.routes == [.home, .list], "tab a keeps its stack")
    case (.tabs, .replace):
      #expect(state.selectedTab == "b")
      #expect(state.stack(at: .tab("b"))?.routes == [.home, .list, .detail(5)])
      #expect(state.stack(at: .tab("a"))?.routes == [.home], "tab a is reset")
    case (.split, _):
      #expect(state.split?.selection(in: .content) == .detail(5), "the link's screen selected")
      #expect(state.layers.isEmpty)
    }
  }

  @Test(
    "cold: a link that launches a window builds its whole state, whatever its running placement",
    arguments: Base.allCases, Placement.allCases)
  func cold(_ base: Base, _ placement: Placement) throws {
    let scene = SceneNavigation(
      navigator: Navigator(Self.start(base), links: try Self.links(base, placement)))
    #expect(scene.start(opening: [Self.url(placement)], restoring: nil) == .openedByLink)
    let state = scene.navigator.state
    if placement == .present {
      // Over the link's own place: tab b in a tab bar, the start elsewhere.
      #expect(state.selectedTab == (base == .tabs ? "b" : nil))
      #expect(state.activeStack.routes == [.note])
      #expect(state.layers.map(\.content.root.route) == [.note])
      return
    }
    #expect(state.layers.isEmpty)
    switch base {
    case .stack: #expect(state.activeStack.routes == [.home, .list, .detail(5)])
    case .tabs:
      #expect(state.selectedTab == "b")
      #expect(state.stack(at: .tab("b"))?.routes == [.home, .list, .detail(5)])
      #expect(state.stack(at: .tab("a"))?.routes == [.home])
    case .split: #expect(state.split?.selection(in: .content) == .detail(5))
    }
  }
}
