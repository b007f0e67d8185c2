/// An immutable, compiled table of an app's links: resolves a URL to a typed route (and to a
/// whole navigation state), prints a route back to a URL, and lists its universal links.
///
/// Matching walks a segment trie, so it costs O(path length) whatever the number of routes.
/// At each segment a literal wins over a typed parameter, a typed parameter over an untyped
/// one, and those over a catch-all; the choice is final (as in Vapor's RoutingKit), except that
/// a dead end falls back to the last catch-all passed.
///
/// ```swift
/// let table = try builder.build()
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
  /// The key of a route, naming the links that can print it.
  @usableFromInline let printKey: (@Sendable (Route) -> LinkKey?)?
  /// What only printing reads, made the first time something is printed.
  @usableFromInline let printing: LinkPrintCache
  @usableFromInline let trie: LinkTrie

  /// The table of a builder's routes (specialised in the app, so that copying the routes'
  /// closures costs no generic dispatch).
  @inlinable
  init(builder: LinkTableBuilder<Route>, patterns: [LinkPattern], trie: LinkTrieDraft) {
    self.routes = builder.routes
    self.builders = builder.routes.map { $0.build }
    self.stackBuilders = builder.routes.map { $0.stack }
    self.printKey = builder.printKey
    self.printing = LinkPrintCache()
    self.trie = LinkTrie(
      trie, names: builder.names, types: trie.types, patterns: patterns, schemes: builder.schemes,
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

  /// The tabs some link selects, so that printing a state stops at the first link that opens
  /// in whichever tab is selected when no link names the state's tab.
  var linkedTabs: Set<TabID> { printed.tabs }

  /// The links filed by the key of the routes they print, and the tabs links select: made
  /// once, the first time the table prints.
  private var printed: LinkPrintCache.Contents {
    printing.contents {
      LinkPrintCache.Contents(
        index: LinkPrintIndex(routes: routes, printKey: printKey),
        tabs: Set(routes.compactMap(\.placement.tab)))
    }
  }

  /// The links that may print any of `routes`, in declaration order.
  func printCandidates(for routes: [Route]) -> [Int] {
    printed.index.candidates(for: routes, print: printKey)
  }

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
