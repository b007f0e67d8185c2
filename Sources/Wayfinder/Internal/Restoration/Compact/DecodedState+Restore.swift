extension DecodedState {
  /// The state only if every part decoded and the whole is valid.
  @inlinable
  func strict() throws(RestorationError) -> NavigationState<Route> {
    let keptBase: NavigationBase<Route>
    switch base {
    case .stack(let raw): keptBase = .stack(try raw.strict())
    case .tabs(let selection, let items):
      var tabs: [TabStack<Route>] = []
      tabs.reserveCapacity(items.count)
      for (tab, raw, hidden) in items {
        tabs.append(TabStack(id: tab, stack: try raw.strict(), isHidden: hidden))
      }
      keptBase = .tabs(Tabs(selection: selection, items: tabs))
    case .split(
      let hasContentColumn, let visibility, let sidebar, let content, let detail, let inspector):
      guard let shown = SplitVisibility(rawValue: visibility) else {
        throw .because(
          .corrupt("unknown column visibility \(visibility.debugDescription.prefix(80))"))
      }
      keptBase = .split(
        SplitColumns(
          sidebar: try sidebar.strict(), content: try content?.strict(),
          detail: try detail?.strict(), inspector: try inspector?.strict(),
          hasContentColumn: hasContentColumn, visibility: shown))
    }
    var keptLayers: [Layer<Route>] = []
    for layer in layers {
      let presentation: Presentation
      switch layer.presentation {
      case .success(let value): presentation = value
      case .failure(let error): throw .because(.corrupt(StateRestorer.explain(error)))
      }
      keptLayers.append(
        Layer(id: layer.id, presentation: presentation, content: try layer.content.strict()))
    }
    var keptAlert: PresentedAlert?
    switch alert {
    case nil: break
    case .success(let shown): keptAlert = shown
    case .failure(let error): throw .because(.corrupt(StateRestorer.explain(error)))
    }
    do {
      return try NavigationState(
        base: keptBase, layers: keptLayers, alert: keptAlert, nextID: nextID)
    } catch {
      guard case .invalidState(let violation) = error.reason else {
        throw .because(.corrupt("\(error)"))
      }
      throw .because(.inconsistent(violation))
    }
  }

  /// What lenient restoration keeps of the state, and what it drops.
  @usableFromInline
  func salvaged() throws(RestorationError) -> (NavigationState<Route>, [DroppedContent])
  where Route: Codable {
    try lenient().salvage()
  }

  /// The loose form that lenient restoration salvages, as the JSON formats give it.
  func lenient() throws(RestorationError) -> LenientState<Route> where Route: Codable {
    let lenientBase: LenientState<Route>.LenientBase
    switch base {
    case .stack(let raw):
      switch raw.lenient() {
      case .success(let stack): lenientBase = .stack(stack)
      case .failure(let error): throw .because(.corrupt(StateRestorer.explain(error)))
      }
    case .tabs(let selection, let items):
      lenientBase = .tabs(
        selection: selection,
        items: items.map { tab, raw, hidden in
          Attempt(
            result: .success(
              .init(id: tab, stack: Attempt(result: raw.lenient()), hidden: hidden)))
        })
    case .split(
      let hasContentColumn, let visibility, let sidebar, let content, let detail, let inspector):
      switch sidebar.lenient() {
      case .failure(let error): throw .because(.corrupt(StateRestorer.explain(error)))
      case .success(let stack):
        lenientBase = .split(
          .init(
            hasContentColumn: hasContentColumn, sidebar: stack,
            content: content.map { Attempt(result: $0.lenient()) },
            detail: detail.map { Attempt(result: $0.lenient()) },
            inspector: inspector.map { Attempt(result: $0.lenient()) },
            visibility: SplitVisibility(rawValue: visibility) ?? .automatic))
      }
    }
    let lenientLayers = layers.map { layer in
      Attempt(
        result: layer.presentation.flatMap { presentation in
          layer.content.lenient().map {
            LenientState<Route>.LenientLayer(id: layer.id, presentation: presentation, content: $0)
          }
        })
    }
    return LenientState(
      nextID: nextID, base: lenientBase, layers: lenientLayers,
      alert: alert.map { Attempt(result: $0) })
  }
}

extension DecodedStack {
  /// The stack, if every entry decoded.
  @inlinable
  func strict() throws(RestorationError) -> Stack<Route> {
    if let failure { throw .because(.corrupt(StateRestorer.explain(failure))) }
    guard let root else { throw .because(.corrupt("a stack without a root")) }
    return Stack(root: root, pushed: pushed)
  }

  /// The loose form: each entry after the first failure is a failure too.
  func lenient() -> Result<LenientState<Route>.LenientStack, any Error> where Route: Codable {
    guard let root else {
      return .failure(failure ?? CompactReader(bytes: []).malformed("a stack without a root"))
    }
    var pushed = self.pushed.map { Attempt<Entry<Route>>(result: .success($0)) }
    if let failure {
      let failed = Attempt<Entry<Route>>(result: .failure(failure))
      pushed += repeatElement(failed, count: count - 1 - self.pushed.count)
    }
    return .success(LenientState<Route>.LenientStack(root: root, pushed: pushed))
  }
}

extension DecodedState {
  /// How many entries the payload holds, every stack and layer, read or not.
  @inlinable
  var entryCount: Int {
    var total = 0
    switch base {
    case .stack(let stack): total = stack.count
    case .tabs(_, let items):
      for (_, stack, _) in items { total += stack.count }
    case .split(_, _, let sidebar, let content, let detail, let inspector):
      total =
        sidebar.count + (content?.count ?? 0) + (detail?.count ?? 0)
        + (inspector?.count ?? 0)
    }
    for layer in layers { total += layer.content.count }
    return total
  }
}

extension NavigationState {
  /// How many entries the state holds, every stack and layer, counted without gathering them
  /// (``allEntries`` builds an array of them all).
  var storedEntryCount: Int {
    var total = 0
    for location in stackLocations { total += stack(at: location)?.depth ?? 0 }
    return total
  }
}
