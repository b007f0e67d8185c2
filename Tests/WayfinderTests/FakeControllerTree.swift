import Wayfinder

/// A screen's controller in the fake tree; its serial tells a rebuilt controller from a kept one.
@MainActor
final class FakeController {
  let route: Screen
  let serial: Int
  /// What the host gave the controller when it made it, as `UIKitHost` gives a hosted SwiftUI
  /// screen its environment.
  let context: ScreenContext
  init(_ route: Screen, serial: Int, context: ScreenContext) {
    self.route = route
    self.serial = serial
    self.context = context
  }
}

/// What a fake tree (or a state) shows, by entry ids: what the user sees, structurally.
struct TreePicture: Equatable, CustomStringConvertible {
  var stacks: [String: [UInt64]] = [:]
  var selectedTab: TabID?
  /// A split view's visibility and whether it is collapsed.
  var split: String?
  var layers: [String] = []
  var alert: AlertID?

  init(_ state: NavigationState<Screen>) {
    for location in state.stackLocations {
      stacks["\(location)"] = state.stack(at: location)?.entries.map(\.id.rawValue)
    }
    selectedTab = state.selectedTab
    split = state.split.map { "\($0.visibility) collapsed \($0.isCollapsed)" }
    layers = state.layers.map { "\($0.id) \($0.presentation)" }
    alert = state.alert?.id
  }

  init() {}

  var description: String {
    "stacks \(stacks.sorted { $0.key < $1.key }) tab \(selectedTab.map(\.rawValue) ?? "-") "
      + "layers \(layers) alert \(alert.map(\.description) ?? "-")"
  }
}

/// A controller tree that behaves as UIKit's does, for the host logic's tests: a call changes
/// the tree at once and its animation finishes when the test says so; presenting under an
/// alert, dismissing what is not there, setting a stack that does not exist or rebuilding a
/// controller that stayed on its stack is recorded as a violation. The user's gestures change
/// the tree first and are then reported to the host, as UIKit's delegates do.
@MainActor
final class FakeControllerTree: ControllerPerformer {
  struct Layer {
    let id: LayerID
    var presentation: Presentation
    var stack: [FakeController]
    /// Presented as the screen's own controller: nothing can be pushed on it.
    var bare = false
  }

  var cache = ControllerCache<Screen, FakeController>()
  weak var host: ControllerHost<Screen>?
  private(set) var base: [StackLocation: [FakeController]] = [:]
  private(set) var tabOrder: [TabID] = []
  private(set) var selectedTab: TabID?
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
  private var animations: [CheckedContinuation<Void, Never>] = []
  private var serial = 0
  /// The gestures disabled for guarded screens (swipe back per stack, drag per layer).
  private(set) var locks = GestureLocks.none

  /// A tree that shows `state`'s base, built before the host starts (no layers, no alert).
  init(building state: NavigationState<Screen>) {
    build(state.base)
  }

  var isAnimating: Bool { !animations.isEmpty }

  /// Ends the oldest running animation (its completion handler runs).
  func finishAnimation() {
    guard !animations.isEmpty else { return }
    animations.removeFirst().resume()
  }

  func perform(_ call: ControllerCall<Screen>) async {
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
      animates = animated
    case .selectTab(let tab):
      if !tabOrder.contains(tab) { violations.append("selectTab \(tab) without such a tab") }
      selectedTab = tab
    case .setColumn(let column, let entries, let animated):
      guard columns.contains(column) else {
        violations.append("setColumn \(column) on a split view without it")
        break
      }
      let location = StackLocation.column(column)
      if let entries {
        if base[location] != nil { violations.append("setColumn on shown \(column)") }
        let before = columns.prefix { $0 != column }.last.map { base[.column($0)] == nil } ?? false
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
    case .present(let layer, let bare, _):
      if alert != nil { violations.append("present under an alert") }
      if bare && !layer.content.pushed.isEmpty { violations.append("bare layer of several") }
      presenters.append(layers.last?.id)
      let stack = cache.controllers(for: layer.content.entries, at: .layer(layer.id), make: make)
      layers.append(
        Layer(id: layer.id, presentation: layer.presentation, stack: stack, bare: bare))
      animates = true
    case .dismiss(let keeping, _):
      if alert != nil { violations.append("dismiss under an alert") }
      if keeping >= layers.count {
        violations.append("dismiss keeping \(keeping) of \(layers.count)")
      }
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
    case .showAlert(let shown, let animated):
      if alert != nil { violations.append("alert shown over an alert") }
      alert = shown
      animates = animated
    case .lockGestures(let wanted):
      locks = wanted
    case .hideAlert(let animated):
      if alert == nil { violations.append("hideAlert without an alert") }
      alert = nil
      animates = animated
    }
    if animates { await withCheckedContinuation { animations.append($0) } }
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
    /// The back button, or its long-press menu (to any depth).
    case backButton
  }

  /// Swipes back (or long-presses back) to the controller at `depth`; a cancelled swipe
  /// leaves the stack as it was. Every back gesture is disabled on a locked stack, as the
  /// UIKit host disables the edge swipe, the full-width swipe and the back button (Q10).
  /// Returns whether the gesture was possible.
  @discardableResult
  func swipeBack(
    toDepth depth: Int, cancelled: Bool = false, by gesture: BackGesture = .edgeSwipe
  ) -> Bool {
    guard !isAnimating, alert == nil, let location = visibleLocation,
      !locks.stacks.contains(location),
      let stack = stack(at: location), stack.count > 1, depth >= 1, depth < stack.count
    else { return false }
    if gesture == .backButton && cancelled { return false }
    if cancelled {
      host?.userCancelledPop()
    } else {
      setStack(Array(stack.prefix(depth)), at: location)
      cache.trimStack(at: location, to: depth)
    }
    host?.stackDidShow(cache.entryIDs(of: self.stack(at: location) ?? []), at: location)
    return true
  }

  /// Drags the top sheet down. Returns whether the sheet could be dragged away.
  @discardableResult
  func dragTopSheetAway() -> Bool {
    guard !isAnimating, alert == nil, let top = layers.last,
      top.presentation.isInteractivelyDismissible
    else { return false }
    layers.removeLast()
    cache.removeStack(at: .layer(top.id))
    host?.userDismissed(layer: top.id)
    return true
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

  /// Narrows or widens the window: UIKit collapses or expands the split view, then tells.
  @discardableResult
  func changeWidth(collapsed wanted: Bool) -> Bool {
    guard !columns.isEmpty, !isAnimating, collapsed != wanted, let host else { return false }
    collapsed = wanted
    host.userCollapsed(wanted)
    return true
  }

  /// Taps the back button of a collapsed split view's one stack, going back one screen; at a
  /// column's root this leaves the column (back from a message to its mailbox).
  @discardableResult
  func compactBack() -> Bool {
    guard collapsed, !isAnimating, layers.isEmpty, alert == nil, let host else { return false }
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
    return host.compactStackDidShow(kept) != nil
  }

  /// Taps a tab in the tab bar (hidden under a layer or an alert).
  @discardableResult
  func tapTab(_ tab: TabID) -> Bool {
    guard layers.isEmpty, alert == nil, tabOrder.contains(tab), let host else { return false }
    if host.userWillSelectTab(tab) { selectedTab = tab }
    return true
  }

  /// Taps a button of the alert.
  @discardableResult
  func tapAlertButton(_ index: Int) -> Bool {
    guard !isAnimating, let shown = alert else { return false }
    let buttons = shown.content.buttons
    let action = buttons.isEmpty ? nil : buttons[index % buttons.count].action
    alert = nil
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

  private func isLock(_ call: ControllerCall<Screen>) -> Bool {
    if case .lockGestures = call { true } else { false }
  }

  private func make(_ route: Screen, _ context: ScreenContext) -> FakeController {
    serial += 1
    return FakeController(route, serial: serial, context: context)
  }

  private func build(_ root: NavigationBase<Screen>) {
    base = [:]
    columns = []
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
    case .stack(let stack):
      tabOrder = []
      selectedTab = nil
      base[.base] = cache.controllers(for: stack.entries, at: .base, make: make)
    case .tabs(let tabs):
      tabOrder = tabs.ids
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
