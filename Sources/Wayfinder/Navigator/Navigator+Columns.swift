// The navigator's split-view commands and accessors. The commands run the state commands of
// the same name through `perform(_:_:)`, so each publishes one event and throws what the state
// command throws.

extension Navigator {
  /// Shows `route` as the root of a split view's column and empties the columns after it;
  /// showing the column's current root changes nothing. See
  /// ``NavigationState/show(_:in:)``.
  ///
  /// ```swift
  /// try navigator.show(.mailbox("inbox"), in: .content)
  /// try navigator.show(.message(7), in: .detail)
  /// ```
  /// - Parameters:
  ///   - route: The column's new root.
  ///   - column: The column.
  /// - Throws: ``NavigationError/noSplitView`` or ``NavigationError/columnUnavailable(_:)``.
  @inlinable
  public func show(_ route: Route, in column: SplitColumn) throws(NavigationError) {
    try perform(.show(route, in: column)) { state throws(NavigationError) in
      try state.show(route, in: column)
    }
  }

  /// Empties a split view's column and the columns after it. See
  /// ``NavigationState/clear(_:)``.
  ///
  /// ```swift
  /// try navigator.clear(.detail)  // the message was deleted
  /// ```
  /// - Parameter column: The content or the detail column.
  /// - Throws: ``NavigationError/noSplitView`` or ``NavigationError/columnUnavailable(_:)``.
  @inlinable
  public func clear(_ column: SplitColumn) throws(NavigationError) {
    try perform(.clearColumn(column)) { state throws(NavigationError) in
      try state.clear(column)
    }
  }

  /// Sets which columns show side by side in a regular width.
  ///
  /// ```swift
  /// try navigator.setColumnVisibility(.detailOnly)
  /// ```
  /// - Parameter visibility: The columns to show.
  /// - Throws: ``NavigationError/noSplitView``.
  @inlinable
  public func setColumnVisibility(_ visibility: SplitVisibility) throws(NavigationError) {
    try perform(.setColumnVisibility(visibility)) { state throws(NavigationError) in
      try state.setColumnVisibility(visibility)
    }
  }

  /// What is selected in a split view's column: the root of the column after it. A reader is
  /// notified when a column's root, the columns shown or the layout change, not when a
  /// screen is pushed in a column.
  ///
  /// ```swift
  /// let selected = navigator.selection(in: .sidebar)  // the row the sidebar highlights
  /// ```
  /// - Parameter column: The column.
  /// - Returns: The selected route, or `nil` (nothing selected, or no split view).
  public func selection(in column: SplitColumn) -> Route? {
    observation.access(observation.selection)
    return storage.split?.selection(in: column)
  }

  /// The split view's column visibility, or `nil` without a split view. Notified as
  /// ``selection(in:)`` is.
  public var columnVisibility: SplitVisibility? {
    observation.access(observation.selection)
    return storage.split?.visibility
  }

  /// Whether the split view shows one stack now (a compact width); `false` without one.
  /// Notified as ``selection(in:)`` is.
  public var isCollapsed: Bool {
    observation.access(observation.selection)
    return storage.split?.isCollapsed ?? false
  }
}
