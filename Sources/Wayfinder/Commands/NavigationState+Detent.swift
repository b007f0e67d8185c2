extension SheetStyle {
  /// The detent the sheet rests at: the selected one, else the first it offers.
  public var currentDetent: SheetDetent? { selectedDetent ?? detents.first }
}

extension NavigationState {
  /// Moves a sheet to one of its detents, as the user does by dragging it.
  ///
  /// ```swift
  /// try state.selectDetent(.large, of: sheetID)
  /// ```
  /// - Parameters:
  ///   - detent: One of the sheet's detents.
  ///   - layer: The sheet.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``, or
  ///   ``NavigationError/Code-swift.enum/invalid`` when the layer is not a sheet or does not
  ///   offer `detent`.
  public mutating func selectDetent(_ detent: SheetDetent, of layer: LayerID)
    throws(NavigationError)
  {
    guard let index = layerIndex(layer) else { throw .because(.layerNotFound(layer)) }
    guard case .sheet(var style) = layers[index].presentation else {
      throw .because(.invalidPresentation("layer \(layer) is not a sheet"))
    }
    guard style.detents.contains(detent) else {
      throw .because(.invalidPresentation("detent \(detent) is not one of the sheet's detents"))
    }
    style.selectedDetent = detent
    _layers[index]._presentation = .sheet(style)
  }
}
