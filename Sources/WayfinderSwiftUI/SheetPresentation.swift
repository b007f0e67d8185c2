#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder

  /// A sheet's style from the state: detents (with the selection, which the user's drag
  /// writes back), drag indicator, corner radius, and whether it may be dragged away (not
  /// while it holds a screen with a leave guard on).
  struct SheetPresentation<Route: Hashable & Sendable>: ViewModifier {
    let displayed: DisplayedNavigation<Route>
    let layer: LayerID

    func body(content: Content) -> some View {
      let shown = displayed.layers.first { $0.id == layer }
      let guarded = displayed.navigator.leaveGuarded
      let locked = shown?.content.entries.contains { guarded.contains($0.id) } ?? false
      if case .sheet(let style)? = shown?.presentation {
        content
          .presentationDetents(
            Set(style.detents.map(\.presentationDetent)),
            selection: Binding(
              get: { (style.currentDetent ?? .large).presentationDetent },
              set: { chosen in
                if let detent = style.detents.first(where: { $0.presentationDetent == chosen }) {
                  displayed.write(detent: detent, of: layer)
                }
              })
          )
          .presentationDragIndicator(style.dragIndicator.visibility)
          .presentationCornerRadius(style.cornerRadius.map { CGFloat($0) })
          .interactiveDismissDisabled(style.interactiveDismissDisabled || locked)
      } else {
        content.interactiveDismissDisabled(locked)
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
