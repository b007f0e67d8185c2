#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  /// The host that shows a navigator's state in SwiftUI: it renders the *displayed* state and
  /// applies one planned step per SwiftUI update, acknowledging when the step's transition has
  /// ended (rule Q20: UIKit's, for a push, a pop, a sheet or a cover; SwiftUI's own otherwise).
  ///
  /// ``NavigationRoot`` creates and attaches one; create one yourself only to choose the
  /// animation.
  ///
  /// ```swift
  /// struct AppView: View {
  ///   @State private var host = SwiftUIHost(navigator: navigator, animation: .snappy)
  ///   var body: some View {
  ///     NavigationRoot(navigator, host: host) { screen in ScreenView(screen) }
  ///   }
  /// }
  /// ```
  @MainActor
  public final class SwiftUIHost<Route: Hashable & Sendable>: NavigationHost {
    /// SwiftUI on iOS 17: one presentation or dismissal per update, a stack set in one update.
    package let capabilities = HostCapabilities.swiftUI
    /// What the views show and write to.
    package let displayed: DisplayedNavigation<Route>
    /// The animation of each step (`nil`: none).
    public var animation: Animation?
    /// The app's page styles and custom transitions, set by ``NavigationRoot``: a step that shows
    /// a transition name with no style is reported as a diagnostic when it starts.
    var pages: PageStyles<Route> = .none
    var transitionNames: Set<TransitionName>?
    /// The root view's zoom transitions, and the sources its views mark as they appear.
    var zoom: ZoomTransitions<Route> = .none
    let zoomSources = ZoomSources()

    /// Creates a host for a navigator.
    /// - Parameters:
    ///   - navigator: The navigator.
    ///   - animation: The animation of each step (default: SwiftUI's default).
    public init(navigator: Navigator<Route>, animation: Animation? = .default) {
      self.displayed = DisplayedNavigation(navigator: navigator)
      self.animation = animation
    }

    /// Shows one step in a SwiftUI update and returns when it is on screen: for a push, a pop,
    /// a sheet or a cover, when UIKit's transition has ended — the screen brought on top has
    /// appeared, the layer dismissed is gone (Q20) — not at `withAnimation`'s completion, which
    /// fires as soon as SwiftUI's own update is done; for SwiftUI's own transitions, at that
    /// completion; for a step SwiftUI does not animate (Q3), on the next turn of the main run
    /// loop. A transition whose end never comes ends the step after a second
    /// (`DisplayedNavigation.missedTransitions` counts them); the navigator's timeout is the
    /// last resort.
    /// - Parameter step: The step.
    package func apply(_ step: HostStep<Route>) async {
      #if canImport(UIKit)
        let signalled = true
      #else
        let signalled = false
      #endif
      if let transitionNames {
        displayed.reportUnregisteredTransitions(in: step, pages: pages, registered: transitionNames)
      }
      let animation = animation
      if #available(iOS 18, macOS 15, *) {
        // Earlier, nothing zooms and no source is counted.
        displayed.reportZoomsWithoutSource(
          in: step, animated: animation != nil, zoom: zoom, sources: zoomSources)
      }
      await displayed.perform(
        step, animated: animation != nil, signalled: signalled, pages: pages
      ) {
        show, completion in
        withAnimation(
          animation, completionCriteria: .logicallyComplete, show, completion: completion)
      } instantly: { show in
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction, show)
      }
    }

    /// What the views show.
    package func displayedState() -> NavigationState<Route>? { displayed.state }
  }
#endif
