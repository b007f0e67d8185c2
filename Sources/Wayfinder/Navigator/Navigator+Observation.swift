extension Navigator {
  /// The whole state. Reading it makes a view depend on every change; prefer the narrower
  /// accessors below in views.
  public var state: NavigationState<Route> {
    observation.access(observation.whole)
    return storage
  }

  /// The selected tab, or `nil` without a tab bar. Changes only when the selection does.
  public var selectedTab: TabID? {
    observation.access(observation.selection)
    return storage.selectedTab
  }

  /// The modal layers, bottom to top. Changes when a layer or a stack inside one changes.
  package var layers: [Layer<Route>] {
    observation.access(observation.layers)
    return storage.layers
  }

  /// The alert, if one is shown.
  package var alert: PresentedAlert? {
    observation.access(observation.alert)
    return storage.alert
  }

  /// The screens whose leave guard is on (see ``NavigationState/leaveGuarded``). Changes only
  /// when a guard is turned on or off, or its screen leaves.
  ///
  /// ```swift
  /// let locked = navigator.leaveGuarded.contains(formID)  // .interactiveDismissDisabled(locked)
  /// ```
  package var leaveGuarded: Set<EntryID> {
    observation.access(observation.guards)
    return storage.leaveGuarded
  }

  /// The stack at `location`. A reader is notified only when that stack changes.
  ///
  /// ```swift
  /// let tabA = navigator.stack(at: .tab("a"))  // not re-read when tab b changes
  /// ```
  /// - Parameter location: The stack's location.
  /// - Returns: The stack, or `nil` when the location does not exist.
  package func stack(at location: StackLocation) -> Stack<Route>? {
    observation.accessStack(location)
    return storage.stack(at: location)
  }

  /// The stack commands act on by default. A reader is notified when another stack becomes the
  /// active one (a layer presented or dismissed, another tab selected) or that stack changes.
  public var activeStack: Stack<Route> {
    observation.access(observation.active)
    return storage.activeStack
  }

  /// Replaces the stored state, notifying only observers of the parts that changed.
  /// - Parameters:
  ///   - new: The new state.
  ///   - parts: What differs between the stored state and `new` (computed when not given).
  @inlinable
  func commit(_ new: NavigationState<Route>, parts: ChangedParts? = nil) {
    observation.announce(parts ?? ChangedParts(from: storage, to: new), announceGuards: true) {
      storage = new
    }
  }
}
