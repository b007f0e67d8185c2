extension Navigator {
  /// Runs several of the state's own commands as one change, and says what it did.
  ///
  /// The commands act on a draft of the state and are committed together — one event
  /// (command `transaction`), one plan for the host — or not at all: when
  /// a command refuses, or a route rule or a leave guard refuses the result, the state is
  /// unchanged and the refusal is published. The returned change names the screens, layers and alert the
  /// commands created, for ``onScreen(_:)``; with `animated: false` the host shows the change
  /// without animation.
  ///
  /// ```swift
  /// let change = try navigator.transaction { state in
  ///   try state.selectTab("account")
  ///   try state.push(.settings)
  ///   try state.present(.editProfile, as: .sheet())
  /// }
  /// await navigator.onScreen(change)  // all three are on screen
  /// let sheet = change.layers.last     // the sheet's id
  /// ```
  ///
  /// A tab selected inside `body` without its own `reselection` follows the navigator's
  /// ``tabReselection``, as ``selectTab(_:reselection:)-(TabID,_)`` does. The commands the navigator does not repeat — popping
  /// to a route that matches a predicate, replacing the root, the top
  /// or a whole stack, presenting a stack, dismissing a given layer, moving a sheet to a
  /// detent, emptying a column or showing and hiding columns — are made here:
  ///
  /// ```swift
  /// try navigator.transaction { try $0.replaceRoot(with: .home) }
  /// try navigator.transaction { try $0.popToLast { $0 == .inbox } }
  /// ```
  /// - Parameters:
  ///   - animated: Whether the host may animate the change (default: `true`).
  ///   - body: The commands, run on the draft.
  /// - Returns: What the change created, and its event's sequence number.
  /// - Throws: The first error of `body`, or the ``NavigationError`` of a route rule or a leave
  ///   guard that refused the result; the state is then unchanged. A state command's refusal
  ///   is also published as a failed event; an error of the app's own ends the transaction
  ///   with nothing changed and nothing published, and reaches the caller as it was thrown.
  ///   (The body's errors are untyped: Swift infers `any Error` for a closure that does not
  ///   spell its thrown type, so a typed body would not take `{ try $0.push(.x) }`.)
  /// - Complexity: The commands' own, plus one comparison of the draft with the state when a
  ///   host is attached.
  @discardableResult
  public func transaction(
    animated: Bool = true, _ body: (inout NavigationState<Route>) throws -> Void
  ) throws -> NavigationChange {
    var draft = storage
    let refusal: NavigationError?
    do {
      try TabReselection.$inEffect.withValue(tabReselection) { try body(&draft) }
      refusal = nil
    } catch let error as NavigationError {
      refusal = error
    }
    return try typedTransaction(animated: animated) { state throws(NavigationError) in
      if let refusal { throw refusal }
      state = draft
    }
  }

  /// ``transaction(animated:_:)`` for the package's own typed code (flows, replays): the body
  /// throws only ``NavigationError``.
  /// - Parameters:
  ///   - animated: Whether the host may animate the change.
  ///   - body: The commands, run on a copy of the state.
  /// - Returns: What the change created.
  /// - Throws: The refusal of `body`, a route rule or a leave guard.
  @discardableResult
  package func typedTransaction(
    animated: Bool = true,
    _ body: (inout NavigationState<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) -> NavigationChange {
    try withStepsAnimated(animated) { () throws(NavigationError) -> NavigationChange in
      let firstID = storage.nextID
      let rule = tabReselection
      try perform(.transaction) { state throws(NavigationError) in
        let before = state
        // A `selectTab` without its own `reselection` follows the navigator's rule, as the
        // navigator's own `selectTab` does.
        let outcome = TabReselection.$inEffect.withValue(rule) {
          Result { () throws(NavigationError) in try body(&state) }
        }
        try outcome.get()
        if hasHost { noteUpdatesInPlace(from: before, to: state) }
      }
      return NavigationChange(created: firstID, in: storage, sequence: sequence)
    }
  }

  /// Runs `body` with the host's steps animated or not: the navigator's own way to make a
  /// change (a restoration, a launch link) appear without animation.
  /// - Parameters:
  ///   - animated: Whether the host may animate what `body` changes.
  ///   - body: The commands.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  package func withStepsAnimated<Value, Failure: Error>(
    _ animated: Bool, _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    if !animated { unanimatedDepth += 1 }
    defer {
      if !animated {
        unanimatedDepth -= 1
        unanimatedThrough = max(unanimatedThrough, sequence)
      }
    }
    return try body()
  }
}
