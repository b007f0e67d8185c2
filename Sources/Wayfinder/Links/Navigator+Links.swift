/// What opening a link does to a running app.
///
/// ```swift
/// try navigator.open(url, in: links, base: .start, policy: .pushOnCurrentStack)
/// ```
public enum LinkPolicy: Sendable {
  /// Go to the link's whole target state (its tab, back stack and layer), keeping the screens
  /// the current state shares with it. Gives the same state as a cold start.
  case replace
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
  ///   - base: The app's starting state (used by ``LinkPolicy/replace``).
  ///   - policy: Replace (default) or push on the current stack.
  /// - Throws: ``NavigationError/badLink(_:)`` for a link that does not match or whose target
  ///   cannot be placed; the state is then unchanged.
  public func open(
    _ link: String, in table: LinkTable<Route>, base: NavigationState<Route>,
    policy: LinkPolicy = .replace
  ) throws(NavigationError) {
    try perform(.openLink(link)) { state throws(NavigationError) in
      let match: LinkMatch<Route>
      switch table.match(link) {
      case .success(let found): match = found
      case .failure(let error): throw .badLink(error)
      }
      var target = policy == .replace ? base : state
      do throws(LinkError) {
        try table.place(match, on: &target, fresh: policy == .replace)
      } catch {
        throw .badLink(error)
      }
      try state.apply(target)
    }
  }
}
