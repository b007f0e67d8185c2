public import Wayfinder

/// Whether Wayfinder Shop's user is signed in: what its route rule reads.
///
/// ```swift
/// let navigator = Navigator(NavigationState.sampleStart)
/// let account = SampleAccount()
/// navigator.rules = [.signedIn(account)]
/// ```
@MainActor
public final class SampleAccount {
  /// Whether the user is signed in.
  public var isSignedIn = false

  /// Creates a signed-out account.
  public init() {}
}

extension RouteRule<SampleRoute> {
  /// The orders need a signed-in user: signed out, the user signs in first (a link to the
  /// orders waits, and opens after the sign-in).
  /// - Parameter account: The account the rule reads.
  /// - Returns: The rule.
  public static func signedIn(_ account: SampleAccount) -> RouteRule<SampleRoute> {
    RouteRule("signed in") { route in
      route == .orders && !account.isSignedIn ? .redirect(to: .signIn) : .allow
    }
  }
}
