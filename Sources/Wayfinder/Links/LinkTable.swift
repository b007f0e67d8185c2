/// An immutable, compiled table of an app's links: resolves a URL to a typed route (and to a
/// whole navigation state), prints a route back to a URL, and lists its universal links.
///
/// Matching walks a segment trie, so it costs O(path length) whatever the number of routes.
/// At each segment a literal wins over a typed parameter, a typed parameter over an untyped
/// one, and those over a catch-all; the choice is final (as in Vapor's RoutingKit), except that
/// a dead end falls back to the last catch-all passed.
///
/// ```swift
/// let table = try links.build()
/// let match = try table.match("myapp://c/detail/42").get()
/// print(match.route)                      // detail(42)
/// print(table.url(for: .detail(42))!)     // "myapp://c/detail/42"
/// ```
public struct LinkTable<Route>: Sendable {
  @usableFromInline let routes: [LinkRoute<Route>]
  /// The routes' builders, apart so that matching reads one closure, not a whole route.
  @usableFromInline let builders: [@Sendable (LinkParameters) throws -> Route]
  /// For stack links, the builder of the whole stack, by route index.
  @usableFromInline let stackBuilders: [(@Sendable (LinkParameters) throws -> [Route])?]
  /// The tabs some link selects, so that printing a state stops at the first link that opens
  /// in whichever tab is selected when no link names the state's tab.
  let linkedTabs: Set<TabID>
  /// The key of a route, naming the links that can print it.
  let printKey: (@Sendable (Route) -> LinkKey?)?
  /// The links filed by the key of the routes they print.
  let printIndex: LinkPrintIndex
  @usableFromInline let trie: LinkTrie

  init(builder: LinkTableBuilder<Route>, trie: MutableTrie, types: [LinkParameterType]) {
    self.routes = builder.routes
    self.builders = builder.routes.map(\.build)
    self.stackBuilders = builder.routes.map(\.stack)
    self.linkedTabs = Set(builder.routes.compactMap(\.placement.tab))
    self.printKey = builder.printKey
    self.printIndex = LinkPrintIndex(routes: builder.routes, printKey: builder.printKey)
    self.trie = LinkTrie(
      trie, types: types, patterns: builder.routes.map(\.pattern), schemes: builder.schemes,
      hosts: builder.hosts, universalSchemes: builder.universalSchemes,
      maximumLength: builder.maximumLength, maximumSegments: builder.maximumSegments)
  }

  /// The longest link accepted, in bytes.
  public var maximumLength: Int { trie.maximumLength }
  /// The most path segments accepted.
  public var maximumSegments: Int { trie.maximumSegments }
  /// The custom schemes accepted, lowercased; the first is used when printing.
  public var customSchemes: [String] { trie.schemes.names }
  /// The universal-link hosts accepted, lowercased; the first is used when printing.
  public var universalHosts: [String] { trie.hosts.names }

  /// The number of declared links.
  public var count: Int { routes.count }

  /// The declared patterns, in declaration order.
  public var patterns: [String] { routes.map(\.pattern.text) }
}

/// A resolved link: the route, the pattern that matched, and the parameters it carried.
///
/// ```swift
/// let match = try table.match("https://example.com/items/42").get()
/// print(match.pattern, match.parameters["id"] ?? "")  // "/items/:id 42"
/// ```
public struct LinkMatch<Route> {
  /// The route the link opens.
  public let route: Route
  /// The parameters the link carried.
  public let parameters: LinkParameters
  /// The screens behind the route that a stack link built, bottom to top; `nil` for a link
  /// whose placement gives them.
  public let parents: [Route]?

  @usableFromInline
  init(route: Route, parameters: LinkParameters, parents: [Route]? = nil) {
    self.route = route
    self.parameters = parameters
    self.parents = parents
  }

  /// The pattern that matched, as declared.
  public var pattern: String { parameters.pattern }
  /// The index of the matched link, in declaration order.
  @usableFromInline var routeIndex: Int { parameters.routeIndex }
}

extension LinkMatch: Sendable where Route: Sendable {}
