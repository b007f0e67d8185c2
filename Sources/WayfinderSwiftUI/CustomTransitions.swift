#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  /// The app's custom presentations: a transition and an animation for each name a
  /// `Presentation.custom(_:)` may use. A custom layer is shown in place, above the level it is
  /// presented on.
  ///
  /// ```swift
  /// var transitions = CustomTransitions()
  /// transitions["grow-from-centre"] = .init(.scale.combined(with: .opacity), .spring)
  /// let root = NavigationRoot(navigator, transitions: transitions) { ScreenView($0) }
  /// ```
  public struct CustomTransitions {
    /// One custom presentation.
    public struct Style {
      /// How the layer enters and leaves.
      public var transition: AnyTransition
      /// The animation of its entry and exit.
      public var animation: Animation

      /// Creates a style.
      /// - Parameters:
      ///   - transition: How the layer enters and leaves.
      ///   - animation: The animation.
      public init(_ transition: AnyTransition, _ animation: Animation = .default) {
        self.transition = transition
        self.animation = animation
      }
    }

    private var styles: [TransitionName: Style] = [:]
    /// The style for names nobody registered: a fade. (Made from `OpacityTransition`:
    /// `AnyTransition.opacity` is a `nonisolated(unsafe)` global, which strict memory safety
    /// flags.)
    public var fallback = Style(AnyTransition(OpacityTransition()))

    /// Creates an empty registry.
    public init() {}

    /// The style registered under `name`.
    /// - Parameter name: The transition's name.
    public subscript(name: TransitionName) -> Style? {
      get { styles[name] }
      set { styles[name] = newValue }
    }

    /// The names that have a style.
    public var names: Set<TransitionName> { Set(styles.keys) }

    /// The style for `name`, or ``fallback``.
    /// - Parameter name: The transition's name.
    /// - Returns: The style.
    public func style(for name: TransitionName) -> Style { styles[name] ?? fallback }
  }
#endif
