/// What ``NavigationState/goBack()`` did.
///
/// ```swift
/// switch try state.goBack() {
/// case .closedAlert: print("alert closed")
/// case .popped(let entry): print("popped", entry.route)
/// case .dismissed(let layer): print("dismissed", layer.id)
/// }
/// ```
public enum BackStep<Route> {
  /// The alert was closed.
  case closedAlert(PresentedAlert)
  /// The top screen of the active stack was popped (or, in a split view, the root of the
  /// column that was emptied).
  case popped(Entry<Route>)
  /// The top layer was dismissed.
  case dismissed(Layer<Route>)
}

extension BackStep: Equatable where Route: Equatable {}
extension BackStep: Sendable where Route: Sendable {}

extension NavigationState {
  /// Goes back one step, as a back button or the Escape key would: closes the alert if one is
  /// shown, else pops the active stack if it has pushed screens, else dismisses the top layer,
  /// else, in a split view, empties the trailing column that shows a screen (the back button
  /// of a compact width, from a message to its mailbox).
  ///
  /// ```swift
  /// try state.goBack()
  /// ```
  /// - Returns: What was done.
  /// - Throws: ``NavigationError/Code-swift.enum/outOfRange`` at a lone root with no layer and no alert.
  @inlinable
  @discardableResult
  public mutating func goBack() throws(NavigationError) -> BackStep<Route> {
    if let alert = _alert {
      _alert = nil
      return .closedAlert(alert)
    }
    if !activeStack._pushed.isEmpty { return .popped(try pop()[0]) }
    if !_layers.isEmpty { return .dismissed(try dismiss()[0]) }
    if let split, split.deepestColumn != .sidebar {
      return .popped(try clear(split.deepestColumn)[0])
    }
    throw .because(.nothingToGoBack)
  }
}
