#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder

  /// A sheet's style from the state: detents (with the selection, which the user's drag
  /// writes back), drag indicator, corner radius, and whether it may be dragged away.
  struct SheetPresentation<Route: Hashable & Sendable>: ViewModifier {
    let displayed: DisplayedNavigation<Route>
    let layer: LayerID

    func body(content: Content) -> some View {
      let presentation = displayed.layers.first { $0.id == layer }?.presentation
      if case .sheet(let style)? = presentation {
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
          .interactiveDismissDisabled(style.interactiveDismissDisabled)
      } else {
        content
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
