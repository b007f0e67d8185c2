#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  /// The host that shows a navigator's state in SwiftUI: it renders the *displayed* state and
  /// applies one planned step per SwiftUI update, acknowledging when the update's animation is
  /// logically complete (the navigator's timeout is the fallback).
  ///
  /// ``NavigationRoot`` creates and attaches one; create one yourself only to choose the
  /// animation.
  ///
  /// ```swift
  /// let host = SwiftUIHost(navigator: navigator, animation: .snappy)
  /// NavigationRoot(navigator, host: host) { screen in ScreenView(screen) }
  /// ```
  @MainActor
  public final class SwiftUIHost<Route: Hashable & Sendable>: NavigationHost {
    /// SwiftUI on iOS 17: one presentation or dismissal per update, a stack set in one update.
    public let capabilities = HostCapabilities.swiftUI
    /// What the views show and write to.
    public let displayed: DisplayedNavigation<Route>
    /// The animation of each step (`nil`: none).
    public var animation: Animation?

    /// Creates a host for a navigator.
    /// - Parameters:
    ///   - navigator: The navigator.
    ///   - animation: The animation of each step (default: SwiftUI's default).
    public init(navigator: Navigator<Route>, animation: Animation? = .default) {
      self.displayed = DisplayedNavigation(navigator: navigator)
      self.animation = animation
    }

    /// Shows one step in a SwiftUI update and returns when it is on screen: when its animation
    /// is logically complete, or — for a step SwiftUI does not animate (a root swapped, a path
    /// replaced by one of the same length, a tab selected; Q3) — on the next turn of the main
    /// run loop, after SwiftUI has committed the update, never by the navigator's timeout.
    /// - Parameter step: The step.
    public func apply(_ step: HostStep<Route>) async {
      if let animation, displayed.animates(step) {
        await withCheckedContinuation { continuation in
          withAnimation(animation, completionCriteria: .logicallyComplete) {
            displayed.show(step)
          } completion: {
            continuation.resume()
          }
        }
      } else {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { displayed.show(step) }
        await withCheckedContinuation { continuation in
          DispatchQueue.main.async { continuation.resume() }
        }
      }
      displayed.stepDidFinish()
    }

    /// What the views show.
    public func displayedState() -> NavigationState<Route>? { displayed.state }
  }
#endif
