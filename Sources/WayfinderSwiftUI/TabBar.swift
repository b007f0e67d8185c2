#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  /// How ``NavigationRoot`` draws the tab bar: each tab's label (any view), its badge, and, on
  /// iOS 18 and later, the sidebar, the search tab, the sections and the user's customization.
  ///
  /// ```swift
  /// struct AppView: View {
  ///   let unread: Int
  ///   var body: some View {
  ///     let tabs = TabBarStyle(
  ///       sidebarAdaptable: true, customizable: true, search: "search",
  ///       sections: ["Library": ["songs", "albums"]], badge: { $0 == "inbox" ? unread : 0 }
  ///     ) {
  ///       Label($0.rawValue.capitalized, systemImage: "\($0.rawValue).circle")
  ///     }
  ///     NavigationRoot(navigator, tabs: tabs) { screen in ScreenView(screen) }
  ///   }
  /// }
  /// ```
  ///
  /// The tabs' order and which are hidden are the state's (`Tabs.ids`, `Tabs.hidden`):
  /// the user's customization is reported as `UserAction.customizedTabs(order:hidden:)`, and
  /// one made in code shows. The search tab's Cancel, which selects the previous tab by
  /// itself, is reported as the user's `selectedTab`.
  public struct TabBarStyle<Label: View> {
    /// The label of a tab.
    public var label: (TabID) -> Label
    /// The badge of a tab (0: none).
    public var badge: (TabID) -> Int
    /// Whether, on iOS 18 and later, the tab bar becomes a sidebar where there is room (iPad);
    /// ignored on iOS 17.
    public var sidebarAdaptable: Bool
    /// Whether, on iOS 18 and later with ``sidebarAdaptable``, the user may reorder the tabs
    /// of a section and hide tabs (`tabViewCustomization`).
    public var customizable: Bool
    /// The search tab and the sections, as the hosts share them.
    package var layout: TabBarLayout

    /// Creates a style.
    /// - Parameters:
    ///   - sidebarAdaptable: Whether the tab bar adapts to a sidebar on iOS 18+ (default: no).
    ///   - customizable: Whether the user may reorder and hide tabs on iOS 18+ (default: no).
    ///   - search: The tab shown as the search tab (`Tab(role: .search)`) on iOS 18+, last.
    ///   - sections: Titled groups of tabs (`TabSection`) on iOS 18+, in the sidebar; a tab in
    ///     none stands alone.
    ///   - badge: The badge of each tab (default: none).
    ///   - label: The label of each tab.
    public init(
      sidebarAdaptable: Bool = false, customizable: Bool = false, search: TabID? = nil,
      sections: KeyValuePairs<String, [TabID]> = [:],
      badge: @escaping (TabID) -> Int = { _ in 0 },
      @ViewBuilder label: @escaping (TabID) -> Label
    ) {
      self.sidebarAdaptable = sidebarAdaptable
      self.customizable = customizable
      self.layout = TabBarLayout(
        search: search, sections: sections.map { TabBarLayout.Section(title: $0, tabs: $1) })
      self.badge = badge
      self.label = label
    }
  }

  extension TabBarStyle {
    /// A style for the app's own tab type: each label and badge is given the tab, so a
    /// `switch` over it is exhaustive and a misspelt tab does not compile. A tab the type does
    /// not name (one a newer build removed, read from an older saved state) has no label.
    ///
    /// ```swift
    /// enum AppTab: String, NavigationTab { case home, songs, albums, search }
    ///
    /// let tabs = TabBarStyle(
    ///   AppTab.self, sidebarAdaptable: true, search: .search, sections: ["Library": [.songs, .albums]]
    /// ) { tab in
    ///   switch tab {
    ///   case .home: Label("Home", systemImage: "house")
    ///   case .songs: Label("Songs", systemImage: "music.note")
    ///   case .albums: Label("Albums", systemImage: "square.stack")
    ///   case .search: Label("Search", systemImage: "magnifyingglass")
    ///   }
    /// }
    /// ```
    /// - Parameters:
    ///   - type: The app's tab type.
    ///   - sidebarAdaptable: Whether the tab bar adapts to a sidebar on iOS 18+ (default: no).
    ///   - customizable: Whether the user may reorder and hide tabs on iOS 18+ (default: no).
    ///   - search: The search tab, on iOS 18+.
    ///   - sections: Titled groups of tabs, on iOS 18+.
    ///   - badge: The badge of each tab (default: none).
    ///   - label: The label of each tab.
    public init<Tab: NavigationTab, TabLabel: View>(
      _ type: Tab.Type, sidebarAdaptable: Bool = false, customizable: Bool = false,
      search: Tab? = nil, sections: KeyValuePairs<String, [Tab]> = [:],
      badge: @escaping (Tab) -> Int = { _ in 0 },
      @ViewBuilder label: @escaping (Tab) -> TabLabel
    ) where Label == TabLabel? {
      self.init(
        sidebarAdaptable: sidebarAdaptable, customizable: customizable,
        search: search.map(TabID.init), badge: { Tab($0).map(badge) ?? 0 },
        label: { Tab($0).map(label) })
      layout.sections = sections.map { TabBarLayout.Section(title: $0, tabs: $1.map(TabID.init)) }
    }
  }

  /// The tab view, its selection bound by key path (Q1). Every tab's stack, with its
  /// destination, stays in the hierarchy while the tab view exists (Q15). On iOS 18 and later
  /// it is built from `Tab`s, so it can adapt to a sidebar and have a search tab, sections and
  /// the user's customization; on iOS 17 from `tabItem`s.
  struct TabBar<Route: Hashable & Sendable, Screen: View, Label: View>: View {
    let renderer: Renderer<Route, Screen>
    let tabs: TabBarStyle<Label>
    let containers: HostedContainers
    @Bindable var displayed: DisplayedNavigation<Route>

    var body: some View {
      if #available(iOS 18, macOS 15, *) {
        AdaptableTabBar(
          renderer: renderer, tabs: tabs, containers: containers, displayed: displayed)
      } else {
        containers.tabView(
          TabView(selection: $displayed.tabSelection) {
            ForEach(displayed.tabIDs, id: \.self) { tab in
              StackView(renderer: renderer, location: .tab(tab))
                .tabItem { tabs.label(tab) }
                .badge(tabs.badge(tab))
                .tag(tab)
            }
          })
      }
    }
  }

  /// The iOS 18 tab view: `Tab`s, in sections where the layout says, the search tab with its
  /// role, and the user's customization kept in step with the state: the state's hidden tabs
  /// are hidden in it, a section whose order differs from the state's is reset to the order
  /// the builder gives (the state's), and what the user changes is reported once.
  @available(iOS 18, macOS 15, *)
  struct AdaptableTabBar<Route: Hashable & Sendable, Screen: View, Label: View>: View {
    let renderer: Renderer<Route, Screen>
    let tabs: TabBarStyle<Label>
    let containers: HostedContainers
    @Bindable var displayed: DisplayedNavigation<Route>
    @State private var customization = TabViewCustomization()

    var body: some View {
      let items = displayed.tabItems(tabs.layout)
      let view = TabView(selection: $displayed.tabSelection) {
        ForEach(items, id: \.viewID) { item in
          switch item {
          case .tab(let tab):
            tabContent(tab, role: nil)
          case .search(let tab):
            tabContent(tab, role: .search)
          case .section(let title, let members):
            TabSection(title) {
              ForEach(members, id: \.self) { tab in tabContent(tab, role: nil) }
            }
            .customizationID(Self.sectionID(title))
          }
        }
      }
      containers.tabView(styled(view))
        .onChange(of: displayed.hiddenTabs, initial: true) { _, _ in showStateInCustomization() }
        .onChange(of: displayed.tabIDs) { _, _ in showStateInCustomization() }
        .onChange(of: customization) { _, new in report(new) }
    }

    private func tabContent(_ tab: TabID, role: TabRole?) -> some TabContent<TabID> {
      Tab(value: tab, role: role) {
        StackView(renderer: renderer, location: .tab(tab))
      } label: {
        tabs.label(tab)
      }
      .badge(tabs.badge(tab))
      .customizationID(tab.rawValue)
      // Without customization, a hidden tab is hidden by the view; with it, by the
      // customization, so that the user can show it again.
      .hidden(!tabs.customizable && displayed.hiddenTabs.contains(tab))
    }

    /// A section's customization id, apart from the tabs' (a tab's raw value).
    static func sectionID(_ title: String) -> String { "section." + title }

    @ViewBuilder
    private func styled(_ view: some View) -> some View {
      if tabs.sidebarAdaptable && tabs.customizable {
        view.tabViewStyle(.sidebarAdaptable).tabViewCustomization($customization)
      } else if tabs.sidebarAdaptable {
        view.tabViewStyle(.sidebarAdaptable)
      } else {
        view
      }
    }

    /// Writes the state's hidden tabs into the customization, and resets a section's order
    /// that differs from the state's (the builder lists the state's order).
    private func showStateInCustomization() {
      guard tabs.customizable else { return }
      var updated = customization
      let hidden = displayed.hiddenTabs
      for tab in displayed.tabIDs {
        let visibility: Visibility = hidden.contains(tab) ? .hidden : .visible
        if Self.visibility(of: tab, in: updated) != visibility {
          Self.setVisibility(visibility, of: tab, in: &updated)
        }
      }
      for section in tabs.layout.sections {
        let order = displayed.tabIDs.filter { tabs.layout.section(of: $0)?.title == section.title }
        if let shown = Self.order(of: section.title, in: updated), shown != order {
          Self.resetOrder(of: section.title, in: &updated)
        }
      }
      if updated != customization { customization = updated }
    }

    /// Reports what the user changed in the customization (nothing when it shows the state),
    /// then shows the state again in it, so that a change the navigator refused is undone.
    private func report(_ new: TabViewCustomization) {
      guard tabs.customizable else { return }
      var orders: [String: [TabID]] = [:]
      for section in tabs.layout.sections {
        if let order = Self.order(of: section.title, in: new) { orders[section.title] = order }
      }
      let hidden = Set(displayed.tabIDs.filter { Self.visibility(of: $0, in: new) == .hidden })
      displayed.write(sectionOrders: orders, hidden: hidden, layout: tabs.layout)
      showStateInCustomization()
    }

    // The customization's API changed in iOS 18.4; the iOS 18.0 names are used before it.

    private static func visibility(of tab: TabID, in customization: TabViewCustomization)
      -> Visibility
    {
      if #available(iOS 18.4, macOS 15.4, *) {
        customization[tab: tab.rawValue].sidebarVisibility
      } else {
        customization[sidebarVisibility: tab.rawValue]
      }
    }

    private static func setVisibility(
      _ visibility: Visibility, of tab: TabID, in customization: inout TabViewCustomization
    ) {
      if #available(iOS 18.4, macOS 15.4, *) {
        customization[tab: tab.rawValue].sidebarVisibility = visibility
      } else {
        customization[sidebarVisibility: tab.rawValue] = visibility
      }
    }

    private static func order(of section: String, in customization: TabViewCustomization)
      -> [TabID]?
    {
      let order =
        if #available(iOS 18.4, macOS 15.4, *) {
          customization[section: sectionID(section)].tabOrder
        } else {
          customization[sectionID: sectionID(section)]
        }
      return order?.map(TabID.init)
    }

    private static func resetOrder(
      of section: String, in customization: inout TabViewCustomization
    ) {
      if #available(iOS 18.4, macOS 15.4, *) {
        customization[section: sectionID(section)].resetTabOrder()
      } else {
        customization.resetSectionOrder(for: sectionID(section))
      }
    }
  }

  private struct SelectedTabKey: EnvironmentKey {
    static let defaultValue: Binding<TabID>? = nil
  }

  extension EnvironmentValues {
    /// The selected tab of the ``NavigationRoot`` around the view, as a binding (`nil` when its
    /// state has no tabs): what ``SelectedTab`` reads.
    package var selectedTab: Binding<TabID>? {
      get { self[SelectedTabKey.self] }
      set { self[SelectedTabKey.self] = newValue }
    }
  }

  /// The selected tab of the ``NavigationRoot`` around the view, as the app's own tab type
  /// (`nil` without a tab bar, or on a tab the type does not name). Setting it is the user
  /// choosing a tab, as a tap on the tab bar is; setting `nil` does nothing.
  ///
  /// ```swift
  /// struct SettingsButton: View {
  ///   @SelectedTab private var tab: AppTab?
  ///   var body: some View {
  ///     Button("Go to settings") { tab = .settings }
  ///   }
  /// }
  /// ```
  @MainActor
  @propertyWrapper
  public struct SelectedTab<Tab: NavigationTab>: DynamicProperty {
    @Environment(\.selectedTab) private var binding

    /// Reads the selected tab from the environment.
    public init() {}

    /// The selected tab.
    public var wrappedValue: Tab? {
      get { Tab(binding?.wrappedValue) }
      nonmutating set {
        if let newValue { binding?.wrappedValue = TabID(newValue) }
      }
    }
  }
#endif
