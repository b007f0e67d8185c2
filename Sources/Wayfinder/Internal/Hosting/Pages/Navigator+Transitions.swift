extension Navigator {
  /// A host's lookup of the transition registered under a name: passes the registered style
  /// through, and reports ``NavigationDiagnostic/unregisteredTransition(_:)`` when there is
  /// none, so a misspelt ``Presentation/custom(_:)`` or ``PageStyle/transition(_:)`` name is
  /// not silently shown with the default transition.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// let style =
  ///   navigator.transition(named: name, registered: transitions[name]) ?? transitions.fallback
  /// ```
  /// - Parameters:
  ///   - name: The name a layer or page asks for.
  ///   - registered: What the host registered under it, or `nil`.
  /// - Returns: `registered`, unchanged.
  package func transition<Style>(named name: TransitionName, registered: Style?) -> Style? {
    if registered == nil { report(.unregisteredTransition(name)) }
    return registered
  }
}
