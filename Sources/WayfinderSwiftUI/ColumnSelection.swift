#if canImport(SwiftUI)
  public import SwiftUI
  import Wayfinder

  /// The selection of a split view's list, for `List(selection:)`: the root of the column after
  /// the list's.
  ///
  /// A tap on a row is the user's selection (reported as `UserAction.selected(_:in:)`, vetoed by
  /// leave guards), and going back in a compact width clears it; what SwiftUI writes back while a
  /// step is on its way is not reported (rules Q6 and Q16 of <doc:SwiftUIRunTimeRules>). Use it
  /// in a view that ``NavigationRoot`` shows, in a split-view base.
  ///
  /// ```swift
  /// enum MailRoute: Hashable, Sendable { case mailboxes, mailbox(String), message(Int) }
  ///
  /// struct MailboxList: View {
  ///   @ColumnSelection(.sidebar) private var mailbox: MailRoute?
  ///
  ///   var body: some View {
  ///     List(["inbox", "work"], id: \.self, selection: $mailbox) { name in
  ///       Text(name).tag(MailRoute.mailbox(name))
  ///     }
  ///   }
  /// }
  /// ```
  @propertyWrapper
  @MainActor
  public struct ColumnSelection<Route: Hashable & Sendable>: DynamicProperty {
    /// A column that holds a list whose selection is the next column's root.
    public enum Column: Sendable {
      /// The sidebar: its selection is the content column's root (or the detail's, in a
      /// two-column split view).
      case sidebar
      /// The content column of a three-column split view: its selection is the detail's root.
      case content
    }

    @Environment(DisplayedNavigation<Route>.self) private var displayed
    private let column: Column

    /// Binds a list to the selection of a column.
    /// - Parameter column: The column whose list this is.
    public init(_ column: Column) {
      self.column = column
    }

    /// The displayed selection, or `nil` when nothing is selected.
    public var wrappedValue: Route? {
      displayed.selection(in: column == .sidebar ? .sidebar : .content)
    }

    /// The binding for `List(selection:)`; writing it is the user's selection.
    public var projectedValue: Binding<Route?> {
      let bindable = Bindable(displayed)
      switch column {
      case .sidebar: return bindable.sidebarSelection
      case .content: return bindable.contentSelection
      }
    }
  }
#endif
