public import Wayfinder
public import WayfinderFlows

/// What the Search screen can ask for. Screens depend on a protocol like this, not on the
/// navigator, so they can be previewed and tested with a stub.
///
/// ```swift
/// import SwiftUI
///
/// struct SearchView: View {
///   let router: any SearchRouting
///   let query: String
///   var body: some View { Button("Search") { router.showResults(query: query) } }
/// }
/// ```
@MainActor
public protocol SearchRouting {
  /// Shows the results of a search.
  /// - Parameter query: What to search for.
  func showResults(query: String)
}

/// What the Results screen can ask for.
@MainActor
public protocol ResultsRouting {
  /// Goes back to the search field.
  func backToSearch()
}

/// What an onboarding screen can ask for.
@MainActor
public protocol OnboardingRouting {
  /// Moves to the next step of ``NavigationFlow/sampleOnboarding``: Welcome → Features →
  /// Notifications (a sheet) → Ready → back where onboarding started, in one change.
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

/// The navigator-backed routers of Wayfinder Shop, one per screen protocol.
///
/// Screens do not handle navigation errors: a refused command changes nothing and is in the
/// navigator's event log, so the routers call the navigator with `try?`.
///
/// ```swift
/// let navigator = Navigator(NavigationState.sampleStart)
/// let router = SampleRouter(navigator: navigator)
/// router.showResults(query: "boots")
/// ```
@MainActor
public struct SampleRouter: SearchRouting, ResultsRouting, OnboardingRouting {
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

  /// Pushes the results of a search.
  /// - Parameter query: What to search for.
  public func showResults(query: String) {
    _ = try? navigator.push(.results(query: query))
  }

  /// Pops back to the search field.
  public func backToSearch() {
    _ = try? navigator.transaction { state in try state.popToLast { $0 == .search } }
  }

  /// Advances onboarding: the flow's next step, or, after Ready, the end of the flow (every
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
