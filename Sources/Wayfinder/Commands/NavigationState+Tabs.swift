/// What selecting the tab that is already selected does.
///
/// iOS pops a tab's stack to its root when the user taps the selected tab, and that is the
/// default everywhere in Wayfinder. The same rule applies to the app's `selectTab` command and
/// to the user's own tap (``UserAction/selectedTab(_:)``), so the two never disagree; set
/// ``Navigator/tabReselection`` to change it for both.
///
/// ```swift
/// navigator.tabReselection = .keepStack   // a re-tap keeps the stack (e.g. a map tab)
/// try navigator.selectTab("feed", reselection: .popToRoot)  // one call asks otherwise
/// ```
public enum TabReselection: Hashable, Sendable, CustomStringConvertible {
  /// Pops the tab's stack to its root (what iOS does).
  case popToRoot
  /// Leaves the stack as it is.
  case keepStack

  /// `pop to root` or `keep stack`.
  public var description: String {
    switch self {
    case .popToRoot: "pop to root"
    case .keepStack: "keep stack"
    }
  }
}

extension NavigationState {
  /// Selects a tab. Selecting the tab that is already selected follows `reselection`: by
  /// default it pops the tab to its root, as tapping the selected tab does on iOS.
  ///
  /// Each tab keeps its own stack: switching away and back shows the same screens.
  ///
  /// ```swift
  /// try state.selectTab("c")
  /// try state.selectTab("c", reselection: .keepStack)  // no change: c is selected
  /// ```
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - reselection: What re-selecting the selected tab does (default: pop to root).
  /// - Returns: The entries popped by re-selecting (empty when the tab changed).
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  @discardableResult
  @inlinable
  public mutating func selectTab(_ tab: TabID, reselection: TabReselection = .popToRoot)
    throws(NavigationError) -> [Entry<Route>]
  {
    guard case .tabs(var tabs) = base else { throw .noTabBar }
    guard tabs.index(of: tab) != nil else { throw .unknownTab(tab) }
    if tabs.selection == tab {
      switch reselection {
      case .popToRoot: return try popToRoot(on: .tab(tab))
      case .keepStack: return []
      }
    }
    tabs._selection = tab
    _base = .tabs(tabs)
    return []
  }

  /// Selects a tab of the app's own tab type (its raw value is its ``TabID``).
  ///
  /// ```swift
  /// try state.selectTab(AppTab.search)
  /// ```
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - reselection: What re-selecting the selected tab does (default: pop to root).
  /// - Returns: The entries popped by re-selecting (empty when the tab changed).
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  @discardableResult
  @inlinable
  public mutating func selectTab(
    _ tab: some NavigationTab, reselection: TabReselection = .popToRoot
  ) throws(NavigationError) -> [Entry<Route>] {
    try selectTab(TabID(tab), reselection: reselection)
  }
}
