public import Observation

/// The modal slots of one level of the displayed state — a sheet, a full-screen cover and a
/// custom presentation — stored, so that `.sheet(item:)` and `.fullScreenCover(item:)` bind by
/// key path (`$level.sheet`) into an object that lives as long as the view (rule Q1).
///
/// Level 0 holds the layer presented on the base, level 1 the layer presented on that one, and
/// so on; each slot shows the level's layer when it is presented that way.
///
/// ```swift
/// struct Slots: ViewModifier {
///   @Bindable var level: DisplayedLevel<Screen>
///   func body(content: Content) -> some View {
///     content.sheet(item: $level.sheet) { layer in LayerView(layer) }
///   }
/// }
/// ```
@MainActor
public final class DisplayedLevel<Route: Hashable & Sendable>: Observable {
  /// The level's index (0: presented on the base).
  public let index: Int
  private weak var displayed: DisplayedNavigation<Route>?
  private let registrar = ObservationRegistrar()
  private var shown: Layer<Route>?

  init(index: Int, displayed: DisplayedNavigation<Route>, layer: Layer<Route>?) {
    self.index = index
    self.displayed = displayed
    self.shown = layer
  }

  /// The layer at this level, whatever its presentation.
  public var layer: Layer<Route>? {
    registrar.access(self, keyPath: \.layer)
    return shown
  }

  /// The level's layer if it is a sheet. Writing `nil` (the user dragged the sheet down)
  /// reports a dismissal, once.
  public var sheet: Layer<Route>? {
    get { slot(.sheet) }
    set { write(newValue, as: .sheet) }
  }

  /// The level's layer if it is a full-screen cover. Writing `nil` reports a dismissal.
  public var fullScreenCover: Layer<Route>? {
    get { slot(.fullScreenCover) }
    set { write(newValue, as: .fullScreenCover) }
  }

  /// The level's layer if it is a custom presentation (shown in place; never written).
  public var custom: Layer<Route>? { slot(.custom) }

  private func slot(_ kind: ModalKind) -> Layer<Route>? {
    guard let layer, layer.presentation.kind == kind else { return nil }
    return layer
  }

  private func write(_ value: Layer<Route>?, as kind: ModalKind) {
    displayed?.write(value, toSlotAt: index, as: kind)
  }

  /// Shows another layer (or none), announcing it only when it differs.
  func update(_ layer: Layer<Route>?) {
    guard layer != shown else { return }
    registrar.withMutation(of: self, keyPath: \.layer) { shown = layer }
  }

  /// Tells the level's observers that it changed, so a view re-reads it (rule Q14).
  func republish() {
    registrar.withMutation(of: self, keyPath: \.layer) {}
  }
}
