extension NavigationState {
  /// The state ``goBack()`` would produce, or `nil` when there is nothing to go back to:
  /// what a leave guard, an inspector or a predictive back gesture shows before the user
  /// commits.
  ///
  /// ```swift
  /// if let back = state.afterGoingBack {
  ///   preview(back.activeStack.top)  // the screen a back swipe reveals
  /// }
  /// ```
  ///
  /// A view reads it from its navigator, `navigator.state.afterGoingBack`, before the
  /// navigator's route rules and leave guards (which may still redirect or refuse the step).
  /// - Complexity: O(1) beyond the copy of the part that changes.
  public var afterGoingBack: NavigationState? {
    var back = self
    do {
      try back.goBack()
    } catch {
      return nil
    }
    return back
  }
}
