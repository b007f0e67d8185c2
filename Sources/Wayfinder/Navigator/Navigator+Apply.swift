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

  /// Replaces the state with a restored one, ids included.
  ///
  /// ```swift
  /// let restored = try StateRestorer().decode(Screen.self, from: data)
  /// try navigator.restore(restored.state)
  /// ```
  /// - Parameter restored: The state to install; it must be valid.
  /// - Throws: ``NavigationError/Code-swift.enum/invalid`` naming the first broken invariant.
  public func restore(_ restored: NavigationState<Route>) throws(NavigationError) {
    // The restored ids mean other screens: nothing was updated in place.
    updatedInPlace = []
    try perform(.restore) { state throws(NavigationError) in
      if let violation = restored.firstViolation() { throw .invalidState(violation) }
      state = restored
    }
  }
}
