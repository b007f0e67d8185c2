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
/// ```
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
  /// The screens pushed behind the target (above the tab's root), bottom to top.
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
}
