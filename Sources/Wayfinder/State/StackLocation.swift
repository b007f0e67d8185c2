/// Where a stack lives in a ``NavigationState``: the base stack, a tab's stack, a split view's
/// column, or a modal layer's stack.
///
/// Commands act on the active stack unless you pass a location.
///
/// ```swift
/// try state.push(.inbox, on: .tab("mail"))
/// try state.popToRoot(on: .layer(sheetID))
/// ```
public enum StackLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The base stack of a state without tabs.
  case base
  /// The stack of the named tab.
  case tab(TabID)
  /// The stack of a split view's column.
  case column(SplitColumn)
  /// The stack inside the modal layer with the given id.
  case layer(LayerID)

  /// The stack of one of the app's typed tabs.
  ///
  /// ```swift
  /// try state.push(.detail(1), on: .tab(AppTab.search))
  /// ```
  /// - Parameter tab: The tab.
  /// - Returns: The location of its stack.
  @inlinable
  public static func tab(_ tab: some NavigationTab) -> StackLocation { .tab(TabID(tab)) }

  /// A short name such as `base`, `tab b`, `column detail` or `layer #7`.
  public var description: String {
    switch self {
    case .base: "base"
    case .tab(let tab): "tab \(tab)"
    case .column(let column): "column \(column)"
    case .layer(let id): "layer \(id)"
    }
  }
}
