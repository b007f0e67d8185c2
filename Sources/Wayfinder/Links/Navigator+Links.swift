public import Foundation

/// What opening a link does to a running app.
///
/// ```swift
/// // tab a: One › Two, tab c: One; open myapp://c/path/three
/// try navigator.open(url)
/// //   .keepOtherTabs (default): tab c: One › Three selected; tab a keeps One › Two
/// try navigator.open(url, policy: .resetOtherTabs)
/// //   tab c: One › Three selected; tab a is back at One, as on a cold start
/// try navigator.open(url, policy: .pushOnCurrentStack)
/// //   Three pushed on tab a: One › Two › Three
/// ```
@nonexhaustive
public enum LinkPolicy: Sendable {
  /// Go to the link's tab, back stack and layer; every other tab keeps its stack. Layers and
  /// the alert are dismissed; the link's tab is popped to its root before the link's screens
  /// are pushed. The default: a link should not throw away what the user built elsewhere.
  case keepOtherTabs
  /// Go to the link's whole target state built from ``Navigator/linkBase``: every tab's
  /// stack is reset, as on a cold start. Screens the two states share keep their identity.
  case resetOtherTabs
  /// Push (or present) the linked screen on top of what is shown, without changing tab or
  /// back stack.
  case pushOnCurrentStack
}

extension Navigator {
  /// Opens a link with the navigator's ``links``: resolves it and changes the state as
  /// `policy` says, through the planner when a host is attached. It is what `onOpenURL`,
  /// `scene(_:openURLContexts:)` and a universal link's `webpageURL` hand over.
  ///
  /// A bad link changes nothing and is published as a failed event
  /// (``NavigationError/Code-swift.enum/badLink``).
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct AppView: View {
  ///   let navigator: Navigator<Screen>
  ///   var body: some View {
  ///     Text("Home").onOpenURL { url in try? navigator.open(url) }
  ///   }
  /// }
  /// ```
  /// - Parameters:
  ///   - url: The link.
  ///   - policy: What the link replaces (default: ``LinkPolicy/keepOtherTabs``).
  /// - Throws: ``NavigationError/Code-swift.enum/badLink`` for a link that does not match or whose target
  ///   cannot be placed, and with ``LinkError/Code-swift.enum/configuration`` when the navigator has no ``links``;
  ///   the state is then unchanged.
  public func open(_ url: URL, policy: LinkPolicy = .keepOtherTabs) throws(NavigationError) {
    try open(url.absoluteString, policy: policy)
  }

  /// Opens a link given as text (the demo's and the hosts' form of ``open(_:policy:)``).
  package func open(_ link: String, policy: LinkPolicy = .keepOtherTabs)
    throws(NavigationError)
  {
    let request = PendingLink(link: link, policy: policy)
    rulesIntervened = false
    do throws(NavigationError) {
      try perform(.open(link)) { state throws(NavigationError) in
        try state.apply(linkTarget(request, from: state))
      }
    } catch {
      if case .routeDenied = error.reason { pendingLinkReplay = request }
      throw error
    }
    // A link a rule redirected (to sign in) is opened again once the rules allow it.
    if rulesIntervened { pendingLinkReplay = request }
  }

  /// The state a link leads to from `state`, under the link's policy.
  func linkTarget(_ request: PendingLink, from state: NavigationState<Route>)
    throws(NavigationError) -> NavigationState<Route>
  {
    guard let table = links else { throw .because(.badLink(.because(.noLinks))) }
    let match: LinkMatch<Route>
    switch table.match(request.link) {
    case .success(let found): match = found
    case .failure(let error): throw .because(.badLink(error))
    }
    var target: NavigationState<Route>
    // A link's own policy for a running app beats the one it is opened with; a reset (a cold
    // launch) always builds the whole state.
    let own = table.placement(match.routeIndex).whenRunning
    let policy = request.policy == .resetOtherTabs ? .resetOtherTabs : own ?? request.policy
    do throws(LinkError) {
      switch policy {
      case .keepOtherTabs:
        target = try table.target(for: match, keepingOtherTabsOf: state)
      case .resetOtherTabs:
        target = linkBase
        // The tab arrangement is the user's, not the link's: a reset keeps it.
        target.adoptTabArrangement(of: state)
        try table.place(match, on: &target, fresh: true)
      case .pushOnCurrentStack:
        target = state
        try table.place(match, on: &target, fresh: false)
      }
    } catch {
      throw .because(.badLink(error))
    }
    return target
  }

  /// A link that opens `route`, printed with the navigator's ``links``.
  ///
  /// ```swift
  /// navigator.url(for: .detail(42))                   // myapp://c/detail/42
  /// navigator.url(for: .detail(42), universal: true)  // https://example.com/c/detail/42
  /// ```
  /// - Parameters:
  ///   - route: The route.
  ///   - universal: `true` for a universal link on the first host, `false` (default) for the
  ///     first custom scheme.
  /// - Returns: The link, or `nil` when no link prints this route, the table has no scheme
  ///   (or host) to print with, or the link would be longer than the table accepts; also
  ///   `nil` when the navigator has no ``links``, which is reported as
  ///   ``NavigationDiagnostic/noLinks``.
  /// - Complexity: O(number of links), or O(links with the route's key) with a
  ///   ``LinkTableBuilder/printKey``.
  public func url(for route: Route, universal: Bool = false) -> URL? {
    guard let table = linksToPrint() else { return nil }
    return table.url(for: route, universal: universal).flatMap { URL(string: $0) }
  }

  /// A link to what the user sees in `state` (the navigator's state by default): the selected
  /// tab, its whole back stack and the top layer, wherever the links can express them, and
  /// what they could not.
  ///
  /// Every candidate is checked by opening it on the state itself with
  /// ``LinkPolicy/keepOtherTabs``: a link whose ``StateLink/omitted`` is empty gives back the
  /// same screens, tab and layers (up to entry ids). When the whole state cannot be expressed,
  /// the link drops the layers, then the back stack, and says so.
  ///
  /// ```swift
  /// if let link = navigator.link() { share(link.url) }  // myapp://c/path/three/one
  /// ```
  /// - Parameters:
  ///   - state: The state (default: the navigator's).
  ///   - universal: `true` for a universal link, `false` (default) for the custom scheme.
  /// - Returns: The link, or `nil` when not even the screen on top is linkable; also `nil`
  ///   when the navigator has no ``links``, which is reported as
  ///   ``NavigationDiagnostic/noLinks``.
  /// - Complexity: O(links × depth): each link that recognises the screens is printed and
  ///   resolved once; O(depth) with a ``LinkTableBuilder/printKey`` whose keys name few links.
  public func link(for state: NavigationState<Route>? = nil, universal: Bool = false)
    -> StateLink?
  {
    guard let table = linksToPrint() else { return nil }
    return table.link(for: state ?? storage, universal: universal)
  }

  /// The links to print with, or `nil` after reporting that there are none.
  private func linksToPrint() -> LinkTable<Route>? {
    if let links { return links }
    report(.noLinks)
    return nil
  }
}
