extension ControllerHost {
  // MARK: Changes the host did not make (Q32)

  /// The presented controllers changed without the host: app code called
  /// `dismiss(animated:)`, a hosted SwiftUI screen used `@Environment(\.dismiss)`, or a
  /// presentation was taken down with the one under it. Call it with what UIKit shows now
  /// (from a presented controller's `viewDidDisappear` while it `isBeingDismissed`, or after
  /// the window's presented controllers changed); what is gone is reported as the user's
  /// action, so state and screen never drift.
  ///
  /// <!-- snippet: skip: an excerpt of a UIKit host's code -->
  /// ```swift
  /// host.containersDidChange(presentedLayers: layersStillPresented, alertShown: false)
  /// ```
  /// - Parameters:
  ///   - presentedLayers: The host's layers UIKit still presents, bottom first.
  ///   - alertShown: Whether the host's alert is still presented.
  /// - Returns: The actions reported (none when the screen shows what the host shows).
  @discardableResult
  package func containersDidChange(presentedLayers: [LayerID], alertShown: Bool) -> [UserAction<
    Route
  >] {
    var actions: [UserAction<Route>] = []
    // The first of the host's layers no longer presented goes, with everything above it.
    let still = Set(presentedLayers)
    if let gone = shown.layers.first(where: { !still.contains($0.id) }) {
      // A dismissal takes the alert above the layer down too: it is answered with no button.
      if shown.alert != nil { actions.append(report(.answeredAlert(nil))) }
      actions.append(report(.dismissedLayer(gone.id)))
    } else if !alertShown, shown.alert != nil {
      actions.append(report(.answeredAlert(nil)))
    }
    return actions
  }

  // MARK: The More tab (Q30)

  /// The user tapped the tab bar's More tab (`moreNavigationController`, shown when there are
  /// more than five tabs on iPhone). The More list opens; the tab chosen from it is reported
  /// by ``userDidShowTab(_:)``.
  /// - Returns: Whether the tab bar controller should open the More list.
  package func userWillSelectMoreList() -> Bool {
    shown.selectedTab != nil
  }

  /// The tab bar shows this tab's controller, whichever way the user got there (a tab chosen
  /// from the More list, which UIKit does not ask the delegate about).
  /// - Parameter tab: The tab now shown.
  /// - Returns: The action reported, or `nil` when the state says so already.
  @discardableResult
  package func userDidShowTab(_ tab: TabID) -> UserAction<Route>? {
    guard let selected = shown.selectedTab, selected != tab, shown.tabIDs.contains(tab) else {
      return nil
    }
    return report(.selectedTab(tab))
  }

  /// The More navigation controller (more than five tabs on iPhone) finished showing its
  /// controllers (`didShow`). Below its list it holds the stack of the tab chosen from it:
  /// UIKit moves that tab's controllers into it (Q30, Q42). A tab just chosen is reported as
  /// the user's selection; a back tap there is a pop of that tab's stack, never a selection.
  ///
  /// <!-- snippet: skip: an excerpt of a UIKit host's code -->
  /// ```swift
  /// let below = Array(more.viewControllers.dropFirst())
  /// host.moreStackDidShow(cache.entryIDs(of: below), of: tab(of: below.first))
  /// ```
  /// - Parameters:
  ///   - ids: The entries of the controllers below the More list, root first.
  ///   - tab: The tab they belong to (`nil`: the More list alone is shown).
  /// - Returns: The action reported, or `nil` when the state says so already.
  @discardableResult
  package func moreStackDidShow(_ ids: [EntryID], of tab: TabID?) -> UserAction<Route>? {
    guard let tab, shown.tabIDs.contains(tab) else { return nil }
    if shown.selectedTab != tab { return userDidShowTab(tab) }
    return stackDidShow(ids, at: .tab(tab))
  }

  /// The user reordered tabs inside a section or hid or showed tabs (UIKit's
  /// `tabBarController(_:displayOrderDidChangeFor:)` and `(_:visibilityDidChangeFor:)`).
  /// - Parameters:
  ///   - sectionOrders: The order of the tabs in each section (`UITabGroup.displayOrder`).
  ///   - hidden: The tabs hidden now.
  ///   - layout: The app's tab layout.
  /// - Returns: The action reported, or `nil` when the state says so already.
  @discardableResult
  package func userArrangedTabs(
    sectionOrders: [String: [TabID]], hidden: Set<TabID>, layout: TabBarLayout
  ) -> UserAction<Route>? {
    guard case .tabs(let tabs) = shown.base,
      let action = layout.userAction(sectionOrders: sectionOrders, hidden: hidden, in: tabs)
    else { return nil }
    return report(action)
  }

  /// The user closed the inspector column (UIKit's `splitViewController(_:didHide:)` for
  /// `.inspector`, iOS 26). A hide the host made itself finds the state without one and is not
  /// reported.
  /// - Returns: The action reported, or `nil`.
  @discardableResult
  package func userClosedInspector() -> UserAction<Route>? {
    guard shown.split?[.inspector] != nil else { return nil }
    return report(.closedInspector)
  }

  // MARK: Collapse and expansion before the transition (Q28)

  /// The split view is about to collapse to one stack
  /// (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, called before the
  /// transition). The collapse is reported at once, so the controllers can move into the
  /// compact stack before UIKit draws it.
  /// - Returns: The column whose screens are on top of the compact stack (the deepest column
  ///   that shows screens), or `nil` when no split view is shown.
  @discardableResult
  package func splitWillCollapse() -> SplitColumn? {
    guard let split = shown.split else { return nil }
    if !split.isCollapsed { report(.collapsed(true)) }
    return shown.split?.deepestColumn
  }

  /// The split view is about to expand to its columns
  /// (`splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`, called before
  /// the transition). The expansion is reported at once, so the controllers can move back into
  /// their columns before UIKit draws them.
  /// - Returns: Whether a split view is shown.
  @discardableResult
  package func splitWillExpand() -> Bool {
    guard let split = shown.split else { return false }
    if split.isCollapsed { report(.collapsed(false)) }
    return true
  }
}
