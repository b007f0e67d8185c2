/// Which screens zoom in from a source another screen marks (iOS 18's zoom transition), driven
/// by the state: a pushed screen or a layer's first screen whose route zooms appears out of
/// the view marked as its source, and shrinks back into it when it leaves, whether the user
/// swipes it away or a command pops or dismisses it.
///
/// The source is named by the route itself: a thumbnail marks itself as the source of
/// `.photo(id)`, and the screen of `.photo(id)` zooms from it. Nothing of the transition is in
/// the state, so a link, a restoration or a test shows the same screens, with or without it.
///
/// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
/// ```swift
/// let zoom = ZoomTransitions<Screen> { if case .photo = $0 { true } else { false } }
/// NavigationRoot(navigator, zoom: zoom) { … }
/// // in the grid: Thumbnail(id).zoomSource(for: Screen.photo(id))
/// ```
public struct ZoomTransitions<Route>: Sendable {
  private let zooms: @Sendable (Route) -> Bool

  /// Creates the rule.
  /// - Parameter zooms: Whether a route's screen zooms from its source.
  public init(_ zooms: @escaping @Sendable (Route) -> Bool) {
    self.zooms = zooms
  }

  /// No screen zooms.
  public static var none: ZoomTransitions { ZoomTransitions { _ in false } }

  /// The source a screen zooms from: its own route when it zooms, else `nil`.
  /// - Parameter route: The screen's route.
  /// - Returns: The source's identity, or `nil`.
  package func source(for route: Route) -> Route? { zooms(route) ? route : nil }
}
