public import Foundation

/// A link refused or redirected by a rule, kept to be opened again once the rules allow it.
struct PendingLink {
  let link: String
  let policy: LinkPolicy
}

extension Navigator {
  /// The most redirects one change may go through before it is refused as a loop.
  static var maximumRedirects: Int { 16 }

  /// The first decision of the rules that is not `allow`.
  func decision(for route: Route) -> RouteDecision<Route> {
    for rule in rules {
      let decision = rule.decide(route)
      if case .allow = decision { continue }
      return decision
    }
    return .allow
  }

  /// Applies the rules to the screens of `state` that `old` does not have (to every screen
  /// when `checkingEverything`): redirects in place, refuses on a denial, or, when
  /// `removingDenied`, removes a denied screen with everything above it.
  func enforceRules(
    on state: inout NavigationState<Route>, comparedTo old: NavigationState<Route>,
    checkingEverything: Bool, removingDenied: Bool = false
  ) throws(NavigationError) {
    // An entry is known when it was there with the same route (an in-place update is checked).
    var known: [EntryID: Route] = [:]
    if !checkingEverything {
      for entry in old.allEntries { known[entry.id] = entry.route }
    }
    var redirects = 0
    var changed = true
    while changed {
      changed = false
      search: for location in state.stackLocations {
        guard let entries = state.stack(at: location)?.entries else { continue }
        for (index, entry) in entries.enumerated() where known[entry.id] != entry.route {
          switch decision(for: entry.route) {
          case .allow:
            continue
          case .deny where removingDenied:
            guard state.removeDenied(at: location, index: index) else { continue }
          case .deny:
            throw .because(.routeDenied(String(describing: entry.route)))
          case .redirect(let route):
            redirects += 1
            guard redirects <= Self.maximumRedirects else {
              throw .because(.redirectLoop(redirects))
            }
            state.redirect(at: location, index: index, to: route)
          }
          rulesIntervened = true
          changed = true
          break search
        }
      }
    }
  }

  /// Applies the rules again to every screen, after what they read changed (the user signed
  /// out or in): a redirected screen is replaced, a denied one is removed with everything
  /// above it (leave guards are not asked). Then a link the rules held back is opened, if
  /// the rules now let it through.
  ///
  /// ```swift
  /// session.isSignedIn = true
  /// navigator.reapplyRules()  // the account link tapped before signing in opens now
  /// ```
  public func reapplyRules() {
    try? perform(.rulesDidChange) { state throws(NavigationError) in
      try enforceRules(
        on: &state, comparedTo: state, checkingEverything: true, removingDenied: true)
    }
    guard let pending = pendingLinkReplay else { return }
    do throws(NavigationError) {
      var target = try linkTarget(pending, from: storage)
      rulesIntervened = false
      try enforceRules(on: &target, comparedTo: storage, checkingEverything: false)
      guard !rulesIntervened else { return }
    } catch {
      return
    }
    pendingLinkReplay = nil
    try? open(pending.link, policy: pending.policy)
  }

  /// The link a rule held back, waiting to be opened when the rules allow it.
  ///
  /// ```swift
  /// if let link = navigator.pendingLink { print("after sign-in:", link) }
  /// ```
  public var pendingLink: URL? { pendingLinkReplay.flatMap { URL(string: $0.link) } }

  /// Forgets the link a rule held back (the user gave up signing in).
  public func discardPendingLink() { pendingLinkReplay = nil }
}

extension NavigationState {
  /// Puts `route` at `index` of the stack at `location` under a fresh id, dropping the
  /// screens above it.
  mutating func redirect(at location: StackLocation, index: Int, to route: Route) {
    let id: EntryID = issueID()
    _ = try? modifyStack(at: location) { (stack: inout Stack<Route>) throws(NavigationError) in
      if index == 0 {
        stack._root = Entry(id: id, route: route)
        stack._pushed.removeAll()
      } else {
        stack._pushed.removeSubrange((index - 1)...)
        stack._pushed.append(Entry(id: id, route: route))
      }
    }
  }

  /// Removes the screen at `index` of the stack at `location` with everything above it; a
  /// layer's root takes its layer (and those above) with it. A base or tab root stays: a
  /// stack always has a root, so rules should redirect such routes rather than deny them.
  /// - Returns: Whether anything was removed.
  mutating func removeDenied(at location: StackLocation, index: Int) -> Bool {
    if index > 0 {
      _ = try? modifyStack(at: location) { (stack: inout Stack<Route>) throws(NavigationError) in
        stack._pushed.removeSubrange((index - 1)...)
      }
      return true
    } else if case .layer(let layer) = location {
      _ = try? dismiss(layer: layer)
      return true
    }
    return false
  }
}
