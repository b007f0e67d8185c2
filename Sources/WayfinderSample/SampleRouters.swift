public import Wayfinder

/// What the First screen can ask for. Screens depend on a protocol like this, not on the
/// navigator, so they can be previewed and tested with a stub.
///
/// ```swift
/// struct FirstView: View {
///   let router: any FirstRouting
///   var body: some View { Button("Go") { router.showSecond(name: name) } }
/// }
/// ```
@MainActor
public protocol FirstRouting {
  /// Shows Second, greeting `name`.
  /// - Parameter name: Who to greet.
  func showSecond(name: String)
}

/// What the Second screen can ask for.
@MainActor
public protocol SecondRouting {
  /// Goes back to First.
  func backToFirst()
}

/// What an onboarding screen can ask for.
@MainActor
public protocol OnboardingRouting {
  /// Moves to the next step: Welcome → Features → Permissions (a sheet) → Done → back where
  /// onboarding started.
  func next()
}

/// The navigator-backed routers of the sample app, one per screen protocol.
///
/// Screens do not handle navigation errors: a refused command changes nothing and is in the
/// navigator's event log, so the routers call the navigator with `try?`.
///
/// ```swift
/// let router = SampleRouter(navigator: navigator)
/// router.showSecond(name: "Ada")
/// ```
@MainActor
public struct SampleRouter: FirstRouting, SecondRouting, OnboardingRouting {
  /// The navigator the routers drive.
  public let navigator: Navigator<SampleRoute>

  /// Creates the routers.
  /// - Parameter navigator: The app's navigator.
  public init(navigator: Navigator<SampleRoute>) {
    self.navigator = navigator
  }

  /// Pushes Second.
  /// - Parameter name: Who to greet.
  public func showSecond(name: String) {
    try? navigator.push(.second(name: name))
  }

  /// Pops back to First.
  public func backToFirst() {
    try? navigator.popToLast { $0 == .first }
  }

  /// Advances onboarding from the screen on top.
  public func next() {
    switch navigator.currentEntry.route {
    case .welcome: try? navigator.push(.features)
    case .features: try? navigator.present(.permissions, as: .sampleSheet)
    case .permissions:
      try? navigator.dismiss()
      try? navigator.push(.done)
    case .done:
      // Back to where onboarding started: just below Welcome.
      if let welcome = navigator.activeStack.entries.last(where: { $0.route == .welcome }),
        let index = navigator.activeStack.entries.firstIndex(where: { $0.id == welcome.id }),
        index > 0
      {
        try? navigator.pop(to: navigator.activeStack.entries[index - 1].id)
      }
    default: break
    }
  }
}
