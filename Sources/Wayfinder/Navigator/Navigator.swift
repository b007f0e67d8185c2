public import Observation

/// The runtime that owns an app's navigation state, changes it through commands, and tells the
/// world about every change.
///
/// The hosts read the parts they show — each stack, the tab selection, the layers, the alert —
/// and Observation re-renders only those readers when their part changes: pushing inside tab B
/// does not touch the view of tab A, and presenting a sheet does not touch the stack beneath
/// it. An app's own views read ``selectedTab`` and ``activeStack`` the same
/// way, or the whole ``state``. Every command publishes a ``NavigationEvent`` to synchronous observers and to
/// ``events(bufferingPolicy:)`` streams, whether it succeeded or failed.
///
/// ```swift
/// let navigator = Navigator(root: Screen.home)
/// try navigator.push(.list)
/// try navigator.push(.detail(42))
/// try navigator.present(.compose, as: .sheet(SheetStyle(detents: [.medium])))
/// try navigator.goBack()  // dismisses the sheet
/// ```
@MainActor
public final class Navigator<Route: Hashable & Sendable>: Observable {
  @usableFromInline package internal(set) var storage: NavigationState<Route>
  @usableFromInline let observation = PartObservation()
  @usableFromInline var sequence = 0
  var nextObserverKey: UInt64 = 0
  @usableFromInline var observers = ObserverList<
    @MainActor (NavigationEvent<Route>) -> Void
  >()
  @usableFromInline var streams: [UInt64: AsyncStream<NavigationEvent<Route>>.Continuation] = [:]
  @usableFromInline var pendingEvents: [NavigationEvent<Route>] = []
  @usableFromInline var isDelivering = false
  var alertWaiters: [AlertID: CheckedContinuation<AlertActionID?, Never>] = [:]
  var alertResponses: [AlertID: AlertActionID] = [:]
  var host: (any NavigationHost<Route>)?
  /// Whether a host is attached (for the commands' inlinable paths).
  @usableFromInline var hasHost: Bool { host != nil }
  var hostTimeout: Duration = .seconds(2)
  var shown: NavigationState<Route>
  var inFlight: InFlightStep<Route>?
  var stepCounter: UInt64 = 0
  /// The window's ``ScreenFocusTracker``, made when first asked for (`ScreenFocusTracker.of(_:)`).
  var focusTracker: AnyObject?
  /// The window's ``EntryStore``, made when first asked for (`EntryStore.of(_:)`).
  var entryStore: AnyObject?
  var hostObservers = ObserverList<@MainActor (HostEvent<Route>) -> Void>()
  var settleWaiters: [CheckedContinuation<Void, Never>] = []
  /// The last event the host is known to show (with every one before it).
  var displayedSequence = 0
  /// The last event made without animation; steps do not animate until it is shown.
  var unanimatedThrough = 0
  /// How many bodies without animation (``transaction(animated:_:)``, a restoration) are running.
  var unanimatedDepth = 0
  var changeWaiters: [(sequence: Int, continuation: CheckedContinuation<Void, Never>)] = []
  /// The screens given a new route in place since the host last showed everything.
  var updatedInPlace: Set<EntryID> = []
  var resultWaiters: [EntryID: [ResultWaiter]] = [:]
  var finishing: (entry: EntryID, value: any Sendable)?
  var leaveGuards: [EntryID: LeaveGuard] = [:]
  var pendingLeave: PendingLeave<Route>?
  var pendingLinkReplay: PendingLink?
  var rulesIntervened = false

  /// The rules every change must pass, in order: the first rule that does not allow a route
  /// decides. They apply to commands, links, restoration and the user's own pushes alike.
  /// After what they read changes (the user signed in or out), call ``reapplyRules()``.
  ///
  /// ```swift
  /// navigator.rules = [
  ///   RouteRule("signed in") { route in
  ///     route.needsAccount && !session.isSignedIn ? .redirect(to: .signIn) : .allow
  ///   }
  /// ]
  /// ```
  public var rules: [RouteRule<Route>] = []

  /// What re-selecting the selected tab does, for the app's ``selectTab(_:reselection:)-(TabID,_)``
  /// and the user's tap (``UserAction/selectedTab(_:)``) alike. Default: pop to root, as iOS
  /// does.
  ///
  /// ```swift
  /// navigator.tabReselection = .keepStack
  /// ```
  public var tabReselection: TabReselection = .popToRoot

  /// The app's links, which ``open(_:policy:)`` opens and ``url(for:universal:)`` and
  /// ``link(for:universal:)`` print with; `nil` when the app has none (opening then throws
  /// ``LinkError/Code-swift.enum/configuration``).
  ///
  /// ```swift
  /// navigator.links = try builder.build()
  /// ```
  public var links: LinkTable<Route>?

  /// The state a link opened with ``LinkPolicy/resetOtherTabs`` (and a window's launch link)
  /// is built on, as on a cold start: the state the navigator was created with, unless the app
  /// sets another.
  ///
  /// ```swift
  /// navigator.linkBase = .start
  /// ```
  public var linkBase: NavigationState<Route>

  /// Creates a navigator holding `state`. Creating one needs no actor (the state is a value):
  /// a view's `@State`, an app's property or a plain model can make it; it is used on the main
  /// actor.
  ///
  /// ```swift
  /// let navigator = Navigator(.start, links: try builder.build())
  /// ```
  /// - Parameters:
  ///   - state: The initial state, also the ``linkBase``.
  ///   - links: The app's links (default: none).
  public nonisolated init(_ state: NavigationState<Route>, links: LinkTable<Route>? = nil) {
    self.storage = state
    self.shown = state
    self.links = links
    self.linkBase = state
  }

  /// Creates a navigator with a single stack holding `root`.
  ///
  /// ```swift
  /// let navigator = Navigator(root: Screen.home)
  /// ```
  /// - Parameters:
  ///   - root: The root screen.
  ///   - links: The app's links (default: none).
  public nonisolated convenience init(root: Route, links: LinkTable<Route>? = nil) {
    self.init(NavigationState(root: root), links: links)
  }

  isolated deinit {
    for continuation in streams.values { continuation.finish() }
    for waiter in alertWaiters.values { waiter.resume(returning: nil) }
    for waiter in settleWaiters { waiter.resume() }
    for waiter in changeWaiters { waiter.continuation.resume() }
    inFlight?.timeout.cancel()
  }
}
