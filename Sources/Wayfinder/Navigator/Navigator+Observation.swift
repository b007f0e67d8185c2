extension Navigator {
  // The accessors are inlinable: a view reads them after every change it is told of, and
  // unspecialised (in the core, generic over the route), the state's accessors under them cost
  // thousands of instructions a read in type metadata look-ups.

  /// The whole state. Reading it makes a view depend on every change; prefer the narrower
  /// accessors below in views.
  @inlinable
  public var state: NavigationState<Route> {
    observation.access(observation.whole)
    return storage
  }

  /// The selected tab, or `nil` without a tab bar. Changes only when the selection does.
  @inlinable
  public var selectedTab: TabID? {
    observation.access(observation.selection)
    return storage.selectedTab
  }

  /// The modal layers, bottom to top. Changes when a layer or a stack inside one changes.
  @inlinable
  package var layers: [Layer<Route>] {
    observation.access(observation.layers)
    return storage.layers
  }

  /// The alert, if one is shown.
  @inlinable
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
  @inlinable
  package var leaveGuarded: Set<EntryID> {
    observation.access(observation.guards)
    return storage._leaveGuarded
  }

  /// The stack at `location`. A reader is notified only when that stack changes.
  ///
  /// ```swift
  /// let tabA = navigator.stack(at: .tab("a"))  // not re-read when tab b changes
  /// ```
  /// - Parameter location: The stack's location.
  /// - Returns: The stack, or `nil` when the location does not exist.
  @inlinable
  package func stack(at location: StackLocation) -> Stack<Route>? {
    observation.accessStack(location)
    return storage.stack(at: location)
  }

  /// The stack commands act on by default. A reader is notified when another stack becomes the
  /// active one (a layer presented or dismissed, another tab selected) or that stack changes.
  @inlinable
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
    // Nobody has read a part: there is no one to tell, and no need to know what changed.
    guard observation.hasReaders else {
      storage = new
      return
    }
    observation.announce(parts ?? ChangedParts(from: storage, to: new), announceGuards: true) {
      storage = new
    }
  }
}

extension PartObservation {
  /// Whether any part has been read under observation: without a reader,
  /// ``announce(_:announceGuards:around:)`` has no one to tell and only runs the change.
  @inlinable
  var hasReaders: Bool { read != 0 || !stackKeys.isEmpty }
}
