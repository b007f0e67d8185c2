// The navigator's commands: each one runs the state command of the same name through
// `perform(_:_:)`, so it publishes an event and never leaves a half-applied change. They return
// a `Result` instead of throwing so that a button action can call `navigator.pop()` without
// `try`; a refused command is also visible as a `.failed` event.

extension Navigator {
  /// Pushes a screen. See ``NavigationState/push(_:on:)``.
  ///
  /// ```swift
  /// navigator.push(.detail(42))
  /// ```
  /// - Parameters:
  ///   - route: The screen.
  ///   - location: The stack (default: the active stack).
  /// - Returns: The new entry's id, or why the push was refused.
  @inlinable
  @discardableResult
  public func push(_ route: Route, on location: StackLocation? = nil) -> Result<
    EntryID, NavigationError
  > {
    perform(.push([route], on: location)) { state throws(NavigationError) in
      try state.push(route, on: location)
    }
  }

  /// Pushes several screens as one change. See ``NavigationState/push(contentsOf:on:)``.
  /// - Parameters:
  ///   - routes: The screens, bottom to top.
  ///   - location: The stack (default: the active stack).
  /// - Returns: The new ids, or why the push was refused.
  @inlinable
  @discardableResult
  public func push(contentsOf routes: [Route], on location: StackLocation? = nil) -> Result<
    [EntryID], NavigationError
  > {
    perform(.push(routes, on: location)) { state throws(NavigationError) in
      try state.push(contentsOf: routes, on: location)
    }
  }

  /// Pops screens. See ``NavigationState/pop(_:on:)``.
  ///
  /// ```swift
  /// navigator.pop(2)
  /// ```
  /// - Parameters:
  ///   - count: How many (default 1).
  ///   - location: The stack (default: the active stack).
  /// - Returns: The popped entries, or why the pop was refused.
  @inlinable
  @discardableResult
  public func pop(_ count: Int = 1, on location: StackLocation? = nil) -> Result<
    [Entry<Route>], NavigationError
  > {
    perform(.pop(count, on: location)) { state throws(NavigationError) in
      try state.pop(count, on: location)
    }
  }

  /// Pops to an entry. See ``NavigationState/pop(to:)``.
  /// - Parameter id: The entry to end on.
  /// - Returns: The popped entries, or why the pop was refused.
  @discardableResult
  public func pop(to id: EntryID) -> Result<[Entry<Route>], NavigationError> {
    perform(.popTo(id)) { state throws(NavigationError) in try state.pop(to: id) }
  }

  /// Pops to the lowest matching screen. See ``NavigationState/popToFirst(on:where:)``.
  ///
  /// ```swift
  /// navigator.popToFirst { $0 == .two }
  /// ```
  /// - Parameters:
  ///   - location: The stack (default: the active stack).
  ///   - predicate: Which route to end on.
  /// - Returns: The popped entries, or why the pop was refused.
  @discardableResult
  public func popToFirst(on location: StackLocation? = nil, where predicate: (Route) -> Bool)
    -> Result<[Entry<Route>], NavigationError>
  {
    perform(.popToFirstMatch(on: location)) { state throws(NavigationError) in
      try state.popToFirst(on: location, where: predicate)
    }
  }

  /// Pops to the highest matching screen. See ``NavigationState/popToLast(on:where:)``.
  /// - Parameters:
  ///   - location: The stack (default: the active stack).
  ///   - predicate: Which route to end on.
  /// - Returns: The popped entries, or why the pop was refused.
  @discardableResult
  public func popToLast(on location: StackLocation? = nil, where predicate: (Route) -> Bool)
    -> Result<[Entry<Route>], NavigationError>
  {
    perform(.popToLastMatch(on: location)) { state throws(NavigationError) in
      try state.popToLast(on: location, where: predicate)
    }
  }

  /// Pops to the root. See ``NavigationState/popToRoot(on:)``.
  /// - Parameter location: The stack (default: the active stack).
  /// - Returns: The popped entries, or why the pop was refused.
  @inlinable
  @discardableResult
  public func popToRoot(on location: StackLocation? = nil) -> Result<
    [Entry<Route>], NavigationError
  > {
    perform(.popToRoot(on: location)) { state throws(NavigationError) in
      try state.popToRoot(on: location)
    }
  }

  /// Replaces the root, keeping pushed screens. See ``NavigationState/replaceRoot(with:on:)``.
  /// - Parameters:
  ///   - route: The new root.
  ///   - location: The stack (default: the active stack).
  /// - Returns: The new root's id, or why it was refused.
  @discardableResult
  public func replaceRoot(with route: Route, on location: StackLocation? = nil) -> Result<
    EntryID, NavigationError
  > {
    perform(.replaceRoot(route, on: location)) { state throws(NavigationError) in
      try state.replaceRoot(with: route, on: location)
    }
  }

  /// Replaces a whole stack. See ``NavigationState/replaceStack(with:on:)``.
  /// - Parameters:
  ///   - routes: The new stack, root first.
  ///   - location: The stack (default: the active stack).
  /// - Returns: Success, or why it was refused.
  @discardableResult
  public func replaceStack(with routes: [Route], on location: StackLocation? = nil) -> Result<
    Void, NavigationError
  > {
    perform(.replaceStack(routes, on: location)) { state throws(NavigationError) in
      try state.replaceStack(with: routes, on: location)
    }
  }

  /// Replaces the top screen in one change. See ``NavigationState/replaceTop(with:on:)``.
  /// - Parameters:
  ///   - route: The new top screen.
  ///   - location: The stack (default: the active stack).
  /// - Returns: The new entry's id, or why it was refused.
  @discardableResult
  public func replaceTop(with route: Route, on location: StackLocation? = nil) -> Result<
    EntryID, NavigationError
  > {
    perform(.replaceTop(route, on: location)) { state throws(NavigationError) in
      try state.replaceTop(with: route, on: location)
    }
  }

  /// Presents a screen in a new layer. See ``NavigationState/present(_:as:)``.
  ///
  /// ```swift
  /// navigator.present(.presented, as: .fullScreenCover)
  /// ```
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - presentation: How to present it.
  /// - Returns: The layer's id, or why it was refused.
  @inlinable
  @discardableResult
  public func present(_ route: Route, as presentation: Presentation) -> Result<
    EntryID, NavigationError
  > {
    present(stack: [route], as: presentation)
  }

  /// Presents a layer holding a stack. See ``NavigationState/present(stack:as:)``.
  /// - Parameters:
  ///   - routes: The layer's stack, root first.
  ///   - presentation: How to present it.
  /// - Returns: The layer's id, or why it was refused.
  @inlinable
  @discardableResult
  public func present(stack routes: [Route], as presentation: Presentation) -> Result<
    EntryID, NavigationError
  > {
    perform(.present(routes, presentation)) { state throws(NavigationError) in
      try state.present(stack: routes, as: presentation)
    }
  }

  /// Dismisses the top layers. See ``NavigationState/dismiss(_:)``.
  /// - Parameter count: How many (default 1).
  /// - Returns: The dismissed layers, or why it was refused.
  @inlinable
  @discardableResult
  public func dismiss(_ count: Int = 1) -> Result<[Layer<Route>], NavigationError> {
    perform(.dismiss(count)) { state throws(NavigationError) in try state.dismiss(count) }
  }

  /// Dismisses a layer and everything above it. See ``NavigationState/dismiss(layer:)``.
  /// - Parameter id: The layer's id.
  /// - Returns: The dismissed layers, or why it was refused.
  @discardableResult
  public func dismiss(layer id: EntryID) -> Result<[Layer<Route>], NavigationError> {
    perform(.dismissLayer(id)) { state throws(NavigationError) in try state.dismiss(layer: id) }
  }

  /// Dismisses every layer. See ``NavigationState/dismissAll()``.
  /// - Returns: The dismissed layers.
  @discardableResult
  public func dismissAll() -> Result<[Layer<Route>], NavigationError> {
    perform(.dismissAll) { state in state.dismissAll() }
  }

  /// Selects a tab; re-selecting pops it to its root. See ``NavigationState/selectTab(_:)``.
  /// - Parameter tab: The tab.
  /// - Returns: Entries popped by re-selecting, or why it was refused.
  @inlinable
  @discardableResult
  public func selectTab(_ tab: TabID) -> Result<[Entry<Route>], NavigationError> {
    perform(.selectTab(tab)) { state throws(NavigationError) in try state.selectTab(tab) }
  }

  /// Goes back one step. See ``NavigationState/goBack()``.
  /// - Returns: What was done, or why nothing could be.
  @inlinable
  @discardableResult
  public func goBack() -> Result<BackStep<Route>, NavigationError> {
    perform(.goBack) { state throws(NavigationError) in try state.goBack() }
  }

  /// Shows an alert. See ``NavigationState/showAlert(_:)`` and, to await the answer,
  /// ``ask(_:)``.
  /// - Parameter alert: The alert.
  /// - Returns: The alert's id, or why it was refused.
  @discardableResult
  public func showAlert(_ alert: AlertState) -> Result<EntryID, NavigationError> {
    perform(.showAlert(alert)) { state throws(NavigationError) in try state.showAlert(alert) }
  }

  /// Dismisses the alert without an action. See ``NavigationState/dismissAlert()``.
  /// - Returns: The dismissed alert, or why it was refused.
  @discardableResult
  public func dismissAlert() -> Result<Entry<AlertState>, NavigationError> {
    perform(.dismissAlert) { state throws(NavigationError) in try state.dismissAlert() }
  }

  /// Makes the state look like `target`, keeping shared screens. See
  /// ``NavigationState/apply(_:)``.
  /// - Parameter target: The state to reach.
  /// - Returns: Success, or why the target was refused.
  @discardableResult
  public func apply(_ target: NavigationState<Route>) -> Result<Void, NavigationError> {
    perform(.apply(target)) { state throws(NavigationError) in try state.apply(target) }
  }

  /// Replaces the state with a restored one, ids included.
  ///
  /// ```swift
  /// let restored = try StateRestorer().decode(Screen.self, from: data)
  /// navigator.restore(restored.state)
  /// ```
  /// - Parameter restored: The state to install; it must be valid.
  /// - Returns: Success, or ``NavigationError/invalidState(_:)``.
  @discardableResult
  public func restore(_ restored: NavigationState<Route>) -> Result<Void, NavigationError> {
    perform(.restore) { state throws(NavigationError) in
      if let violation = restored.firstViolation() { throw .invalidState(violation) }
      state = restored
    }
  }
}
