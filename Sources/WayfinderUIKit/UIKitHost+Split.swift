#if canImport(UIKit)
  import UIKit
  public import Wayfinder

  /// A split view on UIKit: a column-style `UISplitViewController` (double or triple column)
  /// with a navigation controller per column, the app's placeholder in a column that shows no
  /// screen, and a navigation controller for the compact column that holds every column's
  /// screens, sidebar first, while the split view is collapsed. A controller lives in one
  /// navigation controller at a time, so collapsing and expanding move the same controllers;
  /// none is rebuilt.
  extension UIKitHost {
    /// The user selected a row of a split view's column (`nil`: cleared it). Call it from the
    /// sidebar's or the content list's `didSelectRowAt`; the navigator's plan then shows the
    /// next column.
    ///
    /// ```swift
    /// host.userSelected(.mailbox("inbox"), in: .sidebar)
    /// ```
    /// - Parameters:
    ///   - route: The row's route, the next column's root.
    ///   - column: The column whose row was selected.
    public func userSelected(_ route: Route?, in column: SplitColumn) {
      logic?.userSelected(route, in: column)
    }

    /// Builds a split view controller showing `split`.
    func buildSplit(_ split: SplitColumns<Route>) {
      let controller = UISplitViewController(
        style: split.hasContentColumn ? .tripleColumn : .doubleColumn)
      controller.delegate = delegate
      splitColumns = split.columns
      for column in split.columns {
        let navigation = makeNavigationController()
        navigation.delegate = delegate
        baseControllers[.column(column)] = navigation
        controller.setViewController(navigation, for: column.uiKitColumn)
      }
      if #available(iOS 26, *) {
        // Every split view can show an inspector; its column holds a navigation controller of
        // its own, in a regular width and a compact one (where UIKit shows it as a sheet).
        let inspector = makeNavigationController()
        inspector.delegate = delegate
        baseControllers[.column(.inspector)] = inspector
        controller.setViewController(inspector, for: .inspector)
      }
      let compact = makeNavigationController()
      compact.delegate = delegate
      compactNavigation = compact
      controller.setViewController(compact, for: .compact)
      controller.preferredDisplayMode = displayMode(for: split.visibility)
      splitController = controller
      configureSplitViewController?(controller)
      placeColumns(split, animated: false)
      container.show(controller)
    }

    /// Puts every column's controllers where UIKit shows them: in their columns, or, when
    /// collapsed, all in the compact navigation controller. A controller leaves the navigation
    /// controller that holds it before it enters another (Q42): the moves come from the host
    /// logic's `ContainerMoves`.
    func placeColumns(_ split: SplitColumns<Route>, collapsed: Bool? = nil, animated: Bool) {
      let collapsed = collapsed ?? split.isCollapsed
      var wanted: [ControllerContainer: [EntryID]] = [:]
      var current: [ControllerContainer: [EntryID]] = [:]
      var compact: [EntryID] = []
      for column in split.columns {
        let location = StackLocation.column(column)
        let entries = split[column]?.entries ?? []
        if entries.isEmpty {
          cache.removeStack(at: location)
        } else {
          _ = cache.controllers(for: entries, at: location, make: makeScreen)
        }
        compact += entries.map(\.id)
        wanted[.column(column)] = collapsed ? [] : entries.map(\.id)
        if let navigation = baseControllers[location] {
          current[.column(column)] = cache.entryIDs(of: navigation.viewControllers)
        }
      }
      wanted[.compact] = collapsed ? compact : []
      if let compactNavigation {
        current[.compact] = cache.entryIDs(of: compactNavigation.viewControllers)
      }
      for move in ContainerMoves.steps(from: current, to: wanted) {
        guard let navigation = navigationController(of: move.container) else { continue }
        setIfChanged(
          navigation, to: move.entries.compactMap { cache.controller(for: $0) },
          animated: animated && !move.isRelease)
      }
      // What the moves could not see: an empty column shows its placeholder, and a controller
      // the cache no longer knows (a screen popped meanwhile) leaves its navigation controller.
      for (container, entries) in wanted {
        guard let navigation = navigationController(of: container) else { continue }
        var controllers = entries.compactMap { cache.controller(for: $0) }
        if case .column(let column) = container, controllers.isEmpty, !collapsed {
          controllers = [placeholder(for: column)]
        }
        setIfChanged(navigation, to: controllers, animated: animated)
      }
      placeInspector(split, animated: animated)
    }

    /// The navigation controller of a split view's container.
    func navigationController(of container: ControllerContainer) -> UINavigationController? {
      switch container {
      case .compact: compactNavigation
      case .column(let column): baseControllers[.column(column)]
      }
    }

    /// Shows the inspector's screens in the inspector column and shows or hides the column
    /// (iOS 26). Before iOS 26 UIKit has no inspector column: the state keeps the inspector,
    /// the host shows nothing of it, and says so in the log once.
    func placeInspector(_ split: SplitColumns<Route>, animated: Bool) {
      let location = StackLocation.column(.inspector)
      guard let stack = split[.inspector] else {
        cache.removeStack(at: location)
        if #available(iOS 26, *), let splitController, inspectorShown {
          inspectorShown = false
          // UIKit tells the delegate of this hide too; it is not the user's.
          hidingInspector = true
          splitController.hide(.inspector)
          hidingInspector = false
        }
        return
      }
      guard #available(iOS 26, *), let splitController,
        let navigation = baseControllers[location]
      else {
        if !reportedInspectorBeforeIOS26 {
          reportedInspectorBeforeIOS26 = true
          hostLog.error(
            "the state shows an inspector; UIKit has an inspector column from iOS 26 only, so UIKitHost shows none here"
          )
        }
        return
      }
      setIfChanged(
        navigation, to: cache.controllers(for: stack.entries, at: location, make: makeScreen),
        animated: animated && inspectorShown)
      if !inspectorShown {
        inspectorShown = true
        splitController.show(.inspector)
      }
    }

    /// UIKit hid a column (it tells only of hides it made itself, never of the host's): the
    /// inspector's close is the user's, unless the window is changing size — UIKit makes room
    /// then, and the host shows the inspector again once the size settles.
    func splitDidHide(_ column: UISplitViewController.Column) {
      guard #available(iOS 26, *), column == .inspector, !hidingInspector, inspectorShown else {
        return
      }
      inspectorShown = false
      if isResizing { return }
      cache.removeStack(at: .column(.inspector))
      logic?.userClosedInspector()
    }

    /// The window started (`true`) or finished changing size; when it is done, an inspector
    /// the state still shows and UIKit hid meanwhile is shown again.
    func sizeTransition(_ resizing: Bool) {
      isResizing = resizing
      guard !resizing, let split = logic?.shown.split, split[.inspector] != nil else { return }
      placeInspector(split, animated: false)
    }

    /// Sets a navigation controller's controllers unless it shows them already: an unchanged
    /// column makes no transition the next call could overlap (Q18).
    func setIfChanged(
      _ navigation: UINavigationController, to controllers: [UIViewController], animated: Bool
    ) {
      let current = navigation.viewControllers
      guard current.count != controllers.count || zip(current, controllers).contains(where: !==)
      else { return }
      navigation.setViewControllers(controllers, animated: animated)
      applyBackButtons(in: navigation)
    }

    /// A column's placeholder, made once and shown again whenever the column is empty (Q28).
    func placeholder(for column: SplitColumn) -> UIViewController {
      if let made = placeholders[column] { return made }
      let made = placeholder(column)
      placeholders[column] = made
      return made
    }

    /// Performs a split view's call: a column shown or emptied, the visibility, the collapse.
    func performColumnCall(_ call: ControllerCall<Route>) async {
      // The host logic has already taken the call into what it shows.
      guard let split = logic?.shown.split else { return }
      switch call {
      case .setColumn(let column, _, let animated), .setStack(.column(let column), _, let animated):
        placeColumns(split, animated: animated)
        let navigation =
          split.isCollapsed && column != .inspector
          ? compactNavigation : baseControllers[.column(column)]
        if let navigation { await transitionEnd(of: navigation, animated: animated) }
      case .setColumnVisibility(let visibility):
        splitController?.preferredDisplayMode = displayMode(for: visibility)
      case .setCollapsed:
        placeColumns(split, animated: false)
      default:
        break
      }
    }

    /// The display mode that shows the columns a visibility asks for.
    func displayMode(for visibility: SplitVisibility) -> UISplitViewController.DisplayMode {
      switch visibility.shownColumns(of: splitColumns.count) {
      case nil: .automatic
      case 1?: .secondaryOnly
      case 2?: .oneBesideSecondary
      default: .twoBesideSecondary
      }
    }

    /// Moves every column's screens into the compact stack before UIKit draws the collapse
    /// (Q28), and puts the deepest column that shows screens on top.
    func splitWillCollapse(proposing proposed: UISplitViewController.Column)
      -> UISplitViewController.Column
    {
      guard logic?.splitWillCollapse() != nil, let split = logic?.shown.split else {
        return proposed
      }
      placeColumns(split, collapsed: true, animated: false)
      return .compact
    }

    /// Moves the screens back into their columns before UIKit draws the expansion (Q28).
    func splitWillExpand() {
      guard logic?.splitWillExpand() == true, let split = logic?.shown.split else { return }
      placeColumns(split, collapsed: false, animated: false)
    }

    /// Reports the collapse or expansion UIKit made, moving the controllers if the delegate was
    /// not asked before (the display mode of a split view that was not collapsed).
    func splitDidChange(collapsed: Bool) {
      guard let split = logic?.shown.split, split.isCollapsed != collapsed else { return }
      placeColumns(split, collapsed: collapsed, animated: false)
      logic?.userCollapsed(collapsed)
    }

    /// Reports the columns the user showed or hid.
    func splitWillChange(to mode: UISplitViewController.DisplayMode) {
      let shown: Int =
        switch mode {
        case .secondaryOnly: 1
        case .oneBesideSecondary, .oneOverSecondary: 2
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 3
        default: splitColumns.count
        }
      logic?.userChangedColumnVisibility(
        SplitVisibility(showing: min(shown, splitColumns.count), of: splitColumns.count))
    }

    /// Reports a pop the user made on the compact stack, and forgets the controllers of the
    /// screens that left.
    func compactDidShow(_ navigation: UINavigationController) {
      let ids = cache.entryIDs(of: navigation.viewControllers)
      logic?.compactStackDidShow(ids)
      guard let split = logic?.shown.split else { return }
      for column in split.columns {
        if let stack = split[column] {
          cache.trimStack(at: .column(column), to: stack.depth)
        } else {
          cache.removeStack(at: .column(column))
        }
      }
    }
  }

  extension SplitColumn {
    /// The `UISplitViewController` column.
    var uiKitColumn: UISplitViewController.Column {
      switch self {
      case .sidebar: .primary
      case .content: .supplementary
      case .detail: .secondary
      case .inspector:
        if #available(iOS 26, *) { .inspector } else { .secondary }
      }
    }
  }
#endif
