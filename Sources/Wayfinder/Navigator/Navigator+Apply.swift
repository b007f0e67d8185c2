// The navigator's whole-state commands. Each runs through `perform(_:_:)`, so it publishes one
// event, whether it succeeded or was refused, and throws the `NavigationError` that refused it.

extension Navigator {
  /// Makes the state look like `target`, keeping shared screens. See
  /// ``NavigationState/apply(_:identity:)``.
  ///
  /// ```swift
  /// var target = navigator.state
  /// target.dismissAll()
  /// try target.selectTab("c")
  /// try navigator.apply(target)
  /// ```
  /// - Parameters:
  ///   - target: The state to reach.
  ///   - identity: Which screens stay the same: those whose route is unchanged (default), or
  ///     every screen with a counterpart at its place, its route updated in place
  ///     (FlowStacks' rule).
  /// - Throws: ``NavigationError/Code-swift.enum/invalid`` when the target breaks an invariant.
  @inlinable
  public func apply(
    _ target: NavigationState<Route>, identity: ApplyIdentity = .byRoute
  ) throws(NavigationError) {
    try perform(.apply(target)) { state throws(NavigationError) in
      let old = state
      try state.apply(target, identity: identity)
      if identity == .byPosition, hasHost { noteUpdatesInPlace(from: old, to: state) }
    }
  }

  /// Replaces the state with a restored one, ids included: a state decoded by a
  /// ``StateRestorer``, or one kept by the app (a trace's, an inspector's time travel). To
  /// restore saved data, ``restore(from:using:)`` decodes and restores in one call.
  ///
  /// ```swift
  /// let restored = try StateRestorer().decode(Screen.self, from: data)
  /// try navigator.restore(restored.state)
  /// ```
  /// - Parameter restored: The state to install; it must be valid.
  /// - Throws: ``RestorationError/Code-swift.enum/inconsistent`` naming the first broken
  ///   invariant, or ``RestorationError/Code-swift.enum/unreadable`` when a route rule or a
  ///   leave guard refused the state; the state is then unchanged, and the refusal published.
  public func restore(_ restored: NavigationState<Route>) throws(RestorationError) {
    // The restored ids mean other screens: nothing was updated in place.
    updatedInPlace = []
    do throws(NavigationError) {
      try perform(.restore) { state throws(NavigationError) in
        if let violation = restored.firstViolation() { throw .because(.invalidState(violation)) }
        state = restored
      }
    } catch {
      if case .invalidState(let violation) = error.reason {
        throw .because(.inconsistent(violation))
      }
      throw .because(.corrupt("the navigator refused the restored state: \(error)"))
    }
  }
}
