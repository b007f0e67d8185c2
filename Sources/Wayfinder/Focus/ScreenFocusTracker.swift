public import Observation

/// Tells which screen the user sees on top of a window, and when that changes: for a screen
/// that refreshes when it is back on top, pauses when covered, and for analytics' screen views.
///
/// Focus is derived from what the host has acknowledged showing (the state itself without a
/// host), never from `onAppear`, which SwiftUI calls again when a cover closes or a tab comes
/// back and does not call when a sheet covers the screen. The screen on top is the active
/// stack's top entry (``NavigationState/currentEntry``); an alert over it does not take focus.
/// While the window is not active (``isActive`` is `false`: the app in the background), no
/// screen has focus.
///
/// ```swift
/// let tracker = ScreenFocusTracker(navigator, links: links)
/// let token = tracker.observe { change in
///   print(change)  // "gained /c/detail/:id #3", "lost /c/detail/:id #3 (covered) after 2.0 seconds"
/// }
/// try navigator.push(.detail(7))
/// ```
///
/// A new observer hears the screen that has focus at once, as a new screen view; then every
/// change, a loss before the gain it makes way for. A screen is viewed again when it comes
/// back on top after another screen had focus (a sheet over it closed), not when it comes back
/// from the background.
///
/// The hosts keep the window's own tracker, ``of(_:)``, up to date with the scene's phase, and
/// a screen asks it through ``ScreenNavigator/isFocused``; a view that reads ``focus`` is
/// rendered again when it changes (the tracker is `Observable`).
@MainActor
public final class ScreenFocusTracker<Route: Hashable & Sendable>: Observable {
  /// The screen the user sees, or `nil` while the window is not active.
  public private(set) var focus: ScreenFocus<Route>? {
    get {
      registrar.access(self, keyPath: \.focus)
      return storedFocus
    }
    set {
      guard newValue != storedFocus else { return }
      registrar.withMutation(of: self, keyPath: \.focus) { storedFocus = newValue }
    }
  }
  /// Whether the window is active. Set it from the scene's phase (SwiftUI's `scenePhase`,
  /// UIKit's `sceneDidBecomeActive(_:)` and `sceneWillResignActive(_:)`); the focused screen
  /// loses focus with ``FocusLoss/background`` when it turns `false`.
  public var isActive: Bool = true {
    didSet { if isActive != oldValue { update() } }
  }

  private let registrar = ObservationRegistrar()
  private var storedFocus: ScreenFocus<Route>?
  private weak var navigator: Navigator<Route>?
  private let name: (Route) -> String
  private let now: () -> ContinuousClock.Instant
  private var observers: [(key: UInt64, call: @MainActor (FocusChange<Route>) -> Void)] = []
  private var nextKey: UInt64 = 0
  private var tokens: [NavigationToken] = []
  /// The screen on top of the displayed state, active or not.
  private var onTop: ScreenFocus<Route>?
  private var gainedAt: ContinuousClock.Instant?
  /// The entry of the last screen view, so that a screen back from the background is not
  /// viewed again.
  private var lastViewed: EntryID?

  /// The tracker of `navigator`'s window, which its host keeps up to date with the scene's
  /// phase: made the first time it is asked for, then the same one. Its screens are named by
  /// the navigator's ``Navigator/links``.
  ///
  /// ```swift
  /// let token = ScreenFocusTracker.of(navigator).observe { change in print(change) }
  /// ```
  /// - Parameter navigator: The window's navigator.
  /// - Returns: The window's tracker.
  public static func of(_ navigator: Navigator<Route>) -> ScreenFocusTracker {
    if let tracker = navigator.focusTracker as? ScreenFocusTracker { return tracker }
    let tracker = ScreenFocusTracker(navigator, links: navigator.links)
    navigator.focusTracker = tracker
    return tracker
  }

  /// Starts tracking the screen on top of `navigator`'s window. The tracker does not keep the
  /// navigator: keep both as long as the window.
  /// - Parameters:
  ///   - navigator: The window's navigator.
  ///   - links: The app's link table: a screen is named by the pattern of the link that
  ///     prints it.
  ///   - name: A name for a route that has no link (default: its case name).
  ///   - now: The clock dwell times are measured with (tests pass their own).
  public init(
    _ navigator: Navigator<Route>, links: LinkTable<Route>? = nil,
    name: ((Route) -> String)? = nil,
    now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.navigator = navigator
    let fallback = name ?? ScreenFocusNames.caseName
    self.name = { route in links?.linkPattern(printing: route) ?? fallback(route) }
    self.now = now
    update()
    tokens.append(navigator.observe { [weak self] _ in self?.update() })
    tokens.append(navigator.observeHost { [weak self] _ in self?.update() })
  }

  /// Whether the screen `entry` is the one the user sees.
  /// - Parameter entry: A screen's entry.
  /// - Returns: `true` while it is on top and the window is active.
  public func isFocused(_ entry: EntryID) -> Bool { focus?.entry == entry }

  /// Calls `observer` with the screen that has focus now (as a new screen view), then with
  /// every change, until the returned token is cancelled or released.
  ///
  /// ```swift
  /// let token = tracker.observe { change in
  ///   if let view = change.screenView { print("screen view:", view.name) }
  /// }
  /// ```
  /// - Parameter observer: Called on the main actor with each change.
  /// - Returns: The token that keeps the observer.
  public func observe(_ observer: @escaping @MainActor (FocusChange<Route>) -> Void)
    -> NavigationToken
  {
    let key = nextKey
    nextKey += 1
    observers.append((key, observer))
    if let focus { observer(.gained(focus, newView: true)) }
    return NavigationToken { [weak self] in self?.observers.removeAll { $0.key == key } }
  }

  /// Recomputes the screen on top from what the host shows, and reports the change.
  private func update() {
    guard let navigator else { return }
    let shown = navigator.host == nil ? navigator.storage : navigator.shown
    let top = shown.currentEntry
    if onTop?.entry != top.id || onTop?.route != top.route {
      onTop = ScreenFocus(entry: top.id, route: top.route, name: name(top.route))
    }
    let next = isActive ? onTop : nil
    // The same screen (or a new route given to it in place): no change to report.
    guard next?.entry != focus?.entry else {
      focus = next
      return
    }
    if let old = focus {
      let reason = isActive ? ScreenFocusNames.loss(of: old.entry, in: shown) : .background
      let dwell = gainedAt.map { now() - $0 } ?? .zero
      focus = nil
      publish(.lost(old, reason: reason, dwell: dwell))
    }
    guard let next else { return }
    focus = next
    gainedAt = now()
    let newView = lastViewed != next.entry
    lastViewed = next.entry
    publish(.gained(next, newView: newView))
  }

  private func publish(_ change: FocusChange<Route>) {
    for observer in observers { observer.call(change) }
  }
}
