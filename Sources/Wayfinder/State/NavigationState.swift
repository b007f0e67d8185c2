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
  /// The stack or tab bar under every layer.
  public internal(set) var base: NavigationBase<Route>
  /// Modal layers, bottom to top.
  public internal(set) var layers: [Layer<Route>]
  /// The alert on top of everything, if one is shown.
  public internal(set) var alert: Entry<AlertState>?
  /// The number the next issued ``EntryID`` will carry; greater than every id in the state.
  public internal(set) var nextID: UInt64

  /// The largest id a state issues; restored data above it is rejected as inconsistent.
  public static var maximumEntryID: UInt64 { 1 << 53 }

  /// Creates a state with a single stack holding `root`.
  /// - Parameter root: The root screen.
  public init(root: Route) {
    self.init(root: root, pushed: [])
  }

  /// Creates a state with a single stack holding `root` and the `pushed` screens above it.
  /// - Parameters:
  ///   - root: The root screen.
  ///   - pushed: Screens above it, bottom to top.
  public init(root: Route, pushed: [Route]) {
    var counter: UInt64 = 1
    let stack = Self.makeStack(root: root, pushed: pushed, counter: &counter)
    self.base = .stack(stack)
    self.layers = []
    self.alert = nil
    self.nextID = counter
  }

  /// Creates a state with a tab bar; each tab starts with its root screen.
  ///
  /// ```swift
  /// let state = try NavigationState(
  ///   tabs: ["a": Screen.one, "b": .one, "c": .one, "d": .one], selection: "a")
  /// ```
  /// - Parameters:
  ///   - tabs: The tabs in display order, each with its root route.
  ///   - selection: The selected tab.
  /// - Throws: ``NavigationError/invalidState(_:)`` when there are no tabs, a tab appears
  ///   twice, or `selection` is not one of them.
  public init(tabs: KeyValuePairs<TabID, Route>, selection: TabID) throws(NavigationError) {
    var counter: UInt64 = 1
    var items: [TabStack<Route>] = []
    for (tab, root) in tabs {
      guard !items.contains(where: { $0.id == tab }) else {
        throw .invalidState(.duplicateTab(tab))
      }
      items.append(
        TabStack(id: tab, stack: Self.makeStack(root: root, pushed: [], counter: &counter)))
    }
    guard !items.isEmpty else { throw .invalidState(.noTabs) }
    guard items.contains(where: { $0.id == selection }) else {
      throw .invalidState(.selectionNotATab(selection))
    }
    self.base = .tabs(Tabs(selection: selection, items: items))
    self.layers = []
    self.alert = nil
    self.nextID = counter
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
  /// - Throws: ``NavigationError/invalidState(_:)`` naming the first broken invariant.
  public init(
    base: NavigationBase<Route>, layers: [Layer<Route>] = [], alert: Entry<AlertState>? = nil,
    nextID: UInt64
  ) throws(NavigationError) {
    self.base = base
    self.layers = layers
    self.alert = alert
    self.nextID = nextID
    if let violation = firstViolation() { throw .invalidState(violation) }
  }

  /// Issues a fresh id.
  mutating func issueID() -> EntryID {
    let id = EntryID(nextID)
    // Valid states keep nextID at or below `maximumEntryID`, far from overflow.
    nextID &+= 1
    return id
  }

  /// Makes entries with fresh ids for `routes`.
  mutating func makeEntries(_ routes: [Route]) -> [Entry<Route>] {
    routes.map { Entry(id: issueID(), route: $0) }
  }

  private static func makeStack(root: Route, pushed: [Route], counter: inout UInt64) -> Stack<
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

extension NavigationState: Equatable where Route: Equatable {}
extension NavigationState: Hashable where Route: Hashable {}
extension NavigationState: Sendable where Route: Sendable {}
extension NavigationState: Codable where Route: Codable {}
