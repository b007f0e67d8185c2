extension DisplayedNavigation {
  // MARK: Split views

  /// The displayed split view, or `nil` when the base is not one. Reading it makes a view
  /// depend on the layout and each column's root, not on pushes inside a column.
  package var splitLayout: SplitLayout<Route>? {
    observation.access(observation.selection)
    return storage.split.map(SplitLayout.init)
  }

  /// The sidebar's selection, for `List(selection:)`: the root of the column after it.
  /// Writing it (the user tapped a row, or went back from that column in a compact width)
  /// reports ``UserAction/selected(_:in:)``.
  package var sidebarSelection: Route? {
    get { selection(in: .sidebar) }
    set { write(selection: newValue, in: .sidebar) }
  }

  /// The content column's selection, for its `List(selection:)`: the detail's root.
  package var contentSelection: Route? {
    get { selection(in: .content) }
    set { write(selection: newValue, in: .content) }
  }

  /// The displayed selection in a column: the root of the column after it.
  /// - Parameter column: The column.
  /// - Returns: The selected route, or `nil`.
  package func selection(in column: SplitColumn) -> Route? {
    observation.access(observation.selection)
    return storage.split?.selection(in: column)
  }

  /// The displayed column visibility (`automatic` without a split view).
  package var columnVisibility: SplitVisibility {
    get {
      observation.access(observation.selection)
      return storage.split?.visibility ?? .automatic
    }
    set { write(columnVisibility: newValue) }
  }

  /// A column's list wrote its selection (the user tapped a row, or SwiftUI cleared it when
  /// the user went back in a compact width). Re-writing the selected row is not reported, nor
  /// is SwiftUI writing back what it showed before a step (Q6).
  /// - Parameters:
  ///   - route: The written selection.
  ///   - column: The column whose list wrote it.
  package func write(selection route: Route?, in column: SplitColumn) {
    guard !isInBackground, storage.split?.changesSelection(to: route, in: column) == true,
      !isEcho(route, of: { $0.split?.selection(in: column) })
    else { return }
    report([.selected(route, in: column)])
  }

  /// Whether the inspector shows, for SwiftUI's `.inspector(isPresented:)`. Writing `false`
  /// (the user closed it, or dragged its sheet down in a compact width) reports
  /// ``UserAction/closedInspector``; writing `true` changes nothing, as the state decides what
  /// the inspector shows.
  package var inspectorShown: Bool {
    get {
      observation.access(observation.selection)
      return storage.split?[.inspector] != nil
    }
    set {
      guard !newValue, !isInBackground, storage.split?[.inspector] != nil,
        !isEcho(false, of: { $0.split?[.inspector] != nil })
      else { return }
      report([.closedInspector])
    }
  }

  /// The split view wrote its column visibility (the user showed or hid the sidebar).
  /// - Parameter visibility: The written visibility.
  package func write(columnVisibility visibility: SplitVisibility) {
    guard !isInBackground, let split = storage.split, split.visibility != visibility,
      !isEcho(visibility, of: { $0.split?.visibility ?? .automatic })
    else { return }
    report([.changedColumnVisibility(visibility)])
  }

  /// The column a compact width shows on top, for SwiftUI's `preferredCompactColumn`: the
  /// trailing column that shows a screen. Writing an earlier column (the user went back to
  /// the list or the sidebar) empties the columns after it; a later one changes nothing, as
  /// the state decides what a column shows.
  package var topColumn: SplitColumn {
    get {
      observation.access(observation.selection)
      return storage.split?.deepestColumn ?? .sidebar
    }
    set { write(topColumn: newValue) }
  }

  /// SwiftUI wrote the column shown on top of a compact width. Only while the split view is
  /// collapsed is an earlier column the user going back: SwiftUI may write its preferred
  /// compact column when the width changes (a rotation, an iPad window resized), and that
  /// write must not clear the detail (Q16).
  /// - Parameter column: The written column.
  package func write(topColumn column: SplitColumn) {
    guard !isInBackground, let split = storage.split, split.isCollapsed,
      let wanted = split.columns.firstIndex(of: column),
      let shown = split.columns.firstIndex(of: split.deepestColumn), wanted < shown,
      !isEcho(column, of: { $0.split?.deepestColumn ?? .sidebar })
    else { return }
    report([.selected(nil, in: column)])
  }

  /// The host's width changed: the split view shows one stack (`true`) or its columns.
  /// - Parameter collapsed: Whether it shows one stack.
  package func write(collapsed: Bool) {
    guard let split = storage.split, split.isCollapsed != collapsed else { return }
    report([.collapsed(collapsed)])
  }
}

/// What a split view's frame shows, without the screens pushed in its columns: the columns it
/// has, which show a screen, each column's root, the visibility and whether it is collapsed.
///
/// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
/// ```swift
/// if let layout = displayed.splitLayout, layout.hasContentColumn { … }
/// ```
package struct SplitLayout<Route>: Equatable where Route: Equatable {
  /// Whether there is a content column.
  package let hasContentColumn: Bool
  /// The root entry of each column that shows a screen.
  package let roots: [SplitColumn: Entry<Route>]
  /// The columns shown side by side in a regular width.
  package let visibility: SplitVisibility
  /// Whether the split view shows one stack now.
  package let isCollapsed: Bool

  /// The layout of `split`.
  /// - Parameter split: The split view.
  package init(_ split: SplitColumns<Route>) {
    hasContentColumn = split.hasContentColumn
    var roots: [SplitColumn: Entry<Route>] = [:]
    for column in split.shownColumns { roots[column] = split[column]?.root }
    self.roots = roots
    visibility = split.visibility
    isCollapsed = split.isCollapsed
  }
}

extension SplitLayout: Sendable where Route: Sendable {}
