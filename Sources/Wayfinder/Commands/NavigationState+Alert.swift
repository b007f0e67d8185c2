extension NavigationState {
  /// Shows an alert above everything else, owned by a screen or layer.
  ///
  /// The alert belongs to `owner` (by default the screen on top of the active stack) and goes
  /// when its owner leaves the state: a pop, a dismissal or a replacement that removes the
  /// owner removes the alert in the same change.
  ///
  /// ```swift
  /// try state.presentAlert(AlertState(title: "Saved"))
  /// try state.presentAlert(confirm, owner: .layer(sheetID))
  /// ```
  /// - Parameters:
  ///   - alert: The alert.
  ///   - owner: What the alert belongs to (default: the screen on top of the active stack).
  /// - Returns: The alert's id.
  /// - Throws: ``NavigationError/Code-swift.enum/invalid`` when one is up (dismiss it first),
  ///   ``NavigationError/Code-swift.enum/notFound`` for an
  ///   owner that is not in the state.
  @discardableResult
  public mutating func presentAlert(_ alert: AlertState, owner: AlertOwner? = nil)
    throws(NavigationError) -> AlertID
  {
    guard self.alert == nil else { throw .because(.alertAlreadyShown) }
    let owner = owner ?? .entry(currentEntry.id)
    guard contains(owner) else {
      switch owner {
      case .entry(let id): throw .because(.entryNotFound(id))
      case .layer(let id): throw .because(.layerNotFound(id))
      }
    }
    let id: AlertID = issueID()
    self._alert = PresentedAlert(id: id, content: alert, owner: owner)
    return id
  }

  /// Dismisses the alert.
  ///
  /// ```swift
  /// try state.dismissAlert()
  /// ```
  /// - Returns: The dismissed alert.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  @inlinable
  @discardableResult
  public mutating func dismissAlert() throws(NavigationError) -> PresentedAlert {
    guard let alert = _alert else { throw .because(.noAlert) }
    self._alert = nil
    return alert
  }
}
