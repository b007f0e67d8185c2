extension NavigationState where Route: Equatable {
  /// Makes this state look like `target` in one change, keeping the identity of every screen
  /// the two have in common.
  ///
  /// Ids in `target` are ignored; a target is matched by position. A stack keeps the ids of its
  /// bottom entries as long as their routes are equal (tabs are matched by name); a layer keeps
  /// its id while it and every layer below it have the same presentation and root route;
  /// an equal alert keeps its id. Everything else gets fresh ids from this state's counter.
  ///
  /// ```swift
  /// var target = try NavigationState(tabs: ["a": .one, "c": .one], selection: "c")
  /// try target.push(contentsOf: [.two, .three], on: .tab("c"))
  /// try state.apply(target)
  /// ```
  /// - Parameter target: The state to reach.
  /// - Throws: ``NavigationError/invalidState(_:)`` when `target` breaks an invariant other
  ///   than its ids (for example a selection that names no tab); the state is then unchanged.
  public mutating func apply(_ target: NavigationState<Route>) throws(NavigationError) {
    var result = self
    result._layers = []
    result._alert = nil
    switch target.base {
    case .stack(let stack):
      let current: Stack<Route>? = if case .stack(let old) = base { old } else { nil }
      result._base = .stack(result.reconcile(stack.routes, with: current))
    case .tabs(let tabs):
      var items: [TabStack<Route>] = []
      for item in tabs.items {
        let current: Stack<Route>? = if case .tabs(let old) = base { old[item.id] } else { nil }
        items.append(
          TabStack(id: item.id, stack: result.reconcile(item.stack.routes, with: current)))
      }
      result._base = .tabs(Tabs(selection: tabs.selection, items: items))
    }
    var sharing = true
    for (index, layer) in target.layers.enumerated() {
      let old = index < layers.count ? layers[index] : nil
      if sharing, let old, old.presentation == layer.presentation,
        old.content.root.route == layer.content.root.route
      {
        let content = result.reconcile(layer.content.routes, with: old.content)
        result._layers.append(Layer(id: old.id, presentation: layer.presentation, content: content))
      } else {
        sharing = false
        let id = result.issueID()
        let content = result.reconcile(layer.content.routes, with: nil)
        result._layers.append(Layer(id: id, presentation: layer.presentation, content: content))
      }
    }
    if let wanted = target.alert {
      if let alert, alert.route == wanted.route {
        result._alert = alert
      } else {
        result._alert = Entry(id: result.issueID(), route: wanted.route)
      }
    }
    if let violation = result.firstViolation() { throw .invalidState(violation) }
    self = result
  }
}
