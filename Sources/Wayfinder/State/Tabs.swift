/// A tab bar: an ordered list of tabs, each with its own stack, and the selected tab.
///
/// ```swift
/// if case .tabs(let tabs) = state.base {
///   print(tabs.selection, tabs.ids)           // "b" ["a", "b", "c", "d"]
///   print(tabs["b"]?.routes ?? [])            // [home, detail(42)]
/// }
/// ```
public struct Tabs<Route> {
  @usableFromInline var _selection: TabID
  @usableFromInline var _items: [TabStack<Route>]

  /// The selected tab. Always names one of ``ids``.
  @inlinable public var selection: TabID { _selection }
  /// The tabs in display order.
  @inlinable package var items: [TabStack<Route>] { _items }

  /// Creates a tab bar from stacks that already carry ids.
  ///
  /// Prefer ``NavigationState/init(tabs:selection:)``, which issues the ids.
  /// - Parameters:
  ///   - selection: The selected tab.
  ///   - items: The tabs in display order.
  @inlinable
  package init(selection: TabID, items: [TabStack<Route>]) {
    self._selection = selection
    self._items = items
  }

  /// The tab ids in display order: the app's order, or the user's once they reorder the tabs
  /// (``NavigationState/customizeTabs(order:hidden:)-([TabID]?,_)``). Hidden tabs are listed too.
  ///
  /// ```swift
  /// if case .tabs(let tabs) = state.base {
  ///   let order = tabs.ids.compactMap(AppTab.init)  // the app's typed tabs, the user's order
  /// }
  /// ```
  public var ids: [TabID] { _items.map { $0.id } }

  /// The tabs the user hid from the tab bar and sidebar (iPadOS's tab customization). The
  /// selected tab is never hidden: selecting a hidden tab, by a command or a link, shows it
  /// again.
  ///
  /// ```swift
  /// try state.customizeTabs(hidden: [AppTab.settings])
  /// if case .tabs(let tabs) = state.base { print(tabs.hidden.compactMap(AppTab.init)) }
  /// ```
  public var hidden: Set<TabID> {
    // A loop, not key paths: this is read on every change of a tab bar's state.
    var hidden = Set<TabID>()
    for item in _items where item.isHidden { hidden.insert(item.id) }
    return hidden
  }

  /// Whether `other` has the same tabs in the same order, hidden alike: a check in O(t) that
  /// allocates nothing, for the planners that run on every change.
  /// - Parameter other: The other tab bar.
  @inlinable
  package func showsSameTabs(as other: Tabs) -> Bool {
    guard _items.count == other._items.count else { return false }
    for index in _items.indices {
      guard _items[index].id == other._items[index].id,
        _items[index].isHidden == other._items[index].isHidden
      else { return false }
    }
    return true
  }

  /// The stack of the given tab, or `nil` if there is no such tab.
  /// - Parameter tab: The tab.
  /// - Complexity: O(t) in the number of tabs.
  @inlinable
  public subscript(tab: TabID) -> Stack<Route>? {
    guard let index = index(of: tab) else { return nil }
    return _items[index]._stack
  }

  /// The selected tab's stack.
  @inlinable
  package var selectedStack: Stack<Route> {
    // The invariant guarantees the selection exists; fall back to the first tab otherwise.
    self[_selection] ?? _items[0]._stack
  }

  @inlinable
  func index(of tab: TabID) -> Int? {
    for index in _items.indices where _items[index].id == tab { return index }
    return nil
  }
}

/// One tab and its stack.
///
/// ```swift
/// if case .tabs(let tabs) = state.base {
///   for item in tabs.items { print(item.id, item.stack.depth) }
/// }
/// ```
@usableFromInline package struct TabStack<Route>: Identifiable {
  /// The tab.
  @usableFromInline package let id: TabID
  @usableFromInline var _stack: Stack<Route>
  /// Whether the user hid the tab (see ``Tabs/hidden``).
  @usableFromInline package var isHidden: Bool

  /// The tab's navigation stack.
  @inlinable package var stack: Stack<Route> { _stack }

  /// Creates a tab with its stack.
  /// - Parameters:
  ///   - id: The tab.
  ///   - stack: Its stack.
  ///   - isHidden: Whether the user hid it (default: `false`).
  @inlinable
  package init(id: TabID, stack: Stack<Route>, isHidden: Bool = false) {
    self.id = id
    self._stack = stack
    self.isHidden = isHidden
  }
}

extension Tabs: Equatable where Route: Equatable {
  /// Whether the two have the same selection and the same tabs and stacks, in order. Written
  /// out (rather than synthesised) so that it is specialised for the app's route type.
  @inlinable
  public static func == (lhs: Tabs, rhs: Tabs) -> Bool {
    lhs._selection == rhs._selection && lhs._items == rhs._items
  }
}
extension Tabs: Hashable where Route: Hashable {}
extension Tabs: Sendable where Route: Sendable {}
extension Tabs: Codable where Route: Codable {
  @usableFromInline enum CodingKeys: String, CodingKey {
    case _selection = "selection"
    case _items = "items"
  }
}
extension TabStack: Equatable where Route: Equatable {
  /// Whether the two are the same tab with equal stacks. Written out (rather than synthesised)
  /// so that it is specialised for the app's route type.
  @inlinable
  package static func == (lhs: TabStack, rhs: TabStack) -> Bool {
    lhs.id == rhs.id && lhs.isHidden == rhs.isHidden && lhs._stack == rhs._stack
  }
}
extension TabStack: Hashable where Route: Hashable {}
extension TabStack: Sendable where Route: Sendable {}
extension TabStack: Codable where Route: Codable {
  @usableFromInline enum CodingKeys: String, CodingKey {
    case id
    case _stack = "stack"
    case isHidden = "hidden"
  }

  /// Reads a tab; `hidden` is optional (absent in files saved before tabs could be hidden).
  @usableFromInline package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(TabID.self, forKey: .id)
    _stack = try container.decode(Stack<Route>.self, forKey: ._stack)
    isHidden = try container.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false
  }

  /// Writes a tab; `hidden` only when it is.
  @usableFromInline package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(_stack, forKey: ._stack)
    if isHidden { try container.encode(true, forKey: .isHidden) }
  }
}
