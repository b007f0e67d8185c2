#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder

  /// The modal slots of one level: a sheet, a full-screen cover, a custom presentation and the
  /// alert, each showing the level's layer (or the alert, on the top level alone, Q22) when it
  /// is presented that way, bound by key path into the level's stored slots (Q1).
  struct LayerSlots<Route: Hashable & Sendable, Screen: View>: ViewModifier {
    let renderer: Renderer<Route, Screen>
    @Bindable var level: DisplayedLevel<Route>

    func body(content: Content) -> some View {
      let custom = level.custom
      // Under a custom layer, the content is inert to VoiceOver and to touches (Q26).
      let covered = level.coversContent
      content
        .accessibilityHidden(covered)
        .allowsHitTesting(!covered)
        // onDismiss ends the step that dismissed the layer, once it is gone (Q20).
        .sheet(item: $level.sheet, onDismiss: level.didDismiss) { layer in
          LayerView(renderer: renderer, layer: layer, index: level.index)
        }
        #if os(iOS)
          .fullScreenCover(item: $level.fullScreenCover, onDismiss: level.didDismiss) { layer in
            LayerView(renderer: renderer, layer: layer, index: level.index)
          }
        #endif
        .modifier(AlertPresenter(displayed: renderer.displayed, level: level))
        .overlay {
          ZStack {
            if let custom, case .custom(let name) = custom.presentation {
              // The transition carries its own animation, so the layer leaves as it came, even
              // in the update that removes it (Q26).
              let style = renderer.transitions.style(for: name)
              LayerView(renderer: renderer, layer: custom, index: level.index)
                .accessibilityAddTraits(.isModal)
                .transition(style.transition.animation(style.animation))
            }
          }
        }
    }
  }

  /// A layer: its stack, its sheet style, and the slots for the layer above it.
  struct LayerView<Route: Hashable & Sendable, Screen: View>: View {
    let renderer: Renderer<Route, Screen>
    let layer: Layer<Route>
    let index: Int

    var body: some View {
      let displayed = renderer.displayed
      StackView(renderer: renderer, location: .layer(layer.id))
        .modifier(ZoomDestination(route: layer.content.root.route, zoom: renderer.zoom))
        .modifier(
          SheetPresentation(displayed: displayed, stack: displayed.stack(for: .layer(layer.id)))
        )
        .modifier(LayerSlots(renderer: renderer, level: displayed.level(index + 1)))
    }
  }
#endif
