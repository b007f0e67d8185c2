extension Navigator {
  /// A host's check of a sheet's custom detents against its registry, when the sheet is shown:
  /// reports ``NavigationDiagnostic/unregisteredDetent(_:registered:)`` for each custom detent
  /// the host would show as `.large` — not registered, or (for a host that needs one type per
  /// detent, `slotted`) beyond eight.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// content.onAppear { navigator.checkCustomDetents(of: style, in: custom, slotted: true) }
  /// ```
  /// - Parameters:
  ///   - style: The sheet's style.
  ///   - detents: The host's registry.
  ///   - slotted: Whether the host shows only the detents that have a slot (SwiftUI).
  /// - Returns: The names reported, in the style's order.
  @discardableResult
  package func checkCustomDetents(
    of style: SheetStyle, in detents: CustomDetents, slotted: Bool
  ) -> [String] {
    var reported: [String] = []
    for case .custom(let name) in style.detents where !reported.contains(name) {
      let shown = slotted ? detents.slot(of: name) != nil : detents.contains(name)
      guard !shown else { continue }
      reported.append(name)
      report(.unregisteredDetent(name, registered: detents.names))
    }
    return reported
  }
}
