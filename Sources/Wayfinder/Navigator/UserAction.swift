/// Something the user did in the host, reported so the navigator's state never drifts from the
/// screen.
///
/// Each action does to the state exactly what the command of the same meaning does — the
/// tests check every pair:
///
/// | user action | command |
/// |---|---|
/// | ``pushed(_:on:)`` | ``NavigationState/push(contentsOf:on:)`` |
/// | ``poppedTo(_:)`` | ``NavigationState/pop(to:)`` |
/// | ``dismissedLayer(_:)`` | ``NavigationState/dismiss(layer:)`` |
/// | ``selectedTab(_:)`` | ``NavigationState/selectTab(_:reselection:)-(TabID,_)``, same rule |
/// | ``selectedDetent(_:of:)`` | ``NavigationState/selectDetent(_:of:)`` |
/// | ``answeredAlert(_:)`` | ``NavigationState/dismissAlert()``, and the answer is delivered |
/// | ``selected(_:in:)`` | ``NavigationState/show(_:in:)`` on the next column, or ``NavigationState/clear(_:)`` |
/// | ``changedColumnVisibility(_:)`` | ``NavigationState/setColumnVisibility(_:)`` |
/// | ``collapsed(_:)`` | ``NavigationState/setCollapsed(_:)`` |
/// | ``cancelledPop`` | nothing |
///
/// The package's hosts report these; an app's tests report them with `TestNavigator.userDid`
/// (WayfinderTesting), as the host would:
///
/// ```swift
/// import WayfinderTesting
///
/// let test = TestNavigator(NavigationState(root: Screen.home, pushed: [.detail(1)]))
/// // The user swiped back to the root.
/// try test.userDid(.poppedTo(test.state.activeStack.root.id)) { state in
///   _ = try state.popToRoot()
/// }
/// ```
@nonexhaustive
public enum UserAction<Route> {
  /// The user pushed screens on a stack (a `NavigationLink(value:)` in SwiftUI).
  case pushed([Route], on: StackLocation)
  /// The user went back (swipe, back button, long-press menu) until this entry was on top.
  case poppedTo(EntryID)
  /// The user dismissed this layer (and so everything above it), for example by dragging a
  /// sheet down.
  case dismissedLayer(LayerID)
  /// The user tapped this tab, or the system selected it for them (a search tab's Cancel
  /// goes back to the tab shown before it). Tapping the selected tab follows the navigator's
  /// ``Navigator/tabReselection`` rule, like the `selectTab` command.
  case selectedTab(TabID)
  /// The user reordered or hid tabs (iPadOS's sidebar and tab bar customization): the whole
  /// new order and the hidden tabs, as ``NavigationState/customizeTabs(order:hidden:)-([TabID]?,_)`` takes
  /// them.
  case customizedTabs(order: [TabID], hidden: Set<TabID>)
  /// The user dragged a sheet to another of its detents.
  case selectedDetent(SheetDetent, of: LayerID)
  /// The user tapped a button of the alert, which closed it; carries the button's action
  /// (`nil` for a button without one).
  case answeredAlert(AlertActionID?)
  /// The user started a swipe back and cancelled it; nothing changed on screen.
  case cancelledPop
  /// The user selected a row of a split view's column (or, with `nil`, went back from the
  /// column after it in a compact width): the next column shows the route as its root.
  /// Selecting what is selected changes nothing.
  case selected(Route?, in: SplitColumn)
  /// The user closed the split view's inspector (its close button, a swipe, or a sheet dragged
  /// down in a compact width).
  case closedInspector
  /// The user showed or hid a split view's columns (the sidebar button, a swipe).
  case changedColumnVisibility(SplitVisibility)
  /// The window's width changed so that the split view shows one stack (`true`) or its
  /// columns (`false`); nothing on screen is lost either way.
  case collapsed(Bool)
}

extension UserAction: Equatable where Route: Equatable {}
extension UserAction: Hashable where Route: Hashable {}
extension UserAction: Sendable where Route: Sendable {}

/// A user action is written as Swift writes an enumeration's case, as a command is.
extension UserAction: Codable where Route: Codable {}

extension UserAction: CustomStringConvertible {
  /// A short description such as `popped to #3`.
  public var description: String {
    switch self {
    case .pushed(let routes, let location):
      "pushed [\(routes.map { "\($0)" }.joined(separator: ", "))] on \(location)"
    case .poppedTo(let id): "popped to \(id)"
    case .dismissedLayer(let id): "dismissed layer \(id)"
    case .selectedTab(let tab): "selected tab \(tab)"
    case .customizedTabs(let order, let hidden):
      "arranged tabs [\(order.map(\.description).joined(separator: ", "))]"
        + (hidden.isEmpty ? "" : ", hiding \(hidden.map(\.description).sorted())")
    case .selectedDetent(let detent, let layer): "selected detent \(detent) of layer \(layer)"
    case .answeredAlert(let action): "answered alert \(action.map(\.rawValue) ?? "(none)")"
    case .cancelledPop: "cancelled a pop"
    case .selected(let route, let column):
      "selected \(route.map { "\($0)" } ?? "nothing") in \(column)"
    case .closedInspector: "closed the inspector"
    case .changedColumnVisibility(let visibility): "changed column visibility to \(visibility)"
    case .collapsed(let collapsed): collapsed ? "collapsed to one stack" : "expanded to columns"
    }
  }
}

extension NavigationState {
  /// Folds a user action into the state: the same change as the matching command.
  ///
  /// ```swift
  /// try state.fold(.dismissedLayer(sheetID), reselection: .popToRoot)
  /// ```
  /// - Parameters:
  ///   - action: What the user did.
  ///   - reselection: What tapping the selected tab does (the navigator passes its
  ///     ``Navigator/tabReselection``).
  /// - Throws: ``NavigationError`` when the action names something this state does not have;
  ///   the state is then unchanged.
  package mutating func fold(_ action: UserAction<Route>, reselection: TabReselection)
    throws(NavigationError) where Route: Equatable
  {
    switch action {
    case .pushed(let routes, let location): try push(contentsOf: routes, on: location)
    case .poppedTo(let id): try pop(to: id)
    case .dismissedLayer(let id): try dismiss(layer: id)
    case .selectedTab(let tab): try selectTab(tab, reselection: reselection)
    case .customizedTabs(let order, let hidden): try customizeTabs(order: order, hidden: hidden)
    case .selectedDetent(let detent, let layer): try selectDetent(detent, of: layer)
    case .answeredAlert: try dismissAlert()
    case .cancelledPop: break
    case .selected(let route, let column):
      guard let split else { throw .because(.noSplitView) }
      guard let next = split.column(after: column) else {
        throw .because(.columnUnavailable(column))
      }
      if let route { try show(route, in: next) } else { try clear(next) }
    case .closedInspector: try clear(.inspector)
    case .changedColumnVisibility(let visibility): try setColumnVisibility(visibility)
    case .collapsed(let collapsed): try setCollapsed(collapsed)
    }
  }
}

extension NavigationState where Route: Equatable {
  /// Folds a user action that the navigator has already folded into `source`, taking the ids
  /// `source` issued, so that a screen the user pushed has the same id on screen as in the
  /// navigator (a host must not show it under an id the navigator does not know).
  mutating func fold(_ action: UserAction<Route>, adoptingIDsFrom source: NavigationState<Route>) {
    guard case .pushed(let routes, let location) = action,
      let issued = source.stack(at: location)?.pushed.suffix(routes.count),
      issued.count == routes.count, issued.map({ $0.route }) == routes,
      stack(at: location) != nil
    else {
      _ = try? fold(action, reselection: .keepStack)
      return
    }
    _ = try? modifyStack(at: location) { (stack: inout Stack<Route>) throws(NavigationError) in
      stack._pushed.append(contentsOf: issued)
    }
    _nextID = Swift.max(_nextID, source._nextID)
  }

}
