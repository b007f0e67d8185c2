import Wayfinder

/// A screen's controller in the fake tree; its serial tells a rebuilt controller from a kept one.
@MainActor
final class FakeController {
  let route: Screen
  let serial: Int
  /// What the host gave the controller when it made it, as `UIKitHost` gives a hosted SwiftUI
  /// screen its environment.
  let context: ScreenContext
  /// What the controller shows in place of its back button, as the UIKit host sets it from
  /// the locks (Q37).
  var backButton = GestureLocks.BackButton.system
  /// The navigator the screen reads, held strongly as a hosted SwiftUI screen's environment
  /// (or an app's own controller) holds it (Q36).
  let navigator: Navigator<Screen>?
  init(_ route: Screen, serial: Int, context: ScreenContext, navigator: Navigator<Screen>? = nil) {
    self.route = route
    self.serial = serial
    self.context = context
    self.navigator = navigator
  }
}

/// What a fake tree (or a state) shows, by entry ids: what the user sees, structurally.
struct TreePicture: Equatable, CustomStringConvertible {
  var stacks: [String: [UInt64]] = [:]
  var selectedTab: TabID?
  /// The tabs in the order the tab bar shows them, and those it hides.
  var tabOrder: [TabID] = []
  var hiddenTabs: Set<TabID> = []
  /// A split view's visibility and whether it is collapsed.
  var split: String?
  var layers: [String] = []
  var alert: AlertID?

  init(_ state: NavigationState<Screen>) {
    for location in state.stackLocations {
      stacks["\(location)"] = state.stack(at: location)?.entries.map(\.id.rawValue)
    }
    selectedTab = state.selectedTab
    if case .tabs(let tabs) = state.base {
      tabOrder = tabs.ids
      hiddenTabs = tabs.hidden
    }
    split = state.split.map { "\($0.visibility) collapsed \($0.isCollapsed)" }
    layers = state.layers.map { "\($0.id) \($0.presentation)" }
    alert = state.alert?.id
  }

  init() {}

  var description: String {
    "stacks \(stacks.sorted { $0.key < $1.key }) tab \(selectedTab.map(\.rawValue) ?? "-") "
      + "order \(tabOrder.map(\.rawValue)) hidden \(hiddenTabs.map(\.rawValue).sorted()) "
      + "layers \(layers) alert \(alert.map(\.description) ?? "-")"
  }
}

/// A controller tree that behaves as UIKit's does, for the host logic's tests: a call changes
/// the tree at once and its animation finishes when the test says so; presenting under an
/// alert, dismissing what is not there, setting a stack that does not exist or rebuilding a
/// controller that stayed on its stack is recorded as a violation. The user's gestures change
/// the tree first and are then reported to the host, as UIKit's delegates do.
///
/// Like UIKit, and unlike an obedient model: a presentation from a controller that is already
/// presenting is refused and its completion never runs; the app may present and dismiss its
/// own controllers, or the host's, and pop the host's stacks in code; the back button's
/// long-press menu pops past several screens; a split view collapses before its delegate is
/// told (asking only which column goes on top); more than five tabs put the rest behind a More
/// tab; a tap outside an action sheet runs only a cancel button's handler.
@MainActor
final class FakeControllerTree: ControllerPerformer {
  /// A controller presented above the root.
  enum Presented: Equatable {
    case layer(LayerID)
    case alert
    case app(String)
    /// The inspector column, which UIKit shows as a sheet in a compact width.
    case inspector
  }

  struct Layer {
    let id: LayerID
    var presentation: Presentation
    var stack: [FakeController]
    /// Presented as the screen's own controller: nothing can be pushed on it.
    var bare = false
  }

  var cache = ControllerCache<Screen, FakeController>()
  /// The host logic, held weakly as `UIKitHost` holds it (the navigator holds it).
  weak var host: ControllerHost<Screen>?
  /// The navigator, held strongly as `UIKitHost` holds it (Q36).
  let navigator: Navigator<Screen>?
  private(set) var base: [StackLocation: [FakeController]] = [:]
  private(set) var tabOrder: [TabID] = []
  private(set) var hiddenTabs: Set<TabID> = []
  private(set) var selectedTab: TabID? {
    didSet { if oldValue != selectedTab { previousTab = oldValue } }
  }
  /// The tab selected before the selected one (`UITabBarController`'s `previousTab`).
  private(set) var previousTab: TabID?
  /// The split view's columns, in order, when the root is one; their stacks are in `base`.
  private(set) var columns: [SplitColumn] = []
  private(set) var visibility = SplitVisibility.automatic
  private(set) var collapsed = false
  private(set) var layers: [Layer] = []
  private(set) var alert: PresentedAlert?
  private(set) var violations: [String] = []
  private(set) var calls: [ControllerCall<Screen>] = []
  /// For each present, the layer it was presented from (`nil`: the root), as UIKit's
  /// `presentingViewController` would say.
  private(set) var presenters: [LayerID?] = []
  /// What is presented above the root, bottom first, as UIKit's chain of
  /// `presentedViewController`s: the host's layers and alert, and the app's own controllers.
  private(set) var chain: [Presented] = []
  /// The app's controllers being dismissed, by name.
  private var appLeaving: Set<String> = []
  /// The calls UIKit ignored because another transition was under way (a dismissal during the
  /// user's drag): the tree did not change, and their completions were dropped, never called
  /// (Q33).
  private(set) var ignoredCalls: [String] = []
  /// How long the performer waits for a completion before it reads the tree (Q33), as the
  /// UIKit host does; a test that makes UIKit ignore a call makes it short.
  var deadline: Duration = .seconds(60)
  /// The layer the user is dragging away and has not let go of: an interactive dismissal
  /// under way, during which UIKit ignores a dismissal made in code.
  private(set) var draggedLayer: LayerID?
  /// Presentations UIKit refused ("already presenting").
  private(set) var refusals: [String] = []
  /// Whether the More list is shown (more than five tabs).
  private(set) var showsMoreList = false
  /// The tab whose stack the More navigation controller shows under its list: UIKit moves the
  /// controllers of a tab chosen from the list into it (Q30, Q42).
  private(set) var moreTab: TabID?
  /// What each navigation controller of a split view holds, as UIKit's `viewControllers`: a
  /// controller is in one at most (Q42).
  private(set) var held: [ControllerContainer: [FakeController]] = [:]
  /// What the compact stack of a collapsed split view showed while UIKit drew the collapse,
  /// by entry id (`nil`: no collapse drawn yet).
  private(set) var compactDuringCollapse: [EntryID]?
  /// What the columns showed while UIKit drew the expansion (`nil`: none drawn yet).
  private(set) var columnsDuringExpansion: [SplitColumn: [EntryID]]?
  /// The controllers in the compact stack while collapsed, as the host placed them.
  private(set) var compactStack: [FakeController] = []
  /// The completions UIKit will call when the running animations end (the test ends them);
  /// the waits are the performer's, which also end at their deadline.
  private var animations: [CompletionWait<Void>] = []
  private var serial = 0
  /// The gestures disabled for guarded screens (swipe back per stack, drag per layer).
  private(set) var locks = GestureLocks.none

  /// A tree that shows `state`'s base, built before the host starts (no layers, no alert).
  /// - Parameters:
  ///   - state: What to show.
  ///   - navigator: The navigator, kept as the UIKit host keeps it and handed to every
  ///     controller, as the UIKit host hands it to hosted screens (default: none).
  init(building state: NavigationState<Screen>, navigator: Navigator<Screen>? = nil) {
    self.navigator = navigator
    build(state.base)
  }

  var isAnimating: Bool { animations.contains { !$0.hasEnded } }

  /// Ends the oldest running animation (its completion handler runs).
  func finishAnimation() {
    animations.removeAll { $0.hasEnded }
    guard !animations.isEmpty else { return }
    animations.removeFirst().complete(())
  }

  func perform(_ call: ControllerCall<Screen>) async -> ControllerCallOutcome {
    calls.append(call)
    // UIKit: a call made before the previous one's completion misbehaves (Q18).
    if isAnimating, !isLock(call) {
      violations.append("\(call) before the previous call completed")
    }
    var animates = false
    switch call {
    case .setRoot(let base):
      if !layers.isEmpty || alert != nil { violations.append("root replaced under a layer") }
      cache.removeAll()
      build(base)
      applyBackButtons()
    case .setStack(let location, let entries, let animated):
      guard let old = stack(at: location) else {
        violations.append("setStack on missing \(location)")
        break
      }
      if case .layer(let id) = location, layers.contains(where: { $0.id == id && $0.bare }) {
        violations.append("setStack on \(location), presented bare")
      }
      // The controllers the stack had, by entry, before the call.
      let before = Dictionary(
        zip(cache.entryIDs(of: old), old).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
      let new = cache.controllers(for: entries, at: location, make: make)
      for (entry, controller) in zip(entries, new) {
        if let kept = before[entry.id], kept.route == entry.route, kept !== controller {
          violations.append("controller of \(entry.id) rebuilt")
        }
      }
      setStack(new, at: location)
      // The UIKit host gives the screens it pushes their back buttons at once.
      applyBackButtons()
      animates = animated
    case .selectTab(let tab):
      if !tabOrder.contains(tab) { violations.append("selectTab \(tab) without such a tab") }
      selectedTab = tab
    case .setColumn(let column, let entries, let animated):
      // Every split view has an inspector column (UIKit's `.inspector`, iOS 26).
      guard columns.contains(column) || (column == .inspector && !columns.isEmpty) else {
        violations.append("setColumn \(column) on a split view without it")
        break
      }
      let location = StackLocation.column(column)
      if let entries {
        if base[location] != nil { violations.append("setColumn on shown \(column)") }
        let before =
          column == .inspector
          ? false : columns.prefix { $0 != column }.last.map { base[.column($0)] == nil } ?? false
        if before { violations.append("setColumn \(column) after an empty column") }
        base[location] = cache.controllers(for: entries, at: location, make: make)
      } else {
        if column == .sidebar { violations.append("sidebar emptied") }
        cache.removeStack(at: location)
        base[location] = nil
      }
      animates = animated
    case .setColumnVisibility(let wanted):
      if columns.isEmpty { violations.append("setColumnVisibility without a split view") }
      visibility = wanted
    case .setCollapsed(let wanted):
      if columns.isEmpty { violations.append("setCollapsed without a split view") }
      collapsed = wanted
      placeCompact()
    case .present(let layer, let bare, _):
      if alert != nil { violations.append("present under an alert") }
      if bare && !layer.content.pushed.isEmpty { violations.append("bare layer of several") }
      guard let presenter = presentingIndex(), accepts(from: presenter, "present \(layer.id)")
      else { return await refused() }
      presenters.append(presenter < 0 ? nil : layerID(at: presenter))
      let stack = cache.controllers(for: layer.content.entries, at: .layer(layer.id), make: make)
      layers.append(
        Layer(id: layer.id, presentation: layer.presentation, stack: stack, bare: bare))
      chain.append(.layer(layer.id))
      applyBackButtons()
      animates = true
    case .dismiss(let keeping, _):
      if let dragged = draggedLayer { return await ignored(call, during: dragged) }
      if alert != nil { violations.append("dismiss under an alert") }
      if keeping >= layers.count {
        violations.append("dismiss keeping \(keeping) of \(layers.count)")
      }
      // The UIKit host dismisses from the controller that presented the lowest layer removed:
      // UIKit takes down that layer and everything above it, the app's controllers included,
      // and nothing below it (a compact inspector's sheet stays).
      let from =
        keeping < layers.count
        ? chain.firstIndex(of: .layer(layers[keeping].id)) ?? chain.count : chain.count
      if from < chain.count { chain.removeSubrange(from...) }
      inspectorSheetTakenDown()
      for layer in layers.dropFirst(keeping) { cache.removeStack(at: .layer(layer.id)) }
      layers.removeSubrange(min(keeping, layers.count)...)
      animates = true
    case .updateSheet(let style, let id):
      guard let index = layers.firstIndex(where: { $0.id == id }),
        case .sheet = layers[index].presentation
      else {
        violations.append("updateSheet of \(id), not a presented sheet")
        break
      }
      layers[index].presentation = .sheet(style)
    case .presentAlert(let shown, let animated):
      if alert != nil { violations.append("alert shown over an alert") }
      guard let presenter = presentingIndex(), accepts(from: presenter, "alert \(shown.id)")
      else { return await refused() }
      alert = shown
      chain.append(.alert)
      animates = animated
    case .lockGestures(let wanted):
      locks = wanted
      applyBackButtons()
    case .hideAlert(let animated):
      if let dragged = draggedLayer { return await ignored(call, during: dragged) }
      if alert == nil { violations.append("hideAlert without an alert") }
      alert = nil
      chain.removeAll { $0 == .alert }
      animates = animated
    }
    if !columns.isEmpty {
      placeCompact()
      placeInspectorSheet()
    }
    if animates {
      // The performer's wait, as the UIKit host's: the completion, or the deadline. The call
      // changed the tree at once, so a late completion is still a call made.
      _ = await CompletionWait<Void>.until(deadline: deadline) { animations.append($0) }
      animations.removeAll { $0.hasEnded }
    }
    return .done
  }

  /// A call UIKit ignores because another transition is under way ("Attempt to dismiss …
  /// while a presentation or dismiss is in progress"): nothing changes, and the completion
  /// block is released without being called. The performer's wait ends at its deadline only;
  /// it then finds the tree unchanged and says the call was ignored (Q33).
  private func ignored(_ call: ControllerCall<Screen>, during dragged: LayerID) async
    -> ControllerCallOutcome
  {
    ignoredCalls.append("\(call) during the drag of \(dragged)")
    let completion: Void? = await CompletionWait<Void>.until(deadline: deadline) { _ in
      // UIKit drops the block: nothing keeps the wait but the waiting code.
    }
    guard completion == nil else { return .done }
    // As the UIKit host reads `presentedViewController`: gone meanwhile (the user's drag
    // ended the sheet), the call's work is done; still there, the call was ignored.
    switch call {
    case .dismiss(let keeping, _): return layers.count <= keeping ? .done : .ignored
    case .hideAlert: return alert == nil ? .done : .ignored
    default: return .ignored
    }
  }

  // MARK: UIKit's presentation rules

  /// Where the performer presents from, as an index into `chain` (`-1`: the root), or `nil`
  /// when nothing in the window can present.
  private func presentingIndex() -> Int? {
    let top = PresentingController.topmost(
      from: -1, presented: { $0 + 1 < chain.count ? $0 + 1 : nil },
      isBeingDismissed: { index in
        if case .app(let name) = chain[index] { appLeaving.contains(name) } else { false }
      })
    return top
  }

  /// UIKit presents only from a controller that presents nothing yet.
  private func accepts(from presenter: Int, _ what: String) -> Bool {
    guard presenter == chain.count - 1 else {
      refusals.append(
        "\(what) from \(presenter < 0 ? "root" : "\(chain[presenter])"), already presenting")
      return false
    }
    return true
  }

  /// A refused presentation: UIKit calls no completion. The performer sees that nothing was
  /// presented and says so at once.
  private func refused() async -> ControllerCallOutcome {
    .refused
  }

  private func layerID(at index: Int) -> LayerID? {
    if case .layer(let id) = chain[index] { id } else { nil }
  }

  // MARK: The user's gestures (each needs the tree at rest, as UIKit's do)

  /// The stack the user sees and can swipe on.
  var visibleLocation: StackLocation? {
    if let top = layers.last { return .layer(top.id) }
    if let tab = selectedTab { return .tab(tab) }
    if let column = columns.last(where: { base[.column($0)] != nil }) { return .column(column) }
    return base[.base] == nil ? nil : .base
  }

  /// The ways a user goes back on a stack.
  enum BackGesture {
    /// The swipe from the screen's leading edge.
    case edgeSwipe
    /// iOS 26's swipe from anywhere on the screen.
    case fullWidthSwipe
    /// A tap on the back button: one screen back.
    case backButton
    /// The back button's long-press menu: to any depth.
    case backMenu
  }

  /// Swipes back (or taps or long-presses back) to the controller at `depth`; a cancelled
  /// swipe leaves the stack as it was. As UIKit: the swipes are off on a locked stack (the
  /// host disables both recognizers, Q10); the top screen's back button is what the host set
  /// (Q37): none when hidden, one screen back and no menu when one-step, the system's button
  /// and menu otherwise. Returns whether the gesture was possible.
  @discardableResult
  func swipeBack(
    toDepth depth: Int, cancelled: Bool = false, by gesture: BackGesture = .edgeSwipe
  ) -> Bool {
    guard !isAnimating, alert == nil, let location = visibleLocation,
      let stack = stack(at: location), let top = stack.last, stack.count > 1, depth >= 1,
      depth < stack.count
    else { return false }
    switch gesture {
    case .edgeSwipe, .fullWidthSwipe:
      if locks.stacks.contains(location) { return false }
    case .backButton:
      if top.backButton == .hidden || depth != stack.count - 1 || cancelled { return false }
    case .backMenu:
      if top.backButton != .system || cancelled { return false }
    }
    if cancelled {
      host?.userCancelledPop()
    } else {
      setStack(Array(stack.prefix(depth)), at: location)
      cache.trimStack(at: location, to: depth)
    }
    host?.stackDidShow(cache.entryIDs(of: self.stack(at: location) ?? []), at: location)
    return true
  }

  /// Drags the top sheet down. Returns whether the sheet could be dragged away: not when its
  /// style or a guard holds it (`isModalInPresentation`, as the UIKit host sets it).
  @discardableResult
  func dragTopSheetAway() -> Bool {
    guard !isAnimating, alert == nil, let top = layers.last,
      top.presentation.isInteractivelyDismissible, !locks.layers.contains(top.id)
    else { return false }
    layers.removeLast()
    chain.removeAll { $0 == .layer(top.id) }
    cache.removeStack(at: .layer(top.id))
    host?.userDismissed(layer: top.id)
    return true
  }

  /// The user starts dragging the top sheet down and holds it: an interactive dismissal is
  /// under way until ``letGoOfSheet(dismissing:)``. Returns whether the sheet could be dragged.
  @discardableResult
  func startDraggingTopSheet() -> Bool {
    guard !isAnimating, alert == nil, draggedLayer == nil, let top = layers.last,
      top.presentation.isInteractivelyDismissible, !locks.layers.contains(top.id)
    else { return false }
    draggedLayer = top.id
    return true
  }

  /// The user lets go of the sheet being dragged: it goes away (reported as the user's
  /// dismissal), or springs back and stays.
  /// - Parameter dismissing: Whether the sheet goes away.
  func letGoOfSheet(dismissing: Bool) {
    guard let dragged = draggedLayer else { return }
    draggedLayer = nil
    guard dismissing, let index = layers.firstIndex(where: { $0.id == dragged }) else { return }
    if let at = chain.firstIndex(of: .layer(dragged)) { chain.removeSubrange(at...) }
    for layer in layers[index...] { cache.removeStack(at: .layer(layer.id)) }
    layers.removeSubrange(index...)
    host?.userDismissed(layer: dragged)
  }

  /// Drags the top sheet to another of its detents.
  @discardableResult
  func dragDetent(to index: Int) -> Bool {
    guard alert == nil, let top = layers.last, case .sheet(var style) = top.presentation,
      style.detents.count > 1
    else { return false }
    let detent = style.detents[index % style.detents.count]
    style.selectedDetent = detent
    layers[layers.count - 1].presentation = .sheet(style)
    host?.userSelected(detent: detent, of: top.id)
    return true
  }

  /// Taps a row of a split view's column (`nil`: deselects), under no layer or alert.
  @discardableResult
  func tapRow(_ route: Screen?, in column: SplitColumn) -> Bool {
    guard !isAnimating, layers.isEmpty, alert == nil, let host,
      base[.column(column)] != nil
    else { return false }
    return host.userSelected(route, in: column) != nil
  }

  /// Narrows or widens the window: UIKit asks the delegate which column goes on top (or which
  /// display mode to expand to), draws the collapse or expansion with the controllers where
  /// they are then, and only afterwards tells the delegate it collapsed or expanded (Q28).
  @discardableResult
  func changeWidth(collapsed wanted: Bool) -> Bool {
    guard !columns.isEmpty, !isAnimating, collapsed != wanted, let host else { return false }
    if wanted {
      // `topColumnForCollapsingToProposedTopColumn`: the host moves its controllers now.
      if host.splitWillCollapse() != nil {
        collapsed = true
        placeCompact()
      }
      collapsed = true
      compactDuringCollapse = cache.entryIDs(of: compactStack)
    } else {
      // `displayModeForExpandingToProposedDisplayMode`: the controllers go back now.
      if host.splitWillExpand() {
        collapsed = false
        placeCompact()
      }
      collapsed = false
      var drawn: [SplitColumn: [EntryID]] = [:]
      for column in columns {
        // A column's navigation controller is empty while its controllers sit in the
        // compact stack.
        let inCompact = Set(compactStack.map(ObjectIdentifier.init))
        drawn[column] = cache.entryIDs(
          of: (base[.column(column)] ?? []).filter { !inCompact.contains(ObjectIdentifier($0)) })
      }
      columnsDuringExpansion = drawn
    }
    // `splitViewControllerDidCollapse` / `DidExpand`, after the transition.
    host.userCollapsed(wanted)
    return true
  }

  /// Moves the column controllers into the compact stack (collapsed) or out of it, as the
  /// UIKit host's `placeColumns` does: in the order of the host logic's `ContainerMoves`, each
  /// controller leaving its navigation controller before it enters another (Q42).
  private func placeCompact() {
    compactStack = collapsed ? columns.flatMap { base[.column($0)] ?? [] } : []
    var wanted: [ControllerContainer: [EntryID]] = [.compact: cache.entryIDs(of: compactStack)]
    for column in columns {
      wanted[.column(column)] = collapsed ? [] : cache.entryIDs(of: base[.column(column)] ?? [])
    }
    let current = held.mapValues { cache.entryIDs(of: $0) }
    for move in ContainerMoves.steps(from: current, to: wanted) {
      hold(move.entries.compactMap { cache.controller(for: $0) }, in: move.container)
    }
  }

  /// In a compact width UIKit shows the inspector column as a sheet (Apple: the inspector
  /// adapts to a sheet in a horizontally compact size class): it is in the chain of presented
  /// controllers while the split view is collapsed and the inspector shown.
  private func placeInspectorSheet() {
    let shown = collapsed && base[.column(.inspector)] != nil
    if shown && !chain.contains(.inspector) { chain.append(.inspector) }
    if !shown { chain.removeAll { $0 == .inspector } }
  }

  /// A dismissal that took the inspector's sheet down: UIKit hides the column and tells the
  /// delegate (`didHide`), which the host hears as the user's close.
  private func inspectorSheetTakenDown() {
    guard collapsed, base[.column(.inspector)] != nil, !chain.contains(.inspector) else { return }
    cache.removeStack(at: .column(.inspector))
    base[.column(.inspector)] = nil
    host?.userClosedInspector()
  }

  /// UIKit's `setViewControllers` on a split view's navigation controller: a controller that
  /// another one still holds cannot be put in (`UIViewControllerHierarchyInconsistency`, Q42).
  private func hold(_ controllers: [FakeController], in container: ControllerContainer) {
    for controller in controllers {
      for (other, holding) in held
      where other != container && holding.contains(where: { $0 === controller }) {
        let entry = controller.context.entryID.map(\.description) ?? "?"
        violations.append("controller of \(entry) put into \(container) while \(other) holds it")
      }
    }
    held[container] = controllers
  }

  /// Taps the back button of a collapsed split view's one stack, going back one screen; at a
  /// column's root this leaves the column (back from a message to its mailbox).
  @discardableResult
  func compactBack() -> Bool {
    guard collapsed, !isAnimating, layers.isEmpty, alert == nil, let host else { return false }
    // The compact stack's back gestures follow the lock of the deepest shown column.
    if let deepest = columns.last(where: { base[.column($0)] != nil }),
      locks.stacks.contains(.column(deepest))
    {
      return false
    }
    let shown = columns.flatMap { cache.entryIDs(of: base[.column($0)] ?? []) }
    guard shown.count > 1 else { return false }
    let kept = Array(shown.dropLast())
    // UIKit pops the compact stack; the host learns it from the navigation controller.
    for column in columns.reversed() {
      guard let stack = base[.column(column)] else { continue }
      if stack.count > 1 {
        setStack(Array(stack.dropLast()), at: .column(column))
        cache.trimStack(at: .column(column), to: stack.count - 1)
      } else {
        cache.removeStack(at: .column(column))
        base[.column(column)] = nil
      }
      break
    }
    placeCompact()
    return host.compactStackDidShow(kept) != nil
  }

  /// Taps a tab in the tab bar (hidden under a layer or an alert). With more than five tabs,
  /// the bar shows the first four and a More tab; the others are chosen from the More list.
  @discardableResult
  func tapTab(_ tab: TabID) -> Bool {
    guard layers.isEmpty, alert == nil, let index = tabOrder.firstIndex(of: tab), let host,
      tabOrder.count <= 5 || index < 4
    else { return false }
    if host.userWillSelectTab(tab) {
      selectedTab = tab
      showsMoreList = false
    }
    return true
  }

  /// The user closes the inspector column (its close button, a swipe): UIKit hides it, then
  /// tells the delegate (`splitViewController(_:didHide: .inspector)`).
  @discardableResult
  func closeInspector() -> Bool {
    guard !columns.isEmpty, base[.column(.inspector)] != nil, let host else { return false }
    cache.removeStack(at: .column(.inspector))
    base[.column(.inspector)] = nil
    host.userClosedInspector()
    return true
  }

  /// Cancels the search in the search tab (`UISearchTab`): UIKit selects the tab shown before
  /// it by itself, without asking the delegate whether it should, and then tells it
  /// (`tabBarController(_:didSelectTab:previousTab:)`).
  @discardableResult
  func cancelSearch(in layout: TabBarLayout) -> Bool {
    guard layers.isEmpty, alert == nil, let search = layout.search, selectedTab == search,
      let previous = previousTab, let host
    else { return false }
    selectedTab = previous
    host.userDidShowTab(previous)
    return true
  }

  /// The user rearranges the sidebar (iPadOS): UIKit reorders the tabs inside a section or
  /// hides some, then tells the delegate (`displayOrderDidChangeFor:`,
  /// `visibilityDidChangeFor:`).
  @discardableResult
  func customize(
    sectionOrders: [String: [TabID]], hidden: Set<TabID>, in layout: TabBarLayout
  ) -> Bool {
    guard !tabOrder.isEmpty, let host else { return false }
    for (title, order) in sectionOrders {
      let places = tabOrder.indices.filter { layout.section(of: tabOrder[$0])?.title == title }
      guard places.count == order.count else { continue }
      for (place, tab) in zip(places, order) { tabOrder[place] = tab }
    }
    hiddenTabs = hidden
    host.userArrangedTabs(sectionOrders: sectionOrders, hidden: hidden, layout: layout)
    return true
  }

  /// Taps the More tab (more than five tabs). Returns whether the More list opened.
  @discardableResult
  func tapMore() -> Bool {
    guard tabOrder.count > 5, layers.isEmpty, alert == nil, let host else { return false }
    guard host.userWillSelectMoreList() else { return false }
    showsMoreList = true
    return true
  }

  /// Chooses a tab from the More list: UIKit shows it without asking the tab bar's delegate;
  /// the host learns it from the More navigation controller's `didShow`.
  @discardableResult
  func chooseFromMoreList(_ tab: TabID) -> Bool {
    guard showsMoreList, let index = tabOrder.firstIndex(of: tab), index >= 4, let host
    else { return false }
    selectedTab = tab
    moreTab = tab
    host.moreStackDidShow(cache.entryIDs(of: base[.tab(tab)] ?? []), of: tab)
    return true
  }

  /// Taps the back button in the More navigation controller, on the tab chosen from the More
  /// list: UIKit pops that tab's stack there, and tells the More navigation controller's
  /// delegate (`didShow`), as for any pop (Q30, Q42).
  @discardableResult
  func backInMore() -> Bool {
    guard let tab = moreTab, selectedTab == tab, !isAnimating, layers.isEmpty, alert == nil,
      let stack = base[.tab(tab)], let top = stack.last, stack.count > 1,
      top.backButton != .hidden, let host
    else { return false }
    base[.tab(tab)] = Array(stack.dropLast())
    cache.trimStack(at: .tab(tab), to: stack.count - 1)
    host.moreStackDidShow(cache.entryIDs(of: base[.tab(tab)] ?? []), of: tab)
    return true
  }

  /// A tap outside an action sheet shown in a popover (iPad): UIKit dismisses it and runs the
  /// handler of its cancel button, if it has one, and no other.
  @discardableResult
  func tapOutsideActionSheet() -> Bool {
    guard !isAnimating, let shown = alert, shown.content.style == .confirmationDialog else {
      return false
    }
    let buttons = shown.buttonsForController()
    alert = nil
    chain.removeAll { $0 == .alert }
    if let cancel = buttons.first(where: { $0.role == .cancel }) {
      host?.userAnswered(alert: shown.id, with: cancel.action)
    } else {
      toldOfDisappearance()
    }
    return true
  }

  // MARK: The app's own code (Q27, Q32)

  /// The app presents a controller of its own (a share sheet, an alert) from the top.
  func appPresents(_ name: String) {
    chain.append(.app(name))
  }

  /// The app dismisses its own controllers.
  func appDismissesItsOwn() {
    chain.removeAll { if case .app = $0 { true } else { false } }
    appLeaving = []
  }

  /// The app's topmost controller starts its dismissal animation (`isBeingDismissed`); it
  /// stays in the chain until the test dismisses it.
  func appStartsDismissingItsOwn() {
    for case .app(let name) in chain.reversed() {
      appLeaving.insert(name)
      return
    }
  }

  /// The app (or a hosted screen's `@Environment(\.dismiss)`) dismisses the host's layer at
  /// `index` in code: UIKit takes it down with everything above it, and the disappearing
  /// controller's `viewDidDisappear` (`isBeingDismissed`) is how the host learns it.
  @discardableResult
  func appDismissesLayer(at index: Int) -> Bool {
    guard index < layers.count, !isAnimating else { return false }
    let id = layers[index].id
    if let at = chain.firstIndex(of: .layer(id)) { chain.removeSubrange(at...) }
    for layer in layers[index...] { cache.removeStack(at: .layer(layer.id)) }
    layers.removeSubrange(index...)
    if !chain.contains(.alert) { alert = nil }
    toldOfDisappearance()
    return true
  }

  /// The app pops the visible stack in code (`popViewController`); the navigation
  /// controller's delegate tells the host, as for the user's pop.
  @discardableResult
  func appPops(toDepth depth: Int) -> Bool {
    guard !isAnimating, let location = visibleLocation, let stack = stack(at: location),
      depth >= 1, depth < stack.count
    else { return false }
    setStack(Array(stack.prefix(depth)), at: location)
    cache.trimStack(at: location, to: depth)
    host?.stackDidShow(cache.entryIDs(of: self.stack(at: location) ?? []), at: location)
    return true
  }

  /// What the adapter does when a presented controller disappears: tells the host what is
  /// still presented.
  private func toldOfDisappearance() {
    host?.containersDidChange(presentedLayers: layers.map(\.id), alertShown: alert != nil)
  }

  /// Taps a button of the alert.
  @discardableResult
  func tapAlertButton(_ index: Int) -> Bool {
    guard !isAnimating, let shown = alert else { return false }
    let buttons = shown.content.buttons
    let action = buttons.isEmpty ? nil : buttons[index % buttons.count].action
    alert = nil
    chain.removeAll { $0 == .alert }
    host?.userAnswered(alert: shown.id, with: action)
    return true
  }

  // MARK: Reading

  /// What the tree shows, by entry id.
  var picture: TreePicture {
    var picture = TreePicture()
    for (location, stack) in base {
      picture.stacks["\(location)"] = cache.entryIDs(of: stack).map(\.rawValue)
    }
    for layer in layers {
      picture.stacks["\(StackLocation.layer(layer.id))"] = cache.entryIDs(of: layer.stack).map(
        \.rawValue)
    }
    picture.selectedTab = selectedTab
    picture.tabOrder = tabOrder
    picture.hiddenTabs = hiddenTabs
    picture.split = columns.isEmpty ? nil : "\(visibility) collapsed \(collapsed)"
    picture.layers = layers.map { "\($0.id) \($0.presentation)" }
    picture.alert = alert?.id
    return picture
  }

  /// Every controller on the tree, root stacks first.
  var allControllers: [FakeController] {
    base.values.flatMap { $0 } + layers.flatMap(\.stack)
  }

  // MARK: Helpers

  /// Gives every controller on every stack the back button the locks say, as the UIKit
  /// host's `applyLocks` does.
  private func applyBackButtons() {
    for controller in allControllers + compactStack {
      guard let entry = controller.context.entryID else { continue }
      controller.backButton = locks.backButton(for: entry)
    }
  }

  private func isLock(_ call: ControllerCall<Screen>) -> Bool {
    if case .lockGestures = call { true } else { false }
  }

  private func make(_ route: Screen, _ context: ScreenContext) -> FakeController {
    serial += 1
    return FakeController(route, serial: serial, context: context, navigator: navigator)
  }

  private func build(_ root: NavigationBase<Screen>) {
    base = [:]
    columns = []
    compactStack = []
    switch root {
    case .split(let split):
      tabOrder = []
      selectedTab = nil
      columns = split.columns
      visibility = split.visibility
      collapsed = split.isCollapsed
      for column in split.shownColumns {
        base[.column(column)] = cache.controllers(
          for: split[column]!.entries, at: .column(column), make: make)
      }
      placeCompact()
      placeInspectorSheet()
    case .stack(let stack):
      tabOrder = []
      selectedTab = nil
      base[.base] = cache.controllers(for: stack.entries, at: .base, make: make)
    case .tabs(let tabs):
      tabOrder = tabs.ids
      hiddenTabs = tabs.hidden
      selectedTab = tabs.selection
      for item in tabs.items {
        base[.tab(item.id)] = cache.controllers(
          for: item.stack.entries, at: .tab(item.id), make: make)
      }
    }
  }

  private func stack(at location: StackLocation) -> [FakeController]? {
    if case .layer(let id) = location { return layers.first { $0.id == id }?.stack }
    return base[location]
  }

  private func setStack(_ stack: [FakeController], at location: StackLocation) {
    if case .layer(let id) = location, let index = layers.firstIndex(where: { $0.id == id }) {
      layers[index].stack = stack
    } else if base[location] != nil {
      base[location] = stack
    }
  }
}
