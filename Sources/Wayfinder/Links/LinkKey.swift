/// A key that says which links can print a route, so that printing a route or a state looks
/// at those links only instead of asking every declared link.
///
/// Give the builder a `printKey` that names a route's key, and each link the key of the routes
/// it prints (a link declared with a fixed `route:` gets its key by itself). A link without a
/// key is asked for every route, as are routes whose key is `nil`.
///
/// ```swift
/// var links = LinkTableBuilder<Screen>(schemes: ["myapp"]) { route in
///   switch route {
///   case .detail: "detail"
///   case .profile(let user, _): LinkKey("profile", user.id)
///   default: nil
///   }
/// }
/// try links.add("/items/:id", types: ["id": Int.self], key: "detail",
///   build: { .detail(try $0.value("id")) },
///   values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
/// ```
public struct LinkKey: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The kind of route, usually its case name.
  public let name: String
  /// A number that narrows the kind further (0 when not needed).
  public let number: Int

  /// Creates a key.
  /// - Parameters:
  ///   - name: The kind of route, usually its case name.
  ///   - number: A number that narrows the kind further, such as a resource's index.
  public init(_ name: String, _ number: Int = 0) {
    self.name = name
    self.number = number
  }

  /// Creates a key from a name alone.
  /// - Parameter value: The name.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// `name` or `name#number`.
  public var description: String { number == 0 ? name : "\(name)#\(number)" }
}

/// Which links to ask when printing: the links filed under each key, and those without one.
struct LinkPrintIndex: Sendable {
  let keyed: [LinkKey: [Int]]
  let unkeyed: [Int]
  let count: Int

  init<Route>(routes: [LinkRoute<Route>], printKey: (@Sendable (Route) -> LinkKey?)?) {
    var keyed: [LinkKey: [Int]] = [:]
    var unkeyed: [Int] = []
    for (index, route) in routes.enumerated() {
      if printKey != nil, let key = route.printKey {
        keyed[key, default: []].append(index)
      } else {
        unkeyed.append(index)
      }
    }
    self.keyed = keyed
    self.unkeyed = unkeyed
    self.count = routes.count
  }

  /// The links that may print any of `routes`, in declaration order: every link when a route
  /// has no key.
  ///
  /// - Complexity: O(k) in the number of links returned.
  func candidates<Route>(for routes: [Route], print key: (@Sendable (Route) -> LinkKey?)?)
    -> [Int]
  {
    guard let key else { return Array(0..<count) }
    var lists: [[Int]] = [unkeyed]
    for route in routes {
      guard let routeKey = key(route) else { return Array(0..<count) }
      if let links = keyed[routeKey] { lists.append(links) }
    }
    if lists.count == 1 { return unkeyed }
    var merged = Array(Set(lists.joined()))
    merged.sort()
    return merged
  }
}
