/// The screen the user sees on top of a window, as a ``ScreenFocusTracker`` reports it.
///
/// ```swift
/// let tracker = ScreenFocusTracker(navigator, links: links)
/// if let focus = tracker.focus {
///   print(focus.name)  // "/c/detail/:id"
/// }
/// ```
public struct ScreenFocus<Route: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The entry of the screen in the state.
  public let entry: EntryID
  /// The screen's route.
  public let route: Route
  /// A stable name for logs and analytics: the pattern of the link that prints the route
  /// (`/product/:id`) when the tracker was given a link table that has one, else the route's
  /// case name (`product`).
  public let name: String

  /// Creates a focus; trackers create them.
  /// - Parameters:
  ///   - entry: The screen's entry.
  ///   - route: The screen's route.
  ///   - name: Its stable name.
  public init(entry: EntryID, route: Route, name: String) {
    self.entry = entry
    self.route = route
    self.name = name
  }

  /// The name and the entry: `product #7`.
  public var description: String { "\(name) \(entry)" }
}

/// Why a screen stopped being the one the user sees.
///
/// ```swift
/// let token = tracker.observe { change in
///   if case .lost(_, .covered, _) = change { print("covered: pause the video") }
/// }
/// ```
@nonexhaustive
public enum FocusLoss: Hashable, Sendable, CustomStringConvertible {
  /// Another screen was pushed over it in its stack.
  case pushedOver
  /// A sheet, cover or custom presentation was shown over it.
  case covered
  /// The user (or a command) selected another tab.
  case tabLeft
  /// Another stack of the window became the active one (a split view's column).
  case otherStack
  /// It left the state: popped, dismissed, replaced.
  case removed
  /// The app went to the background (or the window stopped being active).
  case background

  /// `pushed over`, `covered`, `tab left`, `other stack`, `removed` or `background`.
  public var description: String {
    switch self {
    case .pushedOver: "pushed over"
    case .covered: "covered"
    case .tabLeft: "tab left"
    case .otherStack: "other stack"
    case .removed: "removed"
    case .background: "background"
    }
  }
}

/// A change of the screen the user sees, from a ``ScreenFocusTracker``.
///
/// ```swift
/// let token = tracker.observe { change in
///   if let view = change.screenView { print("screen view", view.name) }
///   if case .lost(let focus, _, let dwell) = change { print(focus.name, "on top for", dwell) }
/// }
/// ```
@nonexhaustive
public enum FocusChange<Route: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The screen became the one the user sees. `newView` is `false` only when the same screen
  /// comes back from the background, where analytics count no new screen view.
  case gained(ScreenFocus<Route>, newView: Bool)
  /// The screen stopped being the one the user sees, after `dwell` on top.
  case lost(ScreenFocus<Route>, reason: FocusLoss, dwell: Duration)

  /// The screen this change starts a screen view of: a gain that is a new view, else `nil`.
  public var screenView: ScreenFocus<Route>? {
    if case .gained(let focus, newView: true) = self { focus } else { nil }
  }

  /// `gained product #7`, `regained product #7` (back from the background) or
  /// `lost product #7 (covered) after 2.5 seconds`.
  public var description: String {
    switch self {
    case .gained(let focus, let newView): "\(newView ? "gained" : "regained") \(focus)"
    case .lost(let focus, let reason, let dwell): "lost \(focus) (\(reason)) after \(dwell)"
    }
  }
}
