import Testing
import Wayfinder
import WayfinderFlows

/// A screen's model, whose release the tests watch through weak references.
@MainActor
final class ScreenModel {
  var text = ""
}

/// Another model type, kept beside `ScreenModel` by the same screen.
@MainActor
final class OtherModel {}

@Suite("Entry-scoped state: a model lives as long as its screen, transition included")
@MainActor
struct EntryStoreTests {
  @Test("a model survives a tab switch and a sheet over it, and goes once the pop is acknowledged")
  func releasedAfterPopAcknowledged() async throws {
    let (navigator, host) = GatedHost.driving(fourTabs())
    let screen = try navigator.push(.detail(1))
    await host.finishAll(navigator)
    let store = EntryStore.of(navigator)
    weak var model: ScreenModel?
    do {
      let made = store.model(for: screen) { ScreenModel() }
      made.text = "draft"
      model = made
    }
    #expect(model != nil, "the store keeps the model")
    #expect(store.model(for: screen) { ScreenModel() } === model, "every read, the same model")

    try navigator.selectTab(.tabB)
    await host.finishAll(navigator)
    try navigator.selectTab(.tabA)
    await host.finishAll(navigator)
    #expect(model?.text == "draft", "kept through a tab switch")

    try navigator.present(.presented, as: sampleSheet)
    await host.finishAll(navigator)
    try navigator.dismiss()
    await host.finishAll(navigator)
    #expect(model?.text == "draft", "kept while a sheet covered the screen")

    try navigator.pop()
    await waitUntil("the pop's step started") { host.isWaiting }
    #expect(navigator.state.entry(screen) == nil, "the state dropped the screen at once")
    #expect(model != nil, "the screen is still sliding away: its model must outlive the pop")
    host.finish()
    await waitUntil("settled") { navigator.isSettled }
    #expect(model == nil, "released once the host acknowledged the pop")
  }

  @Test("under the UIKit host's model too, a model goes only once the pop's animation completes")
  func uikitHost() async throws {
    let rig = try ControllerRig(fourTabs())
    await rig.settle()
    let screen = try rig.navigator.push(.detail(1))
    await rig.settle()
    weak var model: ScreenModel?
    model = EntryStore.of(rig.navigator).model(for: screen) { ScreenModel() }
    try rig.navigator.selectTab(.tabB)
    await rig.settle()
    try rig.navigator.selectTab(.tabA)
    await rig.settle()
    try rig.navigator.present(.presented, as: sampleSheet)
    await rig.settle()
    try rig.navigator.dismiss()
    await rig.settle()
    #expect(model != nil, "kept through a tab switch and a sheet")
    try rig.navigator.pop()
    await waitUntil("the navigation controller animates the pop") { rig.tree.isAnimating }
    #expect(rig.navigator.state.entry(screen) == nil)
    #expect(model != nil, "the controller is still sliding away")
    await rig.settle()
    #expect(model == nil, "released once the pop completed")
  }

  @Test("a model kept through a step that timed out is released once the host is resynchronised")
  func releasedAfterTimeout() async throws {
    let navigator = Navigator(NavigationState<Screen>(root: .one))
    let host = GatedHost(navigator)
    navigator.attach(host, timeout: .milliseconds(50))
    let screen = try navigator.push(.two)
    await host.finishAll(navigator)
    weak var model: ScreenModel?
    model = EntryStore.of(navigator).model(for: screen) { ScreenModel() }
    try navigator.pop()
    await waitUntil("the pop's step started") { host.isWaiting }
    #expect(model != nil)
    // The host never acknowledges: the navigator's timeout ends the step.
    for _ in 0..<2000 where model != nil { try await Task.sleep(for: .milliseconds(5)) }
    #expect(model == nil, "released when the navigator resynchronised from the host")
    host.finish()
  }

  @Test("without a host nothing is animated: the model goes with its entry")
  func withoutHost() throws {
    let navigator = Navigator(NavigationState<Screen>(root: .one))
    let screen = try navigator.push(.two)
    weak var model: ScreenModel?
    weak var other: OtherModel?
    let store = EntryStore.of(navigator)
    model = store.model(for: screen) { ScreenModel() }
    other = store.model(for: screen) { OtherModel() }
    #expect(model != nil && other != nil, "one model of each type per screen")
    #expect(EntryStore.of(navigator) === store, "the window's one store")
    try navigator.pop()
    #expect(model == nil && other == nil)
  }

  @Test("a model asked for an entry the navigator does not hold is made, not kept, and reported")
  func entryNotHeld() throws {
    let navigator = Navigator(NavigationState<Screen>(root: .one))
    var diagnostics: [NavigationDiagnostic] = []
    let token = navigator.observe { if let found = $0.diagnostic { diagnostics.append(found) } }
    let store = EntryStore.of(navigator)
    let missing = try navigator.push(.two)
    try navigator.pop()
    let first = store.model(for: missing) { ScreenModel() }
    let second = store.model(for: missing) { ScreenModel() }
    #expect(first !== second, "not kept")
    #expect(diagnostics == [.entryNotHeld("entry \(missing)"), .entryNotHeld("entry \(missing)")])
    token.cancel()
  }

  @Test("a layer's model is shared by its screens and released once its dismissal ends")
  func layerScope() async throws {
    let (navigator, host) = GatedHost.driving(NavigationState(root: .one))
    let sheet = try navigator.present(.presented, as: sampleSheet)
    await host.finishAll(navigator)
    let store = EntryStore.of(navigator)
    weak var model: ScreenModel?
    model = store.model(for: sheet) { ScreenModel() }
    try navigator.push(.two)
    await host.finishAll(navigator)
    #expect(store.model(for: sheet) { ScreenModel() } === model)
    try navigator.dismiss()
    await waitUntil("the dismissal started") { host.isWaiting }
    #expect(model != nil, "the sheet is still sliding down")
    host.finish()
    await waitUntil("settled") { navigator.isSettled }
    #expect(model == nil)
  }

  @Test("a flow's model is shared by its screens and released when the flow ends")
  func flowScope() async throws {
    let checkout = NavigationFlow<Screen>([
      .push(.two), .present(.presented, as: sampleSheet), .push(.three),
    ])
    let (navigator, host) = GatedHost.driving(NavigationState(root: .one))
    let root = navigator.state.currentEntry.id
    let run = try navigator.start(checkout)
    await host.finishAll(navigator)
    weak var model: ScreenModel?
    weak var rootModel: ScreenModel?
    rootModel = EntryStore.of(navigator).model(for: root) { ScreenModel() }
    model = run.model { ScreenModel() }
    model?.text = "address"
    try run.next()
    try run.next()
    await host.finishAll(navigator)
    #expect(run.model { ScreenModel() }.text == "address", "the same model on the third screen")
    let first = try #require(run.screens.first)
    #expect(EntryStore.of(navigator).model(for: first) { ScreenModel() } === model)

    try run.finish()
    await waitUntil("the flow's way out started") { host.isWaiting }
    #expect(model != nil, "the flow's screens are still leaving")
    await host.finishAll(navigator)
    #expect(model == nil, "released when the flow ended and its screens were gone")
    #expect(rootModel != nil, "the screen under the flow keeps its own")
  }

  @Test("a flow the user leaves by going back past its first screen releases its model too")
  func flowLeftByUser() throws {
    let navigator = Navigator(NavigationState<Screen>(root: .one))
    let run = try navigator.start(NavigationFlow([.push(.two), .push(.three)]), through: 1)
    weak var model: ScreenModel?
    model = run.model { ScreenModel() }
    try navigator.popToRoot()
    #expect(model == nil)
  }

  @Test("restoring starts every screen afresh, even where a restored id was used before")
  func restoreStartsAfresh() throws {
    let navigator = Navigator(NavigationState<Screen>(root: .one))
    let root = navigator.state.currentEntry.id
    weak var before: ScreenModel?
    before = EntryStore.of(navigator).model(for: root) { ScreenModel() }
    try navigator.restore(NavigationState(root: .two))
    #expect(navigator.state.currentEntry.id == root, "the restored root has the same id")
    #expect(before == nil, "the model of the screen it replaced is gone")
    #expect(EntryStore.of(navigator).model(for: root) { ScreenModel() } !== before)
  }
}
