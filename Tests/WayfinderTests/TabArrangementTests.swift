import Foundation
import Testing
import Wayfinder
import WayfinderScenes

@MainActor
@Suite("The user's tab arrangement is the app's: kept across a relaunch and shared by new windows")
struct TabArrangementTests {
  /// A store in user defaults of its own, emptied first.
  private func freshStore(_ name: String) -> (TabArrangementStore, UserDefaults) {
    let suite = "wayfinder.tests.\(name)"
    let defaults = UserDefaults(suiteName: suite)!
    defaults.removePersistentDomain(forName: suite)
    return (TabArrangementStore(defaults: defaults), defaults)
  }

  /// A window with three tabs, started with the store.
  private func window(_ store: TabArrangementStore?, selection: TabID = "home")
    -> SceneNavigation<AppScreen>
  {
    let navigator = Navigator(
      NavigationState(
        tabs: ["home": AppScreen.home, "search": .picker, "account": .account],
        selection: selection))
    let scene = SceneNavigation(navigator: navigator)
    scene.tabArrangement = store
    scene.start(restoring: nil)
    return scene
  }

  private func arrangement(_ scene: SceneNavigation<AppScreen>) -> TabArrangement? {
    guard case .tabs(let tabs) = scene.navigator.state.base else { return nil }
    return TabArrangement(order: tabs.ids, hidden: tabs.hidden)
  }

  @Test("the user's arrangement in one window is the next window's, and a relaunch's")
  func sharedAndKept() throws {
    let (store, defaults) = freshStore("shared")
    let first = window(store)
    try first.navigator.userDid(
      .customizedTabs(order: ["account", "home", "search"], hidden: ["search"]))
    let expected = TabArrangement(order: ["account", "home", "search"], hidden: ["search"])
    #expect(store.arrangement == expected)

    let second = window(store)
    #expect(arrangement(second) == expected, "a new window starts with it")
    let relaunched = window(TabArrangementStore(defaults: defaults))
    #expect(arrangement(relaunched) == expected, "a force-quit keeps it")
    #expect(relaunched.launch == .fresh(nil), "applying it is part of the launch")
  }

  @Test("a window that keeps its own arrangement neither reads nor writes the app's")
  func perWindow() throws {
    let (store, _) = freshStore("perWindow")
    store.arrangement = TabArrangement(order: ["search", "home", "account"], hidden: [])
    let own = window(nil)
    #expect(arrangement(own)?.order == ["home", "search", "account"])
    try own.navigator.userDid(.customizedTabs(order: ["account", "search", "home"], hidden: []))
    #expect(store.arrangement?.order == ["search", "home", "account"])
  }

  @Test("a stored arrangement fits the tabs a build has, and never hides the selected tab")
  func fitted() {
    let (store, _) = freshStore("fitted")
    // An older build had a "radio" tab and did not know "account".
    store.arrangement = TabArrangement(order: ["radio", "search", "home"], hidden: ["home"])
    let scene = window(store, selection: "home")
    #expect(arrangement(scene) == TabArrangement(order: ["search", "home", "account"], hidden: []))
  }

  @Test("stored data that does not read, or names too many tabs, is no arrangement")
  func bounded() {
    let (store, defaults) = freshStore("bounded")
    defaults.set(Data("not json".utf8), forKey: "Wayfinder.tabArrangement")
    #expect(store.arrangement == nil)
    let many = (0...TabArrangementStore.maximumTabs).map { TabID("t\($0)") }
    store.arrangement = TabArrangement(order: many, hidden: [])
    #expect(store.arrangement == nil)
    #expect(arrangement(window(store))?.order == ["home", "search", "account"])
  }
}
