/// One call an imperative host (UIKit) makes on its controller tree: set a navigation
/// controller's stack, select a tab, present or dismiss a layer, show or hide an alert.
///
/// ``ControllerHost`` computes the calls from the displayed state and the state to show,
/// one at a time, in the order UIKit needs them; a performer (the UIKit host, or a fake tree
/// in tests) only carries them out.
///
/// <!-- snippet: skip: an excerpt of a UIKit host's code -->
/// ```swift
/// switch call {
/// case .setStack(let location, let entries, let animated):
///   navigationController(at: location).setViewControllers(controllers(for: entries),
///                                                         animated: animated)
/// case .present(let layer, let bare, let animated):
///   presentLayer(layer, inNavigationController: !bare, animated: animated)
/// default: break
/// }
/// ```
package enum ControllerCall<Route> {
  /// Build the root anew (a navigation controller, or a tab bar controller with one per tab),
  /// with fresh controllers for every entry; no layer is presented at that moment.
  case setRoot(NavigationBase<Route>)
  /// Set the screens of the navigation controller at a location, root first
  /// (`setViewControllers(_:animated:)`), reusing the controllers of entries it already shows.
  case setStack(StackLocation, [Entry<Route>], animated: Bool)
  /// Select a tab of the tab bar controller.
  case selectTab(TabID)
  /// Show a split view's column with these screens, root first (a navigation controller set
  /// in the column), or, with `nil`, empty it (the app's placeholder shows). When the split
  /// view is collapsed, the one compact stack changes instead.
  case setColumn(SplitColumn, [Entry<Route>]?, animated: Bool)
  /// Show or hide the split view's columns (its preferred display mode).
  case setColumnVisibility(SplitVisibility)
  /// The split view collapsed to one stack (`true`) or expanded to its columns: move the
  /// screens' controllers into the compact stack, or back into their columns. UIKit has
  /// already changed the layout; no animation.
  case setCollapsed(Bool)
  /// Present one layer above the top one, with its whole stack: inside a navigation
  /// controller, or `bare` (the screen's own controller; the layer holds one screen).
  case present(Layer<Route>, bare: Bool, animated: Bool)
  /// Dismiss every layer above the bottom `keeping` ones (`dismiss(animated:completion:)` on
  /// the controller that presented the lowest one removed).
  case dismiss(keeping: Int, animated: Bool)
  /// Change a presented sheet's style in place (its detents, the selected detent, the grabber,
  /// the corner radius, whether it can be dragged away).
  case updateSheet(SheetStyle, of: LayerID)
  /// Present the alert above everything.
  case presentAlert(PresentedAlert, animated: Bool)
  /// Dismiss the alert.
  case hideAlert(animated: Bool)
  /// Enable or disable the user's gestures that would leave a guarded screen: the swipe back
  /// (and back button) of the stacks in ``GestureLocks/stacks``, the drag that dismisses the
  /// layers in ``GestureLocks/layers``. Immediate; no animation.
  case lockGestures(GestureLocks)
}

extension ControllerCall: Equatable where Route: Equatable {}
extension ControllerCall: Sendable where Route: Sendable {}

extension ControllerCall: CustomStringConvertible {
  /// A compact form such as `setStack base [1, 4] animated` or `dismiss keeping 0`.
  package var description: String {
    func ids(_ entries: [Entry<Route>]) -> String {
      "[" + entries.map { "\($0.id.rawValue)" }.joined(separator: ", ") + "]"
    }
    func animation(_ animated: Bool) -> String { animated ? " animated" : "" }
    switch self {
    case .setRoot(let base):
      switch base {
      case .stack(let stack): return "setRoot stack \(ids(stack.entries))"
      case .tabs(let tabs): return "setRoot tabs \(tabs.ids.map(\.rawValue))"
      case .split(let split): return "setRoot split \(split.columns.map(\.rawValue))"
      }
    case .setStack(let location, let entries, let animated):
      return "setStack \(location) \(ids(entries))\(animation(animated))"
    case .selectTab(let tab): return "selectTab \(tab)"
    case .setColumn(let column, let entries, let animated):
      return "setColumn \(column) \(entries.map(ids) ?? "empty")\(animation(animated))"
    case .setColumnVisibility(let visibility): return "setColumnVisibility \(visibility)"
    case .setCollapsed(let collapsed): return "setCollapsed \(collapsed)"
    case .present(let layer, let bare, let animated):
      return "present layer \(layer.id.rawValue) \(ids(layer.content.entries))"
        + "\(bare ? " bare" : "")\(animation(animated))"
    case .dismiss(let keeping, let animated):
      return "dismiss keeping \(keeping)\(animation(animated))"
    case .updateSheet(let style, let layer):
      return
        "updateSheet layer \(layer.rawValue) detent \(style.currentDetent.map(\.description) ?? "none")"
    case .presentAlert(let alert, let animated):
      return "presentAlert \(alert.id.rawValue)\(animation(animated))"
    case .hideAlert(let animated): return "hideAlert\(animation(animated))"
    case .lockGestures(let locks): return "lockGestures(\(locks))"
    }
  }
}
