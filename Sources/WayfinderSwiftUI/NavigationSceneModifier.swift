#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder
  public import WayfinderScenes

  /// Restores a window's navigation from its scene storage, opens the links and universal links
  /// the window is handed, and saves the state when the window goes to the background — the
  /// rules of `SceneNavigation` (a launch by a link shows the link, not the saved state). With
  /// the app's `LinkInbox`, every link the window is handed goes through the inbox, and the
  /// window attaches to it when it appears.
  struct NavigationSceneModifier<Route: Hashable & Codable & Sendable>: ViewModifier {
    let navigator: Navigator<Route>
    let inbox: LinkInbox<Route>?
    let restorer: StateRestorer
    let policy: LinkPolicy
    let start: WindowStart?
    let windowForLinks: WindowForLinks
    let tabArrangement: TabArrangementStore?
    /// Made once, on the first event, so that a body pass creates nothing.
    @State private var scene: SceneNavigation<Route>?
    /// Keeps the window attached to the inbox while the view lives.
    @State private var attached: NavigationToken?
    /// What a UI test reads of the launch it asked for (debug builds); `nil` without one.
    @State private var testLaunch: String?
    @SceneStorage private var saved: Data?
    @Environment(\.scenePhase) private var scenePhase

    init(
      navigator: Navigator<Route>, inbox: LinkInbox<Route>? = nil, restorer: StateRestorer,
      policy: LinkPolicy, key: String, start: WindowStart?, windowForLinks: WindowForLinks,
      tabArrangement: TabArrangementStore?
    ) {
      self.navigator = navigator
      self.inbox = inbox
      self.restorer = restorer
      self.policy = policy
      self.start = start
      self.windowForLinks = windowForLinks
      self.tabArrangement = tabArrangement
      _saved = SceneStorage(key)
    }

    /// The window's navigation, made on first use.
    private func current() -> SceneNavigation<Route> {
      if let scene { return scene }
      let made = SceneNavigation(navigator: navigator, policy: policy, restorer: restorer)
      made.tabArrangement = tabArrangement
      scene = made
      return made
    }

    /// Starts the window; with an inbox, attaches it once, after the start, so that a parked
    /// link replaces a restored state as a launch link does. Appearing again is not attaching
    /// again (Q25).
    private func appear() {
      // A UI test's launch comes first; the usual start then does nothing.
      if testLaunch == nil { testLaunch = current().startForUITest() }
      guard let inbox else {
        current().start(start, restoring: saved)
        return
      }
      guard attached == nil else { return }
      let scene = current()
      scene.start(start, restoring: saved)
      attached = inbox.attach(scene, windowForLinks: windowForLinks)
    }

    /// A link handed to the window: through the inbox, else opened in the window.
    private func open(_ url: URL) {
      if let inbox {
        inbox.receive(url, from: .url)
      } else {
        try? current().open(url)
      }
    }

    func body(content: Content) -> some View {
      content
        // A view of its own reads the state, so a change re-renders it alone (Q23); SwiftUI
        // takes the union of a scene's answers, wherever in the window they are.
        .background(WindowLinkAnswer(navigator: navigator, choice: windowForLinks))
        .background(UITestProbe(navigator: navigator, launch: testLaunch))
        .onAppear(perform: appear)
        .onOpenURL(perform: open)
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
          if let inbox {
            inbox.receive(activity)
          } else if let url = activity.webpageURL {
            open(url)
          }
        }
        .modifier(SpotlightResults(inbox: inbox))
        .onChange(of: scenePhase) { _, phase in
          if phase == .active { inbox?.dropExpired() }
          guard phase == .background else { return }
          let scene = current()
          scene.sceneDidEnterBackground()
          saved = scene.dataToSave()
        }
    }
  }

  /// The window's answer to "which open window takes this link", read from what its navigator
  /// shows: `handlesExternalEvents(preferring:allowing:)` on an empty view in the window.
  struct WindowLinkAnswer<Route: Hashable & Sendable>: View {
    let navigator: Navigator<Route>
    let choice: WindowForLinks

    var body: some View {
      let conditions = WindowLinkConditions(choice, navigator: navigator)
      Color.clear
        .handlesExternalEvents(preferring: conditions.preferring, allowing: conditions.allowing)
    }
  }

  extension View {
    /// Gives the window its navigation's links and restoration: the state is restored from the
    /// window's scene storage when it appears (leniently), custom-scheme links (`onOpenURL`)
    /// and universal links are opened with the navigator's `links`, and the state is saved when the window
    /// goes to the background. A window launched by a link shows the link, not the saved state
    /// (`SceneNavigation`). Each window of a `WindowGroup` has its own storage, so give each
    /// its own navigator: create it in a view inside the group, not in the `App`.
    ///
    /// A window the app opens with `openWindow(value: WindowStart)` starts from that value (a
    /// screen, a state or a link) the first time, and from its own saved state after a
    /// relaunch: declare `WindowGroup(for: WindowStart.self) { $start in … }` and pass `start`.
    ///
    /// **Links and restoration, in one place.** A link that launches the window beats its
    /// saved state: the window shows the link's whole state, built on the navigator's
    /// `linkBase`, and the saved state is not restored. Otherwise the saved state is restored,
    /// then the window's start (`openWindow(value:)`) is used only when there is none. Once the
    /// window runs, a link lands by `policy` — or by the link's own `LinkPlacement.whenRunning`
    /// — on what is shown, and the window saves what it then shows.
    ///
    /// **Which window, when several are open** (iPad, Mac): `windowForLinks` answers for this
    /// window with `handlesExternalEvents(preferring:allowing:)`, from what it shows. Without
    /// that answer SwiftUI opens a new window for every link, so the default,
    /// `.anyOpenWindow`, lets any open window take it; `.showing(pathSegments:)` sends a link
    /// to the window already showing its target, and `.newWindow` opens one per link. On iPhone
    /// the one window takes every link.
    ///
    /// ```swift
    /// struct WindowView: View {
    ///   @State private var navigator = Navigator(root: Screen.home, links: AppLinks.table)
    ///   var body: some View {
    ///     NavigationRoot(navigator) { screen in ScreenView(screen) }
    ///       .navigationScene(navigator)
    ///   }
    /// }
    /// ```
    /// - Parameters:
    ///   - navigator: The window's navigator, with the app's links (none: the window only
    ///     restores) and its `linkBase`, what a launch link is built on.
    ///   - key: The scene storage key (default: `"wayfinder.navigation"`).
    ///   - restorer: How saved data is read and written (default: lenient).
    ///   - policy: How a link lands once the window runs, unless the link names its own
    ///     (default: `.keepOtherTabs`: the link's tab, back stack and layer; other tabs keep
    ///     theirs).
    ///   - start: What the app opened this window with, if it did (`openWindow(value:)`).
    ///   - windowForLinks: Which open window a link from outside the app opens in (default:
    ///     `.anyOpenWindow`).
    ///   - tabArrangement: Where the user's tab order and hidden tabs are kept for the whole
    ///     app, across a relaunch and for new windows (default: `TabArrangementStore.shared`, in
    ///     the standard user defaults, as `TabViewCustomization` in `@AppStorage` is); `nil`
    ///     keeps each window's own, in its scene storage.
    /// - Returns: The view, with its window's navigation wired.
    @MainActor
    public func navigationScene<Route: Hashable & Codable & Sendable>(
      _ navigator: Navigator<Route>, key: String = "wayfinder.navigation",
      restorer: StateRestorer = StateRestorer(mode: .lenient),
      policy: LinkPolicy = .keepOtherTabs, start: WindowStart? = nil,
      windowForLinks: WindowForLinks = .anyOpenWindow,
      tabArrangement: TabArrangementStore? = .shared
    ) -> some View {
      modifier(
        NavigationSceneModifier(
          navigator: navigator, restorer: restorer, policy: policy, key: key, start: start,
          windowForLinks: windowForLinks, tabArrangement: tabArrangement))
    }
  }
#endif
