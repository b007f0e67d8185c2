/// The host logic of an imperative UI toolkit (UIKit), free of UIKit: it turns each planned
/// step into controller calls, one at a time, in the order the toolkit needs, and turns what
/// the user did to the controllers (a swipe back, a sheet dragged away, a tab tapped, a detent
/// dragged, an alert button) into the navigator's user actions, at once.
///
/// It keeps the *displayed* state — what the controllers show — which moves with every call
/// it makes and every gesture reported. A gesture during a step ends the step early: the
/// navigator then replans from what is displayed, so the user's action is never drawn over.
///
/// <!-- snippet: skip: an excerpt of a UIKit host's code -->
/// ```swift
/// let host = ControllerHost(navigator: navigator, performer: performer,
///                           showing: performer.builtState)
/// navigator.attach(host, showing: host.shown)
/// // UINavigationControllerDelegate.didShow:
/// host.stackDidShow(cache.entryIDs(of: navigationController.viewControllers), at: .base)
/// ```
@MainActor
package final class ControllerHost<Route: Hashable & Sendable>: NavigationHost {
  /// UIKit: a stack changes in one `setViewControllers`, one controller is presented at a time.
  package let capabilities = HostCapabilities.uiKit
  /// What the controllers show.
  package private(set) var shown: NavigationState<Route>
  /// The navigator gestures are reported to.
  package private(set) weak var navigator: Navigator<Route>?
  /// What carries out the calls, held weakly (Q36): the window owns it (the UIKit host's root
  /// controller keeps it), and its screens hold the navigator, which holds this host logic.
  /// Once the window is gone, calls are not made.
  private weak var performer: (any ControllerPerformer<Route>)?
  var gestureCount = 0
  /// How many calls the toolkit refused (a presentation over someone else's controller that
  /// could not be made, for instance); each ended its step.
  package private(set) var refusedCalls = 0
  /// How many calls the toolkit ignored (a dismissal during another transition, Q33); each
  /// was taken back, reported and ended its step.
  package private(set) var ignoredCalls = 0
  /// The gesture locks the performer was last told.
  package private(set) var locks = GestureLocks.none
  /// Which layers are presented bare and which screens hide the navigation bar.
  package let chrome: ScreenChrome<Route>
  /// The shown layers that were presented bare (no navigation controller).
  package private(set) var bareLayers: Set<LayerID> = []

  /// Creates the host logic for a performer that shows `shown` already.
  /// - Parameters:
  ///   - navigator: The navigator to report gestures to (held weakly).
  ///   - performer: What carries out the calls (held weakly: its owner is the window).
  ///   - shown: What the performer's controllers show now.
  ///   - chrome: Which layers are presented bare (default: custom presentations of one
  ///     screen).
  package init(
    navigator: Navigator<Route>, performer: any ControllerPerformer<Route>,
    showing shown: NavigationState<Route>, chrome: ScreenChrome<Route> = .standard
  ) {
    self.navigator = navigator
    self.performer = performer
    self.shown = shown
    self.chrome = chrome
  }

  /// Creates the host logic for a performer that has built the navigator's base (its stacks
  /// or tabs), and nothing above it yet: the navigator's plan presents the layers and the
  /// alert once the host is attached.
  ///
  /// <!-- snippet: skip: an excerpt of a UIKit host's code -->
  /// ```swift
  /// performer.build(navigator.state.base)
  /// let host = ControllerHost(navigator: navigator, performer: performer)
  /// navigator.attach(host, showing: host.shown)
  /// ```
  /// - Parameters:
  ///   - navigator: The navigator to report gestures to (held weakly).
  ///   - performer: What carries out the calls (held weakly: its owner is the window).
  ///   - chrome: Which layers are presented bare (default: custom presentations of one
  ///     screen).
  package convenience init(
    navigator: Navigator<Route>, performer: any ControllerPerformer<Route>,
    chrome: ScreenChrome<Route> = .standard
  ) {
    var built = navigator.state
    built._layers = []
    built._alert = nil
    self.init(navigator: navigator, performer: performer, showing: built, chrome: chrome)
  }

  /// Performs one step as controller calls and returns once the last one is on screen, or
  /// early when the user acted meanwhile.
  /// - Parameter step: The step.
  package func apply(_ step: HostStep<Route>) async {
    let gesturesBefore = gestureCount
    let replacing = if case .replaceAll = step.operation { true } else { false }
    var rebuildRoot = replacing
    shown._nextID = max(shown.nextID, step.state.nextID)
    // Each call moves the displayed state closer to the step's; the bound is a safeguard.
    var budget = shown.stackLocations.count + step.state.stackLocations.count + 8
    while gestureCount == gesturesBefore, budget > 0,
      let call = shown.nextControllerCall(
        toward: step.state, rebuildingRoot: rebuildRoot, animated: !replacing && step.animated,
        chrome: chrome, bareLayers: bareLayers)
    {
      // The window is gone: nothing shows the calls any more.
      guard let performer else { return }
      budget -= 1
      if case .setRoot = call { rebuildRoot = false }
      let before = (shown: shown, bareLayers: bareLayers, gestures: gestureCount)
      shown.perform(call)
      if case .present(let layer, true, _) = call { bareLayers.insert(layer.id) }
      forgetGoneLayers()
      // The locks of what the call shows are in place before UIKit shows it (Q37): a screen
      // pushed above a guarded one never shows the system back button and its menu.
      await updateLocks()
      let outcome = await performer.perform(call)
      if outcome == .refused {
        callWasRefused(call)
        break
      }
      if outcome == .ignored {
        // What the call would have shown is taken back, unless the user changed the
        // screen meanwhile (that change is folded in already, and the plan starts from it).
        if gestureCount == before.gestures {
          shown = before.shown
          bareLayers = before.bareLayers
        }
        callWasIgnored(call)
        break
      }
    }
    await updateLocks()
  }

  /// Ends the step after the toolkit ignored a call and dropped its completion (Q33): the
  /// call is reported (a diagnostic, and ``ignoredCalls``), and the navigator replans from
  /// what the host shows, so the call is made again once the other transition has ended.
  private func callWasIgnored(_ call: ControllerCall<Route>) {
    ignoredCalls += 1
    gestureCount += 1
    navigator?.report(.transitionEndNotReported("the completion of \(call)"))
  }

  /// Ends the step after the toolkit refused a call (Q27): what the call would have shown is
  /// taken back and reported, so the navigator's state says what is on screen and nothing
  /// waits for it. A refused presentation is reported as the layer dismissed (a `present`
  /// awaiting its result gets `nil`), a refused alert as answered with no button (`ask`
  /// returns `nil`); any other refused call ends the step, and the navigator replans from
  /// what the host shows.
  private func callWasRefused(_ call: ControllerCall<Route>) {
    refusedCalls += 1
    switch call {
    case .present(let layer, _, _):
      report(.dismissedLayer(layer.id))
    case .presentAlert(let alert, _):
      guard shown.alert?.id == alert.id else { return }
      report(.answeredAlert(nil))
    default:
      gestureCount += 1
    }
  }

  /// Forgets the bare layers that are no longer shown.
  private func forgetGoneLayers() {
    guard !bareLayers.isEmpty else { return }
    bareLayers = bareLayers.filter { id in shown.layers.contains { $0.id == id } }
  }

  /// Tells the performer which gestures to disable, from the navigator's leave guards and
  /// what the controllers show.
  package func leaveGuardsDidChange(in state: NavigationState<Route>) {
    Task { await updateLocks() }
  }

  /// Sends ``ControllerCall/lockGestures(_:)`` when the locks for what is shown changed.
  private func updateLocks() async {
    var view = shown
    view._leaveGuarded = navigator?.state.leaveGuarded ?? []
    view.pruneLeaveGuards()
    let wanted = view.gestureLocks
    guard wanted != locks else { return }
    locks = wanted
    _ = await performer?.perform(.lockGestures(wanted))
  }

  /// What the controllers show.
  package func displayedState() -> NavigationState<Route>? { shown }

  // MARK: What the user did

  /// A navigation controller finished showing its controllers (`didShow`). When the user
  /// popped (a back button, a swipe, a long press on back), the pop is reported; when a swipe
  /// was cancelled, or the controllers are the ones the host set, nothing is.
  ///
  /// <!-- snippet: skip: an excerpt of a UIKit host's code -->
  /// ```swift
  /// host.stackDidShow(cache.entryIDs(of: navigationController.viewControllers), at: location)
  /// ```
  /// - Parameters:
  ///   - ids: The entries of the controllers now on the stack, root first.
  ///   - location: The stack.
  /// - Returns: The action reported, if any.
  @discardableResult
  package func stackDidShow(_ ids: [EntryID], at location: StackLocation) -> UserAction<Route>? {
    guard let current = shown.stack(at: location)?.entries.map({ $0.id }), let top = ids.last,
      ids.count < current.count, current.starts(with: ids)
    else { return nil }
    return report(.poppedTo(top))
  }

  /// The user started a swipe back and let go before the pop (a transition coordinator's
  /// cancelled interaction). Nothing changes; the event is published for logs.
  package func userCancelledPop() {
    report(.cancelledPop)
  }

  /// The user dragged a layer away (`presentationControllerDidDismiss`).
  /// - Parameter layer: The layer.
  /// - Returns: The action reported, or `nil` when the layer is not displayed.
  @discardableResult
  package func userDismissed(layer: LayerID) -> UserAction<Route>? {
    guard shown.layers.contains(where: { $0.id == layer }) else { return nil }
    return report(.dismissedLayer(layer))
  }

  /// The user tapped a tab (`tabBarController(_:shouldSelect:)`). The tap is reported; the
  /// answer says whether the tab bar should switch by itself. A tap on the selected tab does
  /// not switch: what it does (pop to root or not) is the navigator's ``TabReselection``,
  /// carried out by its plan.
  /// - Parameter tab: The tapped tab.
  /// - Returns: Whether the tab bar controller should select the tab itself.
  package func userWillSelectTab(_ tab: TabID) -> Bool {
    guard let selected = shown.selectedTab, shown.tabIDs.contains(tab) else { return false }
    report(.selectedTab(tab))
    return tab != selected && shown.selectedTab == tab
  }

  /// The user dragged a sheet to another detent.
  /// - Parameters:
  ///   - detent: The detent.
  ///   - layer: The sheet.
  package func userSelected(detent: SheetDetent, of layer: LayerID) {
    guard let index = shown.layers.firstIndex(where: { $0.id == layer }),
      case .sheet(let style) = shown.layers[index].presentation, style.currentDetent != detent
    else { return }
    report(.selectedDetent(detent, of: layer))
  }

  /// The user tapped a button of the alert (which closed it).
  /// - Parameters:
  ///   - alert: The alert that was shown.
  ///   - action: The button's action, `nil` for a button without one.
  package func userAnswered(alert: AlertID, with action: AlertActionID?) {
    guard shown.alert?.id == alert else { return }
    report(.answeredAlert(action))
  }

  /// The user selected a row of a split view's column (`nil`: the selection was cleared),
  /// from the column's own list; re-selecting the selected row is not reported. The next
  /// column is shown by the navigator's plan, like a command's change.
  /// - Parameters:
  ///   - route: The row's route, shown as the root of the next column.
  ///   - column: The column whose row was selected.
  /// - Returns: The action reported, or `nil` when nothing changed or the column is not shown.
  @discardableResult
  package func userSelected(_ route: Route?, in column: SplitColumn) -> UserAction<Route>? {
    guard shown.split?.changesSelection(to: route, in: column) == true else { return nil }
    // Unlike a swipe, a tap changes nothing on screen by itself: the navigator's plan shows
    // the next column, so the action is not folded into what the host shows.
    return report(.selected(route, in: column), shownAlready: false)
  }

  /// The user showed or hid columns (`splitViewController(_:willChangeTo:)`).
  /// - Parameter visibility: The columns now shown.
  package func userChangedColumnVisibility(_ visibility: SplitVisibility) {
    guard let split = shown.split, split.visibility != visibility else { return }
    report(.changedColumnVisibility(visibility))
  }

  /// The split view collapsed to one stack or expanded to columns
  /// (`splitViewControllerDidCollapse(_:)`, `splitViewControllerDidExpand(_:)`).
  /// - Parameter collapsed: `true` when it shows one stack.
  package func userCollapsed(_ collapsed: Bool) {
    guard let split = shown.split, split.isCollapsed != collapsed else { return }
    report(.collapsed(collapsed))
  }

  /// The compact stack of a collapsed split view now shows these screens after the user went
  /// back (a swipe, the back button): a pop to the last of them, which empties the columns
  /// after its own. Call it from the compact navigation controller's `didShow`.
  /// - Parameter ids: The entries the compact stack shows, bottom to top.
  /// - Returns: The action reported, or `nil` when the stack shows what the state says.
  @discardableResult
  package func compactStackDidShow(_ ids: [EntryID]) -> UserAction<Route>? {
    guard let current = shown.split?.compactStack.map({ $0.id }), let top = ids.last,
      ids.count < current.count, current.starts(with: ids)
    else { return nil }
    return report(.poppedTo(top))
  }

  /// Folds the action into the displayed state (the controllers show it already) and reports
  /// it to the navigator; a refusal is published by the navigator as a failed event. An action
  /// the controllers do not show by themselves (`shownAlready: false`) is only reported: the
  /// navigator's plan shows it.
  @discardableResult
  func report(_ action: UserAction<Route>, shownAlready: Bool = true) -> UserAction<
    Route
  > {
    gestureCount += 1
    if !shownAlready {
      try? navigator?.userDid(action, shownAlready: false)
    } else if let navigator {
      navigator.hostReport(action, into: &shown)
    } else {
      _ = try? shown.fold(action, reselection: .keepStack)
    }
    forgetGoneLayers()
    Task { await updateLocks() }
    return action
  }
}
