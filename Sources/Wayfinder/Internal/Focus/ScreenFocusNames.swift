/// The rules a ``ScreenFocusTracker`` names screens and losses by.
package enum ScreenFocusNames {
  /// The case name of an enum route: the label of a case with values, else its description.
  package static func caseName<Route>(_ route: Route) -> String {
    if let label = Mirror(reflecting: route).children.first?.label { return label }
    return String(describing: route)
  }

  /// Why the screen `entry` is no longer on top of `state`.
  static func loss<Route>(of entry: EntryID, in state: NavigationState<Route>) -> FocusLoss {
    guard let location = state.location(of: entry) else { return .removed }
    if location == state.activeLocation { return .pushedOver }
    if let top = state.layers.last, location != .layer(top.id) { return .covered }
    if case .tab = location { return .tabLeft }
    return .otherStack
  }
}
