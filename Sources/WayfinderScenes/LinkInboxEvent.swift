public import Foundation
public import Wayfinder

/// Where a link from outside the app came from: what the inbox deduplicates by and what its
/// events say.
///
/// ```swift
/// inbox.receive(url, from: .notification)  // a tapped notification's link
/// ```
@nonexhaustive
public enum LinkSource: Hashable, Sendable, CustomStringConvertible {
  /// A custom-scheme or universal link handed to the app (`onOpenURL`,
  /// `scene(_:openURLContexts:)`, a universal link's `webpageURL`).
  case url
  /// A tapped notification (`UNUserNotificationCenterDelegate`'s response).
  case notification
  /// A home-screen quick action (`UIApplicationShortcutItem`).
  case quickAction
  /// A widget or a Live Activity (`widgetURL`, `Link`).
  case widget
  /// A Spotlight result (`CSSearchableItemActionType`).
  case spotlight
  /// An activity continued from another device (Handoff).
  case handoff
  /// An App Intent that opens the app.
  case intent

  /// `url`, `notification`, `quick action`, `widget`, `Spotlight`, `Handoff` or `intent`.
  public var description: String {
    switch self {
    case .url: "url"
    case .notification: "notification"
    case .quickAction: "quick action"
    case .widget: "widget"
    case .spotlight: "Spotlight"
    case .handoff: "Handoff"
    case .intent: "intent"
    }
  }
}

/// What became of one link a ``LinkInbox`` received: published once for every link, when its
/// fate is known (at once, or when the window it waited for attaches, or when it expires).
///
/// The window's navigator publishes its own `NavigationEvent` for the link it opens (an `open`
/// command, changed or failed); this event adds where the link came from, how long it waited,
/// and the fates no navigator sees: expired and dropped.
///
/// ```swift
/// let token = inbox.observe { event in
///   print(event)  // "#1 notification wayfinder://c/detail/7 → opened"
/// }
/// ```
public struct LinkInboxEvent: Hashable, Sendable, CustomStringConvertible {
  /// The position of this event among all events of its inbox, from 1.
  public let sequence: Int
  /// The link.
  public let link: URL
  /// Where it came from.
  public let source: LinkSource
  /// What became of it.
  public let outcome: Outcome
  /// How long it waited between its arrival and its outcome (zero unless it was parked).
  public let waited: Duration

  /// Creates an event; inboxes create them.
  package init(sequence: Int, link: URL, source: LinkSource, outcome: Outcome, waited: Duration) {
    self.sequence = sequence
    self.link = link
    self.source = source
    self.outcome = outcome
    self.waited = waited
  }

  /// What became of a link.
  @nonexhaustive
  public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    /// A window's navigator opened it.
    case opened
    /// The app's links refused it (no pattern matches, a bad parameter, too long, a refused
    /// placement): the error says why. No window changed.
    case refused(LinkError)
    /// It waited for a window longer than ``LinkInboxLimits/expiry`` and was dropped: a link
    /// opened that late would surprise the user.
    case expired
    /// It was dropped for the reason given, and no window changed.
    case dropped(DropReason)

    /// `opened`, `refused: <reason>`, `expired` or `dropped: <reason>`.
    public var description: String {
      switch self {
      case .opened: "opened"
      case .refused(let error): "refused: \(error)"
      case .expired: "expired"
      case .dropped(let reason): "dropped: \(reason)"
      }
    }
  }

  /// Why a link was dropped.
  @nonexhaustive
  public enum DropReason: Hashable, Sendable, CustomStringConvertible {
    /// The same link came from the same source a moment before
    /// (``LinkInboxLimits/duplicateInterval``): it is opened once.
    case duplicate
    /// More links arrived within a second than ``LinkInboxLimits/maximumPerSecond``.
    case tooMany(perSecond: Int)
    /// No window was there to open it and ``LinkInboxLimits/capacity`` links already waited.
    case parkingFull(capacity: Int)
    /// The window's navigator refused it for a reason other than the link itself (a
    /// `RouteRule`, a leave guard): the error says which.
    case notOpened(NavigationError)

    /// A sentence naming the reason.
    public var description: String {
      switch self {
      case .duplicate: "the same link came from the same source a moment before"
      case .tooMany(let limit): "more than \(limit) links arrived within a second"
      case .parkingFull(let capacity): "\(capacity) links already wait for a window"
      case .notOpened(let error): "the window did not open it: \(error)"
      }
    }
  }

  /// `#1 notification wayfinder://c/detail/7 → opened`, with the wait when there was one; a
  /// link longer than 200 characters is cut.
  public var description: String {
    let text = link.absoluteString
    let shown = text.count > 200 ? "\(text.prefix(200))… (\(text.utf8.count) bytes)" : text
    let (seconds, attoseconds) = waited.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    let wait = milliseconds > 0 ? " after \(milliseconds) ms" : ""
    return "#\(sequence) \(source) \(shown) → \(outcome)\(wait)"
  }
}

/// The bounds of a ``LinkInbox``: how long and how many links wait for a window, and what
/// counts as a duplicate or a burst.
///
/// ```swift
/// var limits = LinkInboxLimits()
/// limits.expiry = .seconds(10)
/// let inbox = LinkInbox(links: links, limits: limits)
/// ```
public struct LinkInboxLimits: Hashable, Sendable {
  /// The most links that wait for a window (default: 16); one more is dropped
  /// (``LinkInboxEvent/DropReason/parkingFull(capacity:)``).
  public var capacity: Int
  /// How long a link waits for a window before it expires (default: 30 seconds).
  public var expiry: Duration
  /// How soon the same link from the same source counts as a duplicate (default: 2 seconds).
  public var duplicateInterval: Duration
  /// The most links accepted within a second (default: 20); more are dropped
  /// (``LinkInboxEvent/DropReason/tooMany(perSecond:)``).
  public var maximumPerSecond: Int

  /// Creates limits.
  /// - Parameters:
  ///   - capacity: The most links that wait for a window (at least 1).
  ///   - expiry: How long a link waits for a window.
  ///   - duplicateInterval: How soon the same link from the same source is a duplicate.
  ///   - maximumPerSecond: The most links accepted within a second (at least 1).
  public init(
    capacity: Int = 16, expiry: Duration = .seconds(30), duplicateInterval: Duration = .seconds(2),
    maximumPerSecond: Int = 20
  ) {
    self.capacity = capacity
    self.expiry = expiry
    self.duplicateInterval = duplicateInterval
    self.maximumPerSecond = maximumPerSecond
  }
}
