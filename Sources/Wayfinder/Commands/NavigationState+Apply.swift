extension NavigationState where Route: Equatable {
  /// Makes this state look like `target` in one change, keeping the identity of every screen
  /// the two have in common.
  ///
  /// Ids in `target` are ignored; a target is matched by position. A stack keeps the ids of
  /// its bottom entries as long as their routes are equal (tabs are matched by name); a layer
  /// keeps its id while it and every layer below it have the same presentation and root
  /// route; a split view's columns are matched by name, and whether it is collapsed stays as
  /// the host reported (it is the window's width); an equal alert on the same owner keeps its
  /// id. Everything else gets fresh ids from
  /// this state's counter.
  ///
  /// With `identity: .byPosition` (FlowStacks' rule), a screen keeps its identity wherever the
  /// target has a screen at its place, and takes the target's route there: a route that
  /// changed is updated in place (``replace(_:with:)``), not a new screen; a layer keeps its id
  /// while its presentation is the same.
  ///
  /// ```swift
  /// var target = NavigationState(tabs: ["a": Screen.one, "c": .one], selection: "c")
  /// try target.push(contentsOf: [.two, .three], on: .tab("c"))
  /// try state.apply(target)
  /// ```
  /// - Parameters:
  ///   - target: The state to reach.
  ///   - identity: Which screens stay the same: those whose route is unchanged (default), or
  ///     every screen with a counterpart at its place.
  /// - Throws: ``NavigationError/Code-swift.enum/invalid`` when `target` breaks an invariant other
  ///   than its ids (for example a selection that names no tab); the state is then unchanged.
  @inlinable
  public mutating func apply(
    _ target: NavigationState<Route>, identity: ApplyIdentity = .byRoute
  ) throws(NavigationError) {
    let byPosition = identity == .byPosition
    var result = self
    result._layers = []
    result._alert = nil
    switch target.base {
    case .stack(let stack):
      let current: Stack<Route>? = if case .stack(let old) = base { old } else { nil }
      result._base = .stack(
        result.reconcile(stack.routes, with: current, byPosition: byPosition))
    case .tabs(let tabs):
      var items: [TabStack<Route>] = []
      for item in tabs.items {
        let current: Stack<Route>? = if case .tabs(let old) = base { old[item.id] } else { nil }
        items.append(
          TabStack(
            id: item.id,
            stack: result.reconcile(item.stack.routes, with: current, byPosition: byPosition),
            isHidden: item.isHidden))
      }
      result._base = .tabs(Tabs(selection: tabs.selection, items: items))
    case .split(let wanted):
      // Columns are matched by name; whether the host shows one stack is the host's, kept.
      let old = split
      var columns = SplitColumns<Route>(
        sidebar: wanted._sidebar, hasContentColumn: wanted.hasContentColumn,
        visibility: wanted._visibility, isCollapsed: old?._isCollapsed ?? false)
      for column in wanted.columns + [.inspector] {
        guard let stack = wanted[column] else { continue }
        let current = old.flatMap { $0.hasContentColumn == wanted.hasContentColumn ? $0 : nil }
        columns.setStack(
          result.reconcile(stack.routes, with: current?[column], byPosition: byPosition),
          in: column)
      }
      result._base = .split(columns)
    }
    var sharing = true
    for (index, layer) in target.layers.enumerated() {
      let old = index < layers.count ? layers[index] : nil
      if sharing, let old, old.presentation == layer.presentation,
        byPosition || old.content.root.route == layer.content.root.route
      {
        let content = result.reconcile(
          layer.content.routes, with: old.content, byPosition: byPosition)
        result._layers.append(Layer(id: old.id, presentation: layer.presentation, content: content))
      } else {
        sharing = false
        let id: LayerID = result.issueID()
        let content = result.reconcile(layer.content.routes, with: nil)
        result._layers.append(Layer(id: id, presentation: layer.presentation, content: content))
      }
    }
    if let wanted = target.alert {
      // The owner is matched by position, like everything else in the target.
      guard let owner = target.position(of: wanted.owner).flatMap(result.owner(at:)) else {
        throw .because(.invalidState(.alertOwnerMissing(wanted.owner)))
      }
      if let alert, alert.content == wanted.content, alert.owner == owner {
        result._alert = alert
      } else {
        result._alert = PresentedAlert(id: result.issueID(), content: wanted.content, owner: owner)
      }
    }
    if let violation = result.firstViolation() { throw .because(.invalidState(violation)) }
    self = result
  }
}

/// Where an alert's owner sits, independent of ids: a layer by index, a screen by its stack
/// and index.
@usableFromInline
enum OwnerPosition: Equatable {
  case layer(Int)
  case entry(in: StackPlace, index: Int)

  @usableFromInline
  enum StackPlace: Equatable {
    case base
    case tab(TabID)
    case column(SplitColumn)
    case layer(Int)
  }
}

extension NavigationState {
  /// The position of an owner in this state, or `nil` when it is not here.
  @usableFromInline
  func position(of owner: AlertOwner) -> OwnerPosition? {
    switch owner {
    case .layer(let id):
      return layerIndex(id).map { .layer($0) }
    case .entry(let id):
      guard let location = location(of: id), let stack = stack(at: location),
        let index = stack.entries.firstIndex(where: { $0.id == id })
      else { return nil }
      switch location {
      case .base: return .entry(in: .base, index: index)
      case .tab(let tab): return .entry(in: .tab(tab), index: index)
      case .column(let column): return .entry(in: .column(column), index: index)
      case .layer(let layer): return layerIndex(layer).map { .entry(in: .layer($0), index: index) }
      }
    }
  }

  /// The owner at a position in this state, or `nil` when there is nothing there.
  @usableFromInline
  func owner(at position: OwnerPosition) -> AlertOwner? {
    switch position {
    case .layer(let index):
      return index < layers.count ? .layer(layers[index].id) : nil
    case .entry(let place, let index):
      let stack: Stack<Route>? =
        switch place {
        case .base: stack(at: .base)
        case .tab(let tab): stack(at: .tab(tab))
        case .column(let column): stack(at: .column(column))
        case .layer(let layer): layer < layers.count ? layers[layer].content : nil
        }
      guard let entries = stack?.entries, index < entries.count else { return nil }
      return .entry(entries[index].id)
    }
  }
}

/// Which screens ``NavigationState/apply(_:identity:)`` keeps as the same screens.
///
/// ```swift
/// try state.apply(target, identity: .byPosition)  // FlowStacks: routes rewritten in place
/// ```
public enum ApplyIdentity: Hashable, Sendable {
  /// A screen stays the same while its route and every route below it are unchanged; a
  /// changed route is a new screen (it is pushed or presented).
  case byRoute
  /// A screen stays the same wherever the target has a screen at its place; a changed route
  /// is updated in place, keeping the screen's identity (FlowStacks' rewrite).
  case byPosition
}
