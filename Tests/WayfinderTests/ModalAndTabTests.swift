import Testing
import Wayfinder

@Suite("Sheets, covers, custom presentations, tabs, alerts, go back")
struct ModalAndTabTests {
  @Test("a sheet over a stack, with a stack of its own")
  func sheetOverStack() throws {
    var state = NavigationState(root: Screen.one, pushed: [.two])
    let sheet = try state.present(.presented, as: sampleSheet)
    #expect(state.layers.count == 1)
    #expect(state.layers[0].presentation == sampleSheet)
    #expect(state.activeLocation == .layer(sheet))
    try state.push(.three)
    #expect(state.stack(at: .layer(sheet))?.routes == [.presented, .three])
    #expect(state.stack(at: .base)?.routes == [.one, .two], "the stack beneath is untouched")
    try state.dismiss()
    #expect(state.layers.isEmpty)
    #expect(state.currentRoute == .two)
  }

  @Test("full-screen cover and custom presentation stack up and dismiss in order")
  func coverAndCustom() throws {
    var state = NavigationState(root: Screen.one)
    try state.present(.presented, as: .fullScreenCover)
    let custom = try state.present(.detail(1), as: .custom("grow-from-centre"))
    #expect(state.layers.map(\.presentation) == [.fullScreenCover, .custom("grow-from-centre")])
    #expect(!Presentation.fullScreenCover.isInteractivelyDismissible)
    #expect(sampleSheet.isInteractivelyDismissible)
    let dismissed = try state.dismiss(layer: state.layers[0].id)
    #expect(dismissed.map(\.id).last == custom)
    #expect(state.layers.isEmpty)
  }

  @Test("present a stack; dismiss all")
  func presentStack() throws {
    var state = NavigationState(root: Screen.one)
    try state.present(stack: [.one, .two, .three], as: .sheet())
    try state.present(.presented, as: .fullScreenCover)
    #expect(state.layers[0].content.routes == [.one, .two, .three])
    #expect(state.dismissAll().count == 2)
    #expect(state.layers.isEmpty)
    #expect(state.dismissAll().isEmpty)
  }

  @Test("tabs a–d each keep their own stack")
  func tabsKeepStacks() throws {
    var state = fourTabs()
    try state.push(.two)
    try state.selectTab(.tabB)
    try state.push(contentsOf: [.two, .three])
    try state.selectTab(.tabC)
    #expect(state.currentRoute == .one)
    try state.selectTab(.tabA)
    #expect(state.activeStack.routes == [.one, .two])
    #expect(state.stack(at: .tab(.tabB))?.routes == [.one, .two, .three])
    #expect(state.stack(at: .tab(.tabD))?.routes == [.one])
    #expect(state.selectedTab == .tabA)
  }

  @Test("re-selecting the selected tab pops it to its root")
  func reselectPopsToRoot() throws {
    var state = fourTabs()
    try state.push(contentsOf: [.two, .three])
    let popped = try state.selectTab(.tabA)
    #expect(popped.map(\.route) == [.two, .three])
    #expect(state.activeStack.routes == [.one])
  }

  @Test("commands can target a tab that is not selected")
  func targetOtherTab() throws {
    var state = fourTabs()
    try state.push(.detail(7), on: .tab(.tabD))
    #expect(state.activeStack.routes == [.one])
    #expect(state.stack(at: .tab(.tabD))?.routes == [.one, .detail(7)])
  }

  @Test("an alert with a destructive action sits above everything")
  func alert() throws {
    var state = NavigationState(root: Screen.one)
    try state.present(.presented, as: sampleSheet)
    let alert = AlertState(
      title: "Delete?", message: "This cannot be undone.",
      buttons: [
        AlertButton("Delete", role: .destructive, action: "delete"),
        AlertButton("Cancel", role: .cancel),
      ])
    let id = try state.presentAlert(alert)
    try state.present(.detail(2), as: .fullScreenCover)
    #expect(state.alert?.id == id, "the alert stays on top of a layer presented after it")
    #expect(try state.dismissAlert().content == alert)
    #expect(state.alert == nil)
  }

  @Test("go back closes the alert, then pops, then dismisses")
  func goBack() throws {
    var state = NavigationState(root: Screen.one, pushed: [.two])
    try state.present(stack: [.presented, .three], as: sampleSheet)
    try state.presentAlert(AlertState(title: "Hi"))
    let steps = try (1...4).map { _ in try state.goBack() }
    let alertID = AlertID(6)
    let sheet = Layer(
      id: LayerID(3), presentation: sampleSheet,
      content: Stack(root: Entry(id: EntryID(4), route: Screen.presented)))
    #expect(
      steps == [
        .closedAlert(
          PresentedAlert(id: alertID, content: AlertState(title: "Hi"), owner: .entry(EntryID(5)))),
        .popped(Entry(id: EntryID(5), route: .three)),
        .dismissed(sheet),
        .popped(Entry(id: EntryID(2), route: .two)),
      ])
    #expect(throws: NavigationError(.nothingToGoBack)) { try state.goBack() }
  }
}
