/// Where a linked screen lives: its tab, the screens behind it, and whether it is pushed or
/// presented.
///
/// ```swift
/// // myapp://c/detail/42 → tab c, One › Two behind it, Detail(42) pushed on top
/// let detail = LinkPlacement<Screen>(tab: AppTab.search, parents: { _ in [.one, .two] })
/// // myapp://compose → a sheet over whatever tab is selected
/// let compose = LinkPlacement<Screen>(presentation: .sheet(detents: [.medium]))
/// // myapp://c → tab c at its root
/// let tab = LinkPlacement<Screen>(tab: AppTab.search, asRoot: true)
/// // mail://inbox/7 → a split view: the inbox in the content column, message 7 in the detail
/// let message = LinkPlacement<Screen>(parents: { _ in [.mailbox("inbox")] }, column: .detail)
/// // myapp://compose/attachments → a sheet holding Compose › Attachments
/// let attachments = LinkPlacement<Screen>(
///   parents: { _ in [.compose] }, presentation: .sheet(), parentsInLayer: 1)
/// ```
///
/// With ``parentsInLayer`` (a link into a presented stack), the last parents go inside the
/// layer: the first of them is the layer's root, the others and the target are pushed in it,
/// and the parents before them stay under the layer, as for any presented link.
///
/// In a split view (``column`` set) the parents are the screens behind the target in the
/// compact reading, after the sidebar: the first ones become the roots of the columns before
/// ``column``, one each; the next one, if any, the root of ``column``, with the rest pushed
/// on it and the target on top; with no parent left, the target is the column's root.
///
/// **In a running app** a link lands by the policy the app opens it with (``LinkPolicy``, by
/// default ``LinkPolicy/keepOtherTabs``), unless its placement names its own with
/// ``whenRunning``: a compose link presents over whatever is shown, columns untouched, while
/// the mailbox links of the same table select in the columns. A cold launch always builds the
/// link's whole state from the navigator's ``Navigator/linkBase``.
///
/// ```swift
/// // mail://compose → a sheet over what is shown, whatever the app's policy
/// let composeHere = LinkPlacement<Screen>(presentation: .sheet(), whenRunning: .pushOnCurrentStack)
/// ```
public struct LinkPlacement<Route>: Sendable {
  /// The tab to select, or `nil` for the selected one.
  public var tab: TabID?
  /// The screens pushed behind the target (above the tab's root), bottom to top; the last
  /// ``parentsInLayer`` of them are inside the presented layer.
  public var parents: @Sendable (Route) -> [Route]
  /// How the target is presented, or `nil` to push it.
  public var presentation: Presentation?
  /// When `true`, the target becomes the root of its tab's (or the base) stack, with nothing
  /// pushed above it: a link to a tab.
  public var asRoot: Bool
  /// The split view's column the target goes in, or `nil` outside a split view.
  public var column: SplitColumn?
  /// How the link lands in a running app, overriding the policy it is opened with; `nil`
  /// (the default) takes that policy. Not used by a cold launch, nor when the app opens with
  /// ``LinkPolicy/resetOtherTabs``.
  public var whenRunning: LinkPolicy?
  /// How many of the last ``parents`` are inside the presented layer, its root first, with the
  /// target pushed above them; `0` (the default) presents the target itself as the layer's
  /// root. More than `0` needs a ``presentation`` and no ``asRoot`` (building the table refuses
  /// it otherwise); a link whose parents are fewer is refused when it opens.
  public var parentsInLayer: Int = 0

  /// Creates a placement.
  /// - Parameters:
  ///   - tab: The tab to select (default: the selected one).
  ///   - parents: The back stack behind the target (default: none).
  ///   - presentation: How to present the target (default: pushed).
  ///   - asRoot: Whether the target becomes its stack's root (default: `false`).
  ///   - column: The split view's column the target goes in (default: none).
  ///   - whenRunning: How the link lands in a running app (default: the policy it is opened
  ///     with).
  public init(
    tab: TabID? = nil, parents: @escaping @Sendable (Route) -> [Route] = { _ in [] },
    presentation: Presentation? = nil, asRoot: Bool = false, column: SplitColumn? = nil,
    whenRunning: LinkPolicy? = nil
  ) {
    self.whenRunning = whenRunning
    self.tab = tab
    self.parents = parents
    self.presentation = presentation
    self.asRoot = asRoot
    self.column = column
  }

  /// Creates a placement in one of the app's typed tabs.
  ///
  /// ```swift
  /// let detail = LinkPlacement<Screen>(tab: AppTab.search, parents: { _ in [.list] })
  /// ```
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - parents: The back stack behind the target (default: none).
  ///   - presentation: How to present the target (default: pushed).
  ///   - asRoot: Whether the target becomes its stack's root (default: `false`).
  ///   - column: The split view's column the target goes in (default: none).
  ///   - whenRunning: How the link lands in a running app (default: the policy it is opened
  ///     with).
  public init(
    tab: some NavigationTab, parents: @escaping @Sendable (Route) -> [Route] = { _ in [] },
    presentation: Presentation? = nil, asRoot: Bool = false, column: SplitColumn? = nil,
    whenRunning: LinkPolicy? = nil
  ) {
    self.init(
      tab: TabID(tab), parents: parents, presentation: presentation, asRoot: asRoot,
      column: column, whenRunning: whenRunning)
  }

  /// Creates a placement that opens a stack inside a presented layer: a cart sheet with
  /// checkout pushed in it, over the shop's stack.
  ///
  /// ```swift
  /// // myapp://cart/checkout → tab a: Home › One; a sheet holding List › Checkout
  /// let checkout = LinkPlacement<Screen>(
  ///   tab: "a", parents: { _ in [.one, .list] }, presentation: .sheet(), parentsInLayer: 1)
  /// ```
  /// - Parameters:
  ///   - tab: The tab to select (default: the selected one).
  ///   - parents: The screens behind the target, bottom to top: first those under the layer,
  ///     then the `parentsInLayer` inside it (default: none, for a stack link, whose stack
  ///     gives them).
  ///   - presentation: How the layer is presented.
  ///   - parentsInLayer: How many of the last parents are in the layer (its root first); `0`
  ///     presents the target itself as the layer's root.
  ///   - column: The split view's column the parents under the layer go in (default: none).
  ///   - whenRunning: How the link lands in a running app (default: the policy it is opened
  ///     with).
  public init(
    tab: TabID? = nil, parents: @escaping @Sendable (Route) -> [Route] = { _ in [] },
    presentation: Presentation, parentsInLayer: Int, column: SplitColumn? = nil,
    whenRunning: LinkPolicy? = nil
  ) {
    self.init(
      tab: tab, parents: parents, presentation: presentation, column: column,
      whenRunning: whenRunning)
    self.parentsInLayer = parentsInLayer
  }

  /// Creates a placement in one of the app's typed tabs that opens a stack inside a presented
  /// layer.
  ///
  /// ```swift
  /// let checkout = LinkPlacement<Screen>(
  ///   tab: AppTab.search, parents: { _ in [.list] }, presentation: .sheet(), parentsInLayer: 1)
  /// ```
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - parents: The screens behind the target, bottom to top: first those under the layer,
  ///     then the `parentsInLayer` inside it (default: none, for a stack link, whose stack
  ///     gives them).
  ///   - presentation: How the layer is presented.
  ///   - parentsInLayer: How many of the last parents are in the layer (its root first).
  ///   - column: The split view's column the parents under the layer go in (default: none).
  ///   - whenRunning: How the link lands in a running app (default: the policy it is opened
  ///     with).
  public init(
    tab: some NavigationTab, parents: @escaping @Sendable (Route) -> [Route] = { _ in [] },
    presentation: Presentation, parentsInLayer: Int, column: SplitColumn? = nil,
    whenRunning: LinkPolicy? = nil
  ) {
    self.init(
      tab: TabID(tab), parents: parents, presentation: presentation,
      parentsInLayer: parentsInLayer, column: column, whenRunning: whenRunning)
  }
}
