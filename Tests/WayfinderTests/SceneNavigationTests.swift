import Foundation
import Testing
import WayfinderScenes

@testable import Wayfinder

/// One window's navigation: restoring at launch, a launch by a link, links once running, and
/// what each window saves — the rules `NavigationRoot` follows with scene storage and
/// `onOpenURL`.
@MainActor
@Suite("Windows: restoration, a launch by a link, and links once running")
struct SceneNavigationTests {
  /// Tab a with `One › Two › Three` and a sheet: what the user left last time.
  func savedData() throws -> Data {
    var state = fourTabs()
    try state.push(.two, on: .tab(.tabA))
    try state.push(.three, on: .tab(.tabA))
    try state.present(.presented, as: sampleSheet)
    return try StateRestorer().encode(state)
  }

  func window() throws -> SceneNavigation<Screen> {
    SceneNavigation(navigator: Navigator(fourTabs(), links: try makeTable()))
  }

  @Test("a window restores what it saved, and a later link keeps the other tabs")
  func restoresThenWarmLink() throws {
    let scene = try window()
    #expect(scene.restore(from: try savedData()) == .restored(dropped: []))
    #expect(scene.navigator.state.layers.count == 1)
    #expect(scene.opensLinksAsLaunch, "the restore alone does not end the launch")
    try scene.navigator.dismiss()  // the user does something
    #expect(!scene.opensLinksAsLaunch)
    try scene.open(URL(string: "wayfinder://c/detail/7")!)
    #expect(scene.navigator.state.selectedTab == "c")
    #expect(
      scene.navigator.state.stack(at: .tab(.tabA))?.routes == [.one, .two, .three],
      "a warm link keeps what the user built in tab a")
  }

  @Test("a launch by a link shows the link: the saved state is not restored after it")
  func linkBeforeRestore() throws {
    let scene = try window()
    try scene.open(URL(string: "wayfinder://c/detail/7")!)
    #expect(scene.launch == .openedByLink)
    #expect(scene.restore(from: try savedData()) == .openedByLink, "not restored")
    #expect(scene.navigator.state.layers.isEmpty)
    #expect(scene.navigator.state.stack(at: .tab(.tabA))?.routes == [.one])
    #expect(scene.navigator.state.activeStack.routes == [.one, .two, .detail(7)])
  }

  @Test("a launch link that comes just after the restore replaces it, as a cold start")
  func linkJustAfterRestore() throws {
    let scene = try window()
    scene.restore(from: try savedData())
    try scene.open(URL(string: "wayfinder://c/detail/7")!)
    #expect(scene.launch == .openedByLink)
    #expect(scene.navigator.state.layers.isEmpty, "the restored sheet is gone")
    #expect(scene.navigator.state.stack(at: .tab(.tabA))?.routes == [.one], "tab a as on launch")
    #expect(!scene.opensLinksAsLaunch, "the next link is a warm one")
  }

  @Test("after the background, a link is warm even if nothing else happened")
  func backgroundEndsLaunch() throws {
    let scene = try window()
    scene.restore(from: try savedData())
    scene.sceneDidEnterBackground()
    try scene.open(URL(string: "wayfinder://c/detail/7")!)
    #expect(scene.navigator.state.stack(at: .tab(.tabA))?.routes == [.one, .two, .three])
  }

  @Test("unreadable saved data starts fresh and says why; a bad link changes nothing")
  func badInput() throws {
    let scene = try window()
    let before = scene.navigator.state
    #expect(scene.restore(from: Data("garbage".utf8)) == .fresh(.because(.notWayfinderData)))
    #expect(scene.navigator.state == before)
    #expect(throws: NavigationError.self) { try scene.open(URL(string: "wayfinder://nowhere")!) }
    #expect(scene.navigator.state == before)
    #expect(scene.opensLinksAsLaunch, "a refused link is not the launch")
    let none = SceneNavigation(navigator: Navigator(fourTabs()))
    #expect(none.restore(from: nil) == .fresh(nil))
    #expect(throws: NavigationError(.badLink(.because(.noLinks)))) {
      try none.open(URL(string: "wayfinder://c")!)
    }
  }

  @Test("two windows keep their own state and save their own data")
  func windowsAreIndependent() throws {
    let first = try window()
    let second = try window()
    first.restore(from: try savedData())
    second.restore(from: nil)
    try second.open(URL(string: "wayfinder://people/Ada")!)
    #expect(first.navigator.state.layers.count == 1)
    #expect(second.navigator.state.selectedTab == "d")
    #expect(first.navigator.state.selectedTab == "a")

    let again = try window()
    again.restore(from: second.dataToSave())
    #expect(again.navigator.state.activeStack.routes == second.navigator.state.activeStack.routes)
    let other = try window()
    other.restore(from: first.dataToSave())
    #expect(other.navigator.state.layers.count == 1)
  }

  @Test("a window starts: launch links first, the saved state only without one")
  func connect() throws {
    let linked = try window()
    let launch = linked.start(
      opening: [URL(string: "wayfinder://nowhere")!, URL(string: "wayfinder://c/detail/7")!],
      restoring: try savedData())
    #expect(launch == .openedByLink, "a refused link is skipped; the next one launches")
    #expect(linked.navigator.state.layers.isEmpty)
    #expect(linked.navigator.state.selectedTab == "c")
    let plain = try window()
    #expect(plain.start(opening: [], restoring: try savedData()) == .restored(dropped: []))
    #expect(plain.navigator.state.layers.count == 1)
    let refused = try window()
    let state = refused.navigator.state
    #expect(
      refused.start(opening: [URL(string: "wayfinder://nowhere")!], restoring: nil)
        == .fresh(nil))
    #expect(refused.navigator.state == state)
  }

  @Test("a window opened with a start begins there; its own saved state wins after a relaunch")
  func windowStart() throws {
    var message = NavigationState(root: Screen.one, pushed: [.detail(7)])
    try message.present(.presented, as: sampleSheet)
    let start = try WindowStart.state(message)
    let opened = try window()
    #expect(opened.start(start, restoring: nil) == .openedAsWindow)
    #expect(opened.navigator.state == message)
    #expect(opened.opensLinksAsLaunch, "the start is the launch; a link now is still cold")

    let relaunched = try window()
    #expect(relaunched.start(start, restoring: try savedData()) == .restored(dropped: []))
    #expect(relaunched.navigator.state.selectedTab == "a", "the window's own state, not the start")

    let all = try window()
    let link = URL(string: "wayfinder://c/detail/7")!
    #expect(all.start(start, opening: [link], restoring: try savedData()) == .openedByLink)
    #expect(all.navigator.state.selectedTab == "c", "a launch link beats saved state and the start")
    #expect(all.navigator.state.layers.isEmpty)

    let byLink = try window()
    #expect(
      byLink.start(.link(URL(string: "wayfinder://c/detail/7")!), restoring: nil) == .openedAsWindow
    )
    #expect(byLink.navigator.state.selectedTab == "c")
    #expect(byLink.navigator.state.currentRoute == .detail(7))

    // One screen is placed as its link places it: .detail(7) in tab c, above its parent.
    let one = try window()
    #expect(one.start(try .route(Screen.detail(7)), restoring: nil) == .openedAsWindow)
    #expect(one.navigator.state.selectedTab == "c")
    #expect(one.navigator.state.activeStack.routes == [.one, .two, .detail(7)])
    // A screen no link prints starts the window alone.
    let alone = try window()
    #expect(alone.start(try .route(Screen.c), restoring: nil) == .openedAsWindow)
    #expect(alone.navigator.state.activeStack.routes == [.c])
    #expect(alone.navigator.state.selectedTab == nil)
    // Without links, the screen alone too, and no diagnostic about missing links.
    let unlinked = SceneNavigation(navigator: Navigator(fourTabs()))
    var diagnostics: [NavigationDiagnostic] = []
    let token = unlinked.navigator.observe { event in
      if case .diagnostic(let diagnostic) = event.outcome { diagnostics.append(diagnostic) }
    }
    defer { token.cancel() }
    #expect(unlinked.start(try .route(Screen.detail(7)), restoring: nil) == .openedAsWindow)
    #expect(unlinked.navigator.state.activeStack.routes == [.detail(7)])
    #expect(diagnostics.isEmpty)
  }

  @Test("a window start that cannot be read starts fresh and says why; the state is unchanged")
  func badWindowStart() throws {
    let decoder = JSONDecoder()
    let garbage = try decoder.decode(
      WindowStart.self, from: Data(#"{"content":{"state":{"_0":"AAEC"}}}"#.utf8))
    let scene = try window()
    let before = scene.navigator.state
    guard case .fresh(let error?) = scene.start(garbage, restoring: nil) else {
      Issue.record("a bad start is fresh with a reason")
      return
    }
    #expect(!error.description.isEmpty)
    #expect(scene.navigator.state == before)
    let unknown = try window()
    guard
      case .fresh(.some) = unknown.start(.link(URL(string: "wayfinder://nowhere")!), restoring: nil)
    else {
      Issue.record("a refused link is fresh with a reason")
      return
    }
    #expect(unknown.navigator.state == before)
    let plain = try window()
    #expect(plain.start(nil, restoring: nil) == .fresh(nil))
  }

  @Test("a window start is Codable and Hashable for openWindow(value:)")
  func windowStartValue() throws {
    let start = try WindowStart.route(Screen.detail(3))
    let data = try JSONEncoder().encode(start)
    #expect(try JSONDecoder().decode(WindowStart.self, from: data) == start)
    #expect(Set([start, start, WindowStart.link(URL(string: "wayfinder://a")!)]).count == 2)
    #expect(start.description.hasPrefix("route ("))
  }

  @Test("a launch link is built on the navigator's linkBase, which the app may set")
  func launchOnLinkBase() throws {
    let navigator = Navigator(fourTabs(), links: try makeTable())
    try navigator.push(.two)
    #expect(navigator.linkBase == fourTabs(), "the state the navigator was created with")
    var base = fourTabs()
    try base.push(.three, on: .tab(.tabC))
    navigator.linkBase = base
    let scene = SceneNavigation(navigator: navigator)
    try scene.open(URL(string: "wayfinder://c/detail/7")!)
    #expect(scene.launch == .openedByLink)
    #expect(navigator.state.stack(at: .tab(.tabA))?.routes == [.one], "tab a as on a cold start")
    #expect(navigator.state.stack(at: .tab(.tabC))?.routes == [.one, .three, .two, .detail(7)])
  }
}
