/// An immutable, compiled table of an app's links, given once to the app's ``Navigator``,
/// which opens URLs with it (``Navigator/open(_:policy:)``) and prints them
/// (``Navigator/url(for:universal:)``, ``Navigator/link(for:universal:)``).
///
/// Matching walks a segment trie, so it costs O(path length) whatever the number of routes.
/// At each segment a literal wins over a typed parameter, a typed parameter over an untyped
/// one, and those over a catch-all; the choice is final (as in Vapor's RoutingKit), except that
/// a dead end falls back to the last catch-all passed.
///
/// ```swift
/// let navigator = Navigator(.start, links: try builder.build())
/// try navigator.open(URL(string: "myapp://c/detail/42")!)
/// print(navigator.url(for: .detail(42))!)  // "myapp://c/detail/42"
/// ```
public struct LinkTable<Route>: Sendable {
  /// The links that make their routes with closures of their own, whole: every link of a
  /// builder's table, by index; for a table `@Links` compiled, the links it did not number,
  /// each found through ``linkNumbers``.
  @usableFromInline let builtRoutes: ChunkedArray<LinkRoute<Route>>
  /// For a table `@Links` compiled: the switches that make its numbered links' routes (as in
  /// ``compiled``, apart so that matching binds one reference, not the whole declarations).
  @usableFromInline let switches: LinkSwitches<Route>?
  /// For a table `@Links` compiled: each link's number in ``switches``, or −1 minus its index
  /// in ``builtRoutes`` (as in ``compiled``, apart for matching too).
  @usableFromInline let linkNumbers: [Int]
  /// For a table `@Links` compiled: its links' print keys and numbers, and the switches that
  /// make their placements.
  @usableFromInline let compiled: CompiledDeclarations<Route>?
  /// The key of a route, naming the links that can print it.
  @usableFromInline let printKey: (@Sendable (Route) -> String?)?
  /// What only printing reads, made the first time something is printed.
  @usableFromInline let printing: LinkPrintCache
  @usableFromInline let trie: LinkTrie

  /// The table of a builder's routes (specialised in the app, so that copying the routes'
  /// closures costs no generic dispatch), over its patterns' codes.
  @inlinable
  init(builder: LinkTableBuilder<Route>, trie: LinkTrieDraft, refusal: LinkError? = nil) {
    self.builtRoutes = builder.routes
    self.switches = nil
    self.linkNumbers = []
    self.compiled = nil
    self.printKey = builder.printKey
    // One cache for what printing makes: the print index and the patterns.
    let printing = LinkPrintCache()
    self.printing = printing
    self.trie = LinkTrie(
      trie, names: builder.names, declared: builder.declared, cache: printing,
      schemes: builder.schemes,
      hosts: builder.hosts, universalSchemes: builder.universalSchemes,
      maximumLength: builder.maximumLength, maximumSegments: builder.maximumSegments,
      refusal: refusal)
  }

  /// A table of links over a trie already made: the one `@Links` compiled, whose patterns
  /// `printing` keeps once they are made, and whose routes make themselves.
  @inlinable
  init(
    compiled: CompiledDeclarations<Route>, printKey: (@Sendable (Route) -> String?)?,
    printing: LinkPrintCache, trie: LinkTrie
  ) {
    self.builtRoutes = compiled.kept
    self.switches = compiled.switches
    self.linkNumbers = compiled.numbers
    self.compiled = compiled
    self.printKey = printKey
    self.printing = printing
    self.trie = trie
  }

  /// Link `index`, whole (for a table `@Links` compiled, made from its parts when asked).
  @inlinable
  func declaredLink(_ index: Int) -> LinkRoute<Route> {
    if let compiled { return compiled[index] }
    return builtRoutes[index]
  }

  /// Where link `index` puts its route.
  @inlinable
  func placement(_ index: Int) -> LinkPlacement<Route> {
    if let compiled { return compiled.placement(index) }
    return builtRoutes[index].placement
  }

  /// Every link, whole, in declaration order.
  var declaredRoutes: [LinkRoute<Route>] { compiled?.all ?? builtRoutes.elements }

  /// The longest link accepted, in bytes.
  package var maximumLength: Int { trie.maximumLength }
  /// The most path segments accepted.
  package var maximumSegments: Int { trie.maximumSegments }
  /// The custom schemes accepted, lowercased; the first is used when printing.
  package var customSchemes: [String] { trie.schemes.names }
  /// The universal-link hosts accepted, lowercased; the first is used when printing.
  package var universalHosts: [String] { trie.hosts.names }

  /// The number of declared links.
  package var count: Int { compiled?.count ?? builtRoutes.count }

  /// The tabs some link selects, so that printing a state stops at the first link that opens
  /// in whichever tab is selected when no link names the state's tab.
  var linkedTabs: Set<TabID> { printed.tabs }

  /// The links filed by the key of the routes they print, and the tabs links select: made
  /// once, the first time the table prints.
  private var printed: LinkPrintCache.Contents {
    printing.contents {
      let routes = declaredRoutes
      return LinkPrintCache.Contents(
        index: LinkPrintIndex(routes: routes, printKey: printKey),
        tabs: Set(routes.compactMap(\.placement.tab)))
    }
  }

  /// The links that may print any of `routes`, in declaration order.
  func printCandidates(for routes: [Route]) -> [Int] {
    printed.index.candidates(for: routes, print: printKey)
  }

  /// The declared patterns, in declaration order.
  ///
  /// ```swift
  /// print(try builder.build().patterns)  // ["/c/detail/:id", "/compose"]
  /// ```
  public var patterns: [String] { trie.patternTexts }

  /// The parsed pattern of link `index`, in declaration order.
  func linkPattern(_ index: Int) -> LinkPattern { trie.pattern(index) }
}

/// A resolved link: the route, the pattern that matched, and the parameters it carried.
@usableFromInline
package struct LinkMatch<Route> {
  /// The route the link opens.
  @usableFromInline package let route: Route
  /// The parameters the link carried.
  @usableFromInline package let parameters: LinkParameters
  /// The screens behind the route that a stack link built, bottom to top; `nil` for a link
  /// whose placement gives them.
  @usableFromInline package let parents: [Route]?

  @usableFromInline
  init(route: Route, parameters: LinkParameters, parents: [Route]? = nil) {
    self.route = route
    self.parameters = parameters
    self.parents = parents
  }

  /// The pattern that matched, as declared.
  @usableFromInline package var pattern: String { parameters.pattern }
  /// The index of the matched link, in declaration order.
  @usableFromInline var routeIndex: Int { parameters.routeIndex }
}

extension LinkMatch: Sendable where Route: Sendable {}
