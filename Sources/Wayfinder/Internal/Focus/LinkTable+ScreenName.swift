extension LinkTable {
  /// The pattern of the first declared link that prints `route` (`/product/:id`), or `nil`:
  /// a screen's stable name for focus and screen views.
  /// - Parameter route: The route.
  /// - Complexity: O(links with the route's print key).
  func linkPattern(printing route: Route) -> String? {
    for index in printCandidates(for: [route]) where declaredLink(index).values(route) != nil {
      return trie.patternTexts[index]
    }
    return nil
  }
}
