public import WayfinderTraces

extension LinkSamples {
  /// Values that open every link of Wayfinder Shop: a product, a query, nested categories,
  /// a mailbox and a message that exist.
  public static let sample: LinkSamples = [
    "id": ["2"], "query": ["boots"], "categories": ["shoes/running"], "box": ["work"],
  ]
}

extension NavigationMap {
  /// Wayfinder Shop's map: its links opened from the shop's tabs or, for the support mail's
  /// links, from the mail window's split view.
  ///
  /// ```swift
  /// print(NavigationMap.sample().mermaid)
  /// ```
  /// - Parameter traces: Recorded sessions of the sample app (default: none).
  /// - Returns: The map.
  public static func sample(traces: [NavigationTrace<SampleRoute>] = []) -> NavigationMap {
    NavigationMap(
      links: .sample, from: .sampleStart, .mailStart, samples: .sample, traces: traces)
  }
}
