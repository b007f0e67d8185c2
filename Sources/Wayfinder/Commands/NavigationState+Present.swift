extension NavigationState {
  /// Presents a screen in a new modal layer on top of the others.
  ///
  /// ```swift
  /// let sheet = try state.present(.presented, as: .sheet(SheetStyle(detents: [.medium])))
  /// ```
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - presentation: Sheet, full-screen cover or custom transition.
  /// - Returns: The new layer's id.
  /// - Throws: ``NavigationError/Code-swift.enum/invalid`` for an unusable sheet style.
  @discardableResult
  @inlinable
  public mutating func present(_ route: Route, as presentation: Presentation)
    throws(NavigationError) -> LayerID
  {
    try present(stack: [route], as: presentation)
  }

  /// Presents a new modal layer that already holds a stack of screens, root first.
  ///
  /// ```swift
  /// try state.present(stack: [.settings, .privacy], as: .sheet())
  /// ```
  /// - Parameters:
  ///   - routes: The layer's stack, root first; at least one.
  ///   - presentation: Sheet, full-screen cover or custom transition.
  /// - Returns: The new layer's id.
  /// - Throws: ``NavigationError/Code-swift.enum/outOfRange`` or ``NavigationError/Code-swift.enum/invalid``.
  @discardableResult
  @inlinable
  public mutating func present(stack routes: [Route], as presentation: Presentation)
    throws(NavigationError) -> LayerID
  {
    guard !routes.isEmpty else { throw .because(.emptyRoutes) }
    if case .sheet(let style) = presentation, let problem = style.problem {
      throw .because(.invalidPresentation(problem))
    }
    let layerID: LayerID = issueID()
    let entries = makeEntries(routes)
    let content = Stack(root: entries[0], pushed: Array(entries.dropFirst()))
    _layers.append(Layer(id: layerID, presentation: presentation, content: content))
    return layerID
  }

  /// Dismisses the top `count` layers.
  ///
  /// ```swift
  /// try state.dismiss()   // the top sheet
  /// try state.dismiss(2)  // the top two
  /// ```
  /// - Parameter count: How many layers (default 1).
  /// - Returns: The dismissed layers, bottom to top.
  /// - Throws: ``NavigationError/Code-swift.enum/outOfRange``, ``NavigationError/Code-swift.enum/notFound`` or
  ///   ``NavigationError/Code-swift.enum/outOfRange``.
  @discardableResult
  @inlinable
  public mutating func dismiss(_ count: Int = 1) throws(NavigationError) -> [Layer<Route>] {
    guard count >= 1 else { throw .because(.invalidCount(count)) }
    guard !layers.isEmpty else { throw .because(.nothingPresented) }
    guard count <= layers.count else {
      throw .because(.dismissCountTooLarge(requested: count, available: layers.count))
    }
    defer {
      _layers.removeLast(count)
      if _alert != nil { dropOrphanedAlert() }
    }
    return Array(layers.suffix(count))
  }

  /// Dismisses the layer with the given id and every layer above it.
  ///
  /// ```swift
  /// try state.dismiss(layer: sheetID)
  /// ```
  /// - Parameter id: The layer's id.
  /// - Returns: The dismissed layers, bottom to top.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``.
  @discardableResult
  public mutating func dismiss(layer id: LayerID) throws(NavigationError) -> [Layer<Route>] {
    guard let index = layerIndex(id) else { throw .because(.layerNotFound(id)) }
    defer {
      _layers.removeSubrange(index...)
      if _alert != nil { dropOrphanedAlert() }
    }
    return Array(layers[index...])
  }

  /// Dismisses every layer. With nothing presented, it changes nothing and succeeds.
  ///
  /// ```swift
  /// state.dismissAll()
  /// ```
  /// - Returns: The dismissed layers, bottom to top.
  @discardableResult
  @inlinable
  public mutating func dismissAll() -> [Layer<Route>] {
    defer {
      _layers.removeAll()
      if _alert != nil { dropOrphanedAlert() }
    }
    return layers
  }
}
