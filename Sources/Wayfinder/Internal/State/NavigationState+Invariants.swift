extension NavigationState {
  /// The first broken invariant, or `nil` when the state is valid.
  ///
  /// The rules: ids are unique and below the next id to issue, which is in range; a tab bar has at
  /// least one tab, no tab twice, no empty tab name, and its selection names one of its tabs;
  /// a split view has a content stack only with three columns, and a column shows a screen
  /// only when the one before it does;
  /// every sheet has at least one valid detent, a selected detent that it offers, and a finite,
  /// non-negative corner radius; the alert's owner is in the state. Every stack has a root by construction, and the alert is
  /// always on top by construction.
  ///
  /// ```swift
  /// import Testing
  ///
  /// #expect(state.firstViolation() == nil)
  /// ```
  /// - Returns: The first violation found, or `nil`.
  /// - Complexity: O(n log n) in the number of entries, close to O(n) when ids rise along
  ///   stacks, as issued ids do.
  @inlinable
  package func firstViolation() -> InvariantViolation? {
    isPlainlyValid ? nil : firstViolationInOrder()
  }

  /// Whether every invariant holds, checked without hashing: ids gathered, sorted and compared
  /// with their neighbours. When this is `false`, ``firstViolationInOrder()`` names the first
  /// problem in the order the rules are documented.
  @inlinable
  var isPlainlyValid: Bool {
    // Read once: each read goes through the storage, which costs more than the comparison.
    let next = nextID
    guard next >= 1, next <= Self.maximumEntryID + 1 else { return false }
    var ids: [UInt64] = []
    func gather(_ stack: Stack<Route>) {
      ids.append(stack._root.id.rawValue)
      for entry in stack._pushed { ids.append(entry.id.rawValue) }
    }
    switch _base {
    case .stack(let base):
      ids.reserveCapacity(base.depth + 4)
      gather(base)
    case .tabs(let tabs):
      guard !tabs._items.isEmpty, let selected = tabs.index(of: tabs._selection),
        !tabs._items[selected].isHidden
      else { return false }
      // Indices rather than `enumerated()` and slices: this runs unspecialised for the app's
      // route type at every restoration, where each generic wrapper costs a metadata lookup.
      let items = tabs._items
      for index in items.indices {
        let id = items[index].id
        guard !id.rawValue.isEmpty else { return false }
        for earlier in 0..<index where items[earlier].id == id { return false }
        gather(items[index]._stack)
      }
    case .split(let split):
      guard split.splitProblem == nil else { return false }
      gather(split._sidebar)
      if let content = split._content { gather(content) }
      if let detail = split._detail { gather(detail) }
    }
    for layer in _layers {
      if case .sheet(let style) = layer._presentation, style.problem != nil { return false }
      ids.append(layer.id.rawValue)
      gather(layer._content)
    }
    if let alert = _alert {
      guard contains(alert.owner) else { return false }
      ids.append(alert.id.rawValue)
    }
    guard ids.allSatisfy({ $0 < next }) else { return false }
    ids.sort()
    for index in ids.indices.dropFirst() where ids[index] == ids[index - 1] { return false }
    return true
  }

  /// The first broken invariant, walking the state in order with a set of the ids seen.
  @usableFromInline
  func firstViolationInOrder() -> InvariantViolation? {
    guard nextID >= 1, nextID <= Self.maximumEntryID + 1 else {
      return .nextIDOutOfRange(nextID)
    }
    var seen = Set<UInt64>()
    func check(_ id: some IssuedIdentifier) -> InvariantViolation? {
      guard id.rawValue < nextID else { return .idNotIssued(id.rawValue, nextID: nextID) }
      guard seen.insert(id.rawValue).inserted else { return .duplicateID(id.rawValue) }
      return nil
    }
    func check(_ stack: Stack<Route>) -> InvariantViolation? {
      if let violation = check(stack.root.id) { return violation }
      for entry in stack.pushed {
        if let violation = check(entry.id) { return violation }
      }
      return nil
    }
    switch base {
    case .stack(let stack):
      if let violation = check(stack) { return violation }
    case .tabs(let tabs):
      guard !tabs.items.isEmpty else { return .noTabs }
      var tabIDs = Set<TabID>()
      for item in tabs.items {
        guard !item.id.rawValue.isEmpty else { return .emptyTabName }
        guard tabIDs.insert(item.id).inserted else { return .duplicateTab(item.id) }
        if let violation = check(item.stack) { return violation }
      }
      guard tabIDs.contains(tabs.selection) else { return .selectionNotATab(tabs.selection) }
      if tabs.hidden.contains(tabs.selection) { return .selectionHidden(tabs.selection) }
    case .split(let split):
      if let problem = split.splitProblem { return problem }
      for column in split.shownColumns {
        if let stack = split[column], let violation = check(stack) { return violation }
      }
    }
    for layer in layers {
      if let violation = check(layer.id) { return violation }
      if case .sheet(let style) = layer.presentation,
        let reason = style.problem
      {
        return .invalidSheetStyle(layer: layer.id, reason: reason)
      }
      if let violation = check(layer.content) { return violation }
    }
    if let alert {
      if let violation = check(alert.id) { return violation }
      if !contains(alert.owner) { return .alertOwnerMissing(alert.owner) }
    }
    return nil
  }

  /// Whether every invariant holds (see ``firstViolation()``).
  package var isValid: Bool { firstViolation() == nil }

  /// Whether the screen or layer an alert belongs to is in the state.
  /// - Parameter owner: The owner to look for.
  /// - Returns: `true` when the entry or layer exists.
  /// - Complexity: O(n) for an entry, O(l) for a layer.
  @usableFromInline package func contains(_ owner: AlertOwner) -> Bool {
    switch owner {
    case .entry(let id): entry(id) != nil
    case .layer(let id): layerIndex(id) != nil
    }
  }

  /// Removes the alert when its owner has left the state; every command that removes screens
  /// or layers ends with this, so an alert never outlives what showed it.
  @inlinable
  mutating func dropOrphanedAlert() {
    if let alert = _alert, !contains(alert.owner) { _alert = nil }
  }
}

extension SplitColumns {
  /// The broken rule of the columns themselves, or `nil`.
  @usableFromInline var splitProblem: InvariantViolation? {
    if !hasContentColumn, _content != nil { return .contentInTwoColumns }
    if hasContentColumn, _content == nil, _detail != nil { return .columnWithoutPrevious(.detail) }
    return nil
  }
}

extension SheetStyle {
  /// Why this style is unusable, or `nil` when it is fine.
  @usableFromInline var problem: String? {
    if detents.isEmpty { return "it has no detents" }
    if let bad = detents.first(where: { !$0.isValid }) {
      if case .custom = bad { return "detent \(bad.description.prefix(80)) has a bad name" }
      return "detent \(bad) is out of range"
    }
    if let selected = selectedDetent, !detents.contains(selected) {
      return "selected detent \(selected) is not one of its detents"
    }
    if let radius = cornerRadius, !(radius.isFinite && radius >= 0) {
      return "corner radius \(radius) is not a finite, non-negative number"
    }
    return nil
  }
}
