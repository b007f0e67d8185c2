/// The whole navigation of an app as one value: a base (a stack or tabs), modal layers on top,
/// and at most one alert above everything.
///
/// Every pushed or presented screen gets a stable ``EntryID`` from a counter kept in the state,
/// so the same commands give the same ids in tests and after restoration. Commands such as
/// ``push(_:on:)`` and ``dismiss(_:)`` either succeed or throw a ``NavigationError`` and leave
/// the state unchanged.
///
/// ```swift
/// var state = NavigationState(root: Screen.home)
/// try state.push(.list)
/// try state.push(.detail(42))
/// try state.present(.compose, as: .sheet(SheetStyle(detents: [.medium])))
/// print(state)
/// ```
public struct NavigationState<Route> {
  // The parts live in one copy-on-write buffer, so that copying a state — into an event, a host
  // step, the navigator's previous state — costs one reference count, not one per part. The
  // buffer is a one-element array rather than a class of our own: reading a class's stored
  // property runs a run-time exclusivity check (`swift_beginAccess`), about 70 instructions
  // each and a third of a push+pop's, where an array's element is checked by the access to the
  // state that holds it, and the array copies itself before a change when shared. They are
  // reached through the accessors below, behind public getters, so that commands can be
  // `@inlinable` and specialised for the app's route type (see "Performance in a generic core"
  // in DESIGN.md).
  @usableFromInline var _storage: ContiguousArray<Storage>

  /// A state's parts, held once in ``_storage`` and shared between copies until one of them
  /// changes.
  @usableFromInline
  struct Storage {
    @usableFromInline var base: NavigationBase<Route>
    @usableFromInline var layers: [Layer<Route>]
    @usableFromInline var alert: PresentedAlert?
    @usableFromInline var nextID: UInt64
    @usableFromInline var leaveGuarded: Set<EntryID>

    @inlinable
    init(
      base: NavigationBase<Route>, layers: [Layer<Route>], alert: PresentedAlert?,
      nextID: UInt64, leaveGuarded: Set<EntryID> = []
    ) {
      self.base = base
      self.layers = layers
      self.alert = alert
      self.nextID = nextID
      self.leaveGuarded = leaveGuarded
    }
  }

  /// A state holding `storage`.
  @inlinable
  init(storage: Storage) {
    _storage = [storage]
  }

  @inlinable
  var _base: NavigationBase<Route> {
    get { _storage[0].base }
    set { _storage[0].base = newValue }
    _modify { yield &_storage[0].base }
  }

  @inlinable
  var _layers: [Layer<Route>] {
    get { _storage[0].layers }
    set { _storage[0].layers = newValue }
    _modify { yield &_storage[0].layers }
  }

  @inlinable
  var _alert: PresentedAlert? {
    get { _storage[0].alert }
    set { _storage[0].alert = newValue }
    _modify { yield &_storage[0].alert }
  }

  @inlinable
  var _nextID: UInt64 {
    get { _storage[0].nextID }
    set { _storage[0].nextID = newValue }
  }

  /// Screens whose leave guard is on; live, never saved (see ``leaveGuarded``).
  @inlinable
  var _leaveGuarded: Set<EntryID> {
    get { _storage[0].leaveGuarded }
    set { _storage[0].leaveGuarded = newValue }
    _modify { yield &_storage[0].leaveGuarded }
  }

  /// The stack or tab bar under every layer.
  @inlinable public var base: NavigationBase<Route> { _base }
  /// Modal layers, bottom to top.
  @inlinable public var layers: [Layer<Route>] { _layers }
  /// The alert on top of everything, if one is shown, with the screen or layer it belongs to.
  @inlinable public var alert: PresentedAlert? { _alert }
  /// The number the next issued id (``EntryID``, ``LayerID`` or ``AlertID``) will carry;
  /// greater than every id in the state.
  @inlinable package var nextID: UInt64 { _nextID }

  /// The largest id a state issues; restored data above it is rejected as inconsistent.
  @usableFromInline package static var maximumEntryID: UInt64 { 1 << 53 }

  /// Creates a state with a single stack holding `root` and the `pushed` screens above it.
  ///
  /// ```swift
  /// let state = NavigationState(root: Screen.home, pushed: [.list, .detail(7)])
  /// ```
  /// - Parameters:
  ///   - root: The root screen.
  ///   - pushed: Screens above it, bottom to top (none by default).
  public init(root: Route, pushed: [Route] = []) {
    var counter: UInt64 = 1
    let stack = Self.makeStack(root: root, pushed: pushed, counter: &counter)
    self.init(storage: Storage(base: .stack(stack), layers: [], alert: nil, nextID: counter))
  }

  /// Creates a state with a tab bar; each tab starts with its root screen.
  ///
  /// ```swift
  /// let state = NavigationState(
  ///   tabs: ["a": Screen.one, "b": .one, "c": .one, "d": .one], selection: "a")
  /// ```
  ///
  /// The tabs are the app's own literal, so a mistake in them is a programmer error, stopped at
  /// once with a message that names it (as an array index out of range is), not an error to
  /// handle at every launch. Data from outside (a restored state) goes through
  /// ``StateRestorer``, which throws a typed error.
  /// - Parameters:
  ///   - tabs: The tabs in display order, each with its root route; at least one, each once.
  ///   - selection: The selected tab, one of `tabs`.
  /// - Precondition: `tabs` is not empty, names no tab twice, and contains `selection`.
  public init(tabs: KeyValuePairs<TabID, Route>, selection: TabID) {
    self.init(tabItems: tabs.map { ($0.key, $0.value) }, selection: selection)
  }

  /// The tab-bar state of both public forms.
  private init(tabItems tabs: [(TabID, Route)], selection: TabID) {
    var counter: UInt64 = 1
    var items: [TabStack<Route>] = []
    for (tab, root) in tabs {
      precondition(
        !items.contains(where: { $0.id == tab }),
        "NavigationState(tabs:selection:): the tab '\(tab)' appears twice")
      items.append(
        TabStack(id: tab, stack: Self.makeStack(root: root, pushed: [], counter: &counter)))
    }
    precondition(!items.isEmpty, "NavigationState(tabs:selection:): a tab bar needs a tab")
    precondition(
      items.contains(where: { $0.id == selection }),
      "NavigationState(tabs:selection:): the selection '\(selection)' is not one of the tabs "
        + items.map { "'\($0.id)'" }.joined(separator: ", "))
    self.init(
      storage: Storage(
        base: .tabs(Tabs(selection: selection, items: items)), layers: [], alert: nil,
        nextID: counter))
  }

  /// Creates a state with a tab bar of the app's own tab type; each tab starts with its root
  /// screen. The same as the ``TabID`` form, with the tabs' raw values as their ids.
  ///
  /// ```swift
  /// enum AppTab: String, NavigationTab { case home, search }
  /// let state = NavigationState(
  ///   tabs: [AppTab.home: Screen.home, .search: .list], selection: .home)
  /// ```
  /// - Parameters:
  ///   - tabs: The tabs in display order, each with its root route; at least one, each once.
  ///   - selection: The selected tab, one of `tabs`.
  /// - Precondition: `tabs` is not empty, names no tab twice, and contains `selection`.
  public init<Tab: NavigationTab>(tabs: KeyValuePairs<Tab, Route>, selection: Tab) {
    self.init(tabItems: tabs.map { (TabID($0.key), $0.value) }, selection: TabID(selection))
  }

  /// Creates a state from parts that already carry ids, checking every invariant.
  ///
  /// Use this in tools and tests that need exact ids; apps build states with the other
  /// initialisers and commands.
  /// - Parameters:
  ///   - base: The base stack or tabs.
  ///   - layers: Modal layers, bottom to top.
  ///   - alert: The alert, if any.
  ///   - nextID: The next id to issue; must exceed every id used.
  /// - Throws: ``NavigationError/Code-swift.enum/invalid`` naming the first broken invariant.
  @inlinable
  package init(
    base: NavigationBase<Route>, layers: [Layer<Route>] = [], alert: PresentedAlert? = nil,
    nextID: UInt64
  ) throws(NavigationError) {
    self.init(storage: Storage(base: base, layers: layers, alert: alert, nextID: nextID))
    if let violation = firstViolation() { throw .because(.invalidState(violation)) }
  }

  /// Issues a fresh id of any kind (screen, layer, alert) from the one counter.
  @inlinable
  mutating func issueID<ID: IssuedIdentifier>() -> ID {
    let id = ID(_nextID)
    // Valid states keep nextID at or below `maximumEntryID`, far from overflow.
    _nextID &+= 1
    return id
  }

  /// Makes entries with fresh ids for `routes`.
  @inlinable
  mutating func makeEntries(_ routes: [Route]) -> [Entry<Route>] {
    var entries: [Entry<Route>] = []
    entries.reserveCapacity(routes.count)
    for route in routes { entries.append(Entry(id: issueID(), route: route)) }
    return entries
  }

  static func makeStack(root: Route, pushed: [Route], counter: inout UInt64) -> Stack<
    Route
  > {
    func next() -> EntryID {
      defer { counter += 1 }
      return EntryID(counter)
    }
    let rootEntry = Entry(id: next(), route: root)
    return Stack(root: rootEntry, pushed: pushed.map { Entry(id: next(), route: $0) })
  }
}

extension NavigationState: Equatable where Route: Equatable {
  /// Whether the two states are equal in every part, the id counter and the leave guards
  /// included. Written out (rather than synthesised) so that it is specialised for the app's
  /// route type.
  @inlinable
  public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
    // Two arrays sharing one buffer compare equal at once, the common case of a state
    // compared with a copy of itself.
    lhs._storage == rhs._storage
  }
}
extension NavigationState.Storage: Equatable where Route: Equatable {
  /// Whether every part is equal, the cheapest parts compared first.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.nextID == rhs.nextID && lhs.alert == rhs.alert && lhs.base == rhs.base
      && lhs.layers == rhs.layers && lhs.leaveGuarded == rhs.leaveGuarded
  }
}
extension NavigationState: Hashable where Route: Hashable {
  /// Hashes every part that `==` compares.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_base)
    hasher.combine(_layers)
    hasher.combine(_alert)
    hasher.combine(_nextID)
    hasher.combine(_leaveGuarded)
  }
}

extension NavigationState: Sendable where Route: Sendable {}
extension NavigationState.Storage: Sendable where Route: Sendable {}
extension NavigationState: Codable where Route: Codable {
  @usableFromInline enum CodingKeys: String, CodingKey {
    case _base = "base"
    case _layers = "layers"
    case _alert = "alert"
    case _nextID = "nextID"
  }

  /// Decodes a state. An alert saved without an owner (restoration format 1) is given the
  /// screen it was shown above: the top of the active stack.
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a field is missing or malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      storage: Storage(
        base: try container.decode(NavigationBase<Route>.self, forKey: ._base),
        layers: try container.decode([Layer<Route>].self, forKey: ._layers),
        alert: try container.decodeIfPresent(PresentedAlert.self, forKey: ._alert),
        nextID: try container.decode(UInt64.self, forKey: ._nextID)))
    if _alert?.lacksOwner == true {
      let owner = AlertOwner.entry(currentEntry.id)
      _alert?.owner = owner
    }
  }

  /// Encodes the base, the layers, the alert (when there is one) and the id counter; leave
  /// guards are live and never saved.
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(_base, forKey: ._base)
    try container.encode(_layers, forKey: ._layers)
    try container.encodeIfPresent(_alert, forKey: ._alert)
    try container.encode(_nextID, forKey: ._nextID)
  }
}
