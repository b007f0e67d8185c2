/// One screen in a stack: a route value and the identity the state gave it.
///
/// ```swift
/// let entry = state.currentEntry
/// print(entry.id, entry.route)  // "#3 detail(42)"
/// ```
public struct Entry<Route>: Identifiable {
  /// The identity of this screen, stable for as long as it is on screen.
  public let id: EntryID
  /// What the screen shows.
  public var route: Route

  /// Creates an entry. States issue entries themselves; use this in tests and tools.
  /// - Parameters:
  ///   - id: The identity.
  ///   - route: The route value.
  @usableFromInline package init(id: EntryID, route: Route) {
    self.id = id
    self.route = route
  }
}

extension Entry: Equatable where Route: Equatable {
  /// Whether the two are equal in every part. Written out (rather than synthesised) so that it
  /// is specialised for the app's route type.
  @inlinable
  public static func == (lhs: Entry, rhs: Entry) -> Bool {
    lhs.id == rhs.id && lhs.route == rhs.route
  }
}
extension Entry: Hashable where Route: Hashable {}
extension Entry: Sendable where Route: Sendable {}
extension Entry: Codable where Route: Codable {}
