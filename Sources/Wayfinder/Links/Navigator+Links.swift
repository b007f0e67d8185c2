/// What opening a link does to a running app.
///
/// ```swift
/// // tab a: One › Two, tab c: One; open myapp://c/path/three
/// try navigator.open(url, in: links, base: .start)
/// //   .keepOtherTabs (default): tab c: One › Three selected; tab a keeps One › Two
/// try navigator.open(url, in: links, base: .start, policy: .resetOtherTabs)
/// //   tab c: One › Three selected; tab a is back at One, as on a cold start
/// try navigator.open(url, in: links, base: .start, policy: .pushOnCurrentStack)
/// //   Three pushed on tab a: One › Two › Three
/// ```
public enum LinkPolicy: Sendable {
  /// Go to the link's tab, back stack and layer; every other tab keeps its stack. Layers and
  /// the alert are dismissed; the link's tab is popped to its root before the link's screens
  /// are pushed. The default: a link should not throw away what the user built elsewhere.
  case keepOtherTabs
  /// Go to the link's whole target state built from the app's start (`base`): every tab's
  /// stack is reset, as on a cold start. Screens the two states share keep their identity.
  case resetOtherTabs
  /// Push (or present) the linked screen on top of what is shown, without changing tab or
  /// back stack.
  case pushOnCurrentStack
}

extension Navigator {
  /// Opens a link: resolves it and changes the state as `policy` says, through the planner
  /// when a host is attached.
  ///
  /// A bad link changes nothing and is published as a failed event
  /// (``NavigationError/badLink(_:)``).
  ///
  /// ```swift
  /// try navigator.open("myapp://c/detail/42", in: links, base: .start)
  /// ```
  /// - Parameters:
  ///   - link: The link text.
  ///   - table: The app's link table.
  ///   - base: The app's starting state (used by ``LinkPolicy/resetOtherTabs``).
  ///   - policy: What the link replaces (default: ``LinkPolicy/keepOtherTabs``).
  /// - Throws: ``NavigationError/badLink(_:)`` for a link that does not match or whose target
  ///   cannot be placed; the state is then unchanged.
  public func open(
    _ link: String, in table: LinkTable<Route>, base: NavigationState<Route>,
    policy: LinkPolicy = .keepOtherTabs
  ) throws(NavigationError) {
    let request = PendingLink(link: link, table: table, base: base, policy: policy)
    rulesIntervened = false
    do throws(NavigationError) {
      try perform(.open(link)) { state throws(NavigationError) in
        try state.apply(linkTarget(request, from: state))
      }
    } catch {
      if case .routeDenied = error { pendingLinkReplay = request }
      throw error
    }
    // A link a rule redirected (to sign in) is opened again once the rules allow it.
    if rulesIntervened { pendingLinkReplay = request }
  }

  /// The state a link leads to from `state`, under the link's policy.
  func linkTarget(_ request: PendingLink<Route>, from state: NavigationState<Route>)
    throws(NavigationError) -> NavigationState<Route>
  {
    let table = request.table
    let match: LinkMatch<Route>
    switch table.match(request.link) {
    case .success(let found): match = found
    case .failure(let error): throw .badLink(error)
    }
    var target: NavigationState<Route>
    do throws(LinkError) {
      switch request.policy {
      case .keepOtherTabs:
        target = try table.target(for: match, keepingOtherTabsOf: state)
      case .resetOtherTabs:
        target = request.base
        try table.place(match, on: &target, fresh: true)
      case .pushOnCurrentStack:
        target = state
        try table.place(match, on: &target, fresh: false)
      }
    } catch {
      throw .badLink(error)
    }
    return target
  }
}
