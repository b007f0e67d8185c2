public import WayfinderTraces

extension LinkSamples {
  /// Values that open every link of the sample app: a mailbox and a message that exist, a name
  /// to greet, and the screens of a stack link (a sheet link's last screen is `presented`).
  public static let sample: LinkSamples = [
    "box": ["inbox"], "id": ["3"], "name": ["Ada"], "screens": ["one/three", "two/presented"],
  ]
}

extension NavigationMap {
  /// The sample app's map: its links opened from its tabs or, for mail links, from mail mode.
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
