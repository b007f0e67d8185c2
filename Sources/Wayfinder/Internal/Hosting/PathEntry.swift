/// One element of a navigation view's path: a pushed screen's route and its identity.
///
/// A host shows each stack as `[PathEntry]` (the pushed entries; the root is the stack's root
/// view). Elements of the state carry their ``EntryID``. A link the user follows carries its
/// route alone (`PathEntry(route)`): the same value on every body pass, so a link drawn again
/// is the same link and a list row's link matches the path it pushed (rule Q31). Once the
/// navigator has pushed the screen, the displayed state keeps that same element for it, now
/// and after every later change, so the view's path never changes under it (rule Q21), and
/// ``DisplayedNavigation/entryID(for:in:)`` names the entry behind it.
///
/// ```swift
/// import SwiftUI
///
/// let link = NavigationLink("Details", value: PathEntry(Screen.detail(42)))
/// PathEntry(Screen.detail(42)) == PathEntry(Screen.detail(42))  // true: a stable value
/// ```
package struct PathEntry<Route: Hashable>: Hashable {
  /// What identifies the element.
  package enum Key: Hashable, Sendable {
    /// An entry of the state.
    case entry(EntryID)
    /// A link drawn by a view, before or after the navigator pushed its screen: identified by
    /// its route and its place in the path.
    case link
  }

  /// The element's identity.
  package let key: Key
  /// The screen's route.
  package let route: Route

  /// An element for a link the user may follow: the same value every time the link is drawn.
  /// - Parameter route: The screen to push.
  package init(_ route: Route) {
    self.init(key: .link, route: route)
  }

  /// An element with a given identity.
  /// - Parameters:
  ///   - key: The identity.
  ///   - route: The route.
  package init(key: Key, route: Route) {
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
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// // shown: one › two › three; the user swiped back
  /// stack.userActions(toShow: Array(path.dropLast()), at: .base, linked: [])  // [.poppedTo(two)]
  /// ```
  /// - Parameters:
  ///   - path: The path the view wrote.
  ///   - location: Where this stack is.
  ///   - linked: The entries that links pushed, shown under a link's element (`.link` and their
  ///     route) rather than their id.
  /// - Returns: Nothing when the path shows this stack already; otherwise one pop, one push,
  ///   or a pop followed by a push.
  /// - Complexity: O(n) in the length of the path.
  package func userActions(
    toShow path: [PathEntry<Route>], at location: StackLocation, linked: Set<EntryID>
  ) -> [UserAction<Route>] {
    func shows(_ element: PathEntry<Route>, _ entry: Entry<Route>) -> Bool {
      switch element.key {
      case .entry(let id): id == entry.id
      case .link: linked.contains(entry.id) && element.route == entry.route
      }
    }
    var shared = 0
    while shared < pushed.count, shared < path.count, shows(path[shared], pushed[shared]) {
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
