import Foundation
import Testing
import Wayfinder
import WayfinderTesting

private enum TypedTabFailure: Error { case noTabs }

/// An app's own tab type.
private enum ShopTab: String, NavigationTab, CaseIterable {
  case home, search, cart
}

private enum ShopScreen: Hashable, Codable, Sendable {
  case home, results, cart
  case item(Int)
}

@MainActor
@Suite("An app's own tab type")
struct TypedTabTests {
  private func start() -> NavigationState<ShopScreen> {
    NavigationState(tabs: [ShopTab.home: .home, .search: .results, .cart: .cart], selection: .home)
  }

  @Test("the state and the commands take the app's tabs; a switch over the selection is exhaustive")
  func commands() throws {
    var state = start()
    #expect(ShopTab(state.selectedTab) == .home)
    #expect(state.base.tabsIDs == ShopTab.allCases.map(TabID.init))
    try state.selectTab(ShopTab.search)
    try state.push(.item(4), on: .tab(TabID(ShopTab.search)))
    let label: String =
      switch ShopTab(state.selectedTab) {
      case .home?: "home"
      case .search?: "search"
      case .cart?: "cart"
      case nil: "none"
      }
    #expect(label == "search")
    // Re-selecting the selected tab pops it to its root, as with a TabID.
    let popped = try state.selectTab(ShopTab.search)
    #expect(popped.map(\.route) == [.item(4)])
    // The typed form is the TabID form: the same ids, the same state.
    var untyped = NavigationState<ShopScreen>(
      tabs: ["home": .home, "search": .results, "cart": .cart], selection: "home")
    try untyped.selectTab("search")
    var typed = start()
    try typed.selectTab(ShopTab.search)
    #expect(typed == untyped)
  }

  @Test("the navigator and TestNavigator take them too")
  func navigator() throws {
    let test = TestNavigator(start())
    try test.send(
      { try $0.selectTab(ShopTab.cart) }, expecting: { try $0.selectTab(ShopTab.cart) })
    #expect(ShopTab(test.navigator.selectedTab) == .cart)
    try test.finish()
  }

  @Test("a link places its screen on a typed tab, and prints it back")
  func links() throws {
    var builder = LinkTableBuilder<ShopScreen>(schemes: ["shop"])
    try builder.add(
      "/search/item/:id", types: ["id": Int.self],
      placement: LinkPlacement(tab: ShopTab.search, parents: { _ in [] }),
      build: { .item(try $0.value("id")) },
      values: { if case .item(let id) = $0 { ["id": "\(id)"] } else { nil } })
    let navigator = Navigator(start(), links: try builder.build())
    try navigator.open(URL(string: "shop://search/item/9")!)
    #expect(ShopTab(navigator.selectedTab) == .search)
    #expect(navigator.state.currentRoute == .item(9))
    #expect(navigator.url(for: .item(9))?.absoluteString == "shop://search/item/9")
  }

  @Test("a stack location and the user's arrangement name typed tabs; the order reads back typed")
  func locationsAndArrangement() throws {
    var state = start()
    try state.push(.item(3), on: .tab(ShopTab.cart))
    #expect(state.stack(at: .tab("cart"))?.routes == [.cart, .item(3)])
    try state.customizeTabs(order: [ShopTab.cart, .home, .search], hidden: [.search])
    guard case .tabs(let tabs) = state.base else { throw TypedTabFailure.noTabs }
    #expect(tabs.ids.compactMap(ShopTab.init) == [.cart, .home, .search])
    #expect(tabs.hidden.compactMap(ShopTab.init) == [.search])
    try state.customizeTabs(hidden: Set<ShopTab>())
    guard case .tabs(let shown) = state.base else { throw TypedTabFailure.noTabs }
    #expect(shown.hidden.isEmpty)
  }

  @Test("a restored state reads its tabs back typed; a tab the type no longer has reads nil")
  func restoration() throws {
    var state = start()
    try state.selectTab(ShopTab.cart)
    let restorer = StateRestorer()
    let restored = try restorer.decode(ShopScreen.self, from: try restorer.encode(state)).state
    #expect(restored == state)
    #expect(ShopTab(restored.selectedTab) == .cart)
    // An older build's tab, which this build's type does not have.
    let older = NavigationState<ShopScreen>(
      tabs: ["home": .home, "wishlist": .results], selection: "wishlist")
    let read = try restorer.decode(ShopScreen.self, from: try restorer.encode(older)).state
    #expect(read.selectedTab == "wishlist")
    #expect(ShopTab(read.selectedTab) == nil, "never read as another tab")
  }

  @Test("a typed tab the state does not have is refused with a typed error, the state unchanged")
  func unknownTab() throws {
    var state = NavigationState<ShopScreen>(tabs: [ShopTab.home: .home], selection: .home)
    let before = state
    #expect(throws: NavigationError(.unknownTab("cart"))) { try state.selectTab(ShopTab.cart) }
    #expect(state == before)
  }
}

extension NavigationBase {
  /// The tabs' ids in order, or none.
  fileprivate var tabsIDs: [TabID] {
    if case .tabs(let tabs) = self { tabs.ids } else { [] }
  }
}
