/// The heights of an app's custom sheet detents (``SheetDetent/custom(_:)``), by name, for a
/// host that computes heights itself (`UIKitHost`, through UIKit's custom detents).
///
/// ```swift
/// import WayfinderUIKit
///
/// let detents = CustomDetents(["compact": { maximum in min(180, maximum * 0.3) }])
/// let host = UIKitHost(navigator: navigator, detents: detents) { screen in
///   ScreenHostingController(rootView: ScreenView(screen))
/// }
/// ```
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

  /// Whether a name is registered.
  /// - Parameter name: The detent's name.
  /// - Returns: `true` when its height is known.
  package func contains(_ name: String) -> Bool { resolvers[name] != nil }
}
