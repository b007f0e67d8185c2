/// The zoom sources on screen: the views marked as where a route's screen zooms from report
/// here as they appear and disappear (SwiftUI's `zoomSource(for:)`), so that a zoom whose
/// source is not on screen — which iOS shows as a plain push or sheet, saying nothing — is
/// reported (``NavigationDiagnostic/zoomSourceNotShown(_:)``).
///
/// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
/// ```swift
/// content.matchedTransitionSource(id: route, in: namespace)
///   .onAppear { sources.appeared(route) }
///   .onDisappear { sources.disappeared(route) }
/// ```
@MainActor
package final class ZoomSources {
  /// How many views mark each route as a source now (a list and a grid may both show it).
  private var visible: [AnyHashable: Int] = [:]

  /// No source on screen.
  package init() {}

  /// A view marking `route` as a source appeared.
  package func appeared(_ route: AnyHashable) { visible[route, default: 0] += 1 }

  /// A view marking `route` as a source disappeared.
  package func disappeared(_ route: AnyHashable) {
    guard let count = visible[route] else { return }
    visible[route] = count > 1 ? count - 1 : nil
  }

  /// Whether a view marking `route` as a source is on screen.
  package func isShown(_ route: AnyHashable) -> Bool { visible[route] != nil }
}

extension DisplayedNavigation {
  /// Reports each screen an animated `step` zooms in whose source is not on screen: a screen
  /// pushed on a visible stack, or the first screen of a sheet or cover presented, whose route
  /// zooms (`zoom`) while no view marks it as a source. A step shown without animation (a
  /// launch, a restoration, a link opened cold) zooms nothing and reports nothing.
  /// - Parameters:
  ///   - step: The step about to be shown.
  ///   - animated: Whether it is shown with animation.
  ///   - zoom: The app's zoom transitions.
  ///   - sources: The sources on screen.
  /// - Complexity: O(n) in the layers and stacks shown.
  package func reportZoomsWithoutSource(
    in step: HostStep<Route>, animated: Bool, zoom: ZoomTransitions<Route>, sources: ZoomSources
  ) {
    guard animated, step.animated else { return }
    var zooming: [Route] = []
    let shownLayers = Set(storage.layers.map(\.id))
    if let top = step.state.layers.last, !shownLayers.contains(top.id) {
      zooming.append(top.content.root.route)
    }
    for location in visibleStacks(in: step.state) {
      guard let before = storage.stack(at: location), let after = step.state.stack(at: location),
        before.root.id == after.root.id, after.pushed.count > before.pushed.count
      else { continue }
      zooming.append(after.top.route)
    }
    for route in zooming {
      guard let source = zoom.source(for: route), !sources.isShown(source) else { continue }
      navigator?.report(.zoomSourceNotShown(String(describing: route)))
    }
  }
}
