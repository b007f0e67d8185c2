extension NavigationState where Route: Equatable & Sendable {
  /// The next call that brings a controller tree showing this state closer to `target`, or
  /// `nil` when it shows `target` already.
  ///
  /// The order is the one UIKit needs: the alert is hidden before any layer changes (a
  /// presented alert blocks presenting and dismissing under it); layers that differ are
  /// dismissed in one call; then the root, the tab selection and the stacks change (the tab
  /// first, so that the stack the user sees animates); then layers are presented one per call,
  /// bottom to top; the alert comes last. Only the stack the user sees is animated.
  ///
  /// <!-- snippet: skip: an excerpt of a UIKit host's code -->
  /// ```swift
  /// var shown = displayed
  /// while let call = shown.nextControllerCall(toward: target) {
  ///   shown.perform(call)
  ///   await performer.perform(call)
  /// }
  /// ```
  /// - Parameters:
  ///   - target: The state to show.
  ///   - rebuildingRoot: Whether the root must be rebuilt with fresh controllers even if its
  ///     shape is the same (a restored state, whose ids mean other screens).
  ///   - animated: Whether changes may animate.
  ///   - chrome: Which layers are presented bare.
  ///   - bareLayers: The shown layers that were presented bare: a bare layer whose stack
  ///     changes is dismissed and presented again (it has no navigation controller).
  /// - Returns: The call, or `nil`.
  /// - Complexity: O(n) in the number of entries of both states.
  package func nextControllerCall(
    toward target: NavigationState<Route>, rebuildingRoot: Bool = false, animated: Bool = true,
    chrome: ScreenChrome<Route> = .standard, bareLayers: Set<LayerID> = []
  ) -> ControllerCall<Route>? {
    let rootChanges = rebuildingRoot || !hasSameShape(as: target)
    let kept = rootChanges ? 0 : keptLayerCount(toward: target, bareLayers: bareLayers)
    let layersChange = kept < layers.count || kept < target.layers.count
    if let shown = alert, shown.id != target.alert?.id || layersChange {
      return .hideAlert(animated: animated)
    }
    if layers.count > kept { return .dismiss(keeping: kept, animated: animated) }
    if rootChanges { return .setRoot(target.base) }
    if let tab = target.selectedTab, tab != selectedTab { return .selectTab(tab) }
    if let split, let wanted = target.split,
      let call = nextColumnCall(from: split, toward: wanted, animated: animated)
    {
      return call
    }
    for location in target.stackLocations {
      guard let wanted = target.stack(at: location), let current = stack(at: location),
        wanted != current
      else { continue }
      let visible = alert == nil && location == activeLocation
      return .setStack(location, wanted.entries, animated: animated && visible)
    }
    for (shown, wanted) in zip(layers, target.layers)
    where shown.presentation != wanted.presentation {
      if case .sheet(let style) = wanted.presentation { return .updateSheet(style, of: wanted.id) }
    }
    if layers.count < target.layers.count {
      let layer = target.layers[layers.count]
      return .present(layer, bare: chrome.presentsBare(layer), animated: animated)
    }
    if let wanted = target.alert, alert?.id != wanted.id {
      return .presentAlert(wanted, animated: animated)
    }
    return nil
  }

  /// Changes this state as `call` changes the tree that shows it.
  ///
  /// A call that does not fit the state (a stack that is not there) changes nothing.
  /// - Parameter call: The call.
  package mutating func perform(_ call: ControllerCall<Route>) {
    switch call {
    case .setRoot(let base):
      _base = base
      _layers = []
      _alert = nil
    case .setStack(let location, let entries, _):
      guard let root = entries.first else { return }
      _ = try? modifyStack(at: location) { (stack: inout Stack<Route>) throws(NavigationError) in
        stack = Stack(root: root, pushed: Array(entries.dropFirst()))
      }
    case .selectTab(let tab):
      if case .tabs(var tabs) = _base, tabs[tab] != nil {
        tabs._selection = tab
        _base = .tabs(tabs)
      }
    case .setColumn(let column, let entries, _):
      guard case .split(var split) = _base, column == .inspector || split.columns.contains(column)
      else { return }
      if let entries, let root = entries.first {
        split.setStack(Stack(root: root, pushed: Array(entries.dropFirst())), in: column)
      } else if column != .sidebar {
        split.setStack(nil, in: column)
      }
      _base = .split(split)
      dropOrphanedAlert()
    case .setColumnVisibility(let visibility):
      _ = try? setColumnVisibility(visibility)
    case .setCollapsed(let collapsed):
      _ = try? setCollapsed(collapsed)
    case .present(let layer, _, _):
      _layers.append(layer)
    case .dismiss(let keeping, _):
      if keeping >= 0, keeping < layers.count { _ = try? dismiss(layer: layers[keeping].id) }
    case .updateSheet(let style, let layer):
      if let index = layerIndex(layer), case .sheet = layers[index].presentation {
        _layers[index]._presentation = .sheet(style)
      }
    case .presentAlert(let alert, _):
      _alert = alert
    case .lockGestures:
      break
    case .hideAlert:
      _alert = nil
    }
  }

  /// Whether both bases are the same kind, with the same tabs in the same order and the same
  /// tabs hidden (the tab bar is built again otherwise).
  func hasSameShape(as other: NavigationState<Route>) -> Bool {
    switch (base, other.base) {
    case (.stack, .stack): true
    case (.tabs(let mine), .tabs(let theirs)): mine.showsSameTabs(as: theirs)
    case (.split(let mine), .split(let theirs)): mine.hasContentColumn == theirs.hasContentColumn
    default: false
    }
  }

  /// The next call that changes a split view's layout or columns: the collapsed state first
  /// (the controllers must sit where UIKit shows them), then the visibility, then the columns
  /// that empty, trailing first, then the columns that change, leading first. A column that
  /// already shows screens changes through ``ControllerCall/setStack(_:_:animated:)`` so its
  /// navigation controller is kept. Only the trailing column that shows a screen animates.
  func nextColumnCall(
    from split: SplitColumns<Route>, toward target: SplitColumns<Route>, animated: Bool
  ) -> ControllerCall<Route>? {
    if split.isCollapsed != target.isCollapsed { return .setCollapsed(target.isCollapsed) }
    if split.visibility != target.visibility { return .setColumnVisibility(target.visibility) }
    let columns = target.columns + [.inspector]
    for column in columns.reversed() where target[column] == nil && split[column] != nil {
      return .setColumn(column, nil, animated: animated && alert == nil && layers.isEmpty)
    }
    for column in columns {
      guard let wanted = target[column], split[column] == nil else { continue }
      let visible = alert == nil && layers.isEmpty && column == target.deepestColumn
      return .setColumn(column, wanted.entries, animated: animated && visible)
    }
    return nil
  }

  /// How many bottom layers stay presented on the way to `target`: those with the same id
  /// and the same kind of presentation (a sheet's style changes in place), and, for a layer
  /// presented bare, the same screen.
  func keptLayerCount(toward target: NavigationState<Route>, bareLayers: Set<LayerID>) -> Int {
    var count = 0
    for (shown, wanted) in zip(layers, target.layers) {
      guard shown.id == wanted.id, shown.presentation.isSameKind(as: wanted.presentation),
        !bareLayers.contains(shown.id) || shown.content.entries == wanted.content.entries
      else { break }
      count += 1
    }
    return count
  }
}

extension Presentation {
  /// Whether both are sheets, or the same presentation otherwise.
  func isSameKind(as other: Presentation) -> Bool {
    switch (self, other) {
    case (.sheet, .sheet): true
    default: self == other
    }
  }
}
