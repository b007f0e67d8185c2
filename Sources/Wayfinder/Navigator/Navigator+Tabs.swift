// The navigator's tab command. It runs the state command of the same name through
// `perform(_:_:)`, so it publishes one event, whether it succeeded or was refused, returns what
// the state command returns and throws the `NavigationError` it throws.

extension Navigator {
  /// Selects a tab. Re-selecting the selected tab follows ``tabReselection`` (by default it
  /// pops the tab to its root), exactly as the user's tap on that tab does. See
  /// ``NavigationState/selectTab(_:reselection:)-(TabID,_)``.
  ///
  /// ```swift
  /// try navigator.selectTab("inbox")
  /// try navigator.selectTab("inbox", reselection: .keepStack)  // this call only
  /// ```
  /// - Parameters:
  ///   - tab: The tab.
  ///   - reselection: What re-selecting does for this call (default: ``tabReselection``).
  /// - Returns: The entries a re-selection popped, bottom to top (none for another tab).
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``, or the
  ///   refusal of a route rule or leave guard; the state is then unchanged.
  @inlinable
  @discardableResult
  public func selectTab(_ tab: TabID, reselection: TabReselection? = nil)
    throws(NavigationError) -> [Entry<Route>]
  {
    let rule = reselection ?? tabReselection
    return try perform(.selectTab(tab)) { state throws(NavigationError) in
      try state.selectTab(tab, reselection: rule)
    }
  }

  /// Selects a tab of the app's own tab type (its raw value is its ``TabID``).
  ///
  /// ```swift
  /// _ = try? navigator.selectTab(AppTab.search)
  /// ```
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - reselection: What re-selecting the selected tab does (default: ``tabReselection``).
  /// - Returns: The entries popped by re-selecting (empty when the tab changed).
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``, or a route rule's refusal.
  @discardableResult
  public func selectTab(_ tab: some NavigationTab, reselection: TabReselection? = nil)
    throws(NavigationError) -> [Entry<Route>]
  {
    try selectTab(TabID(tab), reselection: reselection)
  }
}
