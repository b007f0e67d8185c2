/// A navigation stack: a root screen and the screens pushed on top of it.
///
/// A stack always has a root, so "pop on an empty stack" cannot corrupt it: the root is never
/// popped, only replaced.
///
/// ```swift
/// let stack = state.activeStack
/// print(stack.routes)  // [home, list, detail(42)]
/// ```
public struct Stack<Route> {
  @usableFromInline var _root: Entry<Route>
  @usableFromInline var _pushed: [Entry<Route>]

  /// The bottom screen; never popped.
  @inlinable public var root: Entry<Route> { _root }
  /// Screens pushed above the root, bottom to top.
  @inlinable public var pushed: [Entry<Route>] { _pushed }

  /// Creates a stack from entries that already carry ids.
  /// - Parameters:
  ///   - root: The bottom screen.
  ///   - pushed: The screens above it, bottom to top.
  @inlinable
  package init(root: Entry<Route>, pushed: [Entry<Route>] = []) {
    self._root = root
    self._pushed = pushed
  }

  /// Every entry, root first.
  ///
  /// - Complexity: O(n) in the number of entries.
  @inlinable
  public var entries: [Entry<Route>] {
    var result: [Entry<Route>] = []
    result.reserveCapacity(_pushed.count + 1)
    result.append(_root)
    result.append(contentsOf: _pushed)
    return result
  }

  /// Every route, root first.
  ///
  /// - Complexity: O(n) in the number of entries.
  public var routes: [Route] {
    var result: [Route] = []
    result.reserveCapacity(_pushed.count + 1)
    result.append(_root.route)
    for entry in _pushed { result.append(entry.route) }
    return result
  }

  /// The top screen: the last pushed entry, or the root.
  @inlinable public var top: Entry<Route> { _pushed.last ?? _root }

  /// The number of entries, root included (always at least 1).
  ///
  /// ```swift
  /// if navigator.state.activeStack.depth > 1 { print("a screen is pushed") }
  /// ```
  @inlinable public var depth: Int { _pushed.count + 1 }

  /// The entry with the given id, if it is in this stack.
  /// - Parameter id: The id to look for.
  /// - Returns: The entry, or `nil`.
  /// - Complexity: O(n).
  package func entry(_ id: EntryID) -> Entry<Route>? {
    root.id == id ? root : pushed.first { $0.id == id }
  }
}

extension Stack: Equatable where Route: Equatable {
  /// Whether the two are equal in every part. Written out (rather than synthesised) so that it
  /// is specialised for the app's route type.
  @inlinable
  public static func == (lhs: Stack, rhs: Stack) -> Bool {
    lhs._root == rhs._root && lhs._pushed == rhs._pushed
  }
}
extension Stack: Hashable where Route: Hashable {}
extension Stack: Sendable where Route: Sendable {}
extension Stack: Codable where Route: Codable {
  @usableFromInline enum CodingKeys: String, CodingKey {
    case _root = "root"
    case _pushed = "pushed"
  }
}
