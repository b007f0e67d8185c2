/// What a route rule says about a route in the current context.
///
/// ```swift
/// let rule = RouteRule<Screen>("signed in") { route in
///   route.needsAccount && !session.isSignedIn ? .redirect(to: .signIn) : .allow
/// }
/// ```
public enum RouteDecision<Route> {
  /// The route may be shown.
  case allow
  /// Show this route instead, in the same place; the screens the change put above it are
  /// dropped.
  case redirect(to: Route)
  /// The change that would show the route is refused with
  /// ``NavigationError/Code-swift.enum/denied``.
  case deny
}

extension RouteDecision: Equatable where Route: Equatable {}
extension RouteDecision: Sendable where Route: Sendable {}

/// A rule the navigator applies to every route a change would show: commands, links,
/// restoration and the user's own pushes alike (see ``Navigator/rules``).
///
/// ```swift
/// navigator.rules = [
///   RouteRule("signed in") { route in
///     route == .account && !session.isSignedIn ? .redirect(to: .signIn) : .allow
///   }
/// ]
/// ```
@MainActor
public struct RouteRule<Route> {
  /// A name for logs.
  public let name: String
  let decide: @MainActor (Route) -> RouteDecision<Route>

  /// Creates a rule.
  /// - Parameters:
  ///   - name: A name for logs.
  ///   - decide: The decision for a route; read the app's context (the session) inside it.
  public init(_ name: String, decide: @escaping @MainActor (Route) -> RouteDecision<Route>) {
    self.name = name
    self.decide = decide
  }
}
