import Testing
import Wayfinder

@Suite("A screen's own navigator")
@MainActor
struct ScreenNavigatorTests {
  /// The screen on top, as its own navigator.
  private func top(_ navigator: Navigator<AppScreen>) -> ScreenNavigator<AppScreen> {
    ScreenNavigator(navigator, entry: navigator.state.currentEntry.id)
  }

  @Test("a pushed screen closes itself by popping; a presented one by dismissing")
  func closeTheWayItWasShown() throws {
    let navigator = Navigator(root: AppScreen.home)
    try navigator.push(.form)
    let form = top(navigator)
    try navigator.present(.picker, as: .sheet())
    let picker = top(navigator)

    #expect(form.close())  // under the sheet: pops its own stack
    #expect(navigator.state.stack(at: .base)?.routes == [.home])
    #expect(navigator.state.layers.count == 1, "the sheet above is left alone")

    #expect(picker.close())
    #expect(navigator.state.layers.isEmpty)
  }

  @Test("a screen under a sheet pushes on its own stack, not on the sheet's, and gets the ids")
  func pushOnMyStack() throws {
    let navigator = Navigator(root: AppScreen.home)
    let home = top(navigator)
    try navigator.present(.picker, as: .sheet())

    let settings = home.push(.settings)
    let more = home.push(contentsOf: [.form, .account])

    #expect(navigator.state.stack(at: .base)?.routes == [.home, .settings, .form, .account])
    #expect(navigator.state.stack(at: .base)?.entries.dropFirst().map(\.id) == [settings] + more!)
    #expect(navigator.state.layers[0].content.routes == [.picker])
  }

  @Test("a tab's screen pushes on its tab even while another tab is selected")
  func featureStaysInItsTab() throws {
    let navigator = Navigator(
      NavigationState(tabs: ["shop": AppScreen.home, "account": .account], selection: "shop"))
    let shopRoot = try #require(navigator.state.stack(at: .tab("shop"))?.root.id)
    let shop = ScreenNavigator(navigator, entry: shopRoot)
    let before = navigator.state
    #expect(shop.location == .tab("shop"))

    try navigator.selectTab("account")
    #expect(shop.push(contentsOf: [.picker, .settings])?.count == 2)
    #expect(navigator.state.stack(at: .tab("shop"))?.routes == [.home, .picker, .settings])
    #expect(navigator.state.stack(at: .tab("account")) == before.stack(at: .tab("account")))
    #expect(
      ScreenNavigator(navigator, entry: navigator.state.stack(at: .tab("shop"))!.top.id)
        .popToRoot())
    #expect(navigator.state.stack(at: .tab("shop"))?.routes == [.home])
  }

  @Test("a screen presents above everything, replaces its route and finishes with a result")
  func presentReplaceFinish() async throws {
    let navigator = Navigator(root: AppScreen.home)
    try navigator.push(.form)
    let form = top(navigator)
    #expect(form.replace(with: .settings))
    #expect(navigator.state.activeStack.routes == [.home, .settings])
    #expect(form.id == navigator.state.currentEntry.id, "the same screen, a new route")

    let asked = Task { await form.present(.picker, as: .sheet(), returning: String.self) }
    await waitUntil("the picker is up") { navigator.state.layers.count == 1 }
    #expect(top(navigator).finish(with: "red"))
    #expect(await asked.value == "red")
    #expect(navigator.state.layers.isEmpty)

    let pushed = Task { await form.push(.picker, returning: Int.self) }
    await waitUntil("the picker is pushed") { navigator.state.activeStack.depth == 3 }
    #expect(top(navigator).finish(with: 7))
    #expect(await pushed.value == 7)
    #expect(navigator.state.activeStack.routes == [.home, .settings])
  }

  @Test("a screen's alert is its own, and its answer comes back")
  func alertOwnedByTheScreen() async throws {
    let navigator = Navigator(root: AppScreen.home)
    try navigator.push(.form)
    let form = top(navigator)
    let answering = navigator.observe { event in
      if case .presentAlert = event.command.kind {
        try? navigator.userDid(.answeredAlert("discard"))
      }
    }
    let answer = await form.presentAlert(
      AlertState(title: "Discard?", buttons: [AlertButton("Discard", action: "discard")]))
    #expect(answer == "discard")
    answering.cancel()
  }

  @Test("a refusal returns nil or false, changes nothing, and is published with its reason")
  func refusalsArePublished() throws {
    let navigator = Navigator(root: AppScreen.home)
    var failures: [NavigationError] = []
    let token = navigator.observe { event in
      if case .failed(let error) = event.outcome { failures.append(error) }
    }
    let home = top(navigator)
    let before = navigator.state
    #expect(!home.close(), "the root of the base stack cannot close")
    let departed = ScreenNavigator(navigator, entry: EntryID(77))
    #expect(departed.push(.form) == nil)
    #expect(departed.present(.form, as: .sheet()) == nil)
    #expect(!departed.close())
    #expect(!departed.finish(with: 1))
    #expect(navigator.state == before)
    #expect(
      failures == [
        .because(.cannotClose(before.currentEntry.id)), .because(.entryNotFound(EntryID(77))),
        .because(.entryNotFound(EntryID(77))), .because(.entryNotFound(EntryID(77))),
        .because(.entryNotFound(EntryID(77))),
      ])
    token.cancel()
  }

  @Test("outside a screen every verb does nothing, and says so as a diagnostic")
  func outsideAScreen() async throws {
    let navigator = Navigator(root: AppScreen.home)
    let before = navigator.state
    var diagnostics: [NavigationDiagnostic] = []
    let token = navigator.observe { event in
      if case .diagnostic(let diagnostic) = event.outcome { diagnostics.append(diagnostic) }
    }
    let entryless = ScreenNavigator(navigator: navigator, entry: nil)
    let hostless = ScreenNavigator<AppScreen>(navigator: nil, entry: before.currentEntry.id)
    for screen in [entryless, hostless] {
      #expect(screen.push(.form) == nil)
      #expect(screen.push(contentsOf: [.form]) == nil)
      #expect(screen.present(.form, as: .sheet()) == nil)
      #expect(!screen.replace(with: .form))
      #expect(!screen.popToRoot())
      #expect(!screen.close())
      #expect(!screen.finish(with: 1))
      #expect(screen.id == nil)
      #expect(await screen.push(.form, returning: Int.self) == nil)
      #expect(await screen.present(.form, as: .sheet(), returning: Int.self) == nil)
      #expect(await screen.presentAlert(AlertState(title: "x")) == nil)
    }
    #expect(entryless.navigator === navigator, "the navigator is there without an entry")
    #expect(hostless.navigator == nil)
    #expect(navigator.state == before)
    #expect(
      diagnostics
        == [
          "push", "push", "present", "replace", "popToRoot", "close", "finish", "push", "present",
          "presentAlert",
        ].map(NavigationDiagnostic.screenNotShown))
    token.cancel()
  }
}
