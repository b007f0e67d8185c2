public import Wayfinder

/// Writes an enum's link table from the `@Link` on its cases: each case's pattern, opened into
/// the case and printed back from it, with its placement. The two directions come from one
/// declaration, and the compiler checks them: a pattern parameter that names no associated
/// value, an associated value no link can carry, two cases with one pattern and, with
/// `requireAll`, a case with no link are errors, with a fix where one is certain.
///
/// ```swift
/// import WayfinderMacros
///
/// enum AppTab: String, NavigationTab { case shop, cart }
///
/// @Links
/// enum Shop: Hashable, Sendable {
///   @Link("/shop", tab: AppTab.shop, asRoot: true)
///   case home
///   @Link("/shop/search/:query", tab: AppTab.shop)
///   case results(query: String)
///   @Link("/shop/search/:query/item/:id", tab: AppTab.shop, parents: ["/shop/search/:query"])
///   case item(query: String, id: Int)
///   @Link("/cart", tab: AppTab.cart, presentation: .sheet())
///   case cart
/// }
///
/// let links = try Shop.linkTable(schemes: ["shop"])
/// ```
///
/// The macro adds `addLinks(to:)`, which declares the links on a `LinkTableBuilder` (so a
/// table can mix them with hand-written ones), and `linkTable(schemes:hosts:)`. Each case is
/// its own print key. A path parameter (`:id`) is an associated value of the same label; a
/// query parameter (`/search?q&page`) an optional one. A parent pattern (`parents:`) names
/// another case's link, which the case's own values fill.
/// - Parameter requireAll: Whether every case must have a `@Link` or a `@NoLink` (default:
///   `false`).
@attached(extension, names: named(addLinks(to:)), named(linkTable(schemes:hosts:)))
public macro Links(requireAll: Bool = false) =
  #externalMacro(module: "WayfinderMacrosPlugin", type: "LinksMacro")

/// Declares a case's link inside an `@Links` enum: its pattern and where it opens.
///
/// ```swift
/// enum MailTab: String, NavigationTab { case mail, settings }
///
/// @Links
/// enum Mail: Hashable, Sendable {
///   @Link("/mail/:box", tab: MailTab.mail, column: .content)
///   case mailbox(box: String)
///   @Link("/mail/:box/:id", tab: MailTab.mail, column: .detail, parents: ["/mail/:box"])
///   case message(box: String, id: Int)
/// }
/// ```
/// - Parameters:
///   - pattern: The link's pattern: literal segments, `:name` path parameters, and `?name&…`
///     query parameters, each named after an associated value of the case.
///   - tab: The tab the link opens in.
///   - presentation: A presentation to open it in (a sheet, a cover).
///   - column: The split view column it opens in.
///   - asRoot: Whether the case is the root of its stack (the tab's root).
///   - parents: The patterns of the screens under it, from the bottom; the case's own values
///     fill theirs.
@attached(peer)
public macro Link<Tab: NavigationTab>(
  _ pattern: String, tab: Tab, presentation: Presentation? = nil, column: SplitColumn? = nil,
  asRoot: Bool = false, parents: [String] = []
) = #externalMacro(module: "WayfinderMacrosPlugin", type: "LinkMacro")

/// Declares a case's link inside an `@Links` enum, in no particular tab.
///
/// ```swift
/// @Links
/// enum Screen: Hashable, Sendable {
///   @Link("/settings", presentation: .sheet())
///   case settings
/// }
/// ```
/// - Parameters:
///   - pattern: The link's pattern (see `Link(_:tab:presentation:column:asRoot:parents:)`).
///   - presentation: A presentation to open it in.
///   - column: The split view column it opens in.
///   - asRoot: Whether the case is the root of its stack.
///   - parents: The patterns of the screens under it, from the bottom.
@attached(peer)
public macro Link(
  _ pattern: String, presentation: Presentation? = nil, column: SplitColumn? = nil,
  asRoot: Bool = false, parents: [String] = []
) = #externalMacro(module: "WayfinderMacrosPlugin", type: "LinkMacro")

/// Marks a case that has no link, in an `@Links(requireAll: true)` enum.
///
/// ```swift
/// @Links(requireAll: true)
/// enum Screen: Hashable, Sendable {
///   @Link("/home", asRoot: true)
///   case home
///   @NoLink
///   case signIn
/// }
/// ```
@attached(peer)
public macro NoLink() = #externalMacro(module: "WayfinderMacrosPlugin", type: "LinkMacro")
