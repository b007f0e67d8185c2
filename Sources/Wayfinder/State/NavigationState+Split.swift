extension NavigationState {
  /// Creates a state with a two-column split view: a sidebar and a detail.
  ///
  /// ```swift
  /// enum Notes: Hashable { case folders, note(Int) }
  /// let state = NavigationState(sidebar: Notes.folders, detail: .note(1))
  /// ```
  /// - Parameters:
  ///   - sidebar: The sidebar's screen.
  ///   - detail: The detail's first screen, or `nil` to show the app's placeholder.
  ///   - visibility: The columns shown in a regular width.
  public init(sidebar: Route, detail: Route? = nil, visibility: SplitVisibility = .automatic) {
    var counter: UInt64 = 1
    let split = SplitColumns(
      sidebar: Self.makeStack(root: sidebar, pushed: [], counter: &counter),
      detail: detail.map { Self.makeStack(root: $0, pushed: [], counter: &counter) },
      hasContentColumn: false, visibility: visibility)
    self.init(storage: Storage(base: .split(split), layers: [], alert: nil, nextID: counter))
  }

  /// Creates a state with a three-column split view: a sidebar, a content list and a detail.
  ///
  /// ```swift
  /// enum Mail: Hashable { case mailboxes, mailbox(String), message(Int) }
  /// let state = NavigationState(sidebar: Mail.mailboxes, content: .mailbox("inbox"))
  /// ```
  ///
  /// A detail without a content screen is a programmer error, stopped at once with a message
  /// that names it (as ``init(tabs:selection:)-(_,TabID)`` stops a tab given twice); restored data goes
  /// through ``StateRestorer``, which throws a typed error.
  /// - Parameters:
  ///   - sidebar: The sidebar's screen.
  ///   - content: The content column's first screen (the sidebar's selection), or `nil`.
  ///   - detail: The detail's first screen (the content's selection), or `nil`; only with a
  ///     `content` screen.
  ///   - visibility: The columns shown in a regular width.
  public init(
    sidebar: Route, content: Route?, detail: Route? = nil,
    visibility: SplitVisibility = .automatic
  ) {
    precondition(
      content != nil || detail == nil,
      "NavigationState(sidebar:content:detail:): \(InvariantViolation.columnWithoutPrevious(.detail)); give a content screen too"
    )
    var counter: UInt64 = 1
    let split = SplitColumns(
      sidebar: Self.makeStack(root: sidebar, pushed: [], counter: &counter),
      content: content.map { Self.makeStack(root: $0, pushed: [], counter: &counter) },
      detail: detail.map { Self.makeStack(root: $0, pushed: [], counter: &counter) },
      hasContentColumn: true, visibility: visibility)
    self.init(storage: Storage(base: .split(split), layers: [], alert: nil, nextID: counter))
  }

  /// The split view, or `nil` when the base is a stack or tabs.
  ///
  /// ```swift
  /// print(state.split?.selection(in: .sidebar) as Any)
  /// ```
  @inlinable
  public var split: SplitColumns<Route>? {
    if case .split(let split) = base { return split }
    return nil
  }
}
