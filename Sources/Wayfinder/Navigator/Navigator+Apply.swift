// The navigator's whole-state commands. Each runs through `perform(_:_:)`, so it publishes one
// event, whether it succeeded or was refused, and throws the `NavigationError` that refused it.

extension Navigator {
  /// Makes the state look like `target`, keeping shared screens. See
  /// ``NavigationState/apply(_:)``.
  ///
  /// ```swift
  /// var target = navigator.state
  /// target.dismissAll()
  /// try target.selectTab("c")
  /// try navigator.apply(target)
  /// ```
  /// - Parameter target: The state to reach.
  /// - Throws: ``NavigationError/invalidState(_:)`` when the target breaks an invariant.
  @inlinable
  public func apply(_ target: NavigationState<Route>) throws(NavigationError) {
    try perform(.apply(target)) { state throws(NavigationError) in try state.apply(target) }
  }

  /// Replaces the state with a restored one, ids included.
  ///
  /// ```swift
  /// let restored = try StateRestorer().decode(Screen.self, from: data)
  /// try navigator.restore(restored.state)
  /// ```
  /// - Parameter restored: The state to install; it must be valid.
  /// - Throws: ``NavigationError/invalidState(_:)`` naming the first broken invariant.
  public func restore(_ restored: NavigationState<Route>) throws(NavigationError) {
    try perform(.restore) { state throws(NavigationError) in
      if let violation = restored.firstViolation() { throw .invalidState(violation) }
      state = restored
    }
  }
}
