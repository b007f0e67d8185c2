public import Foundation

extension Navigator {
  /// Opens a link given as a `URL`, as `onOpenURL`, `scene(_:openURLContexts:)` and a universal
  /// link's `webpageURL` hand it over. See ``open(_:in:base:policy:)-(String,_,_,_)``.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct AppView: View {
  ///   let navigator: Navigator<Screen>
  ///   var body: some View {
  ///     Text("Home").onOpenURL { url in try? navigator.open(url, in: links, base: .start) }
  ///   }
  /// }
  /// ```
  /// - Parameters:
  ///   - url: The link.
  ///   - table: The app's link table.
  ///   - base: The app's starting state.
  ///   - policy: What the link replaces (default: ``LinkPolicy/keepOtherTabs``).
  /// - Throws: ``NavigationError/badLink(_:)``; the state is then unchanged.
  public func open(
    _ url: URL, in table: LinkTable<Route>, base: NavigationState<Route>,
    policy: LinkPolicy = .keepOtherTabs
  ) throws(NavigationError) {
    try open(url.absoluteString, in: table, base: base, policy: policy)
  }
}

extension LinkTable where Route: Equatable {
  /// The state a link given as a `URL` leads to from the app's start. See
  /// ``target(for:base:)-(String,_)``.
  ///
  /// ```swift
  /// let navigator = Navigator(try links.target(for: launchURL, base: .start))
  /// ```
  /// - Parameters:
  ///   - url: The link.
  ///   - base: The app's starting state.
  /// - Returns: The linked state.
  /// - Throws: A ``LinkError`` naming the problem.
  public func target(for url: URL, base: NavigationState<Route>) throws(LinkError)
    -> NavigationState<Route>
  {
    try target(for: url.absoluteString, base: base)
  }
}
