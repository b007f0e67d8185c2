public import Foundation
public import Wayfinder

/// The app's one inbox for links from outside the app — notifications, quick actions, widgets,
/// Spotlight, Handoff, App Intents, custom-scheme and universal links — whatever window is open
/// and whenever they arrive.
///
/// Every link is checked against the app's links when it arrives, then opened in the window
/// that prefers it (the rule of ``WindowForLinks``, the same as the system's), or **parked**
/// until a window attaches when none is there yet: a notification tapped at a cold start
/// arrives before any window's navigator exists. A parked link is opened by the first window
/// that attaches and takes it (with the window's launch rule: a launch link beats the saved
/// state), or expires after ``LinkInboxLimits/expiry``. The same link from the same source
/// twice in a moment opens once, and a burst or a hostile payload (a link longer than the
/// table accepts, a link to no screen, a thousand links at once) is refused or dropped with a
/// reason: the inbox never holds more than ``LinkInboxLimits/capacity`` links.
///
/// Every link ends with exactly one ``LinkInboxEvent``: opened, refused (with the
/// `LinkError`), expired or dropped (with the reason).
///
/// ```swift
/// let inbox = LinkInbox(links: links)
/// let token = inbox.observe { event in print(event) }
/// inbox.receive(url, from: .notification)  // cold start: parked
/// let window = SceneNavigation(navigator: Navigator(.start, links: links))
/// let attached = inbox.attach(window)      // opened, as the window's launch link
/// ```
///
/// One inbox serves the whole app, each window attaching its ``SceneNavigation`` while it is
/// open; the inbox holds windows weakly, so a closed window is let go of.
@MainActor
public final class LinkInbox<Route: Hashable & Codable & Sendable> {
  /// The app's links, which every arriving link is checked against.
  public nonisolated let links: LinkTable<Route>
  /// The inbox's bounds.
  public let limits: LinkInboxLimits

  /// The links waiting for a window, oldest first.
  public private(set) var parked: [LinkArrival] = []

  private let now: @MainActor () -> ContinuousClock.Instant
  private var windows: [AttachedWindow<Route>] = []
  private var nextWindowKey: UInt64 = 0
  /// Links received while the inbox was at work (from an observer or a navigator's event).
  private var incoming: [LinkArrival] = []
  private var isWorking = false
  /// Whether something asked for work while the inbox was at work (a window attached).
  private var needsPass = false
  /// The links accepted lately, for duplicates: at most ``recentLimit``.
  private var recent: [LinkArrival] = []
  /// When the links of the last second arrived: at most ``LinkInboxLimits/maximumPerSecond``.
  private var lastSecond: [ContinuousClock.Instant] = []
  private var sequence = 0
  private var observers: [(key: UInt64, observer: @MainActor (LinkInboxEvent) -> Void)] = []
  private var nextObserverKey: UInt64 = 0

  /// The most links remembered for duplicates.
  private static var recentLimit: Int { 256 }

  /// Creates the app's inbox.
  ///
  /// ```swift
  /// let inbox = LinkInbox(links: try builder.build(), limits: LinkInboxLimits(expiry: .seconds(10)))
  /// ```
  /// - Parameters:
  ///   - links: The app's links, those of its windows' navigators.
  ///   - limits: How long and how many links wait, and what a duplicate or a burst is.
  ///   - now: The clock (default: `ContinuousClock.now`); a test passes its own, so that
  ///     nothing sleeps.
  public init(
    links: LinkTable<Route>, limits: LinkInboxLimits = LinkInboxLimits(),
    now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.links = links
    var limits = limits
    limits.capacity = max(1, limits.capacity)
    limits.maximumPerSecond = max(1, limits.maximumPerSecond)
    self.limits = limits
    self.now = now
  }

  // MARK: Links

  /// Takes a link from outside the app: opens it in the window that prefers it, or parks it
  /// until a window attaches, or refuses or drops it; its ``LinkInboxEvent`` says which.
  ///
  /// ```swift
  /// inbox.receive(URL(string: "myapp://c/detail/42")!, from: .widget)
  /// ```
  /// - Parameters:
  ///   - url: The link.
  ///   - source: Where it came from.
  public func receive(_ url: URL, from source: LinkSource) {
    incoming.append(LinkArrival(link: url, source: source, arrived: now()))
    work()
  }

  /// The key of a link in a notification's, a quick action's or an activity's `userInfo`,
  /// where the hosts' helpers look for it first (then in its `targetContentIdentifier`): the
  /// printed link, as text.
  ///
  /// ```swift
  /// let userInfo = [LinkInbox<Screen>.linkKey: url.absoluteString]
  /// ```
  public nonisolated static var linkKey: String { "wayfinder.link" }

  /// Takes a link given as text — read from a notification's or a quick action's `userInfo`
  /// (under ``linkKey``) or its `targetContentIdentifier` — as ``receive(_:from:)`` does.
  ///
  /// ```swift
  /// let received = inbox.receive(link: "myapp://c/detail/42", from: .notification)  // true
  /// ```
  /// - Parameters:
  ///   - text: The link's text.
  ///   - source: Where it came from.
  /// - Returns: `false`, and nothing received, when the text is missing or is not a URL with a
  ///   scheme; a URL the app's links refuse (too long, no screen) is received, and refused
  ///   with its event.
  @discardableResult
  public func receive(link text: String?, from source: LinkSource) -> Bool {
    guard let text, !text.isEmpty, let url = URL(string: text), url.scheme != nil else {
      return false
    }
    receive(url, from: source)
    return true
  }

  /// Drops the parked links older than ``LinkInboxLimits/expiry`` now, each with an
  /// ``LinkInboxEvent/Outcome/expired`` event. The inbox also does so whenever a link arrives
  /// and a window attaches; a host calls it when the app becomes active.
  public func dropExpired() {
    work()
  }

  /// The identifier the system routes a link to a window by — a notification's, a quick
  /// action's or an activity's `targetContentIdentifier` — for a route: its printed link, which
  /// the windows' activation conditions (``WindowLinkConditions``) are matched against. It
  /// prints off the main actor, in an extension or a notification service.
  ///
  /// ```swift
  /// let identifier = inbox.targetContentIdentifier(for: .detail(42))  // "myapp://c/detail/42"
  /// ```
  /// - Parameters:
  ///   - route: The screen the link opens.
  ///   - universal: `true` for the universal link, `false` (default) for the custom scheme.
  /// - Returns: The printed link, or `nil` when no link prints the route.
  public nonisolated func targetContentIdentifier(for route: Route, universal: Bool = false)
    -> String?
  {
    (links.url(for: route, universal: universal) as URL?)?.absoluteString
  }

  // MARK: Windows

  /// Attaches a window: parked links it takes are opened in it at once, and links arriving
  /// later may be routed to it, until the token is cancelled or released (keep it as long as
  /// the window is open).
  ///
  /// ```swift
  /// let scene = SceneNavigation(navigator: navigator)
  /// scene.start(restoring: savedData)
  /// let attached = inbox.attach(scene, windowForLinks: .showing(pathSegments: 2))
  /// ```
  /// - Parameters:
  ///   - window: The window's navigation; a parked link opened in a window still in its launch
  ///     is its launch link (``SceneNavigation/open(_:)``).
  ///   - windowForLinks: Which links the window takes, as the system is told
  ///     (default: ``WindowForLinks/anyOpenWindow``).
  /// - Returns: The token that keeps the window attached.
  public func attach(
    _ window: SceneNavigation<Route>, windowForLinks: WindowForLinks = .anyOpenWindow
  ) -> NavigationToken {
    let key = nextWindowKey
    nextWindowKey += 1
    windows.append(AttachedWindow<Route>(key: key, scene: window, choice: windowForLinks))
    work()
    return NavigationToken { [weak self] in self?.windows.removeAll { $0.key == key } }
  }

  /// The number of windows attached and still open.
  public var attachedWindows: Int { windows.count { $0.scene != nil } }

  // MARK: Events

  /// Calls `observer` with every link's ``LinkInboxEvent``, in order, on the main actor.
  ///
  /// ```swift
  /// let token = inbox.observe { event in logger.info("\(event)") }  // keep the token
  /// ```
  /// - Parameter observer: Called with each event.
  /// - Returns: A token; the observer stays registered until it is cancelled or released.
  public func observe(_ observer: @escaping @MainActor (LinkInboxEvent) -> Void)
    -> NavigationToken
  {
    let key = nextObserverKey
    nextObserverKey += 1
    observers.append((key, observer))
    return NavigationToken { [weak self] in self?.observers.removeAll { $0.key == key } }
  }

  // MARK: The work

  /// Expires, takes in what arrived, and opens what waits, until nothing is left to do; a link
  /// received meanwhile (by an observer, or by a navigator's event) is taken in the same loop.
  private func work() {
    guard !isWorking else {
      needsPass = true
      return
    }
    isWorking = true
    defer { isWorking = false }
    repeat {
      needsPass = false
      expire()
      while !incoming.isEmpty { take(incoming.removeFirst()) }
      openParked()
    } while needsPass || !incoming.isEmpty
  }

  /// Checks an arriving link, then opens it, parks it, or says why not.
  private func take(_ arrival: LinkArrival) {
    let time = arrival.arrived
    if case .failure(let error) = links.match(arrival.link.absoluteString) {
      return publish(arrival, .refused(error))
    }
    lastSecond.removeAll { time - $0 >= .seconds(1) }
    guard lastSecond.count < limits.maximumPerSecond else {
      return publish(arrival, .dropped(.tooMany(perSecond: limits.maximumPerSecond)))
    }
    lastSecond.append(time)
    recent.removeAll { time - $0.arrived > limits.duplicateInterval }
    if recent.contains(where: { $0.source == arrival.source && $0.link == arrival.link }) {
      return publish(arrival, .dropped(.duplicate))
    }
    if recent.count >= Self.recentLimit { recent.removeFirst() }
    recent.append(arrival)
    if let window = window(for: arrival.link) { return open(arrival, in: window) }
    guard parked.count < limits.capacity else {
      return publish(arrival, .dropped(.parkingFull(capacity: limits.capacity)))
    }
    parked.append(arrival)
  }

  /// Opens the parked links some window now takes, oldest first; the others keep waiting.
  private func openParked() {
    var index = 0
    while index < parked.count {
      guard let window = window(for: parked[index].link) else {
        index += 1
        continue
      }
      open(parked.remove(at: index), in: window)
    }
  }

  /// Drops the parked links that waited too long.
  private func expire() {
    let time = now()
    let (stale, fresh) = parked.reduce(into: ([LinkArrival](), [LinkArrival]())) {
      if time - $1.arrived > limits.expiry { $0.0.append($1) } else { $0.1.append($1) }
    }
    parked = fresh
    for arrival in stale { publish(arrival, .expired) }
  }

  /// The window a link opens in: the first that prefers it, else the first that allows it,
  /// else the first still in its launch (a window the system opened for the link); `nil`
  /// when no window is attached, which parks it.
  private func window(for url: URL) -> SceneNavigation<Route>? {
    windows.removeAll { $0.scene == nil }
    var allowing: SceneNavigation<Route>?
    var launching: SceneNavigation<Route>?
    for window in windows {
      guard let scene = window.scene else { continue }
      let conditions = WindowLinkConditions(window.choice, navigator: scene.navigator)
      if conditions.prefers(url) { return scene }
      if allowing == nil, conditions.allows(url) { allowing = scene }
      if launching == nil, scene.opensLinksAsLaunch { launching = scene }
    }
    return allowing ?? launching
  }

  /// Opens a link in a window and publishes what became of it.
  private func open(_ arrival: LinkArrival, in window: SceneNavigation<Route>) {
    do throws(NavigationError) {
      try window.open(arrival.link)
      publish(arrival, .opened)
    } catch {
      if let link = error.link {
        publish(arrival, .refused(link))
      } else {
        publish(arrival, .dropped(.notOpened(error)))
      }
    }
  }

  /// Hands a link's event to every observer.
  private func publish(_ arrival: LinkArrival, _ outcome: LinkInboxEvent.Outcome) {
    sequence += 1
    let event = LinkInboxEvent(
      sequence: sequence, link: arrival.link, source: arrival.source, outcome: outcome,
      waited: now() - arrival.arrived)
    let snapshot = observers
    for entry in snapshot where observers.contains(where: { $0.key == entry.key }) {
      entry.observer(event)
    }
  }
}

/// A link as it arrived in a ``LinkInbox``: what, from where, and when.
public struct LinkArrival: Hashable, Sendable {
  /// The link.
  public let link: URL
  /// Where it came from.
  public let source: LinkSource
  /// When it arrived, by the inbox's clock.
  public let arrived: ContinuousClock.Instant
}

/// A window attached to an inbox, held weakly (Q36).
@MainActor
private struct AttachedWindow<Route: Hashable & Codable & Sendable> {
  let key: UInt64
  weak var scene: SceneNavigation<Route>?
  let choice: WindowForLinks
}
