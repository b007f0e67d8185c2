/// The screens pushed on one stack, as a collection of routes that a `NavigationStack(path:)`
/// can read and write, still carrying each screen's ``EntryID``.
///
/// A host builds it from the stack it shows (``init(_:)``); SwiftUI reads the routes, and
/// writes back a changed collection when the user goes back (it removes elements) or taps a
/// `NavigationLink(value:)` (it appends a route). Elements that came from the stack keep their
/// ids; elements SwiftUI added have none. ``Stack/userActions(toShow:at:)`` turns the written
/// collection into the user actions the navigator folds in.
///
/// ```swift
/// var path = RoutePath(stack)          // two › three, with their ids
/// path.append(.detail(7))              // what a NavigationLink(value:) does
/// let actions = stack.userActions(toShow: path, at: .base)  // [.pushed([.detail(7)], on: .base)]
/// ```
public struct RoutePath<Route> {
  /// One element: the route, and the id of the entry it came from (`nil` for an element added
  /// by the host).
  public struct Item {
    /// The entry's id, or `nil` when the host added the element.
    public var id: EntryID?
    /// The route.
    public var route: Route
  }

  /// The elements, bottom to top.
  public private(set) var items: [Item]

  /// Creates an empty path.
  public init() { items = [] }

  /// Creates the path of a stack: its pushed entries (the root is the stack's root view, not
  /// an element of the path).
  /// - Parameter stack: The stack shown.
  /// - Complexity: O(n) in the number of pushed entries.
  public init(_ stack: Stack<Route>) {
    items = stack.pushed.map { Item(id: $0.id, route: $0.route) }
  }
}

extension RoutePath: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The position of the first element.
  public var startIndex: Int { 0 }
  /// The position after the last element.
  public var endIndex: Int { items.count }

  /// The route at `position`. Setting it makes the element a new screen (without an id).
  /// - Parameter position: A valid index.
  public subscript(position: Int) -> Route {
    get { items[position].route }
    set { items[position] = Item(id: nil, route: newValue) }
  }

  /// Replaces elements with new screens (without ids).
  /// - Parameters:
  ///   - subrange: The elements to replace.
  ///   - newElements: The routes to put there.
  public mutating func replaceSubrange<C: Collection>(
    _ subrange: Range<Int>, with newElements: C
  ) where C.Element == Route {
    items.replaceSubrange(subrange, with: newElements.map { Item(id: nil, route: $0) })
  }
}

extension RoutePath.Item: Equatable where Route: Equatable {}
extension RoutePath.Item: Hashable where Route: Hashable {}
extension RoutePath.Item: Sendable where Route: Sendable {}
extension RoutePath: Equatable where Route: Equatable {}
extension RoutePath: Hashable where Route: Hashable {}
extension RoutePath: Sendable where Route: Sendable {}

extension Stack {
  /// The user actions that make this stack show `path`, as written by a navigation view after
  /// the user went back or followed a link: a pop to the last entry the two share, then a push
  /// of the elements added after it.
  ///
  /// ```swift
  /// // shown: one › two › three; the user swiped back
  /// stack.userActions(toShow: RoutePath(stack).dropLast(), at: .base)  // [.poppedTo(two)]
  /// ```
  /// - Parameters:
  ///   - path: The path the view wrote.
  ///   - location: Where this stack is.
  /// - Returns: Nothing when the path shows this stack already; otherwise one pop, one push,
  ///   or a pop followed by a push.
  /// - Complexity: O(n) in the length of the path.
  public func userActions(toShow path: RoutePath<Route>, at location: StackLocation)
    -> [UserAction<Route>]
  {
    var shared = 0
    while shared < pushed.count, shared < path.items.count,
      path.items[shared].id == pushed[shared].id
    {
      shared += 1
    }
    var actions: [UserAction<Route>] = []
    if shared < pushed.count {
      actions.append(.poppedTo(shared == 0 ? root.id : pushed[shared - 1].id))
    }
    if shared < path.items.count {
      actions.append(.pushed(path.items[shared...].map(\.route), on: location))
    }
    return actions
  }
}
