/// The link table's matching and printing, for this repository's benchmarks, profiler and
/// fuzzers: they live in packages of their own, which cannot see `package` declarations. Not
/// API: it is reached with `@_spi(Benchmarks) import Wayfinder`, and it is neither documented
/// nor counted in the public surface.
@_spi(Benchmarks)
public enum LinkBenchmark {
  /// Resolves a link to a route (the `link resolve …` benchmarks).
  /// - Parameters:
  ///   - table: The table.
  ///   - link: The link text.
  /// - Returns: The route, or why the link was refused.
  @inlinable
  public static func route<Route>(_ table: LinkTable<Route>, _ link: String) -> Result<
    Route, LinkError
  > {
    table.match(link).map(\.route)
  }

  /// The state a link leads to from `base`, as on a cold start.
  /// - Parameters:
  ///   - table: The table.
  ///   - link: The link text.
  ///   - base: The app's starting state.
  /// - Returns: The target state.
  /// - Throws: ``LinkError``.
  @inlinable
  public static func target<Route: Equatable>(
    _ table: LinkTable<Route>, _ link: String, base: NavigationState<Route>
  ) throws(LinkError) -> NavigationState<Route> {
    try table.target(for: link, base: base)
  }

  /// The state a link leads to on a running app that keeps its other tabs.
  /// - Parameters:
  ///   - table: The table.
  ///   - link: The link text.
  ///   - current: The state shown.
  /// - Returns: The target state.
  /// - Throws: ``LinkError``.
  public static func target<Route: Equatable>(
    _ table: LinkTable<Route>, _ link: String, keepingOtherTabsOf current: NavigationState<Route>
  ) throws(LinkError) -> NavigationState<Route> {
    try table.target(for: link, keepingOtherTabsOf: current)
  }

  /// The link that prints a route.
  /// - Parameters:
  ///   - table: The table.
  ///   - route: The route.
  /// - Returns: The link text, or `nil`.
  public static func url<Route>(_ table: LinkTable<Route>, for route: Route) -> String? {
    table.url(for: route)
  }

  /// The link that prints a state (the `print state to url …` benchmarks).
  /// - Parameters:
  ///   - table: The table.
  ///   - state: The state.
  /// - Returns: The link text, or `nil`.
  public static func url<Route: Equatable>(
    _ table: LinkTable<Route>, for state: NavigationState<Route>
  ) -> String? {
    table.url(for: state)
  }

  /// The link that prints a state, and whether it brings the whole state back.
  /// - Parameters:
  ///   - table: The table.
  ///   - state: The state.
  /// - Returns: The link text and whether nothing was omitted, or `nil`.
  public static func link<Route: Equatable>(
    _ table: LinkTable<Route>, for state: NavigationState<Route>
  ) -> (url: String, isComplete: Bool)? {
    table.link(for: state).map { ($0.url.absoluteString, $0.isComplete) }
  }

  /// The number of links a table declares, without making their patterns' texts (the launch
  /// benchmarks count links so that the table is not optimised away).
  /// - Parameter table: The table.
  /// - Returns: The number of declared links.
  public static func count<Route>(_ table: LinkTable<Route>) -> Int {
    table.count
  }

  /// Whether links refuse a scalar by default (control, bidirectional formatting, invisible).
  /// - Parameter scalar: The scalar.
  /// - Returns: Whether it is refused.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    LinkParameters.isUnsafe(scalar)
  }
}
