extension NavigationState {
  /// The location of the stack that commands act on by default: the top layer's stack, else
  /// the selected tab's stack, else the split view's trailing column that shows a screen
  /// (the detail, when it does), else the base stack.
  @inlinable
  public var activeLocation: StackLocation {
    if let top = layers.last { return .layer(top.id) }
    switch base {
    case .stack: return .base
    case .tabs(let tabs): return .tab(tabs.selection)
    case .split(let split): return .column(split.deepestColumn)
    }
  }

  /// The stack commands act on by default (see ``activeLocation``).
  @inlinable
  public var activeStack: Stack<Route> {
    if let top = layers.last { return top.content }
    switch base {
    case .stack(let stack): return stack
    case .tabs(let tabs): return tabs.selectedStack
    case .split(let split): return split[split.deepestColumn] ?? split._sidebar
    }
  }

  /// The stack at a location, or `nil` if the location does not exist in this state.
  ///
  /// ```swift
  /// let inbox = state.stack(at: .tab("mail"))
  /// ```
  /// - Parameter location: Where to look.
  /// - Returns: The stack, or `nil`.
  /// - Complexity: O(t + l) in the number of tabs and layers.
  @inlinable
  public func stack(at location: StackLocation) -> Stack<Route>? {
    switch (location, base) {
    case (.base, .stack(let stack)): return stack
    case (.tab(let tab), .tabs(let tabs)): return tabs[tab]
    case (.column(let column), .split(let split)): return split[column]
    case (.layer(let id), _): return layers.first { $0.id == id }?.content
    default: return nil
    }
  }

  /// Every stack location in the state, base, tabs or the columns that show a screen first,
  /// then layers bottom to top.
  @inlinable
  package var stackLocations: [StackLocation] {
    var result: [StackLocation]
    switch base {
    case .stack: result = [.base]
    case .tabs(let tabs): result = tabs.items.map { .tab($0.id) }
    case .split(let split): result = split.shownColumns.map { .column($0) }
    }
    result += layers.map { .layer($0.id) }
    return result
  }

  /// The selected tab, or `nil` when the base is a single stack.
  @inlinable
  public var selectedTab: TabID? {
    if case .tabs(let tabs) = base { return tabs.selection }
    return nil
  }

  /// The index of the layer with the given id.
  @inlinable
  package func layerIndex(_ id: LayerID) -> Int? { layers.firstIndex { $0.id == id } }

  /// Resolves an optional location to an existing one.
  @inlinable
  func resolve(_ location: StackLocation?) throws(NavigationError) -> StackLocation {
    let location = location ?? activeLocation
    guard stack(at: location) != nil else { throw .because(.stackNotFound(location)) }
    return location
  }

  /// Changes the stack at `location` in place. The location must exist.
  @inlinable
  mutating func modifyStack<T>(
    at location: StackLocation, _ body: (inout Stack<Route>) throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    // The base is moved out and a placeholder left behind while `body` runs, so the stack's
    // storage stays uniquely referenced and a push does not copy the whole stack.
    // An alert whose screen was removed goes with it.
    defer { if _alert != nil { dropOrphanedAlert() } }
    switch (location, base) {
    case (.base, .stack(var stack)):
      _base = .placeholder
      defer { _base = .stack(stack) }
      return try body(&stack)
    case (.tab(let tab), .tabs(var tabs)):
      guard let index = tabs.index(of: tab) else { throw .because(.stackNotFound(location)) }
      _base = .placeholder
      defer { _base = .tabs(tabs) }
      return try body(&tabs._items[index]._stack)
    case (.column(let column), .split(var split)):
      guard var stack = split[column] else { throw .because(.stackNotFound(location)) }
      _base = .placeholder
      split.setStack(nil, in: column)
      defer {
        split.setStack(stack, in: column)
        _base = .split(split)
      }
      return try body(&stack)
    case (.layer(let id), _):
      guard let index = layerIndex(id) else { throw .because(.stackNotFound(location)) }
      return try body(&_layers[index]._content)
    default:
      throw .because(.stackNotFound(location))
    }
  }
}
