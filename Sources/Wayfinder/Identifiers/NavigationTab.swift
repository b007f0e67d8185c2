/// An app's own tab type: an enumeration whose `String` raw values name its tabs, used by the
/// state, the commands, the hosts' tab labels, links and restoration in place of ``TabID``
/// strings, so that a misspelt tab does not compile and a `switch` over the tabs is exhaustive.
///
/// ```swift
/// enum AppTab: String, NavigationTab { case home, search, settings }
///
/// var state = NavigationState(
///   tabs: [AppTab.home: Screen.home, .search: .list, .settings: .settings], selection: .home)
/// try state.selectTab(AppTab.search)
/// let tab = AppTab(state.selectedTab)  // .search
/// ```
///
/// The state stores each tab by its raw value, its ``TabID``: a link or a saved state names
/// the tab as a string, and a tab that a newer build removed reads back as `nil` from
/// ``NavigationTab/init(_:)``, never as another tab. ``TabID`` stays the untyped form, for modules that
/// cannot share the app's type.
public protocol NavigationTab: RawRepresentable<String>, Hashable, Sendable {}

extension TabID {
  /// The id of an app's typed tab: its raw value.
  ///
  /// ```swift
  /// try state.push(.detail(1), on: .tab(TabID(AppTab.search)))
  /// ```
  /// - Parameter tab: The tab.
  @inlinable
  public init(_ tab: some NavigationTab) { self.init(tab.rawValue) }

}

extension NavigationTab {
  /// The app's typed tab a ``TabID`` names, or `nil` when none of its cases has this raw value
  /// (a tab a newer build removed) or the id is `nil` (a state without a tab bar).
  ///
  /// ```swift
  /// switch AppTab(navigator.selectedTab) {
  /// case .home?: print("home")
  /// case .search?, .settings?: print("elsewhere")
  /// case nil: print("no tab bar")
  /// }
  /// ```
  /// - Parameter id: The tab's id.
  @inlinable
  public init?(_ id: TabID?) {
    guard let id else { return nil }
    self.init(rawValue: id.rawValue)
  }
}
