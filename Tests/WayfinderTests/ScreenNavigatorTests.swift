import Testing
import Wayfinder

@Suite("A screen's own navigator")
@MainActor
struct ScreenNavigatorTests {
  @Test("a pushed screen closes itself by popping; a presented one by dismissing")
  func closeTheWayItWasShown() throws {
    let navigator = Navigator(root: AppScreen.home)
    try navigator.push(.form)
    let form = ScreenNavigator(navigator, entry: navigator.state.currentEntry.id)
    try navigator.present(.picker, as: .sheet())
    let picker = ScreenNavigator(navigator, entry: navigator.state.currentEntry.id)

    try form.close()  // under the sheet: pops its own stack
    #expect(navigator.state.stack(at: .base)?.routes == [.home])
    #expect(navigator.state.layers.count == 1, "the sheet above is left alone")

    try picker.close()
    #expect(navigator.state.layers.isEmpty)
  }

  @Test("a screen under a sheet pushes on its own stack, not on the sheet's")
  func pushOnMyStack() throws {
    let navigator = Navigator(root: AppScreen.home)
    let home = ScreenNavigator(navigator, entry: navigator.state.currentEntry.id)
    try navigator.present(.picker, as: .sheet())

    try home.push(.settings)

    #expect(navigator.state.stack(at: .base)?.routes == [.home, .settings])
    #expect(navigator.state.layers[0].content.routes == [.picker])
  }

  @Test("a tab's screen pushes on its tab even while another tab is selected")
  func featureStaysInItsTab() throws {
    let navigator = Navigator(
      NavigationState(tabs: ["shop": AppScreen.home, "account": .account], selection: "shop"))
    let shopRoot = try #require(navigator.state.stack(at: .tab("shop"))?.root.id)
    let shop = ScreenNavigator(navigator, entry: shopRoot)
    let before = navigator.state

    try navigator.selectTab("account")
    try shop.push(.picker, .settings)
    #expect(navigator.state.stack(at: .tab("shop"))?.routes == [.home, .picker, .settings])
    #expect(navigator.state.stack(at: .tab("account")) == before.stack(at: .tab("account")))
    #expect(throws: NavigationError.cannotClose(shopRoot)) { try shop.close() }
  }

  @Test("a screen presents above everything, replaces its route and finishes with a result")
  func presentReplaceFinish() async throws {
    let navigator = Navigator(root: AppScreen.home)
    try navigator.push(.form)
    let form = ScreenNavigator(navigator, entry: navigator.state.currentEntry.id)
    try form.replace(with: .settings)
    #expect(navigator.state.activeStack.routes == [.home, .settings])
    #expect(try form.id == navigator.state.currentEntry.id, "the same screen, a new route")

    let asked = Task { try await form.present(.picker, as: .sheet(), returning: String.self) }
    await waitUntil("the picker is up") { navigator.state.layers.count == 1 }
    let picker = ScreenNavigator(navigator, entry: navigator.state.currentEntry.id)
    try picker.finish(with: "red")
    #expect(try await asked.value == "red")
    #expect(navigator.state.layers.isEmpty)

    let pushed = Task { try await form.push(.picker, returning: Int.self) }
    await waitUntil("the picker is pushed") { navigator.state.activeStack.depth == 3 }
    try ScreenNavigator(navigator, entry: navigator.state.currentEntry.id).finish(with: 7)
    #expect(try await pushed.value == 7)
    #expect(navigator.state.activeStack.routes == [.home, .settings])
  }

  @Test("a root cannot close itself; a screen that left names itself")
  func rootsAndDepartedScreens() throws {
    let navigator = Navigator(root: AppScreen.home)
    let home = ScreenNavigator(navigator, entry: navigator.state.currentEntry.id)
    #expect(throws: NavigationError.cannotClose(try home.id)) { try home.close() }
    let departed = ScreenNavigator(navigator, entry: EntryID(77))
    #expect(throws: NavigationError.entryNotFound(EntryID(77))) { try departed.push(.form) }
    #expect(throws: NavigationError.entryNotFound(EntryID(77))) { try departed.close() }
    #expect(navigator.state.activeStack.routes == [.home])
  }

  @Test("outside a screen every verb throws outsideScreen and changes nothing")
  func outsideAScreen() async throws {
    let navigator = Navigator(root: AppScreen.home)
    let before = navigator.state
    let entryless = ScreenNavigator(navigator: navigator, entry: nil)
    let hostless = ScreenNavigator<AppScreen>(navigator: nil, entry: before.currentEntry.id)
    for screen in [entryless, hostless] {
      #expect(throws: NavigationError.outsideScreen) { try screen.push(.form) }
      #expect(throws: NavigationError.outsideScreen) { try screen.present(.form, as: .sheet()) }
      #expect(throws: NavigationError.outsideScreen) { try screen.replace(with: .form) }
      #expect(throws: NavigationError.outsideScreen) { try screen.close() }
      #expect(throws: NavigationError.outsideScreen) { try screen.finish(with: 1) }
      #expect(throws: NavigationError.outsideScreen) { _ = try screen.id }
      await #expect(throws: NavigationError.outsideScreen) {
        _ = try await screen.push(.form, returning: Int.self)
      }
      await #expect(throws: NavigationError.outsideScreen) {
        _ = try await screen.present(.form, as: .sheet(), returning: Int.self)
      }
    }
    #expect(try entryless.navigator === navigator, "the navigator is there without an entry")
    #expect(throws: NavigationError.outsideScreen) { _ = try hostless.navigator }
    #expect(navigator.state == before)
  }
}
