#if canImport(SwiftUI)
  import SwiftUI
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

    var body: some View {
      let guarded = displayed.navigator.leaveGuarded
      let entries = [stack.root.id] + stack.path.compactMap { displayed.entryID(for: $0) }
      let locked = entries.contains { guarded.contains($0) }
      if case .sheet(let style)? = stack.presentation {
        content
          .presentationDetents(
            Set(style.detents.map(\.presentationDetent)), selection: $stack.presentationDetent
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
    /// The sheet's selected detent as SwiftUI's; a detent the state does not list is ignored.
    var presentationDetent: PresentationDetent {
      get { detent.presentationDetent }
      set {
        guard case .sheet(let style)? = presentation,
          let chosen = style.detents.first(where: { $0.presentationDetent == newValue })
        else { return }
        detent = chosen
      }
    }
  }

  extension SheetDetent {
    /// The SwiftUI detent.
    var presentationDetent: PresentationDetent {
      switch self {
      case .medium: .medium
      case .large: .large
      case .fraction(let value): .fraction(CGFloat(value))
      case .height(let value): .height(CGFloat(value))
      }
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
