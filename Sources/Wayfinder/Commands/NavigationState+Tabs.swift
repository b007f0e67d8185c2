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

  /// The rule a `selectTab` without its own `reselection` follows: the navigator's
  /// ``Navigator/tabReselection`` inside its `transaction`, pop to root elsewhere.
  @TaskLocal @usableFromInline package static var inEffect: TabReselection = .popToRoot
}

extension NavigationState {
  /// Selects a tab. Selecting the tab that is already selected follows `reselection`: by
  /// default it pops the tab to its root, as tapping the selected tab does on iOS.
  ///
  /// Each tab keeps its own stack: switching away and back shows the same screens. A tab the
  /// user hid (``Tabs/hidden``) shows again when it is selected.
  ///
  /// ```swift
  /// try state.selectTab("c")
  /// try state.selectTab("c", reselection: .keepStack)  // no change: c is selected
  /// ```
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - reselection: What re-selecting the selected tab does (default: the navigator's
  ///     ``Navigator/tabReselection`` inside its `transaction`, pop to root elsewhere).
  /// - Returns: The entries popped by re-selecting (empty when the tab changed).
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  @discardableResult
  @inlinable
  public mutating func selectTab(_ tab: TabID, reselection: TabReselection? = nil)
    throws(NavigationError) -> [Entry<Route>]
  {
    let reselection = reselection ?? TabReselection.inEffect
    guard case .tabs(var tabs) = base else { throw .because(.noTabBar) }
    guard let index = tabs.index(of: tab) else { throw .because(.unknownTab(tab)) }
    if tabs._items[index].isHidden {
      // A hidden tab asked for by the app or a link comes back: the selection is never hidden.
      tabs._items[index].isHidden = false
      tabs._selection = tab
      _base = .tabs(tabs)
      return []
    }
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
  ///   - reselection: What re-selecting the selected tab does (default: the navigator's
  ///     ``Navigator/tabReselection`` inside its `transaction`, pop to root elsewhere).
  /// - Returns: The entries popped by re-selecting (empty when the tab changed).
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  @discardableResult
  @inlinable
  public mutating func selectTab(
    _ tab: some NavigationTab, reselection: TabReselection? = nil
  ) throws(NavigationError) -> [Entry<Route>] {
    try selectTab(TabID(tab), reselection: reselection)
  }
}

extension NavigationState {
  /// Applies the user's arrangement of the tabs (iPadOS's tab customization): their order and
  /// which are hidden. `nil` leaves that part as it is. Hiding the selected tab selects the
  /// first visible tab in the new order, as the tab bar does when its tab goes away.
  ///
  /// The hosts report the user's own arrangement as ``UserAction/customizedTabs(order:hidden:)``;
  /// an app calls this to apply one it saved elsewhere or to reset it. Opening a link keeps the
  /// arrangement, since it is the user's and a link is about content.
  ///
  /// ```swift
  /// try state.customizeTabs(order: ["library", "home", "radio", "search"], hidden: ["radio"])
  /// try state.customizeTabs(hidden: [])  // show every tab again, order kept
  /// ```
  /// - Parameters:
  ///   - order: Every tab once, in the order to show them; `nil` keeps the order.
  ///   - hidden: The tabs to hide; `nil` keeps the hidden tabs.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound`` for a tab that does not exist or a
  ///   state without tabs; ``NavigationError/Code-swift.enum/invalid`` when `order` is not every
  ///   tab once, or when every tab would be hidden. The state is unchanged then.
  /// - Complexity: O(t²) in the number of tabs.
  public mutating func customizeTabs(order: [TabID]? = nil, hidden: Set<TabID>? = nil)
    throws(NavigationError)
  {
    guard case .tabs(var tabs) = base else { throw .because(.noTabBar) }
    if let order {
      for tab in order where tabs.index(of: tab) == nil { throw .because(.unknownTab(tab)) }
      guard order.count == tabs._items.count, Set(order).count == order.count else {
        throw .because(.tabOrderIncomplete(given: order.count, tabs: tabs._items.count))
      }
      tabs._items = order.map { tab in tabs._items[tabs.index(of: tab)!] }
    }
    if let hidden {
      for tab in hidden.sorted(by: { $0.rawValue < $1.rawValue }) where tabs.index(of: tab) == nil {
        throw .because(.unknownTab(tab))
      }
      guard hidden.count < tabs._items.count else {
        throw .because(.allTabsHidden)
      }
      for index in tabs._items.indices {
        tabs._items[index].isHidden = hidden.contains(tabs._items[index].id)
      }
    }
    if let selected = tabs.index(of: tabs._selection), tabs._items[selected].isHidden,
      let shown = tabs._items.first(where: { !$0.isHidden })
    {
      tabs._selection = shown.id
    }
    _base = .tabs(tabs)
  }

  /// Applies the user's arrangement of the app's typed tabs: their order and which are hidden.
  /// See the ``TabID`` form.
  ///
  /// ```swift
  /// try state.customizeTabs(order: [AppTab.settings, .home, .search], hidden: [.settings])
  /// ```
  /// - Parameters:
  ///   - order: Every tab once, in the order to show them; `nil` keeps the order.
  ///   - hidden: The tabs to hide; `nil` keeps the hidden tabs.
  /// - Throws: What the ``TabID`` form throws.
  public mutating func customizeTabs<Tab: NavigationTab>(order: [Tab]?, hidden: Set<Tab>? = nil)
    throws(NavigationError)
  {
    try customizeTabs(
      order: order?.map { TabID($0) }, hidden: hidden.map { Set($0.map { TabID($0) }) })
  }

  /// Hides the app's typed tabs (the user's arrangement), keeping the order. See
  /// ``customizeTabs(order:hidden:)-([TabID]?,_)``.
  ///
  /// ```swift
  /// try state.customizeTabs(hidden: [AppTab.settings])
  /// ```
  /// - Parameter hidden: The tabs to hide.
  /// - Throws: What the ``TabID`` form throws.
  public mutating func customizeTabs<Tab: NavigationTab>(hidden: Set<Tab>)
    throws(NavigationError)
  {
    try customizeTabs(order: nil, hidden: Set(hidden.map { TabID($0) }))
  }
}

extension NavigationState {
  /// Takes the user's tab order and hidden tabs from `other` when both have the same tabs; a
  /// state with other tabs, or without tabs, is left as it is. The selection stays visible.
  /// - Parameter other: The state whose arrangement to keep (the one shown).
  package mutating func adoptTabArrangement(of other: NavigationState) {
    guard case .tabs(let theirs) = other.base, case .tabs(let mine) = base,
      theirs._items.count == mine._items.count,
      Set(theirs.ids) == Set(mine.ids)
    else { return }
    var hidden = theirs.hidden
    hidden.remove(mine.selection)
    try? customizeTabs(order: theirs.ids, hidden: hidden)
  }
}
