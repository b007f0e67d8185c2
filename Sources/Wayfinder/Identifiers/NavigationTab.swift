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
/// let tab = state.selectedTab?.as(AppTab.self)  // .search
/// ```
///
/// The state stores each tab by its raw value, its ``TabID``: a link or a saved state names
/// the tab as a string, and a tab that a newer build removed reads back as `nil` from
/// ``TabID/as(_:)``, never as another tab. ``TabID`` stays the untyped form, for modules that
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

  /// The app's typed tab this id names, or `nil` when none of its cases has this raw value.
  ///
  /// ```swift
  /// switch navigator.selectedTab?.as(AppTab.self) {
  /// case .home?: print("home")
  /// case .search?, .settings?: print("elsewhere")
  /// case nil: print("no tab bar")
  /// }
  /// ```
  /// - Parameter type: The app's tab type.
  /// - Returns: The tab, or `nil`.
  @inlinable
  public func `as`<Tab: NavigationTab>(_ type: Tab.Type) -> Tab? { Tab(rawValue: rawValue) }
}
