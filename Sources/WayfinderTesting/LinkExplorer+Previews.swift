public import Wayfinder

/// One link of an app's table as a preview: the link a sample opened and the whole state it
/// opens, or why no sample opened it — a preview list and a snapshot test show every screen
/// the app's links reach, in their real stacks, tabs and sheets.
public struct LinkPreview<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
  /// The declared pattern (`/c/detail/:id`), the preview's stable identity.
  public let pattern: String
  /// The link a sample opened (`myapp://c/detail/42`), or `nil` when none did.
  public let link: String?
  /// The state the link opens, from the explorer's starts; `nil` when no sample opened.
  public let state: NavigationState<Route>?
  /// Why no sample opened the pattern (a sample the table refused, a parameter without a
  /// sample); `nil` when one did.
  public let refusal: String?

  /// The pattern.
  public var id: String { pattern }
}

extension LinkExplorer {
  /// Every link of the table as a preview, in the order the table declares them: the state
  /// each one's sample opens from the explorer's starts, or the reason none did (shown, not
  /// left out, so a pattern with no sample is seen).
  ///
  /// ```swift
  /// let start = NavigationState(root: Screen.home)
  /// let explorer = LinkExplorer(links: links, from: start, samples: ["id": ["42"]])
  /// for preview in explorer.previews() {
  ///   // A snapshot test renders NavigationPreview(preview.state) for each one.
  ///   print(preview.pattern, preview.link ?? "-", preview.refusal ?? "opens")
  /// }
  /// ```
  /// - Returns: One preview per declared pattern.
  /// - Complexity: O(links × samples × starts) openings.
  public func previews() -> [LinkPreview<Route>] {
    links.declarations.indices.map { index in
      let pattern = links.declarations[index].pattern
      switch samples.open(index, in: links, from: starts) {
      case .success(let opened):
        return LinkPreview(pattern: pattern, link: opened.link, state: opened.state, refusal: nil)
      case .failure(let refusal):
        return LinkPreview(pattern: pattern, link: nil, state: nil, refusal: refusal.reason)
      }
    }
  }
}
