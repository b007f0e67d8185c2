import Testing

@testable import Wayfinder

/// SwiftUI's identity rules for the host's views (Q34, Q38, Q39).
@Suite("SwiftUI identity: screens, sections and the root's navigator (Q34, Q38, Q39)")
@MainActor
struct SwiftUIIdentityTests {
  @Test("Q34: two screens that links pushed with one route each name their own entry")
  func equalLinkedScreensKeepTheirEntries() async throws {
    let (navigator, host) = GatedHost.driving(NavigationState(root: Screen.one))
    let model = NavigationStackModel(
      try #require(host.displayed.stack(for: .base)), in: host.displayed)
    model.follow(link: .detail(1))
    await host.finishAll(navigator)
    model.follow(link: .detail(1))
    await host.finishAll(navigator)
    let entries = navigator.state.activeStack.pushed.map(\.id)
    #expect(navigator.state.activeStack.routes == [.one, .detail(1), .detail(1)])
    #expect(model.made == 2, "both screens are the views made when they were pushed")
    #expect(model.entry(atDepth: 1) == entries[0], "the lower screen is still its own entry")
    #expect(model.entry(atDepth: 2) == entries[1])

    // The lower screen's guard closes the upper one's back menu, not its own back button.
    let guarding = try navigator.guardLeaving(entries[0], canLeave: { false })
    defer { guarding.cancel() }
    #expect(!model.goBack(.backMenu(toDepth: 0)))
    #expect(model.goBack(.oneStepButton), "the upper screen goes back one screen")
    await host.finishAll(navigator)
    #expect(navigator.state.activeStack.pushed.map(\.id) == [entries[0]])
    #expect(model.entry(atDepth: 1) == entries[0])
  }
}

extension SwiftUIIdentityTests {
  @Test("Q38: a section keeps its identity in the tab view when the user reorders its tabs")
  func sectionIdentityIsStable() throws {
    let layout = TabBarLayout(
      search: "search", sections: [.init(title: "Library", tabs: ["songs", "albums", "artists"])])
    var state = NavigationState(
      tabs: [
        "home": Screen.one, "songs": .two, "albums": .three, "artists": .detail(1),
        "search": .detail(2),
      ],
      selection: "home")
    guard case .tabs(let before) = state.base else {
      Issue.record("no tabs")
      return
    }
    try state.customizeTabs(order: ["home", "artists", "songs", "albums", "search"], hidden: [])
    guard case .tabs(let after) = state.base else {
      Issue.record("no tabs")
      return
    }
    let old = layout.items(in: before)
    let new = layout.items(in: after)
    #expect(old != new, "the section lists its tabs in the user's new order")
    #expect(old.map(\.viewID) == new.map(\.viewID), "every item keeps its identity")
    #expect(Set(new.map(\.viewID)).count == new.count, "no two items share one")
  }
}
