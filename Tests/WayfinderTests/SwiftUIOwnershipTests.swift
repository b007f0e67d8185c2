import Testing
import WayfinderScenes

@testable import Wayfinder

/// What a SwiftUI window owns, and what it frees (Q36, Q39), in the shape `NavigationRoot`
/// gives it: the root view's state holds the host, the host holds the displayed state, the
/// navigator holds its host, and the app (or its scene) holds the navigator.
@Suite("SwiftUI ownership: a window frees what it made; a root follows its navigator (Q36, Q39)")
@MainActor
struct SwiftUIOwnershipTests {
  /// Weak references to what one window made.
  final class Made {
    weak var navigator: Navigator<Screen>?
    weak var host: SwiftUIModelHost?
    weak var displayed: DisplayedNavigation<Screen>?
    weak var scene: SceneNavigation<Screen>?

    var allFreed: Bool { navigator == nil && host == nil && displayed == nil && scene == nil }
  }

  /// A window: its scene and navigator, a root view's host slot, a stack with a sheet up.
  func openWindow(into made: Made) async throws {
    let navigator = Navigator(NavigationState(root: Screen.one, pushed: [.two]))
    let scene = SceneNavigation(navigator: navigator)
    let root = RootHost<Screen, SwiftUIModelHost>()
    let host = root.host(for: navigator) { SwiftUIModelHost(navigator) }
    navigator.attach(host, showing: host.displayed.state, timeout: .seconds(30))
    try navigator.present(.three, as: .sheet())
    try navigator.push(.detail(1))
    await host.settle(navigator)
    #expect(host.displayed.state == navigator.state)
    made.navigator = navigator
    made.host = host
    made.displayed = host.displayed
    made.scene = scene
  }

  @Test("Q36: a closed window frees its scene, navigator, host and displayed state")
  func closedWindowFreesEverything() async throws {
    let made = Made()
    try await openWindow(into: made)
    await waitUntil("the window's objects are freed") { made.allFreed }
    #expect(made.navigator == nil, "no cycle keeps the navigator")
    #expect(made.host == nil)
    #expect(made.displayed == nil)
    #expect(made.scene == nil)
  }

  @Test("Q39: a root handed another navigator shows it with a host of its own")
  func rootFollowsANewNavigator() async throws {
    let root = RootHost<Screen, SwiftUIModelHost>()
    let signedIn = Navigator(NavigationState(root: Screen.one, pushed: [.two]))
    let first = root.host(for: signedIn) { SwiftUIModelHost(signedIn) }
    #expect(root.host(for: signedIn) { SwiftUIModelHost(signedIn) } === first, "made once")

    // Sign-out: the app makes a new navigator and hands it to the same root.
    let signedOut = Navigator(NavigationState(root: Screen.detail(0)))
    let second = root.host(for: signedOut) { SwiftUIModelHost(signedOut) }
    #expect(second !== first)
    #expect(second.displayed.navigator === signedOut)
    signedOut.attach(second, showing: second.displayed.state, timeout: .seconds(30))
    try signedOut.push(.one)
    await second.settle(signedOut)
    #expect(second.displayed.state.activeStack.routes == [.detail(0), .one], "the screen moves")
    #expect(first.displayed.state.activeStack.routes == [.one, .two])
  }
}
