#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder

  /// The modal slots of one level: a sheet, a full-screen cover and a custom presentation, each
  /// showing layer `index` when it is presented that way.
  struct LayerSlots<Route: Hashable & Sendable, Screen: View>: ViewModifier {
    let renderer: Renderer<Route, Screen>
    let index: Int

    func body(content: Content) -> some View {
      let displayed = renderer.displayed
      let custom = displayed.layer(at: index, as: .custom)
      content
        .sheet(item: slot(.sheet)) { layer in
          LayerView(renderer: renderer, layer: layer, index: index)
        }
        #if os(iOS)
          .fullScreenCover(item: slot(.fullScreenCover)) { layer in
            LayerView(renderer: renderer, layer: layer, index: index)
          }
        #endif
        .overlay {
          ZStack {
            if let custom, case .custom(let name) = custom.presentation {
              LayerView(renderer: renderer, layer: custom, index: index)
                .transition(renderer.transitions.style(for: name).transition)
            }
          }
          .animation(
            custom.flatMap { layer in
              if case .custom(let name) = layer.presentation {
                renderer.transitions.style(for: name).animation
              } else {
                nil
              }
            }, value: custom?.id)
        }
    }

    @MainActor
    private func slot(_ kind: ModalKind) -> Binding<Layer<Route>?> {
      let displayed = renderer.displayed
      return Binding(
        get: { displayed.layer(at: index, as: kind) },
        set: { displayed.write($0, toSlotAt: index, as: kind) })
    }
  }

  /// A layer: its stack, its sheet style, and the slots for the layer above it.
  struct LayerView<Route: Hashable & Sendable, Screen: View>: View {
    let renderer: Renderer<Route, Screen>
    let layer: Layer<Route>
    let index: Int

    var body: some View {
      StackView(renderer: renderer, location: .layer(layer.id))
        .modifier(SheetPresentation(displayed: renderer.displayed, layer: layer.id))
        .modifier(LayerSlots(renderer: renderer, index: index + 1))
    }
  }
#endif
