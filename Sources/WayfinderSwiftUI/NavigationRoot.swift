#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  /// The one view that shows a navigator's whole state in SwiftUI: the base (a
  /// `NavigationStack` or a `TabView` with a stack per tab), every modal layer (sheets,
  /// full-screen covers, custom presentations, each with its own stack), and the alert. What
  /// the user does — back, swipe, a link, a sheet dragged down, a tab, a detent, an alert
  /// button — is reported to the navigator at once.
  ///
  /// ```swift
  /// enum Screen: Hashable, Sendable { case home, detail(Int) }
  ///
  /// struct AppView: View {
  ///   @State private var navigator = Navigator(root: Screen.home)
  ///   var body: some View {
  ///     NavigationRoot(navigator) { screen in
  ///       switch screen {
  ///       case .home: HomeView()
  ///       case .detail(let id): DetailView(id: id)
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Keep the navigator where it lives as long as the window (the app's `@State`, a model):
  /// the root shows the navigator it is handed, and a new one (a new navigator at sign-out)
  /// gets a host of its own, its screens drawn afresh, so a navigator made inline —
  /// `NavigationRoot(Navigator(root: .home))` — starts over on every pass of the app's body.
  ///
  /// Screens find the navigator with `@Environment(Navigator<Screen>.self)` and their own
  /// navigator with ``ScreenNavigation`` (`@ScreenNavigation private var screen:
  /// ScreenNavigator<Screen>`). A split view's lists bind their selection with
  /// ``ColumnSelection``: `@ColumnSelection(.sidebar) var selection: Screen?`, then
  /// `List(selection: $selection)`.
  public struct NavigationRoot<Route: Hashable & Sendable, Screen: View, TabLabel: View>: View {
    private let navigator: Navigator<Route>
    /// The host, made the first time the body runs, never by `init`: the app's body builds
    /// this view on every pass, and must not come to depend on navigation (Q23). Made again
    /// when the root is handed another navigator (Q39).
    @State private var made = RootHost<Route, SwiftUIHost<Route>>()
    private let providedHost: SwiftUIHost<Route>?
    @Environment(\.scenePhase) private var scenePhase
    private let transitions: CustomTransitions
    private let pages: PageStyles<Route>
    private let zoom: ZoomTransitions<Route>
    @Namespace private var zoomNamespace
    private let tabs: TabBarStyle<TabLabel>
    private let screen: (Route) -> Screen
    /// The app's modifiers for the tab view and the split view (``tabView(_:)``,
    /// ``splitView(_:)``).
    var containers = HostedContainers()

    /// Creates the root view.
    /// - Parameters:
    ///   - navigator: The navigator whose state to show.
    ///   - host: The host to attach (default: a new ``SwiftUIHost`` with the default
    ///     animation).
    ///   - transitions: The app's custom presentations and page transitions by name.
    ///   - pages: The stacks shown as page sequences, and how their pages appear (default:
    ///     none).
    ///   - zoom: The screens that zoom from a source another screen marks (iOS 18+; default:
    ///     none).
    ///   - tabs: How the tab bar draws each tab: its label (any view: a `Label`, an `Image`),
    ///     its badge, and whether it adapts to a sidebar on iOS 18+.
    ///   - screen: The view for a route.
    @MainActor
    public init(
      _ navigator: Navigator<Route>, host: SwiftUIHost<Route>? = nil,
      transitions: CustomTransitions = CustomTransitions(),
      pages: PageStyles<Route> = .none,
      zoom: ZoomTransitions<Route> = .none,
      tabs: TabBarStyle<TabLabel>,
      @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      self.navigator = navigator
      self.providedHost = host
      self.transitions = transitions
      self.pages = pages
      self.zoom = zoom
      self.tabs = tabs
      self.screen = screen
    }

    /// Creates the root view, each tab labelled with its name (or `tabLabel`'s text).
    /// - Parameters:
    ///   - navigator: The navigator whose state to show.
    ///   - host: The host to attach (default: a new ``SwiftUIHost``).
    ///   - transitions: The app's custom presentations and page transitions by name.
    ///   - pages: The stacks shown as page sequences (default: none).
    ///   - zoom: The screens that zoom from a marked source (iOS 18+; default: none).
    ///   - tabLabel: The label of each tab (default: its name).
    ///   - screen: The view for a route.
    @MainActor
    public init(
      _ navigator: Navigator<Route>, host: SwiftUIHost<Route>? = nil,
      transitions: CustomTransitions = CustomTransitions(),
      pages: PageStyles<Route> = .none,
      zoom: ZoomTransitions<Route> = .none,
      tabLabel: @escaping (TabID) -> Text = { Text($0.rawValue) },
      @ViewBuilder screen: @escaping (Route) -> Screen
    ) where TabLabel == Text {
      self.init(
        navigator, host: host, transitions: transitions, pages: pages, zoom: zoom,
        tabs: TabBarStyle(label: tabLabel), screen: screen)
    }

    /// The base, its layers and the alert.
    public var body: some View {
      let host = made.host(for: navigator) {
        let host =
          providedHost.flatMap { $0.displayed.navigator === navigator ? $0 : nil }
          ?? SwiftUIHost(navigator: navigator)
        host.pages = pages
        host.displayed.pages = pages
        host.transitionNames = transitions.names
        host.zoom = zoom
        return host
      }
      let renderer = Renderer(
        displayed: host.displayed, screen: screen, transitions: transitions, pages: pages,
        zoom: zoom)
      BaseView(renderer: renderer, tabs: tabs, containers: containers)
        .modifier(LayerSlots(renderer: renderer, level: host.displayed.level(0)))
        .environment(navigator)
        .environment(\.anyNavigator, navigator)
        .environment(host.displayed)
        .environment(\.zoomNamespace, zoomNamespace)
        .environment(\.zoomSources, host.zoomSources)
        .environment(
          \.selectedTab,
          host.displayed.selectedTab == nil ? nil : Bindable(host.displayed).tabSelection
        )
        // Appearing again (after a cover over the root, a window's return) attaches nothing
        // anew: the navigator keeps the step in flight (Q25).
        .onAppear { navigator.attach(host, showing: host.displayed.state) }
        // Another navigator (a new one at sign-out) gets its own host, attached at once (Q39).
        .onChange(of: ObjectIdentifier(navigator)) {
          navigator.attach(host, showing: host.displayed.state)
        }
        .onChange(of: scenePhase) { _, phase in
          // No screen has focus while the window is in the background.
          ScreenFocusTracker.of(navigator).isActive = phase != .background
          // What SwiftUI does to the hierarchy in the background is not the user's; on return
          // the displayed state is shown again (Q14).
          if phase == .background {
            host.displayed.sceneDidEnterBackground()
          } else if host.displayed.isInBackground {
            host.displayed.sceneWillEnterForeground()
          }
        }
    }
  }

  /// What every part of the hierarchy needs to draw a screen.
  @MainActor
  struct Renderer<Route: Hashable & Sendable, Screen: View> {
    let displayed: DisplayedNavigation<Route>
    let screen: (Route) -> Screen
    let transitions: CustomTransitions
    let pages: PageStyles<Route>
    let zoom: ZoomTransitions<Route>
  }

  /// A single stack, a tab view with one stack per tab, or a split view with one per column.
  struct BaseView<Route: Hashable & Sendable, Screen: View, TabLabel: View>: View {
    let renderer: Renderer<Route, Screen>
    let tabs: TabBarStyle<TabLabel>
    let containers: HostedContainers

    var body: some View {
      if renderer.displayed.selectedTab != nil {
        TabBar(
          renderer: renderer, tabs: tabs, containers: containers, displayed: renderer.displayed)
      } else if renderer.displayed.splitLayout != nil {
        SplitBase(renderer: renderer, containers: containers, displayed: renderer.displayed)
      } else {
        StackView(renderer: renderer, location: .base)
      }
    }
  }

  /// The `NavigationStack` of one stack of the displayed state, if it is shown.
  struct StackView<Route: Hashable & Sendable, Screen: View>: View {
    let renderer: Renderer<Route, Screen>
    let location: StackLocation

    var body: some View {
      if let stack = renderer.displayed.stack(for: location) {
        if renderer.pages.isPageSequence(rootedAt: stack.root.route) {
          PageStack(renderer: renderer, stack: stack)
        } else {
          PathStack(renderer: renderer, stack: stack)
        }
      }
    }
  }

  /// One `NavigationStack` over a stored path, bound by key path (Q1), with the stack's one
  /// destination registered at its root (Q7).
  struct PathStack<Route: Hashable & Sendable, Screen: View>: View {
    let renderer: Renderer<Route, Screen>
    @Bindable var stack: DisplayedStack<Route>

    var body: some View {
      let root = stack.root
      let location = stack.location
      let displayed = renderer.displayed
      NavigationStack(path: $stack.path) {
        renderer.screen(root.route)
          .modifier(UITestScreenName(route: root.route))
          .environment(\.screenContext, ScreenContext(entryID: root.id, location: location))
          .modifier(BackLock(displayed: displayed, entryID: root.id, location: location))
          .transitionProbe(displayed, entryID: root.id, locking: location)
          .id(root.id)
          .navigationDestination(for: PathEntry<Route>.self) { element in
            Destination(renderer: renderer, element: element, location: location)
          }
      }
    }
  }

  /// A pushed screen: the element carries its route, so a screen that a step takes away still
  /// renders it until the step is over (Q8), and the view claims its entry when it is made, so
  /// that two screens links pushed with one route each keep their own (Q34).
  struct Destination<Route: Hashable & Sendable, Screen: View>: View {
    let renderer: Renderer<Route, Screen>
    let element: PathEntry<Route>
    let location: StackLocation
    @State private var claim = EntryClaim()

    var body: some View {
      let displayed = renderer.displayed
      let id = claim.entry { displayed.entryID(for: element, in: location) }
      renderer.screen(element.route)
        .modifier(UITestScreenName(route: element.route))
        .environment(\.screenContext, ScreenContext(entryID: id, location: location))
        .modifier(BackLock(displayed: displayed, entryID: id, location: location))
        .transitionProbe(displayed, entryID: id, locking: location)
        .modifier(ZoomDestination(route: element.route, zoom: renderer.zoom))
    }
  }
#endif
