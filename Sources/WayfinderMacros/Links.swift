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
/// table can mix them with hand-written ones), `linkTable(schemes:hosts:)`, and
/// `compiledLinkTable(schemes:hosts:)`, the same table made from the patterns as the macro
/// parsed them at compile time: it parses nothing at launch and does not throw. (When the macro
/// cannot prove that the builder accepts every link — a `{tab}` family, a `%` in a pattern, two
/// of the app's own parameter types at one position — it builds the table as
/// `linkTable(schemes:hosts:)` does, and an error it throws is given by every link the table
/// opens.) Each case is
/// its own print key (the builder's own key still names the routes of cases without a link). A
/// path parameter (`:id`) is an associated value of the same label; a query parameter
/// (`/search?q&page`) an optional one (a value that is not optional makes the query item
/// required). Values are printed with `linkText(_:)`, as links read them back. A parent
/// pattern (`parents:`) names another case's link, which the case's own values fill.
///
/// For an enum that declares `Codable` and leaves its conformance to the compiler, the macro
/// also writes `_CompactRoute`: `StateRestorer` then reads its routes from the saved bytes
/// directly, as the synthesised `init(from:)` reads them, without `Decoder`'s containers
/// (several times faster at launch). The saved bytes do not change, and a route the reader does
/// not take is read with `init(from:)`. The macro sees only the enum's own declaration: an enum
/// that decodes itself must write its `init(from:)` (or its `CodingKeys`) there, not in an
/// extension, so that the macro leaves its routes to it.
/// - Parameters:
///   - requireAll: Whether every case must have a `@Link` or a `@NoLink` (default: `false`).
///   - validated: Whether each case a link builds goes through the enum's
///     ``LinkValidating/validateLink(_:)`` (default: `false`).
@attached(
  extension, conformances: LinkValidating, _CompactRoute, names: named(addLinks(to:)),
  named(linkTable(schemes:hosts:)), named(compiledLinkTable(schemes:hosts:)), named(linkKey),
  named(linkDeclarations), named(compiledLinkRoute), named(compiledLinkValues),
  named(compiledLinkPlacement),
  named(compactCases), named(_restore(from:)))
public macro Links(requireAll: Bool = false, validated: Bool = false) =
  #externalMacro(module: "WayfinderMacrosPlugin", type: "LinksMacro")

/// A route enum whose links check the screens they build: with `@Links(validated: true)`,
/// every case a link builds from its parameters goes through ``validateLink(_:)``, which
/// refuses a value no screen can show — the linked case, and the parents a link builds from
/// its own parameters (`/mail/:box/:id` under `/mail/:box`). A parent made from the linked
/// case's values is not checked again, nor is a case without values. The macro adds the
/// conformance; the enum writes the check.
///
/// ```swift
/// @Links(validated: true)
/// enum Mail: Hashable, Sendable {
///   @Link("/mail/:box", column: .content)
///   case mailbox(String)
///   @Link("/mail/:box/:id", column: .detail, parents: ["/mail/:box"])
///   case message(Int)
///
///   static func validateLink(_ route: Mail) throws(LinkError) {
///     if case .message(let id) = route, id < 1 {
///       throw .invalidParameter(name: "id", value: "\(id)", expected: "1 or more")
///     }
///   }
/// }
/// ```
///
/// A value without a label takes the pattern's parameter at its position (`mailbox(String)`
/// takes `:box`). A parameter that only a parent carries (`:box` of `message(Int)`) builds the
/// parent: such a link opens the whole stack, and prints the parameter back from the parent.
public protocol LinkValidating {
  /// Refuses a route a link built, with the error the link's opening reports.
  /// - Parameter route: The route, made from the link's parameters.
  /// - Throws: A `LinkError`, such as `LinkError.invalidParameter(name:value:expected:)`.
  static func validateLink(_ route: Self) throws(LinkError)
}

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
///   - parents: The patterns of the screens under it, from the bottom: pushed on the stack
///     above its root (with `presentation:`, under the sheet, not inside it). The case's own
///     values fill theirs, and a parameter of the pattern that only a parent carries fills it.
///     A parent whose own link presents opens the case inside that layer: the parent is the
///     layer's root, the parents after it and the case are pushed in it, presented as the
///     parent's link presents and, when this link names no tab, in the parent's tab
///     (`@Link("/cart/checkout", parents: ["/cart"])` under `@Link("/cart", presentation: .sheet())`).
@attached(peer)
public macro Link<Tab: NavigationTab>(
  _ pattern: String, tab: Tab, presentation: Presentation? = nil, column: SplitColumn? = nil,
  asRoot: Bool = false, parents: [String] = []
) = #externalMacro(module: "WayfinderMacrosPlugin", type: "LinkMacro")

/// Declares a family of links inside an `@Links` enum, one in each of `tabs`: the pattern
/// has the tab's name where it says `{tab}`.
///
/// ```swift
/// enum AppTab: String, NavigationTab { case home, search }
///
/// @Links
/// enum Screen: Hashable, Sendable {
///   @Link("/{tab}", inEachTab: [AppTab.home, .search], asRoot: true)
///   case root
///   @Link("/{tab}/detail/:id", inEachTab: [AppTab.home, .search])
///   case detail(id: Int)
///   @Link("/{tab}/detail/:id/edit", inEachTab: [AppTab.home, .search], parents: ["/{tab}/detail/:id"])
///   case edit(id: Int)
/// }
/// // myapp://search/detail/4/edit → the search tab: its root › Detail(4) › Edit(4)
/// ```
/// - Parameters:
///   - pattern: The link's pattern, with a `{tab}` segment.
///   - tabs: The tabs, one link in each.
///   - presentation: A presentation to open it in.
///   - column: The split view column it opens in.
///   - asRoot: Whether the case is the root of its tab.
///   - parents: The patterns of the screens pushed under it, from the bottom, above the tab's
///     root (`{tab}` stands for the same tab).
@attached(peer)
public macro Link<Tab: NavigationTab>(
  _ pattern: String, inEachTab tabs: [Tab], presentation: Presentation? = nil,
  column: SplitColumn? = nil, asRoot: Bool = false, parents: [String] = []
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
