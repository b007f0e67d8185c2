import Foundation
import Observation

/// What a binding-driven host (SwiftUI) shows, and the one place its bindings write to.
///
/// The host renders ``state`` — the *displayed* state, which trails the navigator's state by
/// the steps still to animate — and hands every write of its views here: a `NavigationStack`
/// path, a sheet or cover slot, the tab selection, a sheet's detent, an alert's answer. Each
/// write becomes the core's user actions (``UserAction``); they are folded into the displayed
/// state at once (the view already shows them) and reported to the navigator, which folds them
/// into its own state and replans. A write the navigator refuses is published as a failed
/// event, never dropped silently. Views read the parts they show (``stack(at:)``,
/// ``selectedTab``, ``layers``, ``alert``) and are notified only when those change.
///
/// Views bind to stored values by key path, never to `Binding(get:set:)` (rule Q1): each stack
/// to a ``DisplayedStack`` (``stack(for:)``), each level's modal slots to a ``DisplayedLevel``
/// (``level(_:)``), the tab bar to ``tabSelection``, and the alert to the top level's
/// ``DisplayedLevel/isAlertPresented`` (rule Q22).
///
/// It also holds SwiftUI's run-time rules that a view cannot: a write that asks for what is
/// shown, or that echoes what was shown before the step being applied, is no action (Q6); a
/// screen that a step removed keeps rendering until the step is acknowledged (Q8); writes made
/// while the scene is in the background are not the user's, and the displayed state is shown
/// again when it returns (Q14); and a step SwiftUI will not animate is acknowledged at once
/// (Q3, ``animates(_:)``).
///
/// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
/// ```swift
/// let displayed = DisplayedNavigation(navigator: navigator)
/// // SwiftUI: @Bindable var stack = displayed.stack(for: .base)!
/// //          NavigationStack(path: $stack.path) { … }
/// //            .navigationDestination(for: PathEntry<Screen>.self) { element in … }
/// displayed.show(step)        // the host's apply(_:), inside its animation
/// displayed.stepDidFinish()   // when the animation is over
/// ```
@MainActor
package final class DisplayedNavigation<Route: Hashable & Sendable>: Observable {
  /// The navigator the writes are reported to, held weakly: the navigator holds its host,
  /// which holds this object, so a window's navigator, host and screens are freed together
  /// when the window goes (Q36). `nil` once the navigator is gone; writes are then dropped.
  package private(set) weak var navigator: Navigator<Route>?
  var storage: NavigationState<Route>
  let observation = PartObservation()
  /// The entries pushed by links the user followed: their path element is the link's own
  /// (`.link` and the route), not their id, for as long as they are shown (Q21).
  var linked: Set<EntryID> = []
  /// The stored stacks views bind to, by location, and those that left but still animate.
  var stackModels: [StackLocation: DisplayedStack<Route>] = [:]
  var leavingStacks: [StackLocation: DisplayedStack<Route>] = [:]
  /// Screens pushed by links that left, with their routes, kept until the step that removed
  /// them is over (Q8).
  var leavingLinks: [EntryID: Route] = [:]
  /// The stored modal slots views bind to, by level, for the level's own content; and those
  /// for the sheets the host draws over a level, the compact inspector and a sheet page (Q35).
  var levels: [DisplayedLevel<Route>] = []
  var placedLevels: [LevelPlace: DisplayedLevel<Route>] = [:]
  /// Layers leaving the view that presented them, for another, by level (Q35).
  var movingLayers: [Int: LayerID] = [:]
  /// The app's page sequences, which the host draws (a sheet page presents the level above).
  package var pages: PageStyles<Route> = .none
  /// The probes of the screens' views, by entry (Q35).
  var probes: [EntryID: WeakProbe] = [:]
  /// What was shown before the step being applied, while one is (Q6).
  var beforeStep: NavigationState<Route>?
  /// The transitions the step on screen waits for (Q20).
  let transitions = TransitionGate()
  /// Whether the scene is in the background (Q14).
  package internal(set) var isInBackground = false

  /// Creates the displayed state of a navigator, showing its current state.
  ///
  /// Making it reads no observable state of the navigator, so the view that makes it (the
  /// app's own, around `NavigationRoot`) does not come to depend on every change (rule Q23).
  /// - Parameter navigator: The navigator.
  package init(navigator: Navigator<Route>) {
    self.navigator = navigator
    self.storage = navigator.storage
  }

  /// The whole displayed state. Reading it makes a view depend on every change.
  package var state: NavigationState<Route> {
    observation.access(observation.whole)
    return storage
  }

  /// The displayed stack at `location`; a reader is notified only when that stack changes.
  /// - Parameter location: The stack.
  /// - Returns: The stack, or `nil` when it is not shown.
  package func stack(at location: StackLocation) -> Stack<Route>? {
    observation.accessStack(location)
    return storage.stack(at: location)
  }

  /// The displayed tab selection.
  package var selectedTab: TabID? {
    observation.access(observation.selection)
    return storage.selectedTab
  }

  /// The displayed tabs, in order (empty without a tab bar).
  package var tabIDs: [TabID] {
    observation.access(observation.selection)
    if case .tabs(let tabs) = storage.base { return tabs.ids }
    return []
  }

  /// What the tab view shows, in order, as `layout` groups the displayed tabs (empty without
  /// a tab bar).
  /// - Parameter layout: The app's search tab and sections.
  package func tabItems(_ layout: TabBarLayout) -> [TabBarLayout.Item] {
    observation.access(observation.selection)
    if case .tabs(let tabs) = storage.base { return layout.items(in: tabs) }
    return []
  }

  /// The displayed tabs the user hid (empty without a tab bar).
  package var hiddenTabs: Set<TabID> {
    observation.access(observation.selection)
    if case .tabs(let tabs) = storage.base { return tabs.hidden }
    return []
  }

  /// The displayed layers, bottom to top.
  package var layers: [Layer<Route>] {
    observation.access(observation.layers)
    return storage.layers
  }

  /// The displayed alert.
  package var alert: PresentedAlert? {
    observation.access(observation.alert)
    return storage.alert
  }

  // MARK: Reading, for bindings

  /// The path a navigation view shows for the stack at `location` (empty when there is none):
  /// its pushed entries, each under the element a link used for it, if a link pushed it.
  /// - Parameter location: The stack.
  /// - Returns: The path, bottom to top.
  package func path(at location: StackLocation) -> [PathEntry<Route>] {
    guard let stack = stack(at: location) else { return [] }
    return path(of: stack)
  }

  /// The path element's identity for an entry: a link's, if a link pushed it (kept while a
  /// step takes the screen away), else its id.
  func key(for id: EntryID) -> PathEntry<Route>.Key {
    linked.contains(id) || leavingLinks[id] != nil ? .link : .entry(id)
  }

  /// The entry shown for a path element, or `nil` when none is (yet).
  ///
  /// A link's element names its route, not an entry, so it is looked up among the screens
  /// links pushed on that stack (then among those a step is taking away, Q8). Two screens that
  /// links pushed with the same route on one stack have equal elements, as SwiftUI sees them;
  /// both are named by the topmost.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// .navigationDestination(for: PathEntry<Screen>.self) { element in
  ///   screen(element.route).environment(\.entryID, displayed.entryID(for: element, in: .base))
  /// }
  /// ```
  /// - Parameters:
  ///   - element: An element of a path this object returned.
  ///   - location: The stack whose path holds it (default: any stack).
  /// - Returns: The entry's id.
  /// - Complexity: O(1) for a command's element; O(n) in the entries shown for a link's.
  package func entryID(for element: PathEntry<Route>, in location: StackLocation? = nil)
    -> EntryID?
  {
    switch element.key {
    case .entry(let id):
      return id
    case .link:
      guard !linked.isEmpty || !leavingLinks.isEmpty else { return nil }
      for place in location.map({ [$0] }) ?? storage.stackLocations {
        if let entry = storage.stack(at: place)?.pushed.last(where: {
          $0.route == element.route && linked.contains($0.id)
        }) {
          return entry.id
        }
      }
      // A screen that a step is taking away still knows who it is (Q8).
      return leavingLinks.first { $0.value == element.route }?.key
    }
  }

  /// The layer shown in the slot of `kind` at level `index`.
  /// - Parameters:
  ///   - index: The layer's index.
  ///   - kind: The slot's kind.
  /// - Returns: The layer, or `nil`.
  package func layer(at index: Int, as kind: ModalKind) -> Layer<Route>? {
    _ = layers
    return storage.layer(at: index, as: kind)
  }

  // MARK: Writing, from bindings

  /// A navigation view wrote its path: the user went back, or followed a link.
  /// - Parameters:
  ///   - path: The written path.
  ///   - location: The stack the view shows.
  package func write(_ path: [PathEntry<Route>], at location: StackLocation) {
    // An echo of what was shown before the step being applied is no action (Q6), nor is a path
    // that names a screen this stack no longer has: the user can only go back or follow links.
    guard !isInBackground, let stack = storage.stack(at: location),
      !isEcho(Optional(path), of: { $0.stack(at: location).map(self.path(of:)) })
    else { return }
    let ids = Set(stack.pushed.map(\.id))
    for element in path {
      if case .entry(let id) = element.key, !ids.contains(id) { return }
    }
    report(stack.userActions(toShow: path, at: location, linked: linked), linking: path)
  }

  /// A slot's binding was written (a sheet dragged down writes `nil`).
  /// - Parameters:
  ///   - layer: The written value.
  ///   - index: The slot's level.
  ///   - kind: The slot's kind.
  package func write(_ layer: Layer<Route>?, toSlotAt index: Int, as kind: ModalKind) {
    guard !isInBackground, !isEcho(layer, of: { $0.layer(at: index, as: kind) }) else { return }
    report(storage.userActions(writing: layer, toSlotAt: index, as: kind))
  }

  /// The tab view wrote its selection (the user tapped a tab, perhaps the selected one).
  /// - Parameter tab: The written tab.
  package func write(selectedTab tab: TabID?) {
    guard !isInBackground, !isEcho(tab, of: { $0.selectedTab }) else { return }
    report(storage.userActions(selectingTab: tab))
  }

  /// The tab view's customization changed (the user reordered tabs in a section, or hid or
  /// showed one): reported as one ``UserAction/customizedTabs(order:hidden:)`` when it
  /// differs from what is shown.
  /// - Parameters:
  ///   - sectionOrders: The order of the tabs in each section the user reordered.
  ///   - hidden: The tabs hidden now.
  ///   - layout: The app's tab layout.
  package func write(
    sectionOrders: [String: [TabID]], hidden: Set<TabID>, layout: TabBarLayout
  ) {
    guard !isInBackground, case .tabs(let tabs) = storage.base,
      let action = layout.userAction(sectionOrders: sectionOrders, hidden: hidden, in: tabs)
    else { return }
    report([action])
  }

  /// A sheet's detent selection was written (the user dragged it).
  /// - Parameters:
  ///   - detent: The written detent.
  ///   - layer: The sheet.
  package func write(detent: SheetDetent, of layer: LayerID) {
    func current(_ state: NavigationState<Route>) -> SheetDetent? {
      guard let index = state.layerIndex(layer),
        case .sheet(let style) = state.layers[index].presentation
      else { return nil }
      return style.currentDetent ?? .large
    }
    guard !isInBackground, !isEcho(detent, of: current) else { return }
    report(storage.userActions(selectingDetent: detent, of: layer))
  }

  /// Whether a written value is what the binding showed before the step being applied, while
  /// it shows something else now: SwiftUI writing back the old value, not the user (Q6).
  func isEcho<Value: Equatable>(
    _ value: Value, of read: (NavigationState<Route>) -> Value
  ) -> Bool {
    guard let beforeStep else { return false }
    let before = read(beforeStep)
    return value == before && read(storage) != before
  }

  /// The user tapped a button of the alert (which closed it).
  /// - Parameters:
  ///   - action: The button's action, `nil` for a button without one.
  ///   - alert: The alert the view showed; an answer to an alert no longer displayed is
  ///     ignored (default: whichever is displayed).
  package func answerAlert(_ action: AlertActionID?, to alert: AlertID? = nil) {
    guard let shown = storage.alert, alert == nil || alert == shown.id else { return }
    report([.answeredAlert(action)])
  }

  // MARK: Steps

  /// Shows a step of the navigator's plan: the host calls this inside its animation.
  /// - Parameter step: The step.
  package func show(_ step: HostStep<Route>) {
    finishLeaving()
    beforeStep = storage
    replace(with: step.state)
  }

  /// The step shown last is on screen (its animation finished): screens it removed stop
  /// rendering, and writes are taken at face value again.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// displayed.show(step)
  /// await animation
  /// displayed.stepDidFinish()
  /// ```
  package func stepDidFinish() {
    beforeStep = nil
    finishLeaving()
  }

  /// Folds the actions into the displayed state (the view shows them already) and reports
  /// them to the navigator, in order.
  /// - Parameters:
  ///   - actions: What the user did.
  ///   - path: The path a view wrote, when the actions come from one: the screens a push adds
  ///     under a link's element keep that element, before any view reads the path again (Q21).
  func report(_ actions: [UserAction<Route>], linking path: [PathEntry<Route>] = []) {
    guard let navigator else { return }
    for action in actions {
      var next = storage
      navigator.hostReport(action, into: &next)
      if case .pushed(let routes, let location) = action,
        let added = next.stack(at: location)?.pushed.suffix(routes.count)
      {
        for (element, entry) in zip(path.suffix(routes.count), added)
        where element.key == .link && element.route == entry.route {
          linked.insert(entry.id)
        }
      }
      replace(with: next)
    }
  }

  private func replace(with new: NavigationState<Route>) {
    let changed = ChangedParts(from: storage, to: new)
    if !linked.isEmpty, !changed.stacks.isEmpty {
      // Forget links whose screens are gone, once the step that removed them is over (Q8).
      let present = Set(new.allEntries.map { $0.id })
      for entry in storage.allEntries where linked.contains(entry.id) && !present.contains(entry.id)
      {
        linked.remove(entry.id)
        leavingLinks[entry.id] = entry.route
      }
    }
    let covered = coveredSheetPages(in: changed.stacks, from: storage, to: new)
    observation.announce(changed, announceGuards: false) { storage = new }
    refreshModels(changed)
    // A sheet page a page was pushed over is no longer shown: whoever awaits its result learns
    // it was dismissed, as `.sheet(onDismiss:)` would tell them.
    for entry in covered { navigator?.endResultWaits(of: entry) }
  }

  /// The sheet pages that were the last page of a page sequence and have a page over them now.
  private func coveredSheetPages(
    in locations: [StackLocation], from old: NavigationState<Route>,
    to new: NavigationState<Route>
  ) -> [EntryID] {
    var covered: [EntryID] = []
    for location in locations {
      guard let before = old.stack(at: location), before.depth > 1,
        pages.isPageSequence(rootedAt: before.root.route),
        pages.style(for: before.top.route).isSheet,
        let after = new.stack(at: location), after.top.id != before.top.id,
        after.entries.contains(where: { $0.id == before.top.id })
      else { continue }
      covered.append(before.top.id)
    }
    return covered
  }
}
