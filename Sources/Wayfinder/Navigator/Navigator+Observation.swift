public import Observation

extension Navigator {
  /// The whole state. Reading it makes a view depend on every change; prefer the narrower
  /// accessors below in views.
  public var state: NavigationState<Route> {
    registrar.access(self, keyPath: \.wholeStateKey)
    return storage
  }

  /// The selected tab, or `nil` without a tab bar. Changes only when the selection does.
  public var selectedTab: TabID? {
    registrar.access(self, keyPath: \.selectionKey)
    return storage.selectedTab
  }

  /// The modal layers, bottom to top. Changes when a layer or a stack inside one changes.
  public var layers: [Layer<Route>] {
    registrar.access(self, keyPath: \.layersKey)
    return storage.layers
  }

  /// The alert, if one is shown.
  public var alert: PresentedAlert? {
    registrar.access(self, keyPath: \.alertKey)
    return storage.alert
  }

  /// The screens whose leave guard is on (see ``NavigationState/leaveGuarded``). Changes only
  /// when a guard is turned on or off, or its screen leaves.
  ///
  /// ```swift
  /// .interactiveDismissDisabled(navigator.leaveGuarded.contains(formID))
  /// ```
  public var leaveGuarded: Set<EntryID> {
    registrar.access(self, keyPath: \.leaveGuardsKey)
    return storage.leaveGuarded
  }

  /// The stack at `location`. A reader is notified only when that stack changes.
  ///
  /// ```swift
  /// let tabA = navigator.stack(at: .tab("a"))  // not re-read when tab b changes
  /// ```
  /// - Parameter location: The stack's location.
  /// - Returns: The stack, or `nil` when the location does not exist.
  public func stack(at location: StackLocation) -> Stack<Route>? {
    registrar.access(self, keyPath: \.[stackKey: location])
    return storage.stack(at: location)
  }

  /// The stack commands act on by default; depends on the layers, the selection and that stack.
  public var activeStack: Stack<Route> {
    _ = layers
    _ = selectedTab
    registrar.access(self, keyPath: \.[stackKey: storage.activeLocation])
    return storage.activeStack
  }

  /// The top screen of the active stack.
  public var currentEntry: Entry<Route> { activeStack.top }

  // Observation keys: one per observable part. They hold no data; the getters above register
  // access to them and `commit(_:)` announces changes to exactly the parts that changed.
  @usableFromInline nonisolated var wholeStateKey: Int { 0 }
  @usableFromInline nonisolated var selectionKey: Int { 0 }
  @usableFromInline nonisolated var layersKey: Int { 0 }
  @usableFromInline nonisolated var alertKey: Int { 0 }
  @usableFromInline nonisolated var leaveGuardsKey: Int { 0 }
  @usableFromInline nonisolated subscript(stackKey location: StackLocation) -> Int { 0 }

  /// Replaces the stored state, notifying only observers of the parts that changed.
  @inlinable
  func commit(_ new: NavigationState<Route>) {
    let keys = ChangedParts(from: storage, to: new).keys(
      whole: \Navigator.wholeStateKey, selection: \.selectionKey, layers: \.layersKey,
      alert: \.alertKey, guards: \.leaveGuardsKey, stack: { \.[stackKey: $0] })
    for key in keys { registrar.willSet(self, keyPath: key) }
    storage = new
    for key in keys.reversed() { registrar.didSet(self, keyPath: key) }
  }
}
