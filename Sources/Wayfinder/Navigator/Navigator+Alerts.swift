extension Navigator {
  /// Shows an alert owned by a screen or layer. See ``NavigationState/presentAlert(_:owner:)``;
  /// with `await`, the same call waits for the user's answer.
  ///
  /// ```swift
  /// func saved() throws {
  ///   try navigator.presentAlert(AlertState(title: "Saved"))  // shown; nobody waits
  /// }
  /// ```
  ///
  /// In asynchronous code Swift picks the overload that waits for the answer: show an alert
  /// without waiting from synchronous code, as above (a button's action is).
  /// - Parameters:
  ///   - alert: The alert.
  ///   - owner: What it belongs to (default: the screen on top of the active stack).
  /// - Returns: The alert's id.
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  @discardableResult
  public func presentAlert(_ alert: AlertState, owner: AlertOwner? = nil) throws(NavigationError)
    -> AlertID
  {
    try show(alert, owner: owner)
  }

  /// The command both `presentAlert` overloads run.
  private func show(_ alert: AlertState, owner: AlertOwner?) throws(NavigationError) -> AlertID {
    try perform(.presentAlert(alert)) { state throws(NavigationError) in
      try state.presentAlert(alert, owner: owner)
    }
  }

  /// Dismisses the alert without an answer; a caller awaiting its answer gets `nil`.
  /// See ``NavigationState/dismissAlert()``.
  ///
  /// ```swift
  /// try navigator.dismissAlert()
  /// ```
  /// - Returns: The alert that was shown.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  @discardableResult
  public func dismissAlert() throws(NavigationError) -> PresentedAlert {
    try perform(.dismissAlert) { state throws(NavigationError) in try state.dismissAlert() }
  }

  /// Shows an alert and waits for the user's answer: the same command as the synchronous
  /// ``presentAlert(_:owner:)``, which an `await` turns into a question. In asynchronous code,
  /// this is the overload Swift picks.
  ///
  /// ```swift
  /// let answer = try await navigator.presentAlert(
  ///   AlertState(
  ///     title: "Discard changes?",
  ///     buttons: [
  ///       AlertButton("Discard", role: .destructive, action: "discard"),
  ///       AlertButton("Keep editing", role: .cancel),
  ///     ]))
  /// if answer == "discard" { try navigator.pop() }
  /// ```
  /// - Parameters:
  ///   - alert: The alert to show.
  ///   - owner: What it belongs to (default: the screen on top of the active stack).
  /// - Returns: The tapped button's action; `nil` when a button without an action was tapped
  ///   or the alert went any other way (dismissed, or its owner left the state).
  /// - Throws: The ``NavigationError`` that refused to show it (for example
  ///   ``NavigationError/Code-swift.enum/invalid``).
  public func presentAlert(_ alert: AlertState, owner: AlertOwner? = nil)
    async throws(NavigationError) -> AlertActionID?
  {
    var refusal: NavigationError?
    let answer = await withCheckedContinuation { continuation in
      // The waiter is registered before the alert is shown, under the id the state will issue
      // next, so an answer given by an observer of the show event itself is not missed.
      let expected = AlertID(storage.nextID)
      alertWaiters[expected] = continuation
      do throws(NavigationError) {
        _ = try show(alert, owner: owner)
      } catch {
        refusal = error
        alertWaiters.removeValue(forKey: expected)?.resume(returning: nil)
      }
    }
    if let refusal { throw refusal }
    return answer
  }

  /// Resumes the waiter of an alert that is no longer shown, with the answer if there was one.
  @usableFromInline
  func settleAlerts(old: NavigationState<Route>, new: NavigationState<Route>) {
    guard let gone = old.alert?.id, new.alert?.id != gone else { return }
    let response = alertResponses.removeValue(forKey: gone)
    alertWaiters.removeValue(forKey: gone)?.resume(returning: response)
  }
}
