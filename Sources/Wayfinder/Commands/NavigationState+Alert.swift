extension NavigationState {
  /// Shows an alert above everything else.
  ///
  /// ```swift
  /// try state.showAlert(AlertState(title: "Saved"))
  /// ```
  /// - Parameter alert: The alert.
  /// - Returns: The alert's id.
  /// - Throws: ``NavigationError/alertAlreadyShown`` when one is up; dismiss it first.
  @discardableResult
  public mutating func showAlert(_ alert: AlertState) throws(NavigationError) -> EntryID {
    guard self.alert == nil else { throw .alertAlreadyShown }
    let entry = Entry(id: issueID(), route: alert)
    self._alert = entry
    return entry.id
  }

  /// Dismisses the alert.
  ///
  /// ```swift
  /// try state.dismissAlert()
  /// ```
  /// - Returns: The dismissed alert.
  /// - Throws: ``NavigationError/noAlert``.
  @discardableResult
  public mutating func dismissAlert() throws(NavigationError) -> Entry<AlertState> {
    guard let alert else { throw .noAlert }
    self._alert = nil
    return alert
  }
}
