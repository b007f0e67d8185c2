/// One update a host performs, and the whole state it shows once the update is done.
///
/// A binding-driven host (SwiftUI) renders ``state``; an imperative host (UIKit) executes
/// ``operation``. Both end up showing the same thing.
///
/// ```swift
/// let plan = NavigationPlanner.plan(from: old, to: new, capabilities: .swiftUI)
/// for step in plan {
///   print(step.operation)  // "present [PresentedView] as sheet [medium]"
/// }
/// ```
@usableFromInline package struct HostStep<Route> {
  /// What changes in this update.
  @usableFromInline package let operation: HostOperation<Route>
  /// The state the host shows after this update.
  @usableFromInline package let state: NavigationState<Route>
  /// Whether the host may animate the update: `false` when it carries a change the app made
  /// without animation (`Navigator.transaction(animated:_:)`).
  @usableFromInline package let animated: Bool

  /// Creates a step.
  /// - Parameters:
  ///   - operation: What changes.
  ///   - state: The state after it.
  ///   - animated: Whether the host may animate it (default: `true`).
  @inlinable
  package init(
    operation: HostOperation<Route>, state: NavigationState<Route>, animated: Bool = true
  ) {
    self.operation = operation
    self.state = state
    self.animated = animated
  }
}

/// One change a host understands.
///
/// <!-- snippet: skip: an excerpt of a UIKit host's code -->
/// ```swift
/// switch step.operation {
/// case .setStack(let location, let entries): navigationController(for: location).set(entries)
/// case .present(let layers): layers.forEach(presentLayer)
/// default: break
/// }
/// ```
@usableFromInline package enum HostOperation<Route> {
  /// Set the entries of one stack, root first (a push, a pop, a root swap or, where the host
  /// can, any change).
  case setStack(StackLocation, [Entry<Route>])
  /// Select a tab.
  case selectTab(TabID)
  /// Select a tab and set the entries of one stack in the same update.
  case selectTabAndSetStack(TabID, StackLocation, [Entry<Route>])
  /// Empty a split view's column (its placeholder shows).
  case clearColumn(SplitColumn)
  /// Show or hide a split view's columns.
  case setColumnVisibility(SplitVisibility)
  /// Record that the split view shows one stack (`true`) or its columns; the host reported it,
  /// so the step only brings the displayed state along.
  case setCollapsed(Bool)
  /// Replace the base (a stack or a tab bar whose set of tabs changed).
  case replaceBase(NavigationBase<Route>)
  /// Present layers on top of the current ones, bottom to top, each with its whole stack.
  case present([Layer<Route>])
  /// Dismiss layers so that only the bottom `keeping` remain.
  case dismiss(keeping: Int)
  /// Show the alert.
  case presentAlert(PresentedAlert)
  /// Hide the alert.
  case hideAlert
  /// Rebuild everything without animation, for states that share no history (a restored
  /// state whose ids mean other screens than the ones shown).
  case replaceAll
}

extension HostStep: Equatable where Route: Equatable {}
extension HostStep: Sendable where Route: Sendable {}
extension HostOperation: Equatable where Route: Equatable {}
extension HostOperation: Sendable where Route: Sendable {}

extension HostOperation: CustomStringConvertible {
  /// A compact form such as `set tab c: One › Two` or `dismiss to 0 layers`.
  @usableFromInline package var description: String {
    func list(_ entries: [Entry<Route>]) -> String {
      entries.map { "\($0.route)" }.joined(separator: " › ")
    }
    switch self {
    case .setStack(let location, let entries): return "set \(location): \(list(entries))"
    case .selectTab(let tab): return "select tab \(tab)"
    case .selectTabAndSetStack(let tab, let location, let entries):
      return "select tab \(tab) + set \(location): \(list(entries))"
    case .clearColumn(let column): return "clear \(column)"
    case .setColumnVisibility(let visibility): return "set column visibility \(visibility)"
    case .setCollapsed(let collapsed): return collapsed ? "collapse" : "expand"
    case .replaceBase: return "replace base"
    case .present(let layers):
      return "present "
        + layers.map { "[\(list($0.content.entries))] as \($0.presentation)" }.joined(
          separator: ", ")
    case .dismiss(let keeping): return "dismiss to \(keeping) \(keeping == 1 ? "layer" : "layers")"
    case .presentAlert(let alert): return "show alert \(alert.content)"
    case .hideAlert: return "hide alert"
    case .replaceAll: return "replace all"
    }
  }
}
