/// The heights of an app's custom sheet detents (``SheetDetent/custom(_:)``), by name: one
/// registry for both hosts, each height given the largest height a sheet can have.
///
/// ```swift
/// import WayfinderUIKit
///
/// let detents = CustomDetents(["compact": { maximum in min(180, maximum * 0.3) }])
/// let host = UIKitHost(navigator: navigator, detents: detents) { screen in
///   ScreenHostingController(rootView: ScreenView(screen))
/// }
/// ```
///
/// A SwiftUI app gives the same registry to `.customDetents(_:)` on its `NavigationRoot`.
/// SwiftUI names a custom detent by a type, so it shows at most eight custom detents
/// from one registry (the first names in alphabetical order); a name beyond them is shown as
/// `.large` and reported in debug builds.
public struct CustomDetents: Sendable {
  private var resolvers: [String: @Sendable (Double) -> Double]

  /// Creates the registry.
  /// - Parameter resolvers: For each name, the height in points given the largest height a
  ///   sheet can have.
  public init(_ resolvers: [String: @Sendable (Double) -> Double] = [:]) {
    self.resolvers = resolvers
  }

  /// Registers (or replaces) the height of a named detent.
  /// - Parameters:
  ///   - name: The detent's name.
  ///   - height: Its height in points, given the largest height a sheet can have.
  public mutating func register(
    _ name: String, height: @escaping @Sendable (Double) -> Double
  ) {
    resolvers[name] = height
  }

  /// The height of a custom detent: the registered one, kept within `0...maximum`; the
  /// maximum (as `.large`) for a name nobody registered or a height that is not a number.
  ///
  /// ```swift
  /// detents.height(of: "compact", maximum: 800)  // 180
  /// ```
  /// - Parameters:
  ///   - name: The detent's name.
  ///   - maximum: The largest height a sheet can have, in points.
  /// - Returns: The height in points.
  package func height(of name: String, maximum: Double) -> Double {
    guard let resolve = resolvers[name] else { return maximum }
    let height = resolve(maximum)
    guard height.isFinite else { return maximum }
    return min(max(height, 0), maximum)
  }

  /// The most custom detents a SwiftUI app can register (SwiftUI names a custom detent by a
  /// type of its own, and the package has this many).
  package static let maximumCount = 8

  /// The registered names in alphabetical order: the place of a name is its SwiftUI slot.
  package var names: [String] { resolvers.keys.sorted() }

  /// The slot of a name, for a host that needs one type per detent (SwiftUI): its place among
  /// the registered names in alphabetical order.
  /// - Parameter name: The detent's name.
  /// - Returns: The slot, or `nil` when the name is not registered or is beyond
  ///   eight.
  package func slot(of name: String) -> Int? {
    guard resolvers[name] != nil, let index = names.firstIndex(of: name),
      index < Self.maximumCount
    else { return nil }
    return index
  }

  /// The height of the detent in a slot (see ``slot(of:)``), or `nil` when the slot is empty.
  /// - Parameters:
  ///   - slot: The slot.
  ///   - maximum: The largest height a sheet can have, in points.
  /// - Returns: The height in points, within `0...maximum`.
  package func height(inSlot slot: Int, maximum: Double) -> Double? {
    let names = self.names
    guard names.indices.contains(slot), slot < Self.maximumCount else { return nil }
    return height(of: names[slot], maximum: maximum)
  }

  /// Whether a name is registered.
  /// - Parameter name: The detent's name.
  /// - Returns: `true` when its height is known.
  package func contains(_ name: String) -> Bool { resolvers[name] != nil }
}
