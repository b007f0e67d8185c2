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
  /// The top screen of the active stack was popped.
  case popped(Entry<Route>)
  /// The top layer was dismissed.
  case dismissed(Layer<Route>)
}

extension BackStep: Equatable where Route: Equatable {}
extension BackStep: Sendable where Route: Sendable {}

extension NavigationState {
  /// Goes back one step, as a back button or the Escape key would: closes the alert if one is
  /// shown, else pops the active stack if it has pushed screens, else dismisses the top layer.
  ///
  /// ```swift
  /// try state.goBack()
  /// ```
  /// - Returns: What was done.
  /// - Throws: ``NavigationError/nothingToGoBack`` at a lone root with no layer and no alert.
  @inlinable
  @discardableResult
  public mutating func goBack() throws(NavigationError) -> BackStep<Route> {
    if let alert = _alert {
      _alert = nil
      return .closedAlert(alert)
    }
    if !activeStack._pushed.isEmpty { return .popped(try pop()[0]) }
    if !_layers.isEmpty { return .dismissed(try dismiss()[0]) }
    throw .nothingToGoBack
  }
}
