// The navigator's split-view command and the readers hosts use. The command runs the state
// command of the same name through `perform(_:_:)`, so it publishes one event, returns what the
// state command returns and throws what it throws. Emptying a column and showing or hiding
// columns are done in a transaction, with the state's `clear(_:)` and
// `setColumnVisibility(_:)`.

extension Navigator {
  /// Shows `route` as the root of a split view's column and empties the columns after it;
  /// showing the column's current root changes nothing. See
  /// ``NavigationState/show(_:in:)``.
  ///
  /// ```swift
  /// try navigator.show(.mailbox("inbox"), in: .content)
  /// try navigator.show(.message(7), in: .detail)
  /// try navigator.transaction { try $0.clear(.detail) }  // the message was deleted
  /// ```
  /// - Parameters:
  ///   - route: The column's new root.
  ///   - column: The column.
  /// - Returns: The entries removed, leading column first.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``, or
  ///   the refusal of a route rule or leave guard; the state is then unchanged.
  @inlinable
  @discardableResult
  public func show(_ route: Route, in column: SplitColumn) throws(NavigationError)
    -> [Entry<Route>]
  {
    try perform(.show(route, in: column)) { state throws(NavigationError) in
      try state.show(route, in: column)
    }
  }

  /// What is selected in a split view's column: the root of the column after it. A reader is
  /// notified when a column's root, the columns shown or the layout change, not when a
  /// screen is pushed in a column. Apps read `state.split`; hosts read this for its narrow
  /// notifications.
  /// - Parameter column: The column.
  /// - Returns: The selected route, or `nil` (nothing selected, or no split view).
  package func selection(in column: SplitColumn) -> Route? {
    observation.access(observation.selection)
    return storage.split?.selection(in: column)
  }

  /// The split view's column visibility, or `nil` without a split view. Notified as
  /// ``selection(in:)`` is.
  package var columnVisibility: SplitVisibility? {
    observation.access(observation.selection)
    return storage.split?.visibility
  }

  /// Whether the split view shows one stack now (a compact width); `false` without one.
  /// Notified as ``selection(in:)`` is.
  package var isCollapsed: Bool {
    observation.access(observation.selection)
    return storage.split?.isCollapsed ?? false
  }
}
