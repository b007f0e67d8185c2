import Testing
import Wayfinder

@Suite("A screen's own handle and scoped navigators")
@MainActor
struct ScopedNavigatorTests {
  @Test("a pushed screen closes itself by popping; a presented one by dismissing")
  func closeTheWayItWasShown() throws {
    let navigator = Navigator(root: AppScreen.home)
    try navigator.push(.form)
    let form = navigator.state.currentEntry.id
    try navigator.present(.picker, as: .sheet())
    let picker = navigator.state.currentEntry.id

    try navigator.screen(form).close()  // under the sheet: pops its own stack
    #expect(navigator.state.stack(at: .base)?.routes == [.home])
    #expect(navigator.state.layers.count == 1, "the sheet above is left alone")

    try navigator.screen(picker).close()
    #expect(navigator.state.layers.isEmpty)
  }

  @Test("a screen under a sheet pushes on its own stack, not on the sheet's")
  func pushOnMyStack() throws {
    let navigator = Navigator(root: AppScreen.home)
    let home = navigator.state.currentEntry.id
    try navigator.present(.picker, as: .sheet())

    try navigator.screen(home).push(.settings)

    #expect(navigator.state.stack(at: .base)?.routes == [.home, .settings])
    #expect(navigator.state.layers[0].content.routes == [.picker])
  }

  @Test("a root cannot close itself; a screen that left names itself")
  func rootsAndDepartedScreens() throws {
    let navigator = Navigator(root: AppScreen.home)
    let home = navigator.state.currentEntry.id
    #expect(throws: NavigationError.cannotClose(home)) { try navigator.screen(home).close() }
    #expect(throws: NavigationError.entryNotFound(EntryID(77))) {
      try navigator.screen(EntryID(77)).push(.form)
    }
  }

  @Test("a feature's handle cannot touch another tab")
  func featureStaysInItsTab() throws {
    let navigator = Navigator(
      NavigationState(tabs: ["shop": AppScreen.home, "account": .account], selection: "shop"))
    try navigator.push(.settings, on: .tab("account"))
    let accountTop = try #require(navigator.state.stack(at: .tab("account"))?.top.id)
    let shop = navigator.scoped(to: .stack(.tab("shop")))
    let before = navigator.state

    try navigator.selectTab("account")
    try shop.push(.picker)  // lands on the shop tab even while another tab is selected
    #expect(navigator.state.stack(at: .tab("shop"))?.routes == [.home, .picker])
    #expect(navigator.state.stack(at: .tab("account")) == before.stack(at: .tab("account")))

    #expect(throws: NavigationError.outsideScope(accountTop)) { try shop.pop(to: accountTop) }
    #expect(throws: NavigationError.cannotClose(before.stack(at: .tab("shop"))!.root.id)) {
      try shop.close()
    }
    #expect(navigator.state.stack(at: .tab("account"))?.top.id == accountTop)
  }

  @Test("a layer's handle closes its layer and finishes with its root's result")
  func layerHandle() async throws {
    let navigator = Navigator(root: AppScreen.home)
    let sheet = try navigator.scoped(to: .stack(.base)).present(.picker, as: .sheet())
    try sheet.push(.settings)
    #expect(sheet.stack?.routes == [.picker, .settings])

    try sheet.close()

    #expect(navigator.state.layers.isEmpty)
    #expect(sheet.location == nil)
    #expect(throws: NavigationError.self) { try sheet.push(.form) }
  }
}
