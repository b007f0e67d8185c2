public import Foundation
public import Wayfinder

/// The screen on top of a window as a user activity — Handoff to another device, Spotlight,
/// Siri's awareness of what is on screen — derived from the state and the app's links, and kept
/// up to date by the hosts as the focus moves (SwiftUI's `.screenActivity(_:navigator:)`,
/// UIKit's `UIKitHost.offerScreenActivity(_:)`).
///
/// ```swift
/// let activities = ScreenActivity<Screen>.Rules(
///   type: "com.example.app.screen", handoff: true, search: false)
/// if let activity = ScreenActivity(for: navigator.state, links: links, rules: activities) {
///   print(activity.link)  // "myapp://c/detail/42": opened again on the other device
/// }
/// ```
///
/// The activity carries the link of the whole state (the selected tab, its back stack and
/// the top layer, as far as the app's `LinkTable` prints them) under `LinkInbox.linkKey` in
/// its `userInfo`, and the universal link as `webpageURL` where the table has a host, so a
/// device without the app opens the web page. The other device continues it into the same
/// state through its ``LinkInbox`` (`receive(_:)` of the activity), as any link from outside.
public struct ScreenActivity<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
  /// The activity type, declared in the app's `NSUserActivityTypes`.
  public let type: String
  /// The title the system shows (Handoff, Spotlight), or `nil`.
  public let title: String?
  /// The link that opens the window's state again.
  public let link: URL
  /// The universal link of the same state, for `webpageURL`, or `nil` when the table has no
  /// host.
  public let webpageURL: URL?
  /// Whether the activity is offered to the user's other devices.
  public let isEligibleForHandoff: Bool
  /// Whether the activity is indexed for Spotlight.
  public let isEligibleForSearch: Bool
  /// The screen on top, whose activity this is.
  public let entry: EntryID

  /// What the app offers: the activity type, Handoff and Search eligibility, each screen's
  /// title.
  public struct Rules: Sendable {
    /// The activity type.
    public var type: String
    /// Whether activities are offered to the user's other devices.
    public var handoff: Bool
    /// Whether activities are indexed for Spotlight.
    public var search: Bool
    /// A screen's title, or `nil` for none (then no activity when `search` is on, which
    /// needs one).
    public var title: @Sendable (Route) -> String?

    /// The rules of an app's screen activities.
    /// - Parameters:
    ///   - type: The activity type, declared in the app's `NSUserActivityTypes`.
    ///   - handoff: Whether activities are offered to the user's other devices (default: `true`).
    ///   - search: Whether activities are indexed for Spotlight (default: `false`).
    ///   - title: A screen's title (default: none).
    public init(
      type: String, handoff: Bool = true, search: Bool = false,
      title: @escaping @Sendable (Route) -> String? = { _ in nil }
    ) {
      self.type = type
      self.handoff = handoff
      self.search = search
      self.title = title
    }
  }

  /// The activity of the screen on top of `state`, or `nil` when the app's links cannot print
  /// a link that opens that screen (a screen without a link, a layer no link presents: there
  /// is nothing another device could open), or when the rules index for Search and the screen
  /// has no title. The link may leave out the alert and a back stack no link builds.
  /// - Parameters:
  ///   - state: The window's state (the displayed one, as the hosts pass it).
  ///   - links: The app's links.
  ///   - rules: What the app offers.
  /// - Complexity: O(the state's size) to print its link.
  public init?(for state: NavigationState<Route>, links: LinkTable<Route>, rules: Rules) {
    // A link that leaves out layers would open another screen than the one on top.
    guard let printed = links.link(for: state),
      !printed.omitted.contains(where: { if case .layers = $0 { true } else { false } })
    else { return nil }
    let link = printed.url
    let title = rules.title(state.currentEntry.route)
    if rules.search && title == nil { return nil }
    self.type = rules.type
    self.title = title
    self.link = link
    self.webpageURL = links.link(for: state, universal: true)?.url
    self.isEligibleForHandoff = rules.handoff
    self.isEligibleForSearch = rules.search
    self.entry = state.currentEntry.id
  }

  /// The activity's `userInfo`: its link under ``LinkInbox/linkKey``, where the other
  /// device's inbox reads it.
  public var userInfo: [String: String] { [LinkInbox<Route>.linkKey: link.absoluteString] }
}
