#if canImport(SwiftUI)
  public import SwiftUI

  /// A container view the host builds (its `TabView` or `NavigationSplitView`), handed to the
  /// app's modifiers by ``NavigationRoot/tabView(_:)`` and ``NavigationRoot/splitView(_:)``.
  ///
  /// ```swift
  /// struct MusicView: View {
  ///   let navigator: Navigator<Screen>
  ///   var body: some View {
  ///     NavigationRoot(navigator, tabs: TabBarStyle(sidebarAdaptable: true) { Text($0.rawValue) }) {
  ///       ScreenView($0)
  ///     }
  ///     .tabView { tabView in
  ///       if #available(iOS 18, *) {
  ///         tabView.tabViewSidebarHeader { Text("Music") }
  ///       } else {
  ///         tabView
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  public struct HostedContainer: View {
    let content: AnyView

    /// The container as the host built it.
    public var body: some View { content }
  }

  /// The app's modifiers for the containers the host builds.
  struct HostedContainers {
    var tabViewModifier: (@MainActor (HostedContainer) -> AnyView)?
    var splitViewModifier: (@MainActor (HostedContainer) -> AnyView)?

    /// The tab view with the app's modifiers.
    @MainActor
    func tabView(_ view: some View) -> AnyView {
      let container = HostedContainer(content: AnyView(view))
      return tabViewModifier?(container) ?? AnyView(container)
    }

    /// The split view with the app's modifiers.
    @MainActor
    func splitView(_ view: some View) -> AnyView {
      let container = HostedContainer(content: AnyView(view))
      return splitViewModifier?(container) ?? AnyView(container)
    }
  }

  extension NavigationRoot {
    /// Applies the app's own modifiers to the `TabView` the root builds for a tab bar — what
    /// Apple's documentation puts on the tab view itself: `tabViewBottomAccessory`,
    /// `tabBarMinimizeBehavior`, `tabViewSidebarHeader`, `tabViewSearchActivation`. The
    /// selection, the tabs and the customization stay the state's; do not set them here.
    ///
    /// ```swift
    /// struct MusicView: View {
    ///   let navigator: Navigator<Screen>
    ///   var body: some View {
    ///     NavigationRoot(navigator) { ScreenView($0) }
    ///       .tabView { tabView in
    ///         if #available(iOS 26, *) {
    ///           tabView
    ///             .tabViewBottomAccessory { Text("Now playing") }
    ///             .tabBarMinimizeBehavior(.onScrollDown)
    ///         } else {
    ///           tabView
    ///         }
    ///       }
    ///   }
    /// }
    /// ```
    /// - Parameter modify: The modifiers, given the tab view the root built.
    /// - Returns: The root with the modifiers.
    public func tabView<Modified: View>(
      @ViewBuilder _ modify: @escaping @MainActor (HostedContainer) -> Modified
    ) -> Self {
      var root = self
      root.containers.tabViewModifier = { AnyView(modify($0)) }
      return root
    }

    /// Applies the app's own modifiers to the `NavigationSplitView` the root builds for a
    /// split view: its style, its column widths' container settings, a toolbar of its own. The
    /// columns, their visibility and the inspector stay the state's.
    ///
    /// ```swift
    /// struct MailView: View {
    ///   let navigator: Navigator<Screen>
    ///   var body: some View {
    ///     NavigationRoot(navigator) { ScreenView($0) }
    ///       .splitView { $0.navigationSplitViewStyle(.prominentDetail) }
    ///   }
    /// }
    /// ```
    /// - Parameter modify: The modifiers, given the split view the root built.
    /// - Returns: The root with the modifiers.
    public func splitView<Modified: View>(
      @ViewBuilder _ modify: @escaping @MainActor (HostedContainer) -> Modified
    ) -> Self {
      var root = self
      root.containers.splitViewModifier = { AnyView(modify($0)) }
      return root
    }
  }
#endif
