extension LinkTable where Route: Equatable {
  /// Resolves a link to a whole navigation state: the route's tab selected, its back stack
  /// pushed behind it, and the route pushed or presented as its placement says.
  ///
  /// The result is built from `base` — the app's starting state — so the same link gives the
  /// same state whether the app was cold-started or running. The navigator's ``Navigator/open(_:policy:)`` uses it.
  ///
  /// ```swift
  /// let target = try table.target(for: "myapp://c/detail/42", base: .start)
  /// ```
  /// - Parameters:
  ///   - link: The link text.
  ///   - base: The app's starting state.
  /// - Returns: The target state.
  /// - Throws: ``LinkError``.
  @inlinable
  package func target(for link: String, base: NavigationState<Route>) throws(LinkError)
    -> NavigationState<Route>
  {
    let match = try match(link).get()
    var state = base
    try place(match, on: &state, fresh: true)
    return state
  }

  /// Resolves a link on a running app's state, keeping every other tab's stack: the link's
  /// tab is selected and popped to its root, layers and the alert go, and the link's back
  /// stack and screen are placed there (what ``LinkPolicy/keepOtherTabs`` opens).
  ///
  /// ```swift
  /// let target = try table.target(for: "myapp://c/path/one/three", keepingOtherTabsOf: state)
  /// ```
  /// - Parameters:
  ///   - link: The link text.
  ///   - current: The state the app shows.
  /// - Returns: The target state.
  /// - Throws: ``LinkError``.
  package func target(for link: String, keepingOtherTabsOf current: NavigationState<Route>)
    throws(LinkError) -> NavigationState<Route>
  {
    try target(for: try match(link).get(), keepingOtherTabsOf: current)
  }

  /// ``target(for:keepingOtherTabsOf:)`` for a link already matched.
  func target(for match: LinkMatch<Route>, keepingOtherTabsOf current: NavigationState<Route>)
    throws(LinkError) -> NavigationState<Route>
  {
    var state = current
    state.dismissAll()
    _ = try? state.dismissAlert()
    if let tab = placement(match.routeIndex).tab, state.selectedTab != tab {
      do throws(NavigationError) {
        try state.selectTab(tab, reselection: .keepStack)
      } catch {
        throw .because(.placementFailed(pattern: match.pattern, reason: error.description))
      }
    }
    if let split = state.split {
      // A split view starts over from its sidebar, as the compact stack would.
      _ = try? state.pop(to: split.sidebar.root.id)
    } else {
      _ = try? state.modifyStack(at: state.activeLocation) {
        (stack: inout Stack<Route>) throws(NavigationError) in stack._pushed.removeAll()
      }
    }
    try place(match, on: &state, fresh: true)
    return state
  }

  /// Puts a matched route onto a state as its placement says.
  /// - Parameters:
  ///   - match: The match.
  ///   - state: The state to change.
  ///   - fresh: `true` to select the route's tab and push its parents; `false` to push or
  ///     present the route on the active stack as it is.
  @inlinable
  func place(_ match: LinkMatch<Route>, on state: inout NavigationState<Route>, fresh: Bool)
    throws(LinkError)
  {
    let placement = placement(match.routeIndex)
    if placement.parentsInLayer > 0 {
      try placeInLayer(match, placement, on: &state, fresh: fresh)
      return
    }
    do throws(NavigationError) {
      if fresh, let column = placement.column {
        let parents = match.parents ?? placement.parents(match.route)
        let presentation = placement.presentation
        try placeInColumn(
          presentation == nil ? match.route : nil, column, parents: parents, on: &state)
        if let presentation { try state.present(match.route, as: presentation) }
        return
      }
      if placement.asRoot {
        if let tab = placement.tab, state.selectedTab != tab { try state.selectTab(tab) }
        state.dismissAll()
        try state.replaceStack(with: [match.route])
        return
      }
      if fresh {
        if let tab = placement.tab, state.selectedTab != tab { try state.selectTab(tab) }
        let parents = match.parents ?? placement.parents(match.route)
        if !parents.isEmpty { try state.push(contentsOf: parents) }
      }
      if let presentation = placement.presentation {
        try state.present(match.route, as: presentation)
      } else {
        try state.push(match.route)
      }
    } catch {
      throw .because(.placementFailed(pattern: match.pattern, reason: error.description))
    }
  }

  /// Puts a matched route inside a presented stack (``LinkPlacement/parentsInLayer``): the
  /// parents before the layer's are placed as any link's, then the layer is presented holding
  /// its parents and the route. Opened on what is shown (`fresh` `false`), the layer is
  /// presented over it, unless an alert is up.
  @usableFromInline
  func placeInLayer(
    _ match: LinkMatch<Route>, _ placement: LinkPlacement<Route>,
    on state: inout NavigationState<Route>, fresh: Bool
  ) throws(LinkError) {
    let parents = match.parents ?? placement.parents(match.route)
    let inLayer = placement.parentsInLayer
    guard parents.count >= inLayer, let presentation = placement.presentation else {
      throw .because(
        .placementFailed(
          pattern: match.pattern,
          reason: placement.presentation == nil
            ? "a stack inside a layer needs a presentation"
            : "its layer holds its last \(inLayer) parents, but it has \(parents.count)"))
    }
    let under = Array(parents.dropLast(inLayer))
    do throws(NavigationError) {
      if fresh {
        if let column = placement.column {
          try placeInColumn(nil, column, parents: under, on: &state)
        } else {
          if let tab = placement.tab, state.selectedTab != tab { try state.selectTab(tab) }
          if !under.isEmpty { try state.push(contentsOf: under) }
        }
      } else if state.alert != nil {
        throw .because(.alertAlreadyShown)
      }
      try state.present(stack: Array(parents.suffix(inLayer)) + [match.route], as: presentation)
    } catch {
      throw .because(.placementFailed(pattern: match.pattern, reason: error.description))
    }
  }

  /// Puts a route in a split view's column, its parents filling the columns before it (see
  /// ``LinkPlacement``); with `route` `nil` (a presented target), the parents alone.
  @usableFromInline
  func placeInColumn(
    _ route: Route?, _ column: SplitColumn, parents: [Route], on state: inout NavigationState<Route>
  ) throws(NavigationError) {
    guard let split = state.split else { throw .because(.noSplitView) }
    guard column == .inspector || split.columns.contains(column), column != .sidebar else {
      throw .because(.columnUnavailable(column))
    }
    // The inspector's parents fill every column after the sidebar, as the detail's do and one
    // more.
    let before = split.columns.drop { $0 == .sidebar }.prefix { $0 != column }
    guard parents.count >= before.count else { throw .because(.columnUnavailable(column)) }
    for (shown, root) in zip(before, parents) {
      try state.show(root, in: shown)
      _ = try? state.popToRoot(on: .column(shown))
    }
    let screens = Array(parents.dropFirst(before.count)) + (route.map { [$0] } ?? [])
    guard let root = screens.first else { return }
    try state.show(root, in: column)
    _ = try? state.popToRoot(on: .column(column))
    if screens.count > 1 {
      try state.push(contentsOf: Array(screens.dropFirst()), on: .column(column))
    }
  }
}
