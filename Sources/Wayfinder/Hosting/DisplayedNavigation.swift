import Foundation
public import Observation

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
/// ```swift
/// let displayed = DisplayedNavigation(navigator: navigator)
/// // SwiftUI: NavigationStack(path: Binding(get: { displayed.path(at: .base) },
/// //                                       set: { displayed.write($0, at: .base) }))
/// //         .navigationDestination(for: PathEntry<Screen>.self) { element in … }
/// displayed.show(step)        // the host's apply(_:), inside its animation
/// ```
@MainActor
public final class DisplayedNavigation<Route: Hashable & Sendable>: Observable {
  /// The navigator the writes are reported to.
  public let navigator: Navigator<Route>
  private var storage: NavigationState<Route>
  private let observation = PartObservation()
  /// The entries pushed by links the user followed, by the link's token, and back.
  private var linkEntries: [UUID: EntryID] = [:]
  private var linkTokens: [EntryID: UUID] = [:]

  /// Creates the displayed state of a navigator, showing its current state.
  /// - Parameter navigator: The navigator.
  public init(navigator: Navigator<Route>) {
    self.navigator = navigator
    self.storage = navigator.state
  }

  /// The whole displayed state. Reading it makes a view depend on every change.
  public var state: NavigationState<Route> {
    observation.access(observation.whole)
    return storage
  }

  /// The displayed stack at `location`; a reader is notified only when that stack changes.
  /// - Parameter location: The stack.
  /// - Returns: The stack, or `nil` when it is not shown.
  public func stack(at location: StackLocation) -> Stack<Route>? {
    observation.accessStack(location)
    return storage.stack(at: location)
  }

  /// The displayed tab selection.
  public var selectedTab: TabID? {
    observation.access(observation.selection)
    return storage.selectedTab
  }

  /// The displayed tabs, in order (empty without a tab bar).
  public var tabIDs: [TabID] {
    observation.access(observation.selection)
    if case .tabs(let tabs) = storage.base { return tabs.ids }
    return []
  }

  /// The displayed layers, bottom to top.
  public var layers: [Layer<Route>] {
    observation.access(observation.layers)
    return storage.layers
  }

  /// The displayed alert.
  public var alert: PresentedAlert? {
    observation.access(observation.alert)
    return storage.alert
  }

  // MARK: Reading, for bindings

  /// The path a navigation view shows for the stack at `location` (empty when there is none):
  /// its pushed entries, each under the element a link used for it, if a link pushed it.
  /// - Parameter location: The stack.
  /// - Returns: The path, bottom to top.
  public func path(at location: StackLocation) -> [PathEntry<Route>] {
    guard let stack = stack(at: location) else { return [] }
    return stack.pushed.map { entry in
      PathEntry(key: linkTokens[entry.id].map { .link($0) } ?? .entry(entry.id), route: entry.route)
    }
  }

  /// The entry shown for a path element, or `nil` when none is (yet).
  ///
  /// ```swift
  /// .navigationDestination(for: PathEntry<Screen>.self) { element in
  ///   screen(element.route).environment(\.entryID, displayed.entryID(for: element))
  /// }
  /// ```
  /// - Parameter element: An element of a path this object returned.
  /// - Returns: The entry's id.
  public func entryID(for element: PathEntry<Route>) -> EntryID? {
    switch element.key {
    case .entry(let id): id
    case .link(let token): linkEntries[token]
    }
  }

  /// The layer shown in the slot of `kind` at level `index`.
  /// - Parameters:
  ///   - index: The layer's index.
  ///   - kind: The slot's kind.
  /// - Returns: The layer, or `nil`.
  public func layer(at index: Int, as kind: ModalKind) -> Layer<Route>? {
    _ = layers
    return storage.layer(at: index, as: kind)
  }

  // MARK: Writing, from bindings

  /// A navigation view wrote its path: the user went back, or followed a link.
  /// - Parameters:
  ///   - path: The written path.
  ///   - location: The stack the view shows.
  public func write(_ path: [PathEntry<Route>], at location: StackLocation) {
    guard let stack = storage.stack(at: location) else { return }
    let actions = stack.userActions(toShow: path, at: location, links: linkEntries)
    report(actions)
    // Remember which entries the links pushed, so the path keeps the elements the view put.
    guard case .pushed(let routes, _)? = actions.last,
      let added = storage.stack(at: location)?.pushed.suffix(routes.count)
    else { return }
    for (element, entry) in zip(path.suffix(routes.count), added) {
      if case .link(let token) = element.key {
        linkEntries[token] = entry.id
        linkTokens[entry.id] = token
      }
    }
  }

  /// A slot's binding was written (a sheet dragged down writes `nil`).
  /// - Parameters:
  ///   - layer: The written value.
  ///   - index: The slot's level.
  ///   - kind: The slot's kind.
  public func write(_ layer: Layer<Route>?, toSlotAt index: Int, as kind: ModalKind) {
    report(storage.userActions(writing: layer, toSlotAt: index, as: kind))
  }

  /// The tab view wrote its selection (the user tapped a tab, perhaps the selected one).
  /// - Parameter tab: The written tab.
  public func write(selectedTab tab: TabID?) {
    report(storage.userActions(selectingTab: tab))
  }

  /// A sheet's detent selection was written (the user dragged it).
  /// - Parameters:
  ///   - detent: The written detent.
  ///   - layer: The sheet.
  public func write(detent: SheetDetent, of layer: LayerID) {
    report(storage.userActions(selectingDetent: detent, of: layer))
  }

  /// The user tapped a button of the alert (which closed it).
  /// - Parameters:
  ///   - action: The button's action, `nil` for a button without one.
  ///   - alert: The alert the view showed; an answer to an alert no longer displayed is
  ///     ignored (default: whichever is displayed).
  public func answerAlert(_ action: AlertAction?, to alert: AlertID? = nil) {
    guard let shown = storage.alert, alert == nil || alert == shown.id else { return }
    report([.answeredAlert(action)])
  }

  // MARK: Steps

  /// Shows a step of the navigator's plan: the host calls this inside its animation.
  /// - Parameter step: The step.
  public func show(_ step: HostStep<Route>) {
    replace(with: step.state)
  }

  /// Folds the actions into the displayed state (the view shows them already) and reports
  /// them to the navigator, in order.
  private func report(_ actions: [UserAction<Route>]) {
    for action in actions {
      var next = storage
      navigator.hostReport(action, into: &next)
      replace(with: next)
    }
  }

  private func replace(with new: NavigationState<Route>) {
    let changed = ChangedParts(from: storage, to: new)
    if !linkTokens.isEmpty, !changed.stacks.isEmpty {
      // Forget links whose screens are gone.
      let present = Set(new.allEntries.map { $0.id })
      for (entry, token) in linkTokens where !present.contains(entry) {
        linkTokens[entry] = nil
        linkEntries[token] = nil
      }
    }
    observation.announce(changed, announceGuards: false) { storage = new }
  }
}
