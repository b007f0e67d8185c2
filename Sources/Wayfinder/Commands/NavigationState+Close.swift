extension NavigationState {
  /// Closes a screen the way it was shown: a pushed screen is popped (with everything above it
  /// on its stack); the root of a layer dismisses that layer (with every layer above it); the
  /// root of a split view's content or detail column empties that column (and those after it).
  ///
  /// A screen does not need to know whether it was pushed or presented, nor which layer is on
  /// top: a screen under a sheet that closes itself leaves the sheet alone.
  ///
  /// ```swift
  /// // base: home › form, sheet: picker
  /// try state.close(formID)  // base: home, sheet: picker
  /// try state.close(pickerID)  // base: home
  /// ```
  /// - Parameter id: The screen to close.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound``, or ``NavigationError/Code-swift.enum/outOfRange``
  ///   for the root of the base stack, of a tab or of a split view's sidebar. The state is then
  ///   unchanged.
  /// - Complexity: O(n) in the number of entries.
  public mutating func close(_ id: EntryID) throws(NavigationError) {
    guard let location = location(of: id), let stack = stack(at: location) else {
      throw .because(.entryNotFound(id))
    }
    if let index = stack.pushed.firstIndex(where: { $0.id == id }) {
      let below = index == 0 ? stack.root.id : stack.pushed[index - 1].id
      try pop(to: below)
    } else if case .layer(let layer) = location {
      try dismiss(layer: layer)
    } else if case .column(let column) = location, column != .sidebar {
      try clear(column)
    } else {
      throw .because(.cannotClose(id))
    }
  }
}
