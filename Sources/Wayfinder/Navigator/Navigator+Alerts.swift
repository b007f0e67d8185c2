extension Navigator {
  /// Shows an alert and waits for the user's answer.
  ///
  /// ```swift
  /// let answer = await navigator.ask(
  ///   AlertState(
  ///     title: "Discard changes?",
  ///     buttons: [
  ///       AlertButton("Discard", role: .destructive, action: "discard"),
  ///       AlertButton("Keep editing", role: .cancel),
  ///     ]))
  /// if answer == "discard" { navigator.pop() }
  /// ```
  /// - Parameter alert: The alert to show.
  /// - Returns: The tapped button's action; `nil` when a button without an action was tapped,
  ///   the alert was dismissed by other means, or it could not be shown (another alert is up).
  public func ask(_ alert: AlertState) async -> AlertAction? {
    await withCheckedContinuation { continuation in
      // The waiter is registered before the alert is shown, under the id the state will issue
      // next, so an answer that arrives while the alert is being shown is not missed.
      let expected = EntryID(storage.nextID)
      alertWaiters[expected] = continuation
      if case .failure = showAlert(alert) {
        alertWaiters.removeValue(forKey: expected)?.resume(returning: nil)
      }
    }
  }

  /// Reports that the user tapped a button of the shown alert: closes it and delivers the
  /// button's action to whoever is waiting in ``ask(_:)`` and to event observers.
  ///
  /// Hosts call this; tests call it to simulate a tap.
  /// - Parameter button: The tapped button's action (`nil` for a button without one).
  /// - Returns: The closed alert, or ``NavigationError/noAlert``.
  @discardableResult
  public func tapAlertButton(_ action: AlertAction?) -> Result<
    Entry<AlertState>, NavigationError
  > {
    if let id = storage.alert?.id, let action { alertResponses[id] = action }
    // The host closed the alert itself when the button was tapped.
    if shown.alert?.id == storage.alert?.id { shown._alert = nil }
    return perform(.alertButton(action)) { state throws(NavigationError) in
      try state.dismissAlert()
    }
  }

  /// Resumes the waiter of an alert that is no longer shown.
  @usableFromInline
  func settleAlerts(old: NavigationState<Route>, new: NavigationState<Route>) {
    guard let gone = old.alert?.id, new.alert?.id != gone else { return }
    let response = alertResponses.removeValue(forKey: gone)
    alertWaiters.removeValue(forKey: gone)?.resume(returning: response)
  }
}
