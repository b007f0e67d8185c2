import Observation

/// The modal slots of one level of the displayed state — a sheet, a full-screen cover, a
/// custom presentation and the alert — stored, so that `.sheet(item:)`,
/// `.fullScreenCover(item:)` and `.alert(isPresented:)` bind by key path (`$level.sheet`)
/// into an object that lives as long as the view (rule Q1).
///
/// Level 0 holds the layer presented on the base, level 1 the layer presented on that one, and
/// so on; each slot shows the level's layer when it is presented that way. The alert is shown
/// by the top level only — the one above the last layer, whose view presents nothing else —
/// because a view that presents a sheet cannot present an alert too (rule Q22). A level has
/// slots for each view that may present it (``presenter``): its own content, and the sheets
/// the host draws over it (the compact inspector, a sheet page); only the one
/// ``DisplayedNavigation/presenter(forLevel:)`` names shows the layer and alert (Q35).
///
/// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
/// ```swift
/// struct Slots: ViewModifier {
///   @Bindable var level: DisplayedLevel<Screen>
///   func body(content: Content) -> some View {
///     content.sheet(item: $level.sheet) { layer in LayerView(layer) }
///   }
/// }
/// ```
@MainActor
package final class DisplayedLevel<Route: Hashable & Sendable>: Observable {
  /// The level's index (0: presented on the base).
  package let index: Int
  /// The view these slots sit on.
  package let presenter: LevelPresenter
  private weak var displayed: DisplayedNavigation<Route>?
  private let registrar = ObservationRegistrar()
  private var shown: Layer<Route>?
  private var shownAlert: PresentedAlert?

  init(
    index: Int, presenter: LevelPresenter = .content, displayed: DisplayedNavigation<Route>,
    layer: Layer<Route>?, alert: PresentedAlert?
  ) {
    self.index = index
    self.presenter = presenter
    self.displayed = displayed
    self.shown = layer
    self.shownAlert = alert
    if let layer, layer.presentation.kind != .custom { lastPresented = layer.id }
  }

  /// The alert or confirmation dialog this level presents: the state's, when this is the top
  /// level (no layer is presented from it), else `nil` (rule Q22).
  package var alert: PresentedAlert? {
    registrar.access(self, keyPath: \.alert)
    return shownAlert
  }

  /// Whether this level presents the alert as an alert. Writing `false` (SwiftUI closed it)
  /// answers it with no action on the next turn, unless one of its buttons answered first.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// content.alert(title, isPresented: $level.isAlertPresented, presenting: level.alert) { … }
  /// ```
  package var isAlertPresented: Bool {
    get { alert?.content.style == .alert }
    set { alertClosed(newValue) }
  }

  /// Whether this level presents the alert as a confirmation dialog; writing `false` answers as
  /// ``isAlertPresented`` does.
  package var isConfirmationDialogPresented: Bool {
    get { alert?.content.style == .confirmationDialog }
    set { alertClosed(newValue) }
  }

  private func alertClosed(_ isShown: Bool) {
    guard !isShown, let shownAlert, isPresenting else { return }
    displayed?.alertClosed(shownAlert.id)
  }

  /// The layer at this level, whatever its presentation.
  package var layer: Layer<Route>? {
    registrar.access(self, keyPath: \.layer)
    return shown
  }

  /// The level's layer if it is a sheet. Writing `nil` (the user dragged the sheet down)
  /// reports a dismissal, once.
  package var sheet: Layer<Route>? {
    get { slot(.sheet) }
    set { write(newValue, as: .sheet) }
  }

  /// The level's layer if it is a full-screen cover. Writing `nil` reports a dismissal.
  package var fullScreenCover: Layer<Route>? {
    get { slot(.fullScreenCover) }
    set { write(newValue, as: .fullScreenCover) }
  }

  /// The level's layer if it is a custom presentation (shown in place; never written).
  package var custom: Layer<Route>? { slot(.custom) }

  private func slot(_ kind: ModalKind) -> Layer<Route>? {
    guard let layer, layer.presentation.kind == kind else { return nil }
    return layer
  }

  /// Whether the level is presented from these slots now: writes of slots that no longer
  /// present (SwiftUI taking down what moved to another view) are not the user's.
  private var isPresenting: Bool {
    guard let displayed else { return false }
    return displayed.presenter(forLevel: index, in: displayed.storage) == presenter
  }

  private func write(_ value: Layer<Route>?, as kind: ModalKind) {
    guard isPresenting else { return }
    displayed?.write(value, toSlotAt: index, as: kind)
  }

  /// The sheet or cover this level showed last, kept after it leaves so that its `onDismiss`
  /// can say which layer ended.
  private var lastPresented: LayerID?

  /// SwiftUI's `onDismiss` of this level's sheet or cover: the dismissal of the layer it showed
  /// last has ended (rule Q20), whoever dismissed it.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// content.sheet(item: $level.sheet, onDismiss: level.didDismiss) { layer in … }
  /// ```
  package func didDismiss() {
    guard let lastPresented else { return }
    displayed?.transitionDidEnd(.dismissed(lastPresented))
    displayed?.layerLeftItsPresenter(at: index, lastPresented)
  }

  /// Shows another layer (or none), announcing it only when it differs.
  func update(_ layer: Layer<Route>?) {
    guard layer != shown else { return }
    if let layer, layer.presentation.kind != .custom { lastPresented = layer.id }
    registrar.withMutation(of: self, keyPath: \.layer) { shown = layer }
  }

  /// Shows another alert (or none), announcing it only when it differs.
  func update(alert: PresentedAlert?) {
    guard alert != shownAlert else { return }
    registrar.withMutation(of: self, keyPath: \.alert) { shownAlert = alert }
  }

  /// Tells the level's observers that it changed, so a view re-reads it (rule Q14).
  func republish() {
    registrar.withMutation(of: self, keyPath: \.layer) {}
    registrar.withMutation(of: self, keyPath: \.alert) {}
  }
}
