/// Several commands gathered into one change by ``Navigator/transaction(_:)``: they act on a
/// draft of the state and are committed together — one event listing every command, one plan
/// for the host — or not at all.
///
/// ```swift
/// try navigator.transaction { change throws(NavigationError) in
///   try change.selectTab("account")
///   try change.push(.settings)
///   try change.present(.editProfile, as: .sheet())
/// }
/// ```
public struct NavigationTransaction<Route> {
  /// The draft: the state with every command so far applied.
  public private(set) var state: NavigationState<Route>
  /// The commands so far, in order.
  public private(set) var commands: [NavigationCommand<Route>] = []
  /// What re-selecting the selected tab does (the navigator's ``Navigator/tabReselection``).
  public var tabReselection: TabReselection

  /// Creates a transaction on a draft of `state`.
  /// - Parameters:
  ///   - state: The state to start from.
  ///   - tabReselection: What re-selecting the selected tab does.
  public init(state: NavigationState<Route>, tabReselection: TabReselection = .popToRoot) {
    self.state = state
    self.tabReselection = tabReselection
  }

  /// Applies one change to the draft and records its command; a refused change leaves the
  /// draft as it was.
  ///
  /// ```swift
  /// try navigator.transaction { change throws(NavigationError) in
  ///   try change.run(.dismissAll) { state in state.dismissAll() }
  /// }
  /// ```
  /// - Parameters:
  ///   - command: The command to record.
  ///   - body: The change.
  /// - Returns: The change's result.
  /// - Throws: The error that refused the change.
  @discardableResult
  public mutating func run<Value>(
    _ command: NavigationCommand<Route>,
    _ body: (inout NavigationState<Route>) throws(NavigationError) -> Value
  ) throws(NavigationError) -> Value {
    var draft = state
    let value = try body(&draft)
    state = draft
    commands.append(command)
    return value
  }

  /// Pushes screens. See ``NavigationState/push(contentsOf:on:)``.
  /// - Parameters:
  ///   - routes: The screens, bottom to top.
  ///   - location: The stack (default: the active stack).
  /// - Throws: The state command's error.
  public mutating func push(_ routes: Route..., on location: StackLocation? = nil)
    throws(NavigationError)
  {
    try run(.push(routes, on: location)) { state throws(NavigationError) in
      try state.push(contentsOf: routes, on: location)
    }
  }

  /// Pops screens. See ``NavigationState/pop(_:on:)``.
  /// - Parameters:
  ///   - count: How many (default 1).
  ///   - location: The stack (default: the active stack).
  /// - Throws: The state command's error.
  public mutating func pop(_ count: Int = 1, on location: StackLocation? = nil)
    throws(NavigationError)
  {
    try run(.pop(count, on: location)) { state throws(NavigationError) in
      try state.pop(count, on: location)
    }
  }

  /// Pops to the root. See ``NavigationState/popToRoot(on:)``.
  /// - Parameter location: The stack (default: the active stack).
  /// - Throws: The state command's error.
  public mutating func popToRoot(on location: StackLocation? = nil) throws(NavigationError) {
    try run(.popToRoot(on: location)) { state throws(NavigationError) in
      try state.popToRoot(on: location)
    }
  }

  /// Presents a layer. See ``NavigationState/present(_:as:)``.
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - presentation: How to present it.
  /// - Returns: The new layer's id.
  /// - Throws: The state command's error.
  @discardableResult
  public mutating func present(_ route: Route, as presentation: Presentation)
    throws(NavigationError) -> LayerID
  {
    try run(.present([route], presentation)) { state throws(NavigationError) in
      try state.present(route, as: presentation)
    }
  }

  /// Dismisses the top layers. See ``NavigationState/dismiss(_:)``.
  /// - Parameter count: How many (default 1).
  /// - Throws: The state command's error.
  public mutating func dismiss(_ count: Int = 1) throws(NavigationError) {
    try run(.dismiss(count)) { state throws(NavigationError) in try state.dismiss(count) }
  }

  /// Dismisses every layer. See ``NavigationState/dismissAll()``.
  public mutating func dismissAll() {
    // Dismissing nothing is not an error, so this cannot fail.
    _ = try? run(.dismissAll) { state in state.dismissAll() }
  }

  /// Selects a tab, re-selection following ``tabReselection``.
  /// - Parameter tab: The tab.
  /// - Throws: The state command's error.
  public mutating func selectTab(_ tab: TabID) throws(NavigationError) {
    let rule = tabReselection
    try run(.selectTab(tab)) { state throws(NavigationError) in
      try state.selectTab(tab, reselection: rule)
    }
  }

  /// Gives a screen a new route, keeping its identity. See ``NavigationState/update(_:to:)``.
  /// - Parameters:
  ///   - id: The screen's entry.
  ///   - route: Its new route.
  /// - Throws: The state command's error.
  public mutating func update(_ id: EntryID, to route: Route) throws(NavigationError) {
    try run(.update(id, to: route)) { state throws(NavigationError) in
      try state.update(id, to: route)
    }
  }

  /// Closes a screen. See ``NavigationState/close(_:)``.
  /// - Parameter entry: The screen.
  /// - Throws: The state command's error.
  public mutating func close(_ entry: EntryID) throws(NavigationError) {
    try run(.close(entry)) { state throws(NavigationError) in try state.close(entry) }
  }
}

extension NavigationTransaction where Route: Equatable {
  /// Replaces a stack. See ``NavigationState/replaceStack(with:on:)``.
  /// - Parameters:
  ///   - routes: The new stack, root first.
  ///   - location: The stack (default: the active stack).
  /// - Throws: The state command's error.
  public mutating func replaceStack(with routes: [Route], on location: StackLocation? = nil)
    throws(NavigationError)
  {
    try run(.replaceStack(routes, on: location)) { state throws(NavigationError) in
      try state.replaceStack(with: routes, on: location)
    }
  }
}

extension Navigator {
  /// Applies several commands as one change: one event (command
  /// ``NavigationCommand/transaction(_:)`` listing them), one plan for the host, and all or
  /// nothing — when `body` throws, the state is unchanged and the failure is published.
  ///
  /// ```swift
  /// try navigator.transaction { change throws(NavigationError) in
  ///   try change.push(.welcome, .features)
  ///   try change.present(.notifications, as: .sheet())
  /// }
  /// ```
  /// - Parameter body: The commands, applied to a draft.
  /// - Returns: What `body` returns.
  /// - Throws: The first error of `body`, or of the route rules and leave guards applied to
  ///   the result.
  @discardableResult
  public func transaction<Value>(
    _ body: (inout NavigationTransaction<Route>) throws(NavigationError) -> Value
  ) throws(NavigationError) -> Value {
    var change = NavigationTransaction(state: storage, tabReselection: tabReselection)
    let outcome: Result<Value, NavigationError>
    do throws(NavigationError) {
      outcome = .success(try body(&change))
    } catch {
      outcome = .failure(error)
    }
    return try perform(.transaction(change.commands)) { state throws(NavigationError) in
      let value = try outcome.get()
      if host != nil, change.commands.contains(where: \.updatesInPlace) {
        noteUpdatesInPlace(from: state, to: change.state)
      }
      state = change.state
      return value
    }
  }
}
