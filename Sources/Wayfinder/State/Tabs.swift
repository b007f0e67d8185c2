/// A tab bar: an ordered list of tabs, each with its own stack, and the selected tab.
///
/// ```swift
/// if case .tabs(let tabs) = state.base {
///   print(tabs.selection, tabs.ids)           // "b" ["a", "b", "c", "d"]
///   print(tabs["b"]?.routes ?? [])            // [home, detail(42)]
/// }
/// ```
public struct Tabs<Route> {
  /// The selected tab. Always names one of ``items``.
  public internal(set) var selection: TabID
  /// The tabs in display order.
  public internal(set) var items: [TabStack<Route>]

  /// Creates a tab bar from stacks that already carry ids.
  ///
  /// Prefer ``NavigationState/init(tabs:selection:)``, which issues the ids.
  /// - Parameters:
  ///   - selection: The selected tab.
  ///   - items: The tabs in display order.
  public init(selection: TabID, items: [TabStack<Route>]) {
    self.selection = selection
    self.items = items
  }

  /// The tab ids in display order.
  public var ids: [TabID] { items.map(\.id) }

  /// The stack of the given tab, or `nil` if there is no such tab.
  /// - Parameter tab: The tab.
  /// - Complexity: O(t) in the number of tabs.
  public subscript(tab: TabID) -> Stack<Route>? {
    items.first { $0.id == tab }?.stack
  }

  /// The selected tab's stack.
  public var selectedStack: Stack<Route> {
    // The invariant guarantees the selection exists; fall back to the first tab otherwise.
    self[selection] ?? items[0].stack
  }

  func index(of tab: TabID) -> Int? { items.firstIndex { $0.id == tab } }
}

/// One tab and its stack.
///
/// ```swift
/// for item in tabs.items { print(item.id, item.stack.depth) }
/// ```
public struct TabStack<Route>: Identifiable {
  /// The tab.
  public let id: TabID
  /// The tab's navigation stack.
  public internal(set) var stack: Stack<Route>

  /// Creates a tab with its stack.
  /// - Parameters:
  ///   - id: The tab.
  ///   - stack: Its stack.
  public init(id: TabID, stack: Stack<Route>) {
    self.id = id
    self.stack = stack
  }
}

extension Tabs: Equatable where Route: Equatable {}
extension Tabs: Hashable where Route: Hashable {}
extension Tabs: Sendable where Route: Sendable {}
extension Tabs: Codable where Route: Codable {}
extension TabStack: Equatable where Route: Equatable {}
extension TabStack: Hashable where Route: Hashable {}
extension TabStack: Sendable where Route: Sendable {}
extension TabStack: Codable where Route: Codable {}
