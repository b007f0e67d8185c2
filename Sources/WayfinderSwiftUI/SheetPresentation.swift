#if canImport(SwiftUI)
  public import SwiftUI
  import Wayfinder

  /// A sheet's style from the state: detents (with the selection, which the user's drag
  /// writes back through a key-path binding into the layer's stored stack, Q1), drag
  /// indicator, corner radius, and whether it may be dragged away (not while it holds a screen
  /// with a leave guard on).
  struct SheetPresentation<Route: Hashable & Sendable>: ViewModifier {
    let displayed: DisplayedNavigation<Route>
    let stack: DisplayedStack<Route>?

    func body(content: Content) -> some View {
      if let stack {
        StyledSheet(content: content, displayed: displayed, stack: stack)
      } else {
        content
      }
    }
  }

  /// The content of a layer with its sheet style.
  struct StyledSheet<Route: Hashable & Sendable, Content: View>: View {
    let content: Content
    let displayed: DisplayedNavigation<Route>
    @Bindable var stack: DisplayedStack<Route>
    @Environment(\.customDetents) private var custom

    var body: some View {
      let guarded = displayed.navigator.leaveGuarded
      let entries =
        [stack.root.id]
        + stack.path.compactMap {
          displayed.entryID(for: $0, in: stack.location)
        }
      let locked = entries.contains { guarded.contains($0) }
      if case .sheet(let style)? = stack.presentation {
        content
          .presentationDetents(
            style.presentationDetents(custom), selection: $stack[presentationDetent: custom]
          )
          .sheetChrome(style, locked: locked)
      } else {
        content.interactiveDismissDisabled(locked)
      }
    }
  }

  extension View {
    /// A sheet's drag indicator, corner radius and interactive dismissal, from its style.
    /// - Parameters:
    ///   - style: The sheet's style.
    ///   - locked: Whether a leave guard inside the sheet forbids dragging it away.
    func sheetChrome(_ style: SheetStyle, locked: Bool = false) -> some View {
      presentationDragIndicator(style.dragIndicator.visibility)
        .presentationCornerRadius(style.cornerRadius.map { CGFloat($0) })
        .interactiveDismissDisabled(style.interactiveDismissDisabled || locked)
    }
  }

  extension DisplayedStack {
    /// The sheet's selected detent as SwiftUI's, with the app's custom detents; a detent the
    /// state does not list is ignored.
    subscript(presentationDetent custom: [String: PresentationDetent]) -> PresentationDetent {
      get { detent.presentationDetent(custom) }
      set {
        guard case .sheet(let style)? = presentation,
          let chosen = style.detents.first(where: { $0.presentationDetent(custom) == newValue })
        else { return }
        detent = chosen
      }
    }
  }

  extension SheetStyle {
    /// The SwiftUI detents, with the app's custom detents.
    func presentationDetents(_ custom: [String: PresentationDetent]) -> Set<PresentationDetent> {
      Set(detents.map { $0.presentationDetent(custom) })
    }
  }

  extension SheetDetent {
    /// The SwiftUI detent; a custom one the app did not register is `.large`.
    func presentationDetent(_ custom: [String: PresentationDetent]) -> PresentationDetent {
      switch self {
      case .medium: .medium
      case .large: .large
      case .fraction(let value): .fraction(CGFloat(value))
      case .height(let value): .height(CGFloat(value))
      case .custom(let name): custom[name] ?? .large
      }
    }
  }

  private struct CustomDetentsKey: EnvironmentKey {
    static let defaultValue: [String: PresentationDetent] = [:]
  }

  extension EnvironmentValues {
    /// The SwiftUI detents of the app's `SheetDetent.custom(_:)` detents, by name.
    public var customDetents: [String: PresentationDetent] {
      get { self[CustomDetentsKey.self] }
      set { self[CustomDetentsKey.self] = newValue }
    }
  }

  extension View {
    /// Registers the app's custom sheet detents by name, for every sheet below: a
    /// `.height`, a `.fraction` or a `.custom(_:)` of the app's `CustomPresentationDetent`.
    ///
    /// ```swift
    /// struct CompactDetent: CustomPresentationDetent {
    ///   static func height(in context: Context) -> CGFloat? { min(180, context.maxDetentValue) }
    /// }
    /// struct AppView: View {
    ///   var body: some View {
    ///     NavigationRoot(navigator) { screen in ScreenView(screen) }
    ///       .customDetents(["compact": .custom(CompactDetent.self), "peek": .height(120)])
    ///   }
    /// }
    /// ```
    /// - Parameter detents: The SwiftUI detent of each name.
    /// - Returns: The view with the registry in its environment.
    public func customDetents(_ detents: [String: PresentationDetent]) -> some View {
      environment(\.customDetents, detents)
    }
  }

  extension SheetStyle.Visibility {
    /// The SwiftUI visibility.
    var visibility: SwiftUI.Visibility {
      switch self {
      case .automatic: .automatic
      case .visible: .visible
      case .hidden: .hidden
      }
    }
  }
#endif
