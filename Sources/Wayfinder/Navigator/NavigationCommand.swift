/// A description of one navigation request, carried by every ``NavigationEvent``.
///
/// Commands that take a predicate are recorded without it (``popToFirstMatch(on:)``): the
/// event's new state shows where the pop ended.
///
/// ```swift
/// let token = navigator.observe { event in
///   if case .push(let routes, _) = event.command { analytics.track(routes) }
/// }
/// ```
public enum NavigationCommand<Route> {
  /// Push one or more routes.
  case push([Route], on: StackLocation?)
  /// Pop a number of screens.
  case pop(Int, on: StackLocation?)
  /// Pop to an entry.
  case popTo(EntryID)
  /// Pop to the lowest entry matching a predicate.
  case popToFirstMatch(on: StackLocation?)
  /// Pop to the highest entry matching a predicate.
  case popToLastMatch(on: StackLocation?)
  /// Pop to the root.
  case popToRoot(on: StackLocation?)
  /// Replace the root, keeping pushed screens.
  case replaceRoot(Route, on: StackLocation?)
  /// Replace the whole stack.
  case replaceStack([Route], on: StackLocation?)
  /// Replace the top screen.
  case replaceTop(Route, on: StackLocation?)
  /// Give a screen a new route, keeping its identity.
  case replace(EntryID, with: Route)
  /// Present a layer holding these routes.
  case present([Route], Presentation)
  /// Dismiss a number of layers.
  case dismiss(Int)
  /// Dismiss a layer and everything above it.
  case dismissLayer(LayerID)
  /// Dismiss every layer.
  case dismissAll
  /// Move a sheet to one of its detents.
  case selectDetent(SheetDetent, of: LayerID)
  /// Select a tab (re-selecting follows the navigator's ``Navigator/tabReselection``).
  case selectTab(TabID)
  /// Show a route as the root of a split view's column, emptying the columns after it.
  case show(Route, in: SplitColumn)
  /// Empty a split view's column and those after it.
  case clearColumn(SplitColumn)
  /// Show or hide a split view's columns.
  case setColumnVisibility(SplitVisibility)
  /// Go back one step.
  case goBack
  /// Show an alert.
  case presentAlert(AlertState)
  /// Dismiss the alert without an action.
  case dismissAlert
  /// Make the state look like a target.
  case apply(NavigationState<Route>)
  /// Replace the state with a restored one.
  case restore
  /// The host reported something the user did.
  case user(UserAction<Route>)
  /// Open a link.
  case openLink(String)
  /// Close a screen: pop it, or dismiss the layer it is the root of.
  case close(EntryID)
  /// Close a screen with a result for whoever awaits it.
  case finish(EntryID)
  /// Several of the state's commands applied as one change
  /// (``Navigator/transaction(animated:_:)``); the event's old and new states say what changed.
  case transaction
  /// The route rules were re-applied after what they read changed.
  case rulesChanged
}

extension NavigationCommand: Equatable where Route: Equatable {}
extension NavigationCommand: Hashable where Route: Hashable {}
extension NavigationCommand: Sendable where Route: Sendable {}

/// A command is written as Swift writes an enumeration's case: its name, then its values by
/// label (`_0` for the first unlabelled one), as in `{"push": {"_0": [route], "on": null}}`.
/// Traces keep commands in this form (see `NavigationTrace` in WayfinderTraces).
extension NavigationCommand: Codable where Route: Codable {}
