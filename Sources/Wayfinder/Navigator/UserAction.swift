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
/// | ``selectedTab(_:)`` | ``NavigationState/selectTab(_:reselection:)``, same rule |
/// | ``answeredAlert(_:)`` | ``NavigationState/dismissAlert()``, and the answer is delivered |
/// | ``cancelledPop`` | nothing |
///
/// ```swift
/// // In a UINavigationControllerDelegate, after an interactive pop finished:
/// try navigator.userDid(.poppedTo(entryID))
/// ```
public enum UserAction<Route> {
  /// The user pushed screens on a stack (a `NavigationLink(value:)` in SwiftUI).
  case pushed([Route], on: StackLocation)
  /// The user went back (swipe, back button, long-press menu) until this entry was on top.
  case poppedTo(EntryID)
  /// The user dismissed this layer (and so everything above it), for example by dragging a
  /// sheet down.
  case dismissedLayer(LayerID)
  /// The user tapped this tab. Tapping the selected tab follows the navigator's
  /// ``Navigator/tabReselection`` rule, like the `selectTab` command.
  case selectedTab(TabID)
  /// The user tapped a button of the alert, which closed it; carries the button's action
  /// (`nil` for a button without one).
  case answeredAlert(AlertAction?)
  /// The user started a swipe back and cancelled it; nothing changed on screen.
  case cancelledPop
}

extension UserAction: Equatable where Route: Equatable {}
extension UserAction: Hashable where Route: Hashable {}
extension UserAction: Sendable where Route: Sendable {}

extension UserAction: CustomStringConvertible {
  /// A short description such as `popped to #3`.
  public var description: String {
    switch self {
    case .pushed(let routes, let location):
      "pushed [\(routes.map { "\($0)" }.joined(separator: ", "))] on \(location)"
    case .poppedTo(let id): "popped to \(id)"
    case .dismissedLayer(let id): "dismissed layer \(id)"
    case .selectedTab(let tab): "selected tab \(tab)"
    case .answeredAlert(let action): "answered alert \(action.map(\.rawValue) ?? "(none)")"
    case .cancelledPop: "cancelled a pop"
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
  public mutating func fold(_ action: UserAction<Route>, reselection: TabReselection)
    throws(NavigationError)
  {
    switch action {
    case .pushed(let routes, let location): try push(contentsOf: routes, on: location)
    case .poppedTo(let id): try pop(to: id)
    case .dismissedLayer(let id): try dismiss(layer: id)
    case .selectedTab(let tab): try selectTab(tab, reselection: reselection)
    case .answeredAlert: try dismissAlert()
    case .cancelledPop: break
    }
  }
}
