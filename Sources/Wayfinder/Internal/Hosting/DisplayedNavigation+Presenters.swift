extension DisplayedNavigation {
  /// Which view presents level `index`'s layer and alert in the displayed state (Q35): the
  /// compact inspector's sheet or a page sequence's sheet page when one is up over the level,
  /// else the level's own content. Reading it observes the layers and the stacks it looks at.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// displayed.presenter(forLevel: 0)  // .inspector while the compact inspector is up
  /// ```
  /// - Parameter index: The level: 0 for the base, `k` for the layer at index `k - 1`.
  /// - Returns: Where its layer and alert are presented from.
  package func presenter(forLevel index: Int) -> LevelPresenter {
    _ = layers
    return presenter(forLevel: index, in: storage)
  }

  /// The level presented over the stack at `location`: 0 over the base's stacks, `k + 1` over
  /// the layer at index `k`.
  /// - Parameter location: A stack of the displayed state.
  /// - Returns: The level whose layer and alert that stack's screens present.
  package func level(above location: StackLocation) -> Int {
    guard case .layer(let id) = location, let index = storage.layerIndex(id) else { return 0 }
    return index + 1
  }

  /// Which view presents level `index` in `state`.
  func presenter(forLevel index: Int, in state: NavigationState<Route>) -> LevelPresenter {
    let location: StackLocation
    if index == 0 {
      if let split = state.split, split.isCollapsed, state.stack(at: .column(.inspector)) != nil {
        return .inspector
      }
      guard let base = baseTop(of: state) else { return .content }
      location = base
    } else {
      guard state.layers.indices.contains(index - 1) else { return .content }
      location = .layer(state.layers[index - 1].id)
    }
    guard let stack = state.stack(at: location),
      pages.isPageSequence(rootedAt: stack.root.route),
      PageSequence(root: stack.root, path: path(of: stack), styles: pages).sheet != nil
    else { return .content }
    return .sheetPage(location)
  }

  /// The base's stack on top: the stack, the selected tab's, or a split view's deepest shown
  /// column.
  func baseTop(of state: NavigationState<Route>) -> StackLocation? {
    switch state.base {
    case .stack: .base
    case .tabs(let tabs): .tab(tabs.selection)
    case .split(let split):
      split.columns.filter { split[$0] != nil }.last.map { .column($0) }
    }
  }

  /// The stacks whose screens are the presenter of level `index` at `presenter` in `state`.
  func presentingStacks(
    forLevel index: Int, at presenter: LevelPresenter, in state: NavigationState<Route>
  ) -> [StackLocation] {
    switch presenter {
    case .inspector: return [.column(.inspector)]
    case .sheetPage(let location): return [location]
    case .content:
      if index == 0 { return baseTop(of: state).map { [$0] } ?? [] }
      guard state.layers.indices.contains(index - 1) else { return [] }
      return [.layer(state.layers[index - 1].id)]
    }
  }

  // MARK: Probes

  /// Registers the probe of a screen's view, held weakly, so the host can ask whether
  /// something is presented above that screen.
  /// - Parameters:
  ///   - probe: The probe.
  ///   - entry: The screen.
  package func register(_ probe: any PresentationProbe, for entry: EntryID) {
    probes[entry] = WeakProbe(probe: probe)
    if probes.count > 64 { probes = probes.filter { $0.value.probe != nil } }
  }

  /// The probe of a screen that presents level `index` at `presenter` in the displayed state,
  /// the top screen's first.
  func probe(forLevel index: Int, at presenter: LevelPresenter) -> (any PresentationProbe)? {
    for location in presentingStacks(forLevel: index, at: presenter, in: storage) {
      guard let stack = storage.stack(at: location) else { continue }
      for entry in stack.entries.reversed() {
        if let probe = probes[entry.id]?.probe { return probe }
      }
    }
    return nil
  }

  /// The presentations `step` makes that its presenter cannot make now, because something the
  /// state does not hold (an app's own sheet, a share sheet) is presented there (Q35): a
  /// sheet or cover added at a level, or an alert shown.
  /// - Parameter step: The step about to be shown.
  /// - Returns: The refused presentations, each with the level it was for.
  func refusedPresentations(in step: HostStep<Route>) -> [(presentation: Refused, level: Int)] {
    guard !probes.isEmpty else { return [] }
    let new = step.state
    let shownLayers = Set(storage.layers.map(\.id))
    var refused: [(Refused, Int)] = []
    for (index, layer) in new.layers.enumerated()
    where !shownLayers.contains(layer.id) && layer.presentation.kind != .custom {
      if presentsAbove(level: index, in: new) { refused.append((.layer(layer.id), index)) }
    }
    if let alert = new.alert, alert.id != storage.alert?.id,
      presentsAbove(level: new.layers.count, in: new),
      // An alert over a layer this step adds is presented once that layer is up.
      new.layers.count == storage.layers.count
    {
      refused.append((.alert(alert.id), new.layers.count))
    }
    return refused
  }

  /// Whether the screen that will present level `index` of `state` has something presented
  /// above it now.
  private func presentsAbove(level index: Int, in state: NavigationState<Route>) -> Bool {
    let presenter = presenter(forLevel: index, in: state)
    return probe(forLevel: index, at: presenter)?.presentsAbove ?? false
  }

  /// A presentation a step wanted to make.
  enum Refused {
    case layer(LayerID)
    case alert(AlertID)
  }

  /// Ends a step whose presentations were refused, as the UIKit host ends a refused call
  /// (Q27): a layer is reported as dismissed (a `present` awaiting its result gets `nil`), an
  /// alert as answered with no button (`ask` returns `nil`), each with a diagnostic; the
  /// navigator then replans from what is shown.
  func refuse(_ refused: [(presentation: Refused, level: Int)]) {
    guard let navigator else { return }
    for (presentation, level) in refused {
      let what: String
      switch presentation {
      case .layer(let id):
        what = "layer \(id)"
        try? navigator.userDid(.dismissedLayer(id), shownAlready: false)
      case .alert(let id):
        what = "alert \(id)"
        if navigator.state.alert?.id == id {
          try? navigator.userDid(.answeredAlert(nil), shownAlready: false)
        }
      }
      navigator.report(.presentationRefused("\(what) at level \(level)"))
    }
  }
}
