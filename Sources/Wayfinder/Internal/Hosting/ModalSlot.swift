/// The kinds of modal presentation a host shows in different ways: a sheet, a full-screen
/// cover, or a custom presentation shown in place.
///
/// A host attaches one slot of each kind to every level (the base, then each layer); the slot
/// of kind `k` at level `i` shows layer `i` when that layer is presented as `k`.
///
/// ```swift
/// state.layer(at: 0, as: .sheet)   // the first layer, if it is a sheet
/// ```
package enum ModalKind: Hashable, Sendable, CaseIterable {
  /// A sheet.
  case sheet
  /// A full-screen cover.
  case fullScreenCover
  /// A custom presentation, looked up by its transition name.
  case custom
}

extension Presentation {
  /// The kind of slot this presentation uses.
  package var kind: ModalKind {
    switch self {
    case .sheet: .sheet
    case .fullScreenCover: .fullScreenCover
    case .custom: .custom
    }
  }
}

extension NavigationState {
  /// The layer a host's slot of `kind` at level `index` shows: layer `index` when it is
  /// presented that way, else `nil`.
  ///
  /// ```swift
  /// state.layer(at: 0, as: .sheet)?.id  // the sheet presented on the base, if any
  /// ```
  /// - Parameters:
  ///   - index: The layer's index (0 is presented on the base).
  ///   - kind: The slot's kind.
  /// - Returns: The layer, or `nil`.
  package func layer(at index: Int, as kind: ModalKind) -> Layer<Route>? {
    guard layers.indices.contains(index), layers[index].presentation.kind == kind else {
      return nil
    }
    return layers[index]
  }

  /// The user action for a write to a slot's binding: a slot set to `nil` while it showed a
  /// layer means the user dismissed that layer (dragged the sheet down, for example).
  ///
  /// ```swift
  /// // The user dragged the sheet presented on the base down: its slot was written nil.
  /// state.userActions(writing: nil, toSlotAt: 0, as: .sheet)  // [.dismissedLayer(sheet)]
  /// ```
  /// - Parameters:
  ///   - newValue: What the view wrote.
  ///   - index: The slot's level.
  ///   - kind: The slot's kind.
  /// - Returns: `[.dismissedLayer(id)]`, or nothing when the write changes nothing (the slot
  ///   was already empty, or the view wrote the layer it shows).
  package func userActions(writing newValue: Layer<Route>?, toSlotAt index: Int, as kind: ModalKind)
    -> [UserAction<Route>]
  {
    guard newValue == nil, let shown = layer(at: index, as: kind) else { return [] }
    return [.dismissedLayer(shown.id)]
  }

  /// The user action for a write to the tab view's selection.
  ///
  /// ```swift
  /// state.userActions(selectingTab: "inbox")  // [.selectedTab("inbox")]
  /// ```
  /// - Parameter tab: The tab the view wrote (the same tab again when the user re-tapped it).
  /// - Returns: `[.selectedTab(tab)]`, or nothing without a tab bar.
  package func userActions(selectingTab tab: TabID?) -> [UserAction<Route>] {
    guard let tab, selectedTab != nil else { return [] }
    return [.selectedTab(tab)]
  }

  /// The user action for a write to a sheet's detent selection.
  ///
  /// ```swift
  /// state.userActions(selectingDetent: .large, of: sheetID)  // [.selectedDetent(.large, of: …)]
  /// ```
  /// - Parameters:
  ///   - detent: The detent the view wrote.
  ///   - layer: The sheet.
  /// - Returns: `[.selectedDetent(detent, of: layer)]`, or nothing when it is already selected
  ///   or the layer is not a sheet in this state.
  package func userActions(selectingDetent detent: SheetDetent, of layer: LayerID)
    -> [UserAction<Route>]
  {
    guard let index = layerIndex(layer), case .sheet(let style) = layers[index].presentation,
      style.currentDetent != detent
    else { return [] }
    return [.selectedDetent(detent, of: layer)]
  }
}
