public import Foundation

extension LinkTable {
  /// A link that opens `route`, printed with the table alone: no ``Navigator``, no main
  /// actor. A widget, a notification service or an App Intent builds the app's links with the
  /// app's table, as the app prints them.
  ///
  /// ```swift
  /// var shop = LinkTableBuilder<Screen>(schemes: ["myapp"], hosts: ["example.com"])
  /// try shop.add("/items/:id", types: ["id": Int.self],
  ///   build: { .detail(try $0.value("id")) },
  ///   values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
  /// let table = try shop.build()
  /// let link: URL? = table.url(for: .detail(42))  // myapp://items/42
  /// let web: URL? = table.url(for: .detail(42), universal: true)  // https://example.com/items/42
  /// ```
  /// - Parameters:
  ///   - route: The route.
  ///   - universal: `true` for a universal link on the first host, `false` (default) for the
  ///     first custom scheme.
  /// - Returns: The link, or `nil` when no link prints this route, the table has no scheme
  ///   (or host) to print with, or the link would be longer (or have more segments) than the
  ///   table accepts, so it could not be opened.
  /// - Complexity: O(number of links), or O(links with the route's key) with a
  ///   ``LinkTableBuilder/printKey``.
  @_disfavoredOverload
  public func url(for route: Route, universal: Bool = false) -> URL? {
    (url(for: route, universal: universal) as String?).flatMap { URL(string: $0) }
  }
}

extension LinkTable where Route: Equatable {
  /// A link to what `state` shows — the selected tab, its back stack and the top layer with
  /// the stack pushed in it — as far as the table can express them, printed with the table
  /// alone: no ``Navigator``, no main actor. ``link(for:universal:)`` also says what the link
  /// leaves out.
  ///
  /// ```swift
  /// var shop = LinkTableBuilder<Screen>(schemes: ["myapp"])
  /// try shop.add("/cart", route: .list, placement: LinkPlacement(presentation: .sheet()))
  /// try shop.add(
  ///   "/cart/checkout", route: .checkout,
  ///   placement: LinkPlacement(
  ///     parents: { _ in [.list] }, presentation: .sheet(), parentsInLayer: 1))
  /// let table = try shop.build()
  /// var state = NavigationState(root: Screen.home)
  /// try state.present(stack: [.list, .checkout], as: .sheet())
  /// let link: URL? = table.url(for: state)  // myapp://cart/checkout
  /// ```
  /// - Parameters:
  ///   - state: The state.
  ///   - universal: `true` for a universal link on the first host, `false` (default) for the
  ///     first custom scheme.
  /// - Returns: The link, or `nil` when not even the screen on top is linkable.
  /// - Complexity: O(links × depth), as ``link(for:universal:)``.
  @_disfavoredOverload
  public func url(for state: NavigationState<Route>, universal: Bool = false) -> URL? {
    link(for: state, universal: universal)?.url
  }
}
