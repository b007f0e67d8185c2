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

extension Navigator {
  /// The state ``goBack()`` would produce from the current one, before the navigator's route
  /// rules and leave guards (which may still redirect or refuse it), or `nil` when there is
  /// nothing to go back to. Reading it makes a view depend on the whole state.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct BackButton: View {
  ///   let navigator: Navigator<Screen>
  ///   var body: some View {
  ///     let back = navigator.afterGoingBack?.currentRoute ?? .home
  ///     Button("Back to \(String(describing: back))") {
  ///       _ = try? navigator.goBack()
  ///     }
  ///     .disabled(navigator.afterGoingBack == nil)
  ///   }
  /// }
  /// ```
  public var afterGoingBack: NavigationState<Route>? { state.afterGoingBack }
}
