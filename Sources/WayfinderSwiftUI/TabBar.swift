#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  /// How ``NavigationRoot`` draws the tab bar: each tab's label (any view), its badge, and, on
  /// iOS 18 and later, whether the tab view adapts to a sidebar.
  ///
  /// ```swift
  /// struct AppView: View {
  ///   let unread: Int
  ///   var body: some View {
  ///     let tabs = TabBarStyle(sidebarAdaptable: true, badge: { $0 == "inbox" ? unread : 0 }) {
  ///       Label($0.rawValue.capitalized, systemImage: "\($0.rawValue).circle")
  ///     }
  ///     NavigationRoot(navigator, tabs: tabs) { screen in ScreenView(screen) }
  ///   }
  /// }
  /// ```
  public struct TabBarStyle<Label: View> {
    /// The label of a tab.
    public var label: (TabID) -> Label
    /// The badge of a tab (0: none).
    public var badge: (TabID) -> Int
    /// Whether, on iOS 18 and later, the tab bar becomes a sidebar where there is room (iPad);
    /// ignored on iOS 17.
    public var sidebarAdaptable: Bool

    /// Creates a style.
    /// - Parameters:
    ///   - sidebarAdaptable: Whether the tab bar adapts to a sidebar on iOS 18+ (default: no).
    ///   - badge: The badge of each tab (default: none).
    ///   - label: The label of each tab.
    public init(
      sidebarAdaptable: Bool = false, badge: @escaping (TabID) -> Int = { _ in 0 },
      @ViewBuilder label: @escaping (TabID) -> Label
    ) {
      self.sidebarAdaptable = sidebarAdaptable
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
    /// enum AppTab: String, NavigationTab { case home, search }
    ///
    /// let tabs = TabBarStyle(AppTab.self) { tab in
    ///   switch tab {
    ///   case .home: Label("Home", systemImage: "house")
    ///   case .search: Label("Search", systemImage: "magnifyingglass")
    ///   }
    /// }
    /// ```
    /// - Parameters:
    ///   - type: The app's tab type.
    ///   - sidebarAdaptable: Whether the tab bar adapts to a sidebar on iOS 18+ (default: no).
    ///   - badge: The badge of each tab (default: none).
    ///   - label: The label of each tab.
    public init<Tab: NavigationTab, TabLabel: View>(
      _ type: Tab.Type, sidebarAdaptable: Bool = false,
      badge: @escaping (Tab) -> Int = { _ in 0 },
      @ViewBuilder label: @escaping (Tab) -> TabLabel
    ) where Label == TabLabel? {
      self.init(
        sidebarAdaptable: sidebarAdaptable, badge: { $0.as(Tab.self).map(badge) ?? 0 },
        label: { $0.as(Tab.self).map(label) })
    }
  }

  /// The tab view, its selection bound by key path (Q1). Every tab's stack, with its
  /// destination, stays in the hierarchy while the tab view exists (Q15). On iOS 18 and later
  /// it is built from `Tab`s, so it can adapt to a sidebar; on iOS 17 from `tabItem`s.
  struct TabBar<Route: Hashable & Sendable, Screen: View, Label: View>: View {
    let renderer: Renderer<Route, Screen>
    let tabs: TabBarStyle<Label>
    @Bindable var displayed: DisplayedNavigation<Route>

    var body: some View {
      if #available(iOS 18, macOS 15, *) {
        let view = TabView(selection: $displayed.tabSelection) {
          ForEach(displayed.tabIDs, id: \.self) { tab in
            Tab(value: tab) {
              StackView(renderer: renderer, location: .tab(tab))
            } label: {
              tabs.label(tab)
            }
            .badge(tabs.badge(tab))
          }
        }
        if tabs.sidebarAdaptable {
          view.tabViewStyle(.sidebarAdaptable)
        } else {
          view
        }
      } else {
        TabView(selection: $displayed.tabSelection) {
          ForEach(displayed.tabIDs, id: \.self) { tab in
            StackView(renderer: renderer, location: .tab(tab))
              .tabItem { tabs.label(tab) }
              .badge(tabs.badge(tab))
              .tag(tab)
          }
        }
      }
    }
  }

  private struct SelectedTabKey: EnvironmentKey {
    static let defaultValue: Binding<TabID>? = nil
  }

  extension EnvironmentValues {
    /// The selected tab of the ``NavigationRoot`` around the view, as a binding (`nil` when its
    /// state has no tabs). Setting it is the user choosing a tab, as a tap on the tab bar is.
    ///
    /// ```swift
    /// struct SettingsButton: View {
    ///   @Environment(\.selectedTab) private var selectedTab
    ///   var body: some View {
    ///     Button("Go to settings") { selectedTab?.wrappedValue = "settings" }
    ///   }
    /// }
    /// ```
    public var selectedTab: Binding<TabID>? {
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
      get { binding?.wrappedValue.as(Tab.self) }
      nonmutating set {
        if let newValue { binding?.wrappedValue = TabID(newValue) }
      }
    }
  }
#endif
