#if canImport(UIKit)
  import UIKit
  public import Wayfinder

  /// How ``UIKitHost`` builds its tab bar on iOS 18 and later, always from `UITab`s (taps are
  /// heard through `tabBarController(_:shouldSelectTab:)` only, the one method iOS 27 calls
  /// for such tab bars): with a sidebar, a search tab (`UISearchTab`), sections (`UITabGroup`)
  /// and the user's customization, or none of these (the default). On iOS 17 it builds the tab
  /// bar from view controllers and their `tabBarItem`s, and these options have no effect.
  ///
  /// In a compact width (an iPhone) every tab of a section is a tab of its own in the tab bar,
  /// as SwiftUI's `TabSection` shows them, so each can be reached by touch; in a regular width
  /// a section is a group, in the sidebar. The tab bar is rebuilt, with the same controllers,
  /// when the width changes.
  ///
  /// ```swift
  /// let host = UIKitHost(
  ///   navigator: navigator,
  ///   tabBar: TabBarOptions(
  ///     sidebar: true, customizable: true, search: "search",
  ///     sections: ["Library": ["songs", "albums"]]),
  ///   tabItem: { UITabBarItem(title: $0.rawValue.capitalized, image: nil, tag: 0) }
  /// ) { screen in UIViewController() }
  /// ```
  ///
  /// Each tab's title, image and badge come from the host's `tabItem`. The tabs' order and
  /// which are hidden are the state's: the user's customization is reported as
  /// `UserAction.customizedTabs(order:hidden:)`, and one made in code rebuilds the tab bar.
  /// A tab group never manages a navigation controller of its own: each tab keeps the stack the
  /// state gives it.
  public struct TabBarOptions: Sendable {
    /// Whether the tab bar becomes a sidebar where there is room (`mode = .tabSidebar`).
    public var sidebar: Bool
    /// Whether the user may reorder the tabs of a section and hide tabs.
    public var customizable: Bool
    /// The search tab and the sections, as the hosts share them.
    package var layout: TabBarLayout

    /// Creates the options.
    /// - Parameters:
    ///   - sidebar: Whether the tab bar adapts to a sidebar (default: no).
    ///   - customizable: Whether the user may reorder and hide tabs (default: no).
    ///   - search: The tab shown as the search tab, last.
    ///   - sections: Titled groups of tabs, in the sidebar; a tab in none stands alone.
    public init(
      sidebar: Bool = false, customizable: Bool = false, search: TabID? = nil,
      sections: KeyValuePairs<String, [TabID]> = [:]
    ) {
      self.sidebar = sidebar
      self.customizable = customizable
      layout = TabBarLayout(
        search: search, sections: sections.map { TabBarLayout.Section(title: $0, tabs: $1) })
    }

    /// Creates the options with the app's typed tabs.
    ///
    /// ```swift
    /// let options = TabBarOptions(
    ///   sidebar: true, customizable: true, search: AppTab.search,
    ///   sections: ["More": [.home, .settings]])
    /// ```
    /// - Parameters:
    ///   - sidebar: Whether the tab bar adapts to a sidebar (default: no).
    ///   - customizable: Whether the user may reorder and hide tabs (default: no).
    ///   - search: The tab shown as the search tab, last.
    ///   - sections: Titled groups of tabs, in the sidebar; a tab in none stands alone.
    public init<Tab: NavigationTab>(
      sidebar: Bool = false, customizable: Bool = false, search: Tab? = nil,
      sections: KeyValuePairs<String, [Tab]>
    ) {
      self.sidebar = sidebar
      self.customizable = customizable
      layout = TabBarLayout(
        search: search.map { TabID($0) },
        sections: sections.map { TabBarLayout.Section(title: $0, tabs: $1.map { TabID($0) }) })
    }

  }

  extension UIKitHost {
    /// Builds the tab bar from `UITab`s (iOS 18): each tab's controller is the navigation
    /// controller of its stack, made here; groups manage no navigation controller (the state
    /// owns the stacks); hidden tabs are hidden and may be shown again by the user.
    @available(iOS 18, *)
    func buildTabObjects(_ tabs: Tabs<Route>, in tabBar: UITabBarController) {
      func tab(_ id: TabID, search: Bool = false) -> UITab {
        // The layout lists the state's tabs only.
        // A rebuild (the width changed) keeps each tab's navigation controller.
        let navigation =
          baseControllers[.tab(id)] ?? makeStack(tabs[id] ?? tabs.selectedStack, at: .tab(id))
        let item = tabItem(id)
        let made: UITab =
          search
          ? UISearchTab { _ in navigation }
          : UITab(title: item.title ?? id.rawValue, image: item.image, identifier: id.rawValue) {
            _ in
            navigation
          }
        if search {
          made.title = item.title ?? id.rawValue
          made.image = item.image
        }
        made.userInfo = id.rawValue
        made.badgeValue = item.badgeValue
        made.allowsHiding = tabBarOptions.customizable && !search
        made.isHidden = tabs.hidden.contains(id)
        return made
      }
      let build = tabBarBuild
      tabsBuiltCompact = build.compact
      // Each group container lets go of the navigation controller it shows before the tabs
      // are made again (one parent per controller, Q42).
      for container in groupContainers.values { container.releaseShown() }
      groupContainers = [:]
      var objects: [UITab] = []
      for item in build.items(of: tabBarOptions.layout, in: tabs) {
        switch item {
        case .tab(let id): objects.append(tab(id))
        case .search(let id): objects.append(tab(id, search: true))
        case .section(let title, let members):
          // A group is a root tab: UIKit shows its controller, never its children's by itself.
          // That controller holds the selected child's navigation controller; no group manages
          // a navigation controller of its own (the stacks are the state's).
          let container = TabGroupContainer()
          groupContainers[title] = container
          let group = UITabGroup(
            title: title, image: nil, identifier: "section." + title,
            children: members.map { tab($0) }, viewControllerProvider: { _ in container })
          group.managingNavigationController = nil
          group.allowsReordering = tabBarOptions.customizable
          objects.append(group)
        }
      }
      tabBar.mode = tabBarOptions.sidebar ? .tabSidebar : .tabBar
      // UIKit keeps a customization of its own under this identifier, one per set of tabs,
      // and applies it again; the state's arrangement is applied after it, and wins.
      tabBar.customizationIdentifier = TabBarBuild.customizationIdentifier(for: tabs.ids)
      tabBar.setTabs(objects, animated: false)
      rearrangeTabObjects(tabs, in: tabBar)
    }

    /// The width class changed: the tab bar is built again if sections must now be groups, or
    /// root tabs (Q41), with the same navigation controllers.
    @available(iOS 18, *)
    func widthClassChanged(_ tabBar: UITabBarController) {
      guard tabBar === tabBarController, tabsBuiltCompact != tabBarBuild.compact,
        case .tabs(let tabs) = (logic?.shown ?? navigator.state).base
      else { return }
      buildTabObjects(tabs, in: tabBar)
    }

    /// Selects a state's tab: a tab in a section selects its group, with the child shown in
    /// the group's container.
    @available(iOS 18, *)
    func select(_ id: TabID, in tabBar: UITabBarController) {
      guard let tab = tabObject(id, in: tabBar) else { return }
      if let group = tab.parent, let title = sectionTitle(of: group) {
        group.selectedChild = tab
        if let navigation = baseControllers[.tab(id)] {
          groupContainers[title]?.show(navigation)
        }
        tabBar.selectedTab = tab
      } else {
        tabBar.selectedTab = tab
      }
    }

    /// The section a group shows, from its identifier.
    @available(iOS 18, *)
    func sectionTitle(of group: UITabGroup) -> String? {
      group.identifier.hasPrefix("section.") ? String(group.identifier.dropFirst(8)) : nil
    }

    /// The same tabs in a new arrangement: hidden as the state says, each section's children
    /// in the state's order.
    @available(iOS 18, *)
    func rearrangeTabObjects(_ tabs: Tabs<Route>, in tabBar: UITabBarController) {
      for id in tabs.ids {
        tabObject(id, in: tabBar)?.isHidden = tabs.hidden.contains(id)
      }
      for case .section(let title, let members) in tabBarOptions.layout.items(in: tabs) {
        guard
          let group = tabBar.tabs.first(where: { $0.identifier == "section." + title })
            as? UITabGroup
        else { continue }
        let order = members.compactMap { tabObject($0, in: tabBar)?.identifier }
        if group.displayOrderIdentifiers != order { group.displayOrderIdentifiers = order }
      }
      tabOrder = tabs.ids
      select(tabs.selection, in: tabBar)
    }

    /// The `UITab` of a tab of the state, in a group or not.
    @available(iOS 18, *)
    func tabObject(_ id: TabID, in tabBar: UITabBarController) -> UITab? {
      func find(_ tabs: [UITab]) -> UITab? {
        for tab in tabs {
          if tab.userInfo as? String == id.rawValue { return tab }
          if let group = tab as? UITabGroup, let found = find(group.children) { return found }
        }
        return nil
      }
      return find(tabBar.tabs)
    }

    /// The state's tab a `UITab` shows (`nil` for a group).
    @available(iOS 18, *)
    func tabID(of tab: UITab) -> TabID? {
      (tab.userInfo as? String).map(TabID.init)
    }

    /// The state's tab a tap on `tab` selects: the tab itself, or for a group (a section,
    /// one tab in an iPhone's tab bar) its selected child, else its first.
    @available(iOS 18, *)
    func selectedTabID(of tab: UITab) -> TabID? {
      if let id = tabID(of: tab) { return id }
      guard let group = tab as? UITabGroup else { return nil }
      return (group.selectedChild ?? group.displayOrder.first).flatMap(tabID(of:))
    }

    /// The user tapped a tab (`tabBarController(_:shouldSelectTab:)`, the one method that
    /// hears taps on a tab bar of `UITab`s, Q43): it is reported, and the tab bar switches by
    /// itself only to another tab.
    @available(iOS 18, *)
    func tabBarShouldSelect(tab: UITab) -> Bool {
      guard tabBarBuild.hears(.shouldSelectTab), let id = selectedTabID(of: tab) else {
        return true
      }
      return logic?.userWillSelectTab(id) ?? false
    }

    /// The tab bar shows a tab, whoever chose it — a sidebar row, or the system itself (the
    /// search tab's Cancel goes back to the tab before it) — and the host reports what the
    /// state does not say yet; a section's container shows the child chosen.
    @available(iOS 18, *)
    func tabBarDidSelect(tab: UITab) {
      guard let id = selectedTabID(of: tab) else { return }
      if let group = (tab as? UITabGroup) ?? tab.parent, let title = sectionTitle(of: group),
        let navigation = baseControllers[.tab(id)]
      {
        groupContainers[title]?.show(navigation)
      }
      logic?.userDidShowTab(id)
    }

    /// The user reordered a section's tabs or hid or showed tabs: the whole arrangement is
    /// read from the tab bar and reported once.
    @available(iOS 18, *)
    func tabBarDidCustomize(_ tabBar: UITabBarController) {
      var orders: [String: [TabID]] = [:]
      var hidden = Set<TabID>()
      for tab in tabBar.tabs {
        if let group = tab as? UITabGroup {
          orders[group.title] = group.displayOrder.compactMap(tabID(of:))
          for child in group.children where child.isHidden {
            if let id = tabID(of: child) { hidden.insert(id) }
          }
        } else if tab.isHidden, let id = tabID(of: tab) {
          hidden.insert(id)
        }
      }
      logic?.userArrangedTabs(sectionOrders: orders, hidden: hidden, layout: tabBarOptions.layout)
    }
  }

  /// What a section's `UITabGroup` shows: the navigation controller of the child tab selected
  /// in it, embedded, swapped when another child is selected.
  final class TabGroupContainer: UIViewController {
    /// Shows a child tab's navigation controller in place of the one shown.
    func show(_ navigation: UIViewController) {
      guard navigation.parent !== self else { return }
      embed(navigation)
    }

    /// Lets go of the navigation controller shown, before it goes to another parent (Q42).
    func releaseShown() {
      for child in children {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
      }
    }
  }
#endif
