public import Foundation

/// One element of a navigation view's path: a pushed screen's route and its identity.
///
/// A host shows each stack as `[PathEntry]` (the pushed entries; the root is the stack's root
/// view). Elements of the state carry their ``EntryID``. A link the user follows carries a
/// token instead (`PathEntry(route)`, made when the link is drawn); once the navigator has
/// pushed the screen, the displayed state keeps answering with that same element for it, so
/// the view sees exactly what it appended, and ``DisplayedNavigation/entryID(for:)`` names
/// the entry behind it.
///
/// ```swift
/// NavigationLink("Details", value: PathEntry(Screen.detail(42)))
/// ```
public struct PathEntry<Route: Hashable>: Hashable {
  /// What identifies the element.
  public enum Key: Hashable, Sendable {
    /// An entry of the state.
    case entry(EntryID)
    /// A link drawn by a view, before or after the navigator pushed its screen.
    case link(UUID)
  }

  /// The element's identity.
  public let key: Key
  /// The screen's route.
  public let route: Route

  /// An element for a link the user may follow (a fresh token each time the link is drawn).
  /// - Parameter route: The screen to push.
  public init(_ route: Route) {
    self.init(key: .link(UUID()), route: route)
  }

  /// An element with a given identity.
  /// - Parameters:
  ///   - key: The identity.
  ///   - route: The route.
  public init(key: Key, route: Route) {
    self.key = key
    self.route = route
  }
}

extension PathEntry: Sendable where Route: Sendable {}

extension Stack where Route: Hashable {
  /// The user actions that make this stack show `path`, as written by a navigation view after
  /// the user went back or followed a link: a pop to the last entry the two share, then a push
  /// of the elements after it.
  ///
  /// ```swift
  /// // shown: one › two › three; the user swiped back
  /// stack.userActions(toShow: Array(path.dropLast()), at: .base, links: [:])  // [.poppedTo(two)]
  /// ```
  /// - Parameters:
  ///   - path: The path the view wrote.
  ///   - location: Where this stack is.
  ///   - links: The entries that links already pushed, by token.
  /// - Returns: Nothing when the path shows this stack already; otherwise one pop, one push,
  ///   or a pop followed by a push.
  /// - Complexity: O(n) in the length of the path.
  public func userActions(
    toShow path: [PathEntry<Route>], at location: StackLocation, links: [UUID: EntryID]
  ) -> [UserAction<Route>] {
    func id(_ element: PathEntry<Route>) -> EntryID? {
      switch element.key {
      case .entry(let id): id
      case .link(let token): links[token]
      }
    }
    var shared = 0
    while shared < pushed.count, shared < path.count, id(path[shared]) == pushed[shared].id {
      shared += 1
    }
    var actions: [UserAction<Route>] = []
    if shared < pushed.count {
      actions.append(.poppedTo(shared == 0 ? root.id : pushed[shared - 1].id))
    }
    if shared < path.count {
      actions.append(.pushed(path[shared...].map { $0.route }, on: location))
    }
    return actions
  }
}
