/// Which links to ask when printing: the links filed under each key, and those without one.
struct LinkPrintIndex: Sendable {
  let keyed: [String: [Int]]
  let unkeyed: [Int]
  let count: Int

  init<Route>(routes: [LinkRoute<Route>], printKey: (@Sendable (Route) -> String?)?) {
    var keyed: [String: [Int]] = [:]
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
  func candidates<Route>(for routes: [Route], print key: (@Sendable (Route) -> String?)?)
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
