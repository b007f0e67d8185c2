import Foundation
import Testing
import Wayfinder

/// An iOS 26 app's tabs: a section of two, a tab of its own, and a search tab.
private let layout = TabBarLayout(
  search: "search", sections: [.init(title: "Library", tabs: ["songs", "albums"])])

private func musicTabs() -> NavigationState<Screen> {
  NavigationState(
    tabs: ["home": .one, "songs": .one, "albums": .one, "radio": .one, "search": .one],
    selection: "home")
}

/// Links into three of the tabs.
private func musicLinks() throws -> LinkTable<Screen> {
  var builder = LinkTableBuilder<Screen>(schemes: ["music"])
  try builder.add("/radio", route: .one, placement: LinkPlacement(tab: "radio", asRoot: true))
  try builder.add(
    "/albums/:id", types: ["id": Int.self],
    placement: LinkPlacement(tab: "albums", parents: { _ in [.two] }),
    build: { .detail(try $0.value("id")) },
    values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
  try builder.add("/search", route: .one, placement: LinkPlacement(tab: "search", asRoot: true))
  return try builder.build()
}

extension NavigationState {
  /// The tabs, or none.
  fileprivate var tabBar: Tabs<Route>? {
    if case .tabs(let tabs) = base { tabs } else { nil }
  }
}

@Suite("Tabs the user arranges: order, hidden tabs, sections and the search tab")
struct TabCustomizationTests {
  @Test("the user's order and hidden tabs are state; hiding the selected tab selects another")
  func customize() throws {
    var state = musicTabs()
    try state.customizeTabs(
      order: ["albums", "songs", "home", "radio", "search"], hidden: ["radio"])
    #expect(state.tabBar?.ids == ["albums", "songs", "home", "radio", "search"])
    #expect(state.tabBar?.hidden == ["radio"])
    #expect(state.selectedTab == "home")
    try state.customizeTabs(hidden: ["home"])
    #expect(state.tabBar?.hidden == ["home"], "the order is kept when only hidden is given")
    #expect(state.selectedTab == "albums", "the first visible tab, in the new order")
    try state.customizeTabs(hidden: [])
    #expect(state.tabBar?.hidden == [])
  }

  @Test("a bad arrangement is refused with a typed error and the state unchanged")
  func refused() throws {
    var state = musicTabs()
    let before = state
    #expect(throws: NavigationError(.unknownTab("podcasts"))) {
      try state.customizeTabs(order: ["podcasts", "home", "songs", "albums", "radio"])
    }
    #expect(throws: NavigationError(.tabOrderIncomplete(given: 2, tabs: 5))) {
      try state.customizeTabs(order: ["home", "songs"])
    }
    #expect(throws: NavigationError(.tabOrderIncomplete(given: 5, tabs: 5))) {
      try state.customizeTabs(order: ["home", "home", "songs", "albums", "radio"])
    }
    #expect(throws: NavigationError(.allTabsHidden)) {
      try state.customizeTabs(hidden: ["home", "songs", "albums", "radio", "search"])
    }
    #expect(throws: NavigationError(.unknownTab("podcasts"))) {
      try state.customizeTabs(hidden: ["podcasts"])
    }
    #expect(state == before)
    var plain = NavigationState<Screen>(root: .one)
    #expect(throws: NavigationError(.noTabBar)) { try plain.customizeTabs(hidden: []) }
    #expect((try? state.customizeTabs(hidden: ["home"])) != nil)
    #expect(NavigationError(.allTabsHidden).code == .invalid)
  }

  @Test("selecting a hidden tab, by a command or a link, shows it again")
  @MainActor
  func selectingHidden() throws {
    var state = musicTabs()
    try state.customizeTabs(hidden: ["radio", "songs"])
    try state.selectTab("radio")
    #expect(state.selectedTab == "radio")
    #expect(state.tabBar?.hidden == ["songs"])

    var hidden = musicTabs()
    try hidden.customizeTabs(hidden: ["radio"])
    let navigator = Navigator(hidden, links: try musicLinks())
    try navigator.open(URL(string: "music://radio")!)
    #expect(navigator.selectedTab == "radio")
    #expect(navigator.state.tabBar?.hidden == [])
  }

  @Test("a link round trip keeps the user's arrangement, whatever the link's policy")
  @MainActor
  func linkRoundTrip() throws {
    var start = musicTabs()
    try start.customizeTabs(
      order: ["home", "albums", "songs", "radio", "search"], hidden: ["songs"])
    let navigator = Navigator(start, links: try musicLinks())
    try navigator.selectTab("albums")
    try navigator.push(.detail(7))
    let link = try #require(navigator.link()?.url)
    #expect(link.absoluteString == "music://albums/7")
    for policy in [LinkPolicy.keepOtherTabs, .resetOtherTabs, .pushOnCurrentStack] {
      let other = Navigator(start, links: try musicLinks())
      try other.open(link, policy: policy)
      #expect(other.state.tabBar?.ids == ["home", "albums", "songs", "radio", "search"])
      #expect(other.state.tabBar?.hidden == ["songs"], "\(policy)")
      #expect(other.state.currentEntry.route == .detail(7))
    }
    // The search tab, selected by its link, is a tab like the others.
    try navigator.open(URL(string: "music://search")!, policy: .resetOtherTabs)
    #expect(navigator.selectedTab == "search")
    #expect(navigator.state.tabBar?.hidden == ["songs"])
  }

  @Test("restoration keeps the order and the hidden tabs, in both formats")
  func restoration() throws {
    var state = musicTabs()
    try state.customizeTabs(
      order: ["search", "radio", "albums", "songs", "home"], hidden: ["radio", "home"])
    try state.selectTab("songs")
    try state.push(.two, on: .tab("songs"))
    for restorer in [StateRestorer(), StateRestorer(mode: .lenient)] {
      let read = try restorer.decode(Screen.self, from: try restorer.encode(state))
      #expect(read.state == state)
      #expect(read.state.tabBar?.hidden == ["radio", "home"])
    }
    let json = try JSONDecoder().decode(
      NavigationState<Screen>.self, from: try JSONEncoder().encode(state))
    #expect(json == state)
  }

  @Test("a file without hidden tabs is written as before, so an older build still reads it")
  func olderReaders() throws {
    let restorer = StateRestorer()
    var state = musicTabs()
    try state.customizeTabs(order: ["radio", "home", "songs", "albums", "search"])
    let plain = try restorer.encode(state)
    try state.customizeTabs(hidden: ["songs"])
    let withHidden = try restorer.encode(state)
    // The base's kind follows the key table and the next id: 1 for tabs, 3 with hidden tabs.
    #expect(plain.count + 5 == withHidden.count, "one kind byte changes, one flag per tab added")
    #expect(try restorer.decode(Screen.self, from: plain).state.tabBar?.hidden == [])
  }

  @Test("a saved state whose selected tab is hidden: strict refuses it, lenient shows the tab")
  func hiddenSelection() throws {
    let hiddenB = tab("b", root: 2).replacingOccurrences(
      of: #""id":"b","#, with: #""id":"b","hidden":true,"#)
    let data = frame(tabsJSON([tab("a", root: 1), hiddenB], selection: "b"))
    #expect(throws: RestorationError(.inconsistent(.selectionHidden("b")))) {
      try StateRestorer().decode(Screen.self, from: data)
    }
    let lenient = try StateRestorer(mode: .lenient).decode(Screen.self, from: data)
    #expect(lenient.state.selectedTab == "b")
    #expect(lenient.state.tabBar?.hidden == [])
    #expect(lenient.dropped.map(\.description).joined().contains("shown again"))
    // A tab hidden and not selected reads back hidden, from the older JSON format too.
    let kept = try StateRestorer().decode(
      Screen.self, from: frame(tabsJSON([tab("a", root: 1), hiddenB], selection: "a")))
    #expect(kept.state.tabBar?.hidden == ["b"])
  }

  @Test("the layout groups a section's tabs where its first tab is and puts search last")
  func layoutItems() throws {
    var state = musicTabs()
    let tabs = try #require(state.tabBar)
    #expect(
      layout.items(in: tabs) == [
        .tab("home"), .section("Library", ["songs", "albums"]), .tab("radio"), .search("search"),
      ])
    try state.customizeTabs(order: ["search", "radio", "albums", "home", "songs"])
    #expect(
      layout.items(in: try #require(state.tabBar)) == [
        .tab("radio"), .section("Library", ["albums", "songs"]), .tab("home"), .search("search"),
      ])
  }

  @Test("a section reordered by the user keeps its places; an order of other tabs is ignored")
  func sectionOrder() throws {
    let tabs = try #require(musicTabs().tabBar)
    #expect(
      layout.userAction(sectionOrders: ["Library": ["albums", "songs"]], hidden: [], in: tabs)
        == .customizedTabs(order: ["home", "albums", "songs", "radio", "search"], hidden: []))
    #expect(
      layout.userAction(sectionOrders: ["Library": ["albums", "radio"]], hidden: [], in: tabs)
        == nil)
    #expect(layout.userAction(sectionOrders: [:], hidden: [], in: tabs) == nil)
    #expect(
      layout.userAction(sectionOrders: [:], hidden: ["radio", "nowhere"], in: tabs)
        == .customizedTabs(order: tabs.ids, hidden: ["radio"]))
  }
}

@Suite("Tabs the user arranges, through the hosts' models")
@MainActor
struct TabCustomizationHostTests {
  @Test("UIKit: the search tab's Cancel selects the previous tab by itself; it is a user action")
  func searchCancelUIKit() async throws {
    let rig = try ControllerRig(musicTabs())
    await rig.settle()
    var events: [NavigationEvent<Screen>] = []
    let observing = rig.navigator.observe { events.append($0) }
    defer { observing.cancel() }
    try rig.navigator.push(.two, on: .tab("radio"))
    await rig.settle()
    #expect(rig.tree.tapTab("radio"))
    #expect(rig.tree.tapTab("search"))
    await rig.settle()
    #expect(rig.tree.cancelSearch(in: layout))
    await rig.settle()
    #expect(rig.navigator.selectedTab == "radio")
    #expect(rig.navigator.state.stack(at: .tab("radio"))?.routes == [.one, .two], "no pop")
    #expect(events.last?.command.kind == .userDid(.selectedTab("radio")))
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
  }

  @Test("UIKit: the user's rearranged sidebar is reported once and the tree is not rebuilt")
  func customizeUIKit() async throws {
    let rig = try ControllerRig(musicTabs())
    await rig.settle()
    let calls = rig.tree.calls.count
    #expect(
      rig.tree.customize(
        sectionOrders: ["Library": ["albums", "songs"]], hidden: ["radio"], in: layout))
    await rig.settle()
    #expect(rig.navigator.state.tabBar?.ids == ["home", "albums", "songs", "radio", "search"])
    #expect(rig.navigator.state.tabBar?.hidden == ["radio"])
    #expect(rig.takeCalls(from: calls) == [], "what UIKit shows already is not rebuilt")
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
  }

  @Test("UIKit: an arrangement made in code rebuilds the tab bar to show it")
  func customizeInCode() async throws {
    let rig = try ControllerRig(musicTabs())
    await rig.settle()
    try rig.navigator.transaction { try $0.customizeTabs(hidden: ["songs"]) }
    await rig.settle()
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.hiddenTabs == ["songs"])
  }

  @Test("SwiftUI: the search tab's Cancel writes the selection back; it is a user action")
  func searchCancelSwiftUI() throws {
    let navigator = Navigator(musicTabs())
    let displayed = DisplayedNavigation(navigator: navigator)
    displayed.write(selectedTab: "search")
    #expect(navigator.selectedTab == "search")
    var events: [NavigationEvent<Screen>] = []
    let observing = navigator.observe { events.append($0) }
    defer { observing.cancel() }
    displayed.write(selectedTab: "home")
    #expect(navigator.selectedTab == "home")
    #expect(events.map(\.command.kind) == [.userDid(.selectedTab("home"))])
  }

  @Test("SwiftUI: the customization the tab view writes is one user action, and none again")
  func customizeSwiftUI() throws {
    let navigator = Navigator(musicTabs())
    let displayed = DisplayedNavigation(navigator: navigator)
    var events: [NavigationEvent<Screen>] = []
    let observing = navigator.observe { events.append($0) }
    defer { observing.cancel() }
    displayed.write(sectionOrders: ["Library": ["albums", "songs"]], hidden: [], layout: layout)
    displayed.write(sectionOrders: ["Library": ["albums", "songs"]], hidden: [], layout: layout)
    #expect(navigator.state.tabBar?.ids == ["home", "albums", "songs", "radio", "search"])
    #expect(events.count == 1)
    #expect(displayed.hiddenTabs == [])
    displayed.write(sectionOrders: [:], hidden: ["radio"], layout: layout)
    #expect(displayed.hiddenTabs == ["radio"])
    #expect(navigator.state.tabBar?.hidden == ["radio"])
  }
}
