public import Wayfinder
public import WayfinderFlows

/// What the First screen can ask for. Screens depend on a protocol like this, not on the
/// navigator, so they can be previewed and tested with a stub.
///
/// ```swift
/// import SwiftUI
///
/// struct FirstView: View {
///   let router: any FirstRouting
///   let name: String
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
  /// Moves to the next step of ``NavigationFlow/sampleOnboarding``: Welcome → Features →
  /// Permissions (a sheet) → Done → back where onboarding started, in one change.
  func next()
}

/// The onboarding flow in progress, shared by the routers handed to its screens.
@MainActor
public final class OnboardingProgress {
  /// The running flow, or `nil` when onboarding is not shown.
  public var run: FlowRun<SampleRoute>?

  /// Creates an empty progress.
  public init() {}
}

/// The navigator-backed routers of the sample app, one per screen protocol.
///
/// Screens do not handle navigation errors: a refused command changes nothing and is in the
/// navigator's event log, so the routers call the navigator with `try?`.
///
/// ```swift
/// let navigator = Navigator(NavigationState.sampleStart)
/// let router = SampleRouter(navigator: navigator)
/// router.showSecond(name: "Ada")
/// ```
@MainActor
public struct SampleRouter: FirstRouting, SecondRouting, OnboardingRouting {
  /// The navigator the routers drive.
  public let navigator: Navigator<SampleRoute>
  /// The onboarding in progress.
  public let onboarding: OnboardingProgress

  /// Creates the routers.
  /// - Parameters:
  ///   - navigator: The app's navigator.
  ///   - onboarding: The onboarding in progress (default: none).
  public init(
    navigator: Navigator<SampleRoute>, onboarding: OnboardingProgress = OnboardingProgress()
  ) {
    self.navigator = navigator
    self.onboarding = onboarding
  }

  /// Starts the onboarding flow on the active stack.
  public func startOnboarding() {
    onboarding.run = try? navigator.start(.sampleOnboarding)
  }

  /// Pushes Second.
  /// - Parameter name: Who to greet.
  public func showSecond(name: String) {
    _ = try? navigator.push(.second(name: name))
  }

  /// Pops back to First.
  public func backToFirst() {
    _ = try? navigator.transaction { state in try state.popToLast { $0 == .first } }
  }

  /// Advances onboarding: the flow's next step, or, after Done, the end of the flow (every
  /// onboarding screen goes in one change).
  public func next() {
    guard let run = onboarding.run, let step = run.currentStep else { return }
    if step + 1 < run.flow.steps.count {
      try? run.next()
    } else {
      try? run.finish()
      onboarding.run = nil
    }
  }
}
