#if canImport(UIKit)
  public import UIKit
  public import Wayfinder
  import WayfinderScenes

  /// Shows a navigator's whole state with UIKit: a `UINavigationController` per stack, a
  /// `UITabBarController` for tabs, a column-style `UISplitViewController` for a split view
  /// (its collapse and expansion, and the sidebar shown or hidden, reported), presented navigation controllers for sheets (configured
  /// through `UISheetPresentationController`), full-screen covers and custom presentations,
  /// and a `UIAlertController` for the alert. What the user does — a back button or swipe, a
  /// sheet dragged away, a tab tapped, a detent dragged, an alert button — is reported to the
  /// navigator at once.
  ///
  /// Every decision (which calls, in which order, which controllers to keep) is made by the
  /// UI-free `ControllerHost` and `ControllerCache` (the package's); this class only performs
  /// them. A
  /// screen's controller is made once, by `screen`, and reused while its entry stays on its
  /// stack. A SwiftUI screen is a ``ScreenHostingController``: the host puts the navigator and
  /// the screen's own navigator into its environment; a UIKit screen gets its own navigator
  /// from ``screen(of:)``. A layer of one screen is presented bare (no
  /// navigation controller) where `ScreenChrome` says so: by default, custom presentations.
  ///
  /// ```swift
  /// enum Screen: Hashable, Sendable { case home, detail(Int) }
  /// let navigator = Navigator(root: Screen.home)
  /// let host = UIKitHost(navigator: navigator) { screen in
  ///   switch screen {
  ///   case .home: HomeViewController(navigator: navigator)
  ///   case .detail(let id): ScreenHostingController(rootView: DetailView(id: id))
  ///   }
  /// }
  /// window.rootViewController = host.rootViewController
  /// ```
  ///
  /// The window owns the host, through its root controller: closing the window (a scene that
  /// disconnects) frees the host and every controller it made. The host keeps the navigator;
  /// the navigator does not keep the host's controllers, so screens may hold the navigator
  /// without making a cycle (Q36).
  @MainActor
  public final class UIKitHost<Route: Hashable & Sendable>: ControllerPerformer {
    /// The controller to make the window's root.
    public var rootViewController: UIViewController { container }
    /// The title of the cancel button added to an action sheet that has none, so that a tap
    /// outside it on iPad answers `ask` with `nil` (default: "Cancel").
    public var actionSheetCancelTitle = "Cancel"
    /// The accessibility label of the back button shown on a screen above a guarded one, which
    /// goes back one screen and has no long-press menu (default: "Back").
    public var oneStepBackTitle = "Back"
    /// Where an action sheet points on iPad: a view and a rectangle in it, for the alert being
    /// shown (default: `nil`, the middle of the presenting screen, without an arrow).
    ///
    /// ```swift
    /// let shareButton = UIButton(type: .system)
    /// host.actionSheetAnchor = { _ in (shareButton, shareButton.bounds) }
    /// ```
    public var actionSheetAnchor: (@MainActor (PresentedAlert) -> (view: UIView, rect: CGRect)?)?
    /// The navigator whose state is shown.
    public let navigator: Navigator<Route>
    /// Custom presentations by the name a state's `.custom(_:)` presentation uses. A layer
    /// whose name is missing is presented full screen.
    public var transitions: [TransitionName: any UIViewControllerTransitioningDelegate]

    let screen: (Route) -> UIViewController
    let chrome: ScreenChrome<Route>
    let detents: CustomDetents
    let tabItem: (TabID) -> UITabBarItem
    let tabBarOptions: TabBarOptions
    let zoom: ZoomTransitions<Route>
    let zoomSource: (Route) -> UIView?
    let makeNavigationController: () -> UINavigationController
    var cache = ControllerCache<Route, UIViewController>()
    /// The UI-free host logic; the navigator holds it, and it holds this performer.
    weak var logic: ControllerHost<Route>?
    /// The window's root until the window first shows it: held strongly by the host until then,
    /// as the app has put it in no window yet. From then on the window owns it, and it owns the
    /// host (Q36).
    private var unshownContainer: RootContainerController?
    /// The window's root once the window shows it, held weakly: closing the window frees it,
    /// this host, its controllers and (unless the app keeps it) the navigator.
    private weak var windowContainer: RootContainerController?
    /// Tells the window's focus tracker about the scene's background and return.
    private var sceneFocus: SceneFocusObserver?
    /// The elements a UI test reads (debug builds launched by a UI test).
    private var uiTestProbe: UITestProbeViews<Route>?
    /// The window's root.
    var container: RootContainerController {
      if let unshownContainer { return unshownContainer }
      if let windowContainer { return windowContainer }
      // The window let go of its root while the app still holds this host: it shows nothing
      // any more. A root outside any window keeps its calls harmless (UIKit refuses to present
      // from it, and the host logic ends such a step).
      let detached = RootContainerController()
      unshownContainer = detached
      return detached
    }
    let delegate = ControllerDelegate()
    var baseControllers: [StackLocation: UINavigationController] = [:]
    /// The tab bar controller showing the tabs, when the base is tabs. Look, don't change:
    /// select tabs with the navigator (`selectTab(_:)`), or the state and screen drift.
    ///
    /// ```swift
    /// host.tabBarController?.tabBar.tintColor = .systemPink
    /// ```
    public internal(set) var tabBarController: UITabBarController?
    /// Applies the app's own settings to the tab bar controller the host builds — what the
    /// state does not hold: iOS 26's bottom accessory and minimize behavior, colors — now and
    /// each time the host builds it anew (a state whose base changes
    /// to tabs). Never set its view controllers, `tabs`, selection or delegate: those are the
    /// navigator's. The closure is kept by the host: capture the host weakly.
    ///
    /// ```swift
    /// host.configureTabBarController = { tabBar in
    ///   if #available(iOS 26, *) {
    ///     tabBar.tabBarMinimizeBehavior = .onScrollDown
    ///     tabBar.bottomAccessory = UITabAccessory(contentView: UILabel())
    ///   }
    /// }
    /// ```
    public var configureTabBarController: ((UITabBarController) -> Void)? {
      didSet { if let tabBarController { configureTabBarController?(tabBarController) } }
    }
    /// Applies the app's own settings to the split view controller the host builds (its
    /// display-mode button, its primary column's background, its widths), now and each time it
    /// is built anew. Never set its view controllers, display mode, split behavior or delegate:
    /// those are the navigator's (the columns' visibility is in the state). The closure is kept
    /// by the host: capture the host weakly.
    ///
    /// ```swift
    /// host.configureSplitViewController = { split in
    ///   split.primaryBackgroundStyle = .sidebar
    ///   split.preferredPrimaryColumnWidthFraction = 0.3
    /// }
    /// ```
    public var configureSplitViewController: ((UISplitViewController) -> Void)? {
      didSet { if let splitController { configureSplitViewController?(splitController) } }
    }
    var tabOrder: [TabID] = []
    /// How the tab bar is built and which delegate method hears taps, on this iOS and at this
    /// width (Q41, Q43).
    var tabBarBuild: TabBarBuild {
      let size = (tabBarController ?? container).traitCollection.horizontalSizeClass
      let compact =
        size == .compact
        || (size == .unspecified && UIDevice.current.userInterfaceIdiom == .phone)
      return TabBarBuild(
        osMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion,
        compact: compact)
    }
    /// Whether the tab bar is built from `UITab`s: on iOS 18 and later, always (Q43).
    var usesTabObjects: Bool {
      if #available(iOS 18, *) { tabBarBuild.source == .tabObjects } else { false }
    }
    /// Whether the tab objects were built for a compact width (sections as root tabs, Q41).
    var tabsBuiltCompact: Bool?
    var layers: [PresentedLayer] = []
    var alert: (id: AlertID, controller: UIAlertController)?
    var locks = GestureLocks.none
    let placeholder: (SplitColumn) -> UIViewController
    /// Each column's placeholder, made once.
    var placeholders: [SplitColumn: UIViewController] = [:]
    var splitController: UISplitViewController?
    var splitColumns: [SplitColumn] = []
    /// The navigation controller UIKit shows while a split view is collapsed.
    var compactNavigation: UINavigationController?
    /// Whether the inspector column is shown (iOS 26), and whether the host is hiding it.
    var inspectorShown = false
    var hidingInspector = false
    /// Each section's container (a `UITabGroup` shows one controller: the selected child's
    /// navigation controller, embedded), by section title.
    var groupContainers: [String: TabGroupContainer] = [:]
    /// Whether the window is changing size (a rotation, a resized window): a column UIKit hides
    /// then is not the user's doing.
    var isResizing = false
    /// Whether the log said once that this iOS has no inspector column.
    var reportedInspectorBeforeIOS26 = false
    /// How long a wait on one of UIKit's completions lasts at most (Q33): shorter than the
    /// navigator's timeout, so that the host, not the timeout, ends a step whose call UIKit
    /// ignored.
    let waitDeadline: Duration

    /// Creates the host, builds the base at once and attaches to the navigator when the root
    /// first appears (layers and the alert are presented then).
    /// - Parameters:
    ///   - navigator: The navigator to show.
    ///   - transitions: Custom presentations by name.
    ///   - chrome: Which layers are presented bare and which screens hide the navigation bar
    ///     (default: custom presentations of one screen are bare, every bar shows).
    ///   - detents: The heights of the app's named sheet detents (`SheetDetent.custom(_:)`).
    ///   - timeout: How long the navigator waits for a step before resynchronising.
    ///   - makeNavigationController: Makes each stack's navigation controller (default: a
    ///     plain one), for an app's own subclass or appearance.
    ///   - tabBar: On iOS 18 and later, the sidebar, the search tab, the sections and the
    ///     user's customization (default: none; the tab bar is still made of `UITab`s there).
    ///   - tabItem: The tab bar item of each tab (default: its name as the title); with
    ///     `tabBar` options, its title, image and badge make the tab.
    ///   - zoom: The screens that zoom in from a source view on iOS 18 and later, described as
    ///     for SwiftUI (default: none).
    ///   - zoomSource: The view a route's screen zooms from and back into, asked when it opens
    ///     and again when it closes, so it can be the cell that shows the route then (default:
    ///     none; UIKit then zooms from the screen's center). The host keeps it: capture the host
    ///     and your controllers weakly.
    ///   - placeholder: What a split view's column shows while it shows no screen (default:
    ///     an empty controller).
    ///   - screen: Makes the controller of a route.
    public init(
      navigator: Navigator<Route>,
      transitions: [TransitionName: any UIViewControllerTransitioningDelegate] = [:],
      chrome: ScreenChrome<Route> = .standard,
      detents: CustomDetents = CustomDetents(),
      timeout: Duration = .seconds(2),
      makeNavigationController: @escaping () -> UINavigationController = {
        UINavigationController()
      },
      tabBar: TabBarOptions = TabBarOptions(),
      tabItem: @escaping (TabID) -> UITabBarItem = {
        UITabBarItem(title: $0.rawValue, image: nil, tag: 0)
      },
      zoom: ZoomTransitions<Route> = .none,
      zoomSource: @escaping (Route) -> UIView? = { _ in nil },
      placeholder: @escaping (SplitColumn) -> UIViewController = { _ in UIViewController() },
      screen: @escaping (Route) -> UIViewController
    ) {
      self.navigator = navigator
      self.transitions = transitions
      self.screen = screen
      self.chrome = chrome
      self.detents = detents
      self.tabItem = tabItem
      self.tabBarOptions = tabBar
      self.zoom = zoom
      self.zoomSource = zoomSource
      self.makeNavigationController = makeNavigationController
      self.placeholder = placeholder
      waitDeadline = timeout * 3 / 4
      delegate.events = self
      let root = RootContainerController()
      unshownContainer = root
      // The root owns the host: the window that shows it keeps everything alive (Q36).
      root.owner = self
      build(navigator.state.base)
      let logic = ControllerHost(navigator: navigator, performer: self, chrome: chrome)
      self.logic = logic
      root.onFirstAppearance = { [weak self, navigator] in
        // The window holds the root now; the host no longer does (no cycle).
        self?.windowContainer = self?.unshownContainer
        self?.unshownContainer = nil
        if let scene = self?.windowContainer?.view.window?.windowScene {
          self?.sceneFocus = SceneFocusObserver(scene: scene, navigator: navigator)
        }
        // A UI test reads the window's link and its launch (debug builds launched by one).
        if TestLaunch.processIsUITest, let view = self?.windowContainer?.view {
          self?.uiTestProbe = UITestProbeViews(in: view, navigator: navigator)
        }
        navigator.attach(logic, showing: logic.shown, timeout: timeout)
      }
      container.onSizeTransition = { [weak self] resizing in self?.sizeTransition(resizing) }
    }

    /// Creates a host whose tab bar items come from the app's typed tabs; every other
    /// parameter is as in the form whose `tabItem` takes a `TabID`.
    ///
    /// ```swift
    /// let host = UIKitHost(navigator: navigator, tab: AppTab.self, tabItem: { tab in
    ///   switch tab {
    ///   case .home: UITabBarItem(title: "Home", image: nil, tag: 0)
    ///   case .search: UITabBarItem(tabBarSystemItem: .search, tag: 1)
    ///   case .settings: UITabBarItem(title: "Settings", image: nil, tag: 2)
    ///   }
    /// }) { route in UIViewController() }
    /// ```
    /// - Parameters:
    ///   - navigator: The navigator to follow.
    ///   - transitions: Custom presentations by name.
    ///   - chrome: Which layers are presented bare and which screens hide the navigation bar.
    ///   - detents: The heights of the app's named sheet detents.
    ///   - timeout: How long the navigator waits for a step before resynchronising.
    ///   - makeNavigationController: Makes each stack's navigation controller.
    ///   - tabBar: On iOS 18 and later, the sidebar, the search tab, the sections and the
    ///     user's customization.
    ///   - tab: The app's tab type.
    ///   - tabItem: The tab bar item of each tab; a tab the type does not name (a state
    ///     restored from another build) gets its name as the title.
    ///   - zoom: The screens that zoom in from a source view on iOS 18 and later.
    ///   - zoomSource: The view a route's screen zooms from and back into.
    ///   - placeholder: What a split view's column shows while it shows no screen.
    ///   - screen: Makes the controller of a route.
    public convenience init<Tab: NavigationTab>(
      navigator: Navigator<Route>,
      transitions: [TransitionName: any UIViewControllerTransitioningDelegate] = [:],
      chrome: ScreenChrome<Route> = .standard,
      detents: CustomDetents = CustomDetents(),
      timeout: Duration = .seconds(2),
      makeNavigationController: @escaping () -> UINavigationController = {
        UINavigationController()
      },
      tabBar: TabBarOptions = TabBarOptions(),
      tab: Tab.Type,
      tabItem: @escaping (Tab) -> UITabBarItem,
      zoom: ZoomTransitions<Route> = .none,
      zoomSource: @escaping (Route) -> UIView? = { _ in nil },
      placeholder: @escaping (SplitColumn) -> UIViewController = { _ in UIViewController() },
      screen: @escaping (Route) -> UIViewController
    ) {
      self.init(
        navigator: navigator, transitions: transitions, chrome: chrome, detents: detents,
        timeout: timeout, makeNavigationController: makeNavigationController, tabBar: tabBar,
        tabItem: { id in
          Tab(id).map(tabItem) ?? UITabBarItem(title: id.rawValue, image: nil, tag: 0)
        },
        zoom: zoom, zoomSource: zoomSource, placeholder: placeholder, screen: screen)
    }

    /// Performs one call of the host logic and returns when it is on screen.
    /// - Parameter call: The call.
    package func perform(_ call: ControllerCall<Route>) async -> ControllerCallOutcome {
      switch call {
      case .setRoot(let base):
        // The same tabs rearranged (the user's order, hidden tabs) keep their controllers.
        if case .tabs(let tabs) = base, let tabBarController,
          Set(tabs.ids)
            == Set(
              baseControllers.keys.compactMap { if case .tab(let id) = $0 { id } else { nil } })
        {
          rearrange(tabs, in: tabBarController)
          return .done
        }
        cache.removeAll()
        build(base)
        applyLocks()
      case .setColumn, .setColumnVisibility, .setCollapsed, .setStack(.column, _, _):
        await performColumnCall(call)
      case .setStack(let location, let entries, let animated):
        // A tab shown from the More list lives in the More navigation controller, under its
        // list (Q30, Q42); its own navigation controller holds nothing then.
        let more = moreNavigation(showing: location)
        guard let navigation = more ?? navigationController(at: location) else { return .done }
        // A transition under way (the user's swipe back) ends before the stack is set (Q18).
        await transitionEnd(of: navigation, animated: true)
        let controllers = cache.controllers(for: entries, at: location, make: makeScreen)
        let list = more.map { Array($0.viewControllers.prefix(1)) } ?? []
        navigation.setViewControllers(list + controllers, animated: animated)
        // The screens pushed above a guarded one show a one-step back button from the start.
        applyBackButtons(in: navigation)
        await transitionEnd(of: navigation, animated: animated)
      case .selectTab(let tab):
        if #available(iOS 18, *), usesTabObjects, let tabBarController {
          select(tab, in: tabBarController)
        } else if let index = tabOrder.firstIndex(of: tab) {
          tabBarController?.selectedIndex = index
        }
      case .present(let layer, let bare, let animated):
        return await present(layer, bare: bare, animated: animated)
      case .dismiss(let keeping, let animated):
        return await dismiss(keeping: keeping, animated: animated)
      case .updateSheet(let style, let id):
        guard let presented = layers.first(where: { $0.id == id })?.presented else { return .done }
        presented.isModalInPresentation =
          style.interactiveDismissDisabled || locks.layers.contains(id)
        if let sheet = presented.sheetPresentationController {
          sheet.animateChanges { sheet.configure(style, detents: detents) }
        }
      case .presentAlert(let shown, let animated):
        return await presentAlert(shown, animated: animated)
      case .lockGestures(let wanted):
        locks = wanted
        applyLocks()
      case .hideAlert(let animated):
        guard let shown = alert else { return .done }
        alert = nil
        let dismissed = await dismissPresented(
          from: shown.controller.presentingViewController, animated: animated)
        if !dismissed {
          // UIKit ignored it (Q33): the alert is still up, and the host logic takes it back.
          alert = shown
          return .ignored
        }
      }
      return .done
    }

    // MARK: Building

    /// Builds the base: one navigation controller, or a tab bar controller with one per tab.
    func build(_ base: NavigationBase<Route>) {
      baseControllers = [:]
      splitController = nil
      inspectorShown = false
      hidingInspector = false
      groupContainers = [:]
      splitColumns = []
      placeholders = [:]
      compactNavigation = nil
      switch base {
      case .split(let split):
        tabBarController = nil
        tabOrder = []
        buildSplit(split)
      case .stack(let stack):
        tabBarController = nil
        tabOrder = []
        container.show(makeStack(stack, at: .base))
      case .tabs(let tabs):
        let tabBar = UITabBarController()
        tabBar.delegate = delegate
        // A tab chosen from the More list (more than five tabs) is shown without asking the
        // tab bar's delegate; the More navigation controller's tells (Q30).
        tabBar.moreNavigationController.delegate = delegate
        // The More tab's Edit would reorder the tabs behind the state's back.
        tabBar.customizableViewControllers = []
        if #available(iOS 18, *), usesTabObjects {
          tabOrder = tabs.ids
          buildTabObjects(tabs, in: tabBar)
          // A section is a group in a regular width and root tabs in a compact one (Q41).
          tabBar.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
            [weak self] (tabBar: UITabBarController, _: UITraitCollection) in
            self?.widthClassChanged(tabBar)
          }
        } else {
          for item in tabs.items {
            makeStack(item.stack, at: .tab(item.id)).tabBarItem = tabItem(item.id)
          }
          showTabControllers(tabs, in: tabBar)
        }
        tabBarController = tabBar
        configureTabBarController?(tabBar)
        container.show(tabBar)
      }
    }

    /// Shows the visible tabs' navigation controllers in the state's order (the tab bar of view
    /// controllers, before iOS 18 or without ``TabBarOptions``: a hidden tab is left out).
    func showTabControllers(_ tabs: Tabs<Route>, in tabBar: UITabBarController) {
      let visible = tabs.items.filter { !$0.isHidden }
      tabOrder = visible.map(\.id)
      tabBar.setViewControllers(
        visible.compactMap { baseControllers[.tab($0.id)] }, animated: false)
      tabBar.selectedIndex = tabOrder.firstIndex(of: tabs.selection) ?? 0
    }

    /// Shows the same tabs in a new arrangement, each tab's stack set from the state with the
    /// controllers it had.
    func rearrange(_ tabs: Tabs<Route>, in tabBar: UITabBarController) {
      for item in tabs.items {
        guard let navigation = baseControllers[.tab(item.id)] else { continue }
        setIfChanged(
          navigation,
          to: cache.controllers(for: item.stack.entries, at: .tab(item.id), make: makeScreen),
          animated: false)
      }
      if #available(iOS 18, *), usesTabObjects {
        rearrangeTabObjects(tabs, in: tabBar)
      } else {
        showTabControllers(tabs, in: tabBar)
      }
    }

    /// A navigation controller showing a stack.
    func makeStack(_ stack: Stack<Route>, at location: StackLocation) -> UINavigationController {
      let navigation = makeNavigationController()
      navigation.delegate = delegate
      navigation.setViewControllers(
        cache.controllers(for: stack.entries, at: location, make: makeScreen), animated: false)
      navigation.isNavigationBarHidden = chrome.hidesNavigationBar(on: stack.top.route)
      if case .layer = location {} else { baseControllers[location] = navigation }
      return navigation
    }

    /// The controller of a screen, with the navigator and its context put into a hosted
    /// SwiftUI screen's environment.
    func makeScreen(_ route: Route, _ context: ScreenContext) -> UIViewController {
      let controller = screen(route)
      // A UI test finds the screen by its case name (debug builds launched by a UI test).
      if TestLaunch.processIsUITest {
        controller.view.accessibilityIdentifier = TestLaunch.identifier(for: route)
      }
      (controller as? any ScreenEnvironmentReceiver)?.receive(
        navigator: navigator, context: context)
      // A pushed screen zooms itself; a layer's first screen zooms through the controller
      // presented for it (`present`), which is the one UIKit asks.
      if let entry = context.entryID, !isLayerRoot(entry, at: context.location) {
        applyZoom(to: controller, route: route, entry: entry)
      }
      return controller
    }

    /// Whether `entry` is the first screen of the layer at `location`.
    private func isLayerRoot(_ entry: EntryID, at location: StackLocation) -> Bool {
      guard case .layer = location else { return false }
      return navigator.state.stack(at: location)?.root.id == entry
    }

    /// Gives `controller`, the one UIKit pushes or presents for `entry`, the zoom from the app's
    /// view for `route` (iOS 18+), asked again when it closes; dragging it away is a way back
    /// that a leave guard holds (Q29).
    func applyZoom(to controller: UIViewController, route: Route, entry: EntryID) {
      guard #available(iOS 18, *), let source = zoom.source(for: route) else { return }
      let options = UIViewController.Transition.ZoomOptions()
      options.interactiveDismissShouldBegin = { [weak self] context in
        // UIKit's own answer first: a veto only adds refusals (Q40).
        guard let self else { return context.willBegin }
        return (self.logic?.shown ?? self.navigator.state).zoomDismissShouldBegin(
          of: entry, byDefault: context.willBegin)
      }
      controller.preferredTransition = .zoom(options: options) { [weak self] _ in
        self?.zoomSource(source)
      }
    }

    /// The own navigator of a screen's controller: push on its stack, present above it, close
    /// it, finish it with a result.
    ///
    /// ```swift
    /// final class DetailViewController: UIViewController {
    ///   @objc func close() {
    ///     host.screen(of: self).close()
    ///   }
    /// }
    /// ```
    /// - Parameter controller: A controller the host's factory made.
    /// - Returns: Its screen's navigator; for a controller the host does not show, one whose
    ///   verbs do nothing and report `NavigationDiagnostic.screenNotShown`.
    public func screen(of controller: UIViewController) -> ScreenNavigator<Route> {
      let context = cache.context(of: controller)
      return ScreenNavigator(navigator: navigator, entry: context?.entryID)
    }

    /// The navigation controller showing a stack: the base's, a tab's, a split view column's
    /// or a layer's (`nil` for a layer presented bare, or a stack not shown). Look, don't
    /// change: push, pop and present with the navigator, or the state and screen drift.
    ///
    /// ```swift
    /// host.navigationController(at: .base)?.navigationBar.prefersLargeTitles = true
    /// ```
    /// - Parameter location: The stack.
    /// - Returns: Its navigation controller.
    public func navigationController(at location: StackLocation) -> UINavigationController? {
      if case .layer(let id) = location { return layers.first { $0.id == id }?.navigation }
      return baseControllers[location]
    }

    /// The More navigation controller when it shows the tab at `location` (chosen from the More
    /// list, more than five tabs on iPhone): UIKit moved the tab's controllers into it.
    /// - Parameter location: A stack.
    /// - Returns: The More navigation controller, or `nil` when it does not show that tab.
    func moreNavigation(showing location: StackLocation) -> UINavigationController? {
      guard case .tab = location, let more = tabBarController?.moreNavigationController,
        more.viewControllers.count > 1,
        cache.context(of: more.viewControllers[1])?.location == location
      else { return nil }
      return more
    }

    /// The stack a navigation controller shows.
    func location(of navigation: UINavigationController) -> StackLocation? {
      if let layer = layers.first(where: { $0.navigation === navigation }) {
        return .layer(layer.id)
      }
      return baseControllers.first { $0.value === navigation }?.key
    }

    /// The split view controller showing the columns, when the base is a split view. Look,
    /// don't change: show columns with the navigator.
    ///
    /// ```swift
    /// host.splitViewController?.primaryBackgroundStyle = .sidebar
    /// ```
    public var splitViewController: UISplitViewController? { splitController }

    /// The topmost controller presented in the window, whoever presented it (the host's top
    /// layer, a share sheet, the app's own alert), or `nil` when nothing is presented. Look,
    /// don't change: present and dismiss the navigator's layers with the navigator.
    ///
    /// ```swift
    /// let activityController = UIActivityViewController(
    ///   activityItems: [url], applicationActivities: nil)
    /// host.topPresentedController?.present(activityController, animated: true)
    /// ```
    public var topPresentedController: UIViewController? {
      let top = topPresenter
      return top === container ? nil : top
    }

    /// The controller that presents the next layer or the alert: the topmost presented
    /// controller in the window, whoever presented it, below one being dismissed (Q19, Q27).
    var topPresenter: UIViewController {
      PresentingController.topmost(
        from: container, presented: { $0.presentedViewController },
        isBeingDismissed: { $0.isBeingDismissed })
    }

    // MARK: Presenting

    func present(_ layer: Layer<Route>, bare: Bool, animated: Bool) async -> ControllerCallOutcome {
      let location = StackLocation.layer(layer.id)
      let navigation = bare ? nil : makeStack(layer.content, at: location)
      let presented =
        navigation
        ?? cache.controllers(for: [layer.content.root], at: location, make: makeScreen)[0]
      switch layer.presentation {
      case .sheet(let style):
        presented.modalPresentationStyle = style.showsAsFormSheet ? .formSheet : .pageSheet
        presented.isModalInPresentation = style.interactiveDismissDisabled
        presented.sheetPresentationController?.configure(style, detents: detents)
        presented.sheetPresentationController?.delegate = delegate
        navigator.checkCustomDetents(of: style, in: detents, slotted: false)
      case .fullScreenCover:
        presented.modalPresentationStyle = .fullScreen
      case .custom(let name):
        if let transition = navigator.transition(named: name, registered: transitions[name]) {
          presented.modalPresentationStyle = .custom
          presented.transitioningDelegate = transition
        } else {
          presented.modalPresentationStyle = .fullScreen
        }
      }
      if presented.modalPresentationStyle != .custom {
        presented.presentationController?.delegate = delegate
        // A sheet or cover whose first screen zooms: the controller presented is the one UIKit
        // asks for its transition (a custom presentation keeps its own).
        applyZoom(to: presented, route: layer.content.root.route, entry: layer.content.root.id)
      }
      PresentationWatcher.watch(presented) { [weak self] in self?.presentedControllersChanged() }
      await dismissalsOnTopEnded()
      let presenter = topPresenter
      layers.append(PresentedLayer(id: layer.id, presented: presented, navigation: navigation))
      // The layer's locks hold from its first frame (its drag, its screens' back buttons).
      applyLocks()
      let outcome = await presentAwaitingCompletion(presented, from: presenter, animated: animated)
      if outcome == .refused {
        layers.removeAll { $0.id == layer.id }
        cache.removeStack(at: location)
      }
      return outcome
    }

    /// Returns once no presented controller is being dismissed at the top of the window (the
    /// app's, or one the user is dragging away), each wait ending at its transition's end or a
    /// deadline: presenting from under it would be refused.
    func dismissalsOnTopEnded() async {
      for _ in 0..<4 {
        guard let leaving = topPresenter.presentedViewController, leaving.isBeingDismissed,
          let coordinator = leaving.transitionCoordinator
        else { return }
        await transitionEnd(of: coordinator)
      }
    }

    /// Presents and returns when the presentation is on screen, or at once when UIKit refused
    /// it (it is already presenting, or left the window): UIKit then calls no completion, so
    /// waiting for one would never end (Q27).
    func presentAwaitingCompletion(
      _ controller: UIViewController, from presenter: UIViewController, animated: Bool
    ) async -> ControllerCallOutcome {
      guard presenter.presentedViewController == nil, presenter.viewIfLoaded?.window != nil,
        !presenter.isBeingDismissed
      else { return .refused }
      let outcome = await CompletionWait<ControllerCallOutcome>.until(deadline: waitDeadline) {
        wait in
        presenter.present(controller, animated: animated) { wait.complete(.done) }
        // Refused after all: nothing was presented, and no completion will come.
        if controller.presentingViewController == nil, !controller.isBeingPresented {
          wait.complete(.refused)
        }
      }
      // No completion by the deadline (Q33): what UIKit shows says whether it presented.
      return outcome ?? (controller.presentingViewController == nil ? .refused : .done)
    }

    /// Tells the host logic which of its layers are still presented, after a presented
    /// controller left the window: a dismissal the host did not make (app code,
    /// `@Environment(\.dismiss)` in a hosted screen) is reported as the user's (Q32).
    func presentedControllersChanged() {
      guard let gone = layers.firstIndex(where: { $0.presented.presentingViewController == nil })
      else { return }
      for layer in layers[gone...] { cache.removeStack(at: .layer(layer.id)) }
      layers.removeSubrange(gone...)
      // The alert above a dismissed layer went with it.
      if let shown = alert, shown.controller.presentingViewController == nil { alert = nil }
      logic?.containersDidChange(presentedLayers: layers.map(\.id), alertShown: alert != nil)
    }

    /// Dismisses every layer above the bottom `keeping` ones and returns when they are gone,
    /// or ``ControllerCallOutcome/ignored`` when UIKit ignored the dismissal and they are still
    /// presented (Q33).
    func dismiss(keeping: Int, animated: Bool) async -> ControllerCallOutcome {
      // A dismissal being drawn on top (the user dragging a sheet away) ends first: UIKit
      // ignores a dismissal made during another.
      await dismissalsOnTopEnded()
      guard keeping < layers.count else { return .done }
      // From the controller that presented the lowest layer removed: UIKit takes down what it
      // presents, and nothing below, so a compact inspector's sheet or the app's own
      // controller under the layer stays (and is not reported as the user's close).
      let presenter =
        layers[keeping].presented.presentingViewController
        ?? (keeping == 0 ? container : layers[keeping - 1].presented)
      let leaving = Set(layers[keeping...].map(\.id))
      guard await dismissPresented(from: presenter, animated: animated) else { return .ignored }
      for id in leaving { cache.removeStack(at: .layer(id)) }
      layers.removeAll { leaving.contains($0.id) }
      return .done
    }

    func presentAlert(_ shown: PresentedAlert, animated: Bool) async -> ControllerCallOutcome {
      let content = shown.content
      let controller = UIAlertController(
        title: content.title, message: content.message,
        preferredStyle: content.style == .alert ? .alert : .actionSheet)
      // An action sheet without a cancel button gets one: a tap outside it on iPad runs only
      // the cancel button's handler (Q30).
      for button in shown.buttonsForController(cancelTitle: actionSheetCancelTitle) {
        let action = button.action
        let id = shown.id
        controller.addAction(
          UIAlertAction(title: button.title, style: button.role.uiKitStyle) { [weak self] _ in
            MainActor.assumeIsolated { self?.alertAnswered(id, action) }
          })
      }
      await dismissalsOnTopEnded()
      let presenter = topPresenter
      // An action sheet on iPad is a popover and needs an anchor (Q30): the app's, else the
      // middle of the presenting screen, without an arrow.
      if let popover = controller.popoverPresentationController {
        if let anchor = actionSheetAnchor?(shown) {
          popover.sourceView = anchor.view
          popover.sourceRect = anchor.rect
        } else if let view = presenter.viewIfLoaded {
          popover.sourceView = view
          popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
          popover.permittedArrowDirections = []
        }
      }
      alert = (shown.id, controller)
      let outcome = await presentAwaitingCompletion(controller, from: presenter, animated: animated)
      if outcome == .refused, alert?.id == shown.id { alert = nil }
      return outcome
    }

    func alertAnswered(_ id: AlertID, _ action: AlertActionID?) {
      guard alert?.id == id else { return }
      alert = nil
      logic?.userAnswered(alert: id, with: action)
    }

    /// Dismisses whatever `presenter` presents and returns when the animation is done.
    /// - Returns: `false` when UIKit ignored the dismissal (one already under way): it called
    ///   no completion before the deadline, and `presenter` still presents (Q33).
    func dismissPresented(from presenter: UIViewController?, animated: Bool) async -> Bool {
      guard let presenter, presenter.presentedViewController != nil else { return true }
      let completion: Void? = await CompletionWait<Void>.until(deadline: waitDeadline) { wait in
        presenter.dismiss(animated: animated) { wait.complete(()) }
      }
      return completion != nil || presenter.presentedViewController == nil
    }

    /// Returns when a navigation controller's transition ends (at once when it has none).
    func transitionEnd(of navigation: UINavigationController, animated: Bool) async {
      guard animated, let coordinator = navigation.transitionCoordinator else { return }
      await transitionEnd(of: coordinator)
    }

    /// Returns when a transition coordinator's transition ends, or at the deadline (Q33).
    func transitionEnd(of coordinator: any UIViewControllerTransitionCoordinator) async {
      _ = await CompletionWait<Bool>.until(deadline: waitDeadline) { wait in
        let started = coordinator.animate(alongsideTransition: nil) { _ in wait.complete(true) }
        if !started { wait.complete(false) }
      }
    }
  }

  /// A presented layer: the controller presented (a navigation controller, or the screen's own
  /// controller when bare) and its navigation controller, if any.
  struct PresentedLayer {
    let id: LayerID
    let presented: UIViewController
    let navigation: UINavigationController?
  }

  extension Optional where Wrapped == AlertButton.Role {
    /// The UIKit style of a button with this role.
    var uiKitStyle: UIAlertAction.Style {
      switch self {
      case .cancel?: .cancel
      case .destructive?: .destructive
      case nil: .default
      }
    }
  }
#endif
