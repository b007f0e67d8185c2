public import Foundation
public import Wayfinder

/// One window's navigation from launch to background: it restores the saved state, opens the
/// links the window is handed, and gives back what to save — with one rule for a launch by a
/// link.
///
/// **Launch is not a replay.** What a window starts with — its restored state, its launch link,
/// the state it was opened with — is shown without animation (rule Q24): the host shows it in
/// the fewest updates it accepts, each acknowledged at once, never as an animated sequence of
/// pushes and presentations.
///
/// **The launch rule.** A window launched by a link shows the link, not the saved state: a
/// link that arrives before anything else has happened in the window (the restore aside) is
/// opened as on a cold start (`LinkPolicy/resetOtherTabs` from the navigator's
/// `Navigator/linkBase`, no layers), and a
/// saved state that arrives after such a link is not restored. Once the window has changed in
/// any other way, or has been in the background, links are opened with `policy`.
///
/// Each window of an app has its own `SceneNavigation`, navigator and saved data, so two
/// windows never share a stack; `NavigationRoot` in WayfinderSwiftUI makes one per window and
/// keeps its data in the window's scene storage.
///
/// ```swift
/// let navigator = Navigator(.start, links: links)
/// let scene = SceneNavigation(navigator: navigator)
/// scene.start(restoring: savedData)     // the window appears
/// try scene.open(url)                   // onOpenURL, a universal link
/// savedData = scene.dataToSave()        // the window goes to the background
/// ```
@MainActor
public final class SceneNavigation<Route: Hashable & Codable & Sendable> {
  /// What became of the launch.
  @nonexhaustive
  public enum Launch: Equatable, Sendable {
    /// Nothing yet: no saved state was offered, no link arrived.
    case waiting
    /// The saved state was restored; `dropped` says what lenient decoding left out.
    case restored(dropped: [DroppedContent])
    /// There was nothing saved, or the saved data could not be read (the error); the window
    /// starts from its navigator's state.
    case fresh(RestorationError?)
    /// A link launched the window: a saved state offered later is not restored, and one
    /// restored just before is replaced by the link's state.
    case openedByLink
    /// The window was opened by the app with a ``WindowStart`` and started from it.
    case openedAsWindow
  }

  /// The window's navigator, with the app's links (`Navigator/links`) and the state a
  /// launch link is built on (`Navigator/linkBase`).
  public let navigator: Navigator<Route>
  /// How links are opened once the window is running.
  public var policy: LinkPolicy
  /// How saved data is read and written (default: lenient).
  public var restorer: StateRestorer
  /// What became of the launch.
  public private(set) var launch: Launch = .waiting
  /// Where the user's tab arrangement is kept for the whole app (default:
  /// ``TabArrangementStore/shared``): applied when the window starts, saved when the tabs are
  /// rearranged. `nil` keeps the arrangement with this window's own state. Set it before
  /// ``start(_:opening:restoring:)``.
  public var tabArrangement: TabArrangementStore? = .shared
  private var isLaunching = true
  private var restoring = false
  private var token: NavigationToken?
  /// What keeps a UIKit window's activation conditions in step with its state.
  package var conditionsToken: NavigationToken?

  /// Creates a window's navigation.
  ///
  /// ```swift
  /// let scene = SceneNavigation(navigator: Navigator(.start, links: links))
  /// ```
  /// - Parameters:
  ///   - navigator: The window's navigator, holding the app's links.
  ///   - policy: How links are opened once the window runs (default:
  ///     `LinkPolicy/keepOtherTabs`).
  ///   - restorer: How saved data is read and written (default: lenient).
  public init(
    navigator: Navigator<Route>, policy: LinkPolicy = .keepOtherTabs,
    restorer: StateRestorer = StateRestorer(mode: .lenient)
  ) {
    self.navigator = navigator
    self.policy = policy
    self.restorer = restorer
    token = navigator.observe { [weak self] event in
      // Any change but the restore itself ends the launch; a refused command changed nothing.
      guard let self, !self.restoring, event.outcome == .changed else { return }
      self.isLaunching = false
      self.keepArrangement(from: event)
    }
  }

  /// Whether a link arriving now would be opened as the window's launch link.
  package var opensLinksAsLaunch: Bool { isLaunching }

  /// Restores the saved state when the window appears, unless a link launched it.
  /// - Parameter data: The saved data, or `nil` when nothing was saved.
  /// - Returns: What became of the launch.
  @discardableResult
  package func restore(from data: Data?) -> Launch {
    guard launch == .waiting else { return launch }
    guard let data, !data.isEmpty else {
      launch = .fresh(nil)
      return launch
    }
    restoring = true
    defer { restoring = false }
    do throws(RestorationError) {
      // The navigator's own restore: it says why when it restores nothing.
      let restored = try navigator.withStepsAnimated(false) {
        () throws(RestorationError) -> RestoredState<Route> in
        try navigator.restore(from: data, using: restorer)
      }
      launch = .restored(dropped: restored.dropped)
    } catch {
      launch = .fresh(error)
    }
    return launch
  }

  /// Opens a link the window was handed: as the launch link (cold) when it is the first thing
  /// to happen, else with ``policy``.
  /// - Parameter url: The link.
  /// - Throws: a `NavigationError` (code `.badLink`) for a link the table refuses (the state is
  ///   unchanged; a refused launch link leaves the launch as it was), or the navigator's
  ///   refusal; a `NavigationError` (code `.badLink`) with a `LinkError` (code `.configuration`) when the navigator
  ///   has no links.
  public func open(_ url: URL) throws(NavigationError) {
    if isLaunching {
      // Shown as the window's first state, not replayed with animation (Q24).
      try navigator.withStepsAnimated(false) { () throws(NavigationError) in
        try navigator.open(url, policy: .resetOtherTabs)
      }
      launch = .openedByLink
    } else {
      try navigator.open(url, policy: policy)
    }
  }

  /// Starts a window: the one place where a window's launch is decided, on SwiftUI's first
  /// appearance of the window's view or in UIKit's `scene(_:willConnectTo:options:)`.
  ///
  /// In order, and the first that happens is the launch:
  /// 1. the links the window was launched with (custom schemes, universal links) are opened —
  ///    the first one the table accepts is the launch link, placed from the navigator's
  ///    `Navigator/linkBase` (a launch link beats restored state);
  /// 2. the window's own saved state is restored — a window the system brings back after a
  ///    relaunch shows what it showed;
  /// 3. a window the app opened with a ``WindowStart`` (SwiftUI's `openWindow(value:)`, a
  ///    UIKit scene activation) starts from it: its route (placed as its link would place it),
  ///    its state (read by ``restorer``, bounded and checked) or its link;
  /// 4. otherwise the navigator's own state stays: a fresh launch.
  ///
  /// ```swift
  /// import WayfinderSwiftUI
  ///
  /// struct MailApp: App {
  ///   var body: some Scene {
  ///     WindowGroup(for: WindowStart.self) { $start in WindowView(start: start) }
  ///   }
  /// }
  /// // in WindowView: .navigationScene(navigator, start: start), which calls
  /// // scene.start(start, restoring: saved)
  /// ```
  /// - Parameters:
  ///   - window: What the window was opened with (`nil`, the default: an ordinary window).
  ///   - urls: The links the window was launched with (at most eight are tried).
  ///   - data: The window's own saved data, or `nil` when nothing was saved.
  /// - Returns: What became of the launch: opened by a link, restored, opened as a window, or
  ///   fresh with the reason saved data or the window's start could not be read.
  @discardableResult
  public func start(_ window: WindowStart? = nil, opening urls: [URL] = [], restoring data: Data?)
    -> Launch
  {
    guard launch == .waiting else { return launch }
    let launch = begin(window, opening: urls, restoring: data)
    applyAppArrangement()
    return launch
  }

  /// What ``start(_:opening:restoring:)`` does before the app's tab arrangement is applied.
  private func begin(_ window: WindowStart?, opening urls: [URL], restoring data: Data?)
    -> Launch
  {
    for url in urls.prefix(8) { try? open(url) }
    if launch == .openedByLink { return launch }
    if case .restored = restore(from: data) { return launch }
    guard let window else { return launch }
    // The restore did not happen: the window's start is its launch (every branch sets it).
    switch window.content {
    case .route(let saved):
      // Placed as its link would place it (a column, a tab), when the links print it.
      if navigator.links != nil,
        let state = try? restorer.decode(Route.self, from: saved).state,
        let url = navigator.url(for: state.currentRoute)
      {
        do throws(NavigationError) {
          try open(url)
          launch = .openedAsWindow
          return launch
        } catch {
          // Not placeable as a link (a rule refused it): the screen alone, below.
        }
      }
      startFromState(saved)
    case .state(let saved):
      startFromState(saved)
    case .link(let link):
      guard link.utf8.count <= WindowStart.maximumLinkLength, let url = URL(string: link) else {
        launch = .fresh(
          .because(.corrupt("the window's link is not a link of at most 2,048 bytes")))
        return launch
      }
      do throws(NavigationError) {
        try open(url)
        launch = .openedAsWindow
      } catch {
        launch = .fresh(.because(.corrupt("the window's link: \(error)")))
      }
    }
    return launch
  }

  /// Starts the window from a saved state: ``Launch/openedAsWindow``, or fresh with the reason.
  private func startFromState(_ saved: Data) {
    restoring = true
    defer { restoring = false }
    do throws(RestorationError) {
      _ = try navigator.withStepsAnimated(false) { () throws(RestorationError) in
        try navigator.restore(from: saved, using: restorer)
      }
      launch = .openedAsWindow
    } catch {
      launch = .fresh(error)
    }
  }

  /// The window went to the background: a link after this is opened with ``policy``.
  public func sceneDidEnterBackground() {
    isLaunching = false
  }

  /// What to save for the window now (`nil` if the state cannot be encoded).
  /// - Returns: The saved data.
  public func dataToSave() -> Data? {
    try? navigator.save(using: restorer)
  }

  /// Applies the app's tab arrangement to the window's state, without animation and without
  /// ending the launch; tabs it does not know keep their place, and the selected tab shows.
  private func applyAppArrangement() {
    guard let stored = tabArrangement?.arrangement,
      let fitted = stored.fitted(to: navigator.state),
      fitted != TabArrangement(of: navigator.state)
    else { return }
    restoring = true
    defer { restoring = false }
    _ = try? navigator.withStepsAnimated(false) { () throws(NavigationError) in
      try navigator.typedTransaction { state throws(NavigationError) in
        try state.customizeTabs(order: fitted.order, hidden: fitted.hidden)
      }
    }
  }

  /// Saves the window's tab arrangement for the app when a change rearranged the tabs.
  private func keepArrangement(from event: NavigationEvent<Route>) {
    guard let store = tabArrangement, let arrangement = TabArrangement(of: event.newState),
      let before = TabArrangement(of: event.oldState), Set(before.order) == Set(arrangement.order),
      before != arrangement
    else { return }
    store.arrangement = arrangement
  }
}
