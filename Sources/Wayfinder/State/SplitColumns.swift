/// A column of a split view: the sidebar, the content list (three columns only) and the detail.
///
/// ```swift
/// try state.show(.message(7), in: .detail)
/// let mailbox = state.stack(at: .column(.content))
/// ```
@nonexhaustive
public enum SplitColumn: String, Hashable, Sendable, Codable, CaseIterable {
  /// The leading column, the first screen of the split view.
  case sidebar
  /// The middle column of a three-column split view.
  case content
  /// The trailing column, where commands act by default.
  case detail
  /// The inspector beside the detail (SwiftUI's `.inspector`, UIKit's inspector column): a
  /// column of its own, shown or not (``NavigationState/show(_:in:)``,
  /// ``NavigationState/clear(_:)``), outside the chain of selections. Commands reach it only
  /// when they name it (`push(_:on: .column(.inspector))`); going back leaves it alone. In a
  /// compact width the hosts show it as a sheet over the one stack.
  case inspector
}

/// Which columns of a split view are shown side by side in a regular width, as SwiftUI's
/// `NavigationSplitViewVisibility` and UIKit's display modes say it.
///
/// ```swift
/// try state.setColumnVisibility(.detailOnly)  // a reading mode: the detail fills the window
/// ```
public enum SplitVisibility: String, Hashable, Sendable, Codable, CaseIterable {
  /// The platform decides from the window's size.
  case automatic
  /// Every column.
  case all
  /// The content and the detail (three columns), or the sidebar and the detail (two).
  case doubleColumn
  /// Only the detail.
  case detailOnly

  /// How many columns show side by side, for a host that sets a count (UIKit's display
  /// modes); `nil` for ``automatic``.
  ///
  /// ```swift
  /// SplitVisibility.doubleColumn.shownColumns(of: 3)  // 2
  /// ```
  /// - Parameter total: The split view's columns (2 or 3).
  /// - Returns: The count, or `nil`.
  package func shownColumns(of total: Int) -> Int? {
    switch self {
    case .automatic: nil
    case .all: total
    case .doubleColumn: min(2, total)
    case .detailOnly: 1
    }
  }

  /// The visibility a host reports when it shows `shown` of its `total` columns (the user
  /// showed or hid the sidebar).
  ///
  /// ```swift
  /// SplitVisibility(showing: 1, of: 3)  // .detailOnly
  /// ```
  /// - Parameters:
  ///   - shown: The columns shown side by side.
  ///   - total: The split view's columns.
  package init(showing shown: Int, of total: Int) {
    self = shown <= 1 ? .detailOnly : shown >= total ? .all : .doubleColumn
  }
}

/// A split view: a sidebar, an optional content column and a detail, each with its own stack.
///
/// The selection in a column is the root of the column after it: the sidebar's selection is
/// the content column's root (or, with two columns, the detail's), so the two can never
/// disagree. A column after the sidebar may show nothing (``subscript(_:)`` is `nil`); the
/// host then shows the app's placeholder. A column shows a screen only when every column
/// before it does.
///
/// In a compact width (a phone, a narrow window) the same value shows as one stack — sidebar,
/// then content, then detail — and going back from a column's root empties that column
/// (see ``NavigationState/goBack()``).
///
/// ```swift
/// enum Mail: Hashable { case mailboxes, mailbox(String), message(Int), attachment(Int) }
/// var state = NavigationState(sidebar: Mail.mailboxes, content: .mailbox("inbox"))
/// try state.show(.message(7), in: .detail)
/// try state.push(.attachment(1))           // pushed on the detail's stack
/// if case .split(let split) = state.base {
///   print(split.selection(in: .sidebar) ?? "none")   // mailbox("inbox")
///   print(split.detail?.routes ?? [])                // [message(7), attachment(1)]
/// }
/// ```
public struct SplitColumns<Route> {
  // The parts live in one copy-on-write box, so that a split view is one reference wide and a
  // base of any kind stays as small as a stack or a tab bar, which every command moves.
  @usableFromInline var _box: Box

  /// The box holding a split view's parts; shared between copies until one of them changes.
  @usableFromInline
  final class Box {
    @usableFromInline var sidebar: Stack<Route>
    @usableFromInline var content: Stack<Route>?
    @usableFromInline var detail: Stack<Route>?
    @usableFromInline var inspector: Stack<Route>?
    @usableFromInline let hasContentColumn: Bool
    @usableFromInline var visibility: SplitVisibility
    @usableFromInline var isCollapsed: Bool

    @inlinable
    init(
      sidebar: Stack<Route>, content: Stack<Route>?, detail: Stack<Route>?,
      inspector: Stack<Route>?, hasContentColumn: Bool, visibility: SplitVisibility,
      isCollapsed: Bool
    ) {
      self.sidebar = sidebar
      self.content = content
      self.detail = detail
      self.inspector = inspector
      self.hasContentColumn = hasContentColumn
      self.visibility = visibility
      self.isCollapsed = isCollapsed
    }

    @inlinable
    func copy() -> Box {
      Box(
        sidebar: sidebar, content: content, detail: detail, inspector: inspector,
        hasContentColumn: hasContentColumn, visibility: visibility, isCollapsed: isCollapsed)
    }
  }

  /// Gives this value a box of its own before a change.
  @inlinable
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&_box) { _box = _box.copy() }
  }

  @inlinable var _sidebar: Stack<Route> {
    get { _box.sidebar }
    set {
      makeUnique()
      _box.sidebar = newValue
    }
  }
  @inlinable var _content: Stack<Route>? {
    get { _box.content }
    set {
      makeUnique()
      _box.content = newValue
    }
  }
  @inlinable var _detail: Stack<Route>? {
    get { _box.detail }
    set {
      makeUnique()
      _box.detail = newValue
    }
  }
  @inlinable var _inspector: Stack<Route>? {
    get { _box.inspector }
    set {
      makeUnique()
      _box.inspector = newValue
    }
  }
  @inlinable var _visibility: SplitVisibility {
    get { _box.visibility }
    set {
      makeUnique()
      _box.visibility = newValue
    }
  }
  @inlinable var _isCollapsed: Bool {
    get { _box.isCollapsed }
    set {
      makeUnique()
      _box.isCollapsed = newValue
    }
  }

  /// Whether the split view has a content column between the sidebar and the detail.
  @inlinable package var hasContentColumn: Bool { _box.hasContentColumn }

  /// Creates a split view from stacks that already carry ids.
  ///
  /// Prefer ``NavigationState/init(sidebar:detail:visibility:)`` and
  /// ``NavigationState/init(sidebar:content:detail:visibility:)``, which issue the ids.
  /// - Parameters:
  ///   - sidebar: The sidebar's stack.
  ///   - content: The content column's stack; `nil` when it shows nothing or there is none.
  ///   - detail: The detail's stack, or `nil` when it shows nothing.
  ///   - inspector: The inspector's stack, or `nil` when it is closed.
  ///   - hasContentColumn: Whether there are three columns.
  ///   - visibility: The columns shown in a regular width.
  ///   - isCollapsed: Whether the host shows the columns as one stack now.
  @inlinable
  package init(
    sidebar: Stack<Route>, content: Stack<Route>? = nil, detail: Stack<Route>? = nil,
    inspector: Stack<Route>? = nil, hasContentColumn: Bool,
    visibility: SplitVisibility = .automatic, isCollapsed: Bool = false
  ) {
    _box = Box(
      sidebar: sidebar, content: content, detail: detail, inspector: inspector,
      hasContentColumn: hasContentColumn, visibility: visibility, isCollapsed: isCollapsed)
  }

  /// The sidebar's stack.
  @inlinable public var sidebar: Stack<Route> { _sidebar }
  /// The content column's stack, or `nil` when it shows nothing (always with two columns).
  @inlinable public var content: Stack<Route>? { _content }
  /// The detail's stack, or `nil` when it shows nothing.
  @inlinable public var detail: Stack<Route>? { _detail }
  /// The columns shown side by side in a regular width.
  @inlinable public var visibility: SplitVisibility { _visibility }
  /// Whether the host shows the columns as one stack now (a compact width). Reported by the
  /// host (``UserAction/collapsed(_:)``); live, never saved.
  @inlinable public var isCollapsed: Bool { _isCollapsed }

  /// The columns this split view has, leading to trailing; the inspector, which any split
  /// view can show beside them, is not listed.
  @inlinable
  public var columns: [SplitColumn] {
    hasContentColumn ? [.sidebar, .content, .detail] : [.sidebar, .detail]
  }

  /// The stack of a column, or `nil` when the column shows nothing or does not exist.
  /// - Parameter column: The column.
  @inlinable
  public subscript(column: SplitColumn) -> Stack<Route>? {
    switch column {
    case .sidebar: _sidebar
    case .content: _content
    case .detail: _detail
    case .inspector: _inspector
    }
  }

  /// The column after `column`, or `nil` after the detail (and for the inspector, which is
  /// outside the chain).
  /// - Parameter column: A column of this split view.
  @inlinable
  package func column(after column: SplitColumn) -> SplitColumn? {
    switch column {
    case .sidebar: hasContentColumn ? .content : .detail
    case .content: .detail
    case .detail, .inspector: nil
    }
  }

  /// The column before `column`, or `nil` before the sidebar.
  /// - Parameter column: A column of this split view.
  @inlinable
  package func column(before column: SplitColumn) -> SplitColumn? {
    switch column {
    case .sidebar, .inspector: nil
    case .content: .sidebar
    case .detail: hasContentColumn ? .content : .sidebar
    }
  }

  /// The trailing column that shows a screen: where commands act by default, and the top of
  /// the compact stack.
  @inlinable
  package var deepestColumn: SplitColumn {
    if _detail != nil { return .detail }
    if _content != nil { return .content }
    return .sidebar
  }

  /// What is selected in `column`: the root route of the column after it, or `nil` when that
  /// column shows nothing.
  ///
  /// ```swift
  /// if case .split(let split) = state.base {
  ///   print(split.selection(in: .sidebar) as Any)  // the row the sidebar highlights
  /// }
  /// ```
  /// - Parameter column: The column whose selection to read.
  @inlinable
  public func selection(in column: SplitColumn) -> Route? {
    guard let next = self.column(after: column) else { return nil }
    return self[next]?._root.route
  }

  /// Whether selecting `route` in `column` is a change a host reports: the column shows a
  /// screen, a column follows it, and `route` is not what it selects already (a list that
  /// writes its selection again is not the user's tap).
  /// - Parameters:
  ///   - route: The selection written (`nil`: none).
  ///   - column: The column whose list wrote it.
  package func changesSelection(to route: Route?, in column: SplitColumn) -> Bool
  where Route: Equatable {
    self[column] != nil && self.column(after: column) != nil && selection(in: column) != route
  }

  /// The columns that show a screen, leading to trailing, the inspector last when it is open.
  @inlinable
  package var shownColumns: [SplitColumn] {
    var shown = columns.filter { self[$0] != nil }
    if _inspector != nil { shown.append(.inspector) }
    return shown
  }

  /// The one stack a compact width shows: the sidebar's entries, then the content's, then
  /// the detail's (an open inspector shows as a sheet over it).
  /// - Complexity: O(n) in the entries of the columns.
  package var compactStack: [Entry<Route>] {
    columns.flatMap { self[$0]?.entries ?? [] }
  }

  /// Changes a column's stack; `nil` empties it. The column must exist.
  @inlinable
  mutating func setStack(_ stack: Stack<Route>?, in column: SplitColumn) {
    switch column {
    case .sidebar: if let stack { _sidebar = stack }
    case .content: _content = stack
    case .detail: _detail = stack
    case .inspector: _inspector = stack
    }
  }
}

extension SplitColumns: Equatable where Route: Equatable {
  /// Whether the two have the same columns, stacks, visibility and collapsed state. Written
  /// out (rather than synthesised) so that it is specialised for the app's route type.
  @inlinable
  public static func == (lhs: SplitColumns, rhs: SplitColumns) -> Bool {
    lhs._box === rhs._box
      || lhs.hasContentColumn == rhs.hasContentColumn && lhs._visibility == rhs._visibility
        && lhs._isCollapsed == rhs._isCollapsed && lhs._sidebar == rhs._sidebar
        && lhs._content == rhs._content && lhs._detail == rhs._detail
        && lhs._inspector == rhs._inspector
  }
}
extension SplitColumns: Hashable where Route: Hashable {
  /// Hashes every part that `==` compares.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(hasContentColumn)
    hasher.combine(_visibility)
    hasher.combine(_isCollapsed)
    hasher.combine(_sidebar)
    hasher.combine(_content)
    hasher.combine(_detail)
    hasher.combine(_inspector)
  }
}
extension SplitColumns: Sendable where Route: Sendable {}
// A box is never changed while shared (``SplitColumns/makeUnique()``), so sharing one between
// threads shares only values.
extension SplitColumns.Box: @unchecked Sendable where Route: Sendable {}

extension SplitColumns: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case columns, sidebar, content, detail, inspector, visibility
  }

  /// Decodes `{"columns": 2 or 3, "sidebar": …, "content": …, "detail": …, "inspector": …,
  /// "visibility": …}`; an empty column (a closed inspector) is left out, and a missing
  /// visibility is `automatic`. The collapsed state is live and starts `false`.
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a field is missing or malformed, or `columns` is not 2 or 3.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let count = try container.decode(Int.self, forKey: .columns)
    guard count == 2 || count == 3 else {
      throw DecodingError.dataCorruptedError(
        forKey: .columns, in: container, debugDescription: "a split view has 2 or 3 columns")
    }
    self.init(
      sidebar: try container.decode(Stack<Route>.self, forKey: .sidebar),
      content: try container.decodeIfPresent(Stack<Route>.self, forKey: .content),
      detail: try container.decodeIfPresent(Stack<Route>.self, forKey: .detail),
      inspector: try container.decodeIfPresent(Stack<Route>.self, forKey: .inspector),
      hasContentColumn: count == 3,
      visibility: try container.decodeIfPresent(SplitVisibility.self, forKey: .visibility)
        ?? .automatic)
  }

  /// Encodes the column count, the stacks that show a screen and the visibility.
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(hasContentColumn ? 3 : 2, forKey: .columns)
    try container.encode(_sidebar, forKey: .sidebar)
    try container.encodeIfPresent(_content, forKey: .content)
    try container.encodeIfPresent(_detail, forKey: .detail)
    try container.encodeIfPresent(_inspector, forKey: .inspector)
    try container.encode(_visibility, forKey: .visibility)
  }
}
