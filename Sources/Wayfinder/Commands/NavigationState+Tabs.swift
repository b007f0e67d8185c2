extension NavigationState {
  /// Selects a tab. Selecting the tab that is already selected pops it to its root, as
  /// tapping the selected tab does on iOS.
  ///
  /// Each tab keeps its own stack: switching away and back shows the same screens.
  ///
  /// ```swift
  /// try state.selectTab("c")
  /// ```
  /// - Parameter tab: The tab to select.
  /// - Returns: The entries popped by re-selecting (empty when the tab changed).
  /// - Throws: ``NavigationError/noTabBar`` or ``NavigationError/unknownTab(_:)``.
  @discardableResult
  @inlinable
  public mutating func selectTab(_ tab: TabID) throws(NavigationError) -> [Entry<Route>] {
    guard case .tabs(var tabs) = base else { throw .noTabBar }
    guard tabs.index(of: tab) != nil else { throw .unknownTab(tab) }
    if tabs.selection == tab {
      return try popToRoot(on: .tab(tab))
    }
    tabs._selection = tab
    _base = .tabs(tabs)
    return []
  }
}
