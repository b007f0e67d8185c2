import Testing
import Wayfinder

/// The screens of the scenario tests for results, guards, rules and flows: an app with a
/// home, a color picker, a form, an account area behind sign-in, and an onboarding.
enum AppScreen: Hashable, Codable, Sendable, CustomStringConvertible {
  case home, picker, form, account, settings, signIn
  case welcome, features, notifications, done

  var description: String {
    switch self {
    case .home: "Home"
    case .picker: "Picker"
    case .form: "Form"
    case .account: "Account"
    case .settings: "Settings"
    case .signIn: "SignIn"
    case .welcome: "Welcome"
    case .features: "Features"
    case .notifications: "Notifications"
    case .done: "Done"
    }
  }

  /// Whether the screen needs a signed-in user.
  var needsAccount: Bool { self == .account || self == .settings }
}

/// Yields until `condition` holds; fails the test after many tries instead of hanging.
@MainActor
func waitUntil(
  _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: @MainActor () -> Bool
) async {
  for _ in 0..<10_000 {
    if condition() { return }
    await Task.yield()
  }
  Issue.record("timed out waiting until \(what)", sourceLocation: sourceLocation)
}

/// What a user would answer to a leave guard's question, with a count of questions asked.
@MainActor
final class UserAnswers {
  private(set) var asked = 0
  private var waiting: CheckedContinuation<Bool, Never>?

  /// The question: suspends until ``answer(_:)``.
  func ask() async -> Bool {
    asked += 1
    return await withCheckedContinuation { waiting = $0 }
  }

  /// Whether a question waits for its answer.
  var isAsking: Bool { waiting != nil }

  /// Answers the question asked.
  func answer(_ agreed: Bool) {
    waiting?.resume(returning: agreed)
    waiting = nil
  }
}

/// Shows an alert without waiting for its answer, from asynchronous test code (where Swift
/// picks the `presentAlert` overload that waits).
@MainActor
func show<Route>(_ alert: AlertState, on navigator: Navigator<Route>) throws(NavigationError) {
  try navigator.presentAlert(alert)
}

/// The refusal the navigator published while `body` ran (what a screen's own navigator returned
/// `nil` or `false` for), or `nil`.
@MainActor
func refusal<Route>(on navigator: Navigator<Route>, _ body: () -> Void) -> NavigationError? {
  var refusal: NavigationError?
  let token = navigator.observe { event in
    if case .failed(let error) = event.outcome { refusal = error }
  }
  body()
  token.cancel()
  return refusal
}
