public import Wayfinder

/// Whether the sample app's user is signed in: what its route rule reads.
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
  /// The account screen needs a signed-in user: signed out, the user signs in first.
  /// - Parameter account: The account the rule reads.
  /// - Returns: The rule.
  public static func signedIn(_ account: SampleAccount) -> RouteRule<SampleRoute> {
    RouteRule("signed in") { route in
      route == .account && !account.isSignedIn ? .redirect(to: .signIn) : .allow
    }
  }
}
