/// The host a root view shows its navigator with: made the first time the view's body asks,
/// kept while the view is handed the same navigator, and made again for another (Q39).
///
/// A root view's `init` runs on every pass of the app's body, so the host is made in the body,
/// once (Q23); an app may hand the root a new navigator (a new one at sign-out), and then the
/// root must show that one, not keep drawing the first. The old host is let go; it holds its
/// navigator weakly (Q36), so nothing of the old window's navigation is kept by the root.
///
/// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
/// ```swift
/// @State private var root = RootHost<Screen, SwiftUIHost<Screen>>()
/// var body: some View {
///   let host = root.host(for: navigator) { SwiftUIHost(navigator: navigator) }
///   …
///     .onChange(of: ObjectIdentifier(navigator)) { navigator.attach(host) }
/// }
/// ```
@MainActor
package final class RootHost<Route: Hashable & Sendable, Host: AnyObject> {
  private weak var navigator: Navigator<Route>?
  private var made: Host?

  /// Creates an empty slot.
  package init() {}

  /// The host for `navigator`: the one made for it before, or a new one from `make`.
  /// - Parameters:
  ///   - navigator: The navigator the root was handed.
  ///   - make: Makes a host for it.
  /// - Returns: The host.
  package func host(for navigator: Navigator<Route>, make: () -> Host) -> Host {
    if let made, self.navigator === navigator { return made }
    let host = make()
    self.navigator = navigator
    made = host
    return host
  }
}
