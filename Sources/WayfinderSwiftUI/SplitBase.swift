#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  /// A split view's base: a `NavigationSplitView` whose columns each hold the column's
  /// `NavigationStack`, bound by key path like every stack (Q1, Q16). The column visibility
  /// and the column a compact width shows on top are bound from the state, and the window's
  /// size class is reported as the split view collapsing or expanding. The split view is never
  /// given an `.id()` (Q16): a new selection changes a column's root, not the split view. The
  /// inspector is the detail's `.inspector(isPresented:)`, bound to whether the state has one.
  struct SplitBase<Route: Hashable & Sendable, Screen: View>: View {
    let renderer: Renderer<Route, Screen>
    let containers: HostedContainers
    @Bindable var displayed: DisplayedNavigation<Route>
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
      containers.splitView(columns)
        .onAppear { displayed.write(collapsed: sizeClass == .compact) }
        .onChange(of: sizeClass) { _, size in displayed.write(collapsed: size == .compact) }
    }

    private var detail: some View {
      ColumnView(renderer: renderer, column: .detail)
        .inspector(isPresented: $displayed.inspectorShown) {
          InspectorColumn(renderer: renderer)
        }
    }

    private var columns: some View {
      Group {
        if displayed.splitLayout?.hasContentColumn == true {
          NavigationSplitView(
            columnVisibility: $displayed.splitViewVisibility,
            preferredCompactColumn: $displayed.compactColumn
          ) {
            ColumnView(renderer: renderer, column: .sidebar)
          } content: {
            ColumnView(renderer: renderer, column: .content)
          } detail: {
            detail
          }
        } else {
          NavigationSplitView(
            columnVisibility: $displayed.splitViewVisibility,
            preferredCompactColumn: $displayed.compactColumn
          ) {
            ColumnView(renderer: renderer, column: .sidebar)
          } detail: {
            detail
          }
        }
      }
    }
  }

  /// The inspector's content: its stack while the state shows one, and, while it closes, the
  /// screen it showed last, so that it does not go blank as it slides away (Q8).
  struct InspectorColumn<Route: Hashable & Sendable, Screen: View>: View {
    let renderer: Renderer<Route, Screen>
    @State private var last: Route?

    var body: some View {
      let root = renderer.displayed.splitLayout?.roots[.inspector]?.route
      Group {
        if root != nil {
          StackView(renderer: renderer, location: .column(.inspector))
        } else if let last {
          renderer.screen(last)
        }
      }
      // In a compact width the inspector is a sheet over the base: the base's layer and alert
      // are presented from it then, from the real top of the window (Q35).
      .modifier(LayerSlots(renderer: renderer, level: renderer.displayed.level(0, at: .inspector)))
      .onChange(of: root, initial: true) { _, new in
        if let new { last = new }
      }
    }
  }

  /// One column: its stack when it shows a screen, else the app's placeholder.
  struct ColumnView<Route: Hashable & Sendable, Screen: View>: View {
    let renderer: Renderer<Route, Screen>
    let column: SplitColumn
    @Environment(\.splitColumnPlaceholder) private var placeholder

    var body: some View {
      if renderer.displayed.splitLayout?.roots[column] != nil {
        StackView(renderer: renderer, location: .column(column))
      } else if column != .inspector {
        placeholder(column)
      }
    }
  }

  extension DisplayedNavigation {
    /// The column visibility as SwiftUI names it, for `NavigationSplitView(columnVisibility:)`.
    package var splitViewVisibility: NavigationSplitViewVisibility {
      get {
        switch columnVisibility {
        case .automatic: .automatic
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        }
      }
      set {
        let visibility: SplitVisibility =
          switch newValue {
          case .all: .all
          case .doubleColumn: .doubleColumn
          case .detailOnly: .detailOnly
          default: .automatic
          }
        write(columnVisibility: visibility)
      }
    }

    /// The column on top of a compact width, for
    /// `NavigationSplitView(preferredCompactColumn:)`.
    package var compactColumn: NavigationSplitViewColumn {
      get {
        switch topColumn {
        case .sidebar: .sidebar
        case .content: .content
        case .detail, .inspector: .detail
        }
      }
      set {
        let column: SplitColumn =
          switch newValue {
          case .sidebar: .sidebar
          case .content: .content
          default: .detail
          }
        write(topColumn: column)
      }
    }
  }

  private struct SplitColumnPlaceholderKey: EnvironmentKey {
    static let defaultValue: @MainActor @Sendable (SplitColumn) -> AnyView = { column in
      AnyView(
        ContentUnavailableView(
          column == .detail ? "No Selection" : "Nothing Selected",
          systemImage: column == .detail ? "doc.text" : "tray"))
    }
  }

  extension EnvironmentValues {
    /// What a split view's empty column shows (default: "No Selection").
    public var splitColumnPlaceholder: @MainActor @Sendable (SplitColumn) -> AnyView {
      get { self[SplitColumnPlaceholderKey.self] }
      set { self[SplitColumnPlaceholderKey.self] = newValue }
    }
  }

  extension View {
    /// Sets what a split view's column shows while it shows no screen.
    ///
    /// ```swift
    /// struct MailView: View {
    ///   var body: some View {
    ///     NavigationRoot(navigator) { ScreenView($0) }
    ///       .splitColumnPlaceholder { column in
    ///         Text(column == .detail ? "No message selected" : "No mailbox selected")
    ///       }
    ///   }
    /// }
    /// ```
    /// - Parameter placeholder: The view for an empty column.
    /// - Returns: The view with the placeholder set.
    public func splitColumnPlaceholder<Placeholder: View>(
      @ViewBuilder _ placeholder: @escaping @MainActor @Sendable (SplitColumn) -> Placeholder
    ) -> some View {
      environment(\.splitColumnPlaceholder) { AnyView(placeholder($0)) }
    }
  }
#endif
