// The split view's commands. The rule they share: the selection in a column is the root of the
// column after it, so showing a screen in a column is selecting it in the column before, and
// it empties every column after the one it changes.

extension NavigationState where Route: Equatable {
  /// Shows `route` as the root of `column`, empties every column after it, and returns the
  /// entries that left. Showing the route that is already the column's root changes nothing,
  /// so the screens pushed on it stay (re-tapping the selected row of a sidebar keeps the
  /// detail as it is).
  ///
  /// This is what the user's tap on a row of the column before does
  /// (``UserAction/selected(_:in:)``).
  ///
  /// ```swift
  /// try state.show(.mailbox("inbox"), in: .content)  // the sidebar selects the inbox
  /// try state.show(.message(7), in: .detail)         // the inbox selects message 7
  /// try state.show(.attachment(7), in: .inspector)   // opens the inspector beside it
  /// ```
  /// - Parameters:
  ///   - route: The column's new root.
  ///   - column: The column. Showing in the sidebar replaces its stack.
  /// - Returns: The entries removed, leading column first.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``, or ``NavigationError/Code-swift.enum/notFound``
  ///   when the split view has no such column or the column before it shows nothing.
  /// - Complexity: O(n) in the entries removed.
  @discardableResult
  public mutating func show(_ route: Route, in column: SplitColumn) throws(NavigationError)
    -> [Entry<Route>]
  {
    guard case .split(var split) = base else { throw .because(.noSplitView) }
    guard column == .inspector || split.columns.contains(column),
      split.column(before: column).map({ split[$0] != nil }) ?? true
    else { throw .because(.columnUnavailable(column)) }
    if split[column]?._root.route == route { return [] }
    var removed = split.clearColumns(from: column)
    let entry = Entry<Route>(id: issueID(), route: route)
    split.setStack(Stack(root: entry), in: column)
    if column == .sidebar { removed.removeAll { $0.id == entry.id } }
    _base = .split(split)
    dropOrphanedAlert()
    return removed
  }
}

extension NavigationState {
  /// Empties `column` and every column after it, so the app's placeholder shows there, and
  /// returns the entries that left. Emptying a column that shows nothing changes nothing.
  ///
  /// ```swift
  /// try state.clear(.detail)     // the message was deleted: show "No message selected"
  /// try state.clear(.inspector)  // close the inspector
  /// ```
  /// - Parameter column: The content or the detail column, or the inspector.
  /// - Returns: The entries removed, leading column first.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``, or ``NavigationError/Code-swift.enum/notFound``
  ///   for the sidebar (it always shows its screen) or a content column a two-column split
  ///   view does not have.
  @discardableResult
  public mutating func clear(_ column: SplitColumn) throws(NavigationError) -> [Entry<Route>] {
    guard case .split(var split) = base else { throw .because(.noSplitView) }
    guard column != .sidebar, column == .inspector || split.columns.contains(column) else {
      throw .because(.columnUnavailable(column))
    }
    guard split[column] != nil else { return [] }
    let removed = split.clearColumns(from: column)
    _base = .split(split)
    dropOrphanedAlert()
    return removed
  }

  /// Sets which columns show side by side in a regular width.
  ///
  /// ```swift
  /// try state.setColumnVisibility(.detailOnly)
  /// ```
  /// - Parameter visibility: The columns to show.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  public mutating func setColumnVisibility(_ visibility: SplitVisibility) throws(NavigationError) {
    guard case .split(var split) = base else { throw .because(.noSplitView) }
    guard split._visibility != visibility else { return }
    split._visibility = visibility
    _base = .split(split)
  }

  /// Records whether the host shows the split view as one stack (a compact width) or as
  /// columns; only the host knows, and reports it (``UserAction/collapsed(_:)``).
  /// - Parameter collapsed: `true` for one stack.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  public mutating func setCollapsed(_ collapsed: Bool) throws(NavigationError) {
    guard case .split(var split) = base else { throw .because(.noSplitView) }
    guard split._isCollapsed != collapsed else { return }
    split._isCollapsed = collapsed
    _base = .split(split)
  }

  /// Empties every column after `column` (after a pop to a screen of `column`, which reads the
  /// columns as the one stack a compact width shows). Nothing happens outside a split view.
  @inlinable
  mutating func clearColumns(after location: StackLocation) {
    guard case .column(let column) = location, case .split(var split) = _base,
      let next = split.column(after: column), split[next] != nil
    else { return }
    _ = split.clearColumns(from: next)
    _base = .split(split)
    dropOrphanedAlert()
  }
}

extension SplitColumns {
  /// Empties `column` (the sidebar keeps its stack) and every column after it.
  /// - Returns: The entries removed, leading column first.
  @usableFromInline
  mutating func clearColumns(from column: SplitColumn) -> [Entry<Route>] {
    var removed: [Entry<Route>] = []
    var next: SplitColumn? = column
    while let current = next {
      if let stack = self[current] { removed += stack.entries }
      if current != .sidebar { setStack(nil, in: current) }
      next = self.column(after: current)
    }
    return removed
  }
}
