#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  /// The navigator of the screen this view is in: push on its stack, present above it, close
  /// it, finish it with a result. ``NavigationRoot`` and `UIKitHost` give every screen they
  /// show its own; nothing is passed by hand.
  ///
  /// ```swift
  /// struct PickerView: View {
  ///   @ScreenNavigation private var screen: ScreenNavigator<Screen>
  ///
  ///   var body: some View {
  ///     Button("Red") { screen.finish(with: "red") }
  ///     Button("More") { screen.push(.detail(1)) }
  ///     Button("Cancel") { screen.close() }
  ///   }
  /// }
  /// ```
  ///
  /// The verbs never throw: a refusal returns `nil` (or `false`) and is published as a failed
  /// event. In a view no host shows as a screen, every verb does nothing and is reported as
  /// `NavigationDiagnostic.screenNotShown`; with no navigator at all (a preview) or another
  /// route type than the navigator's, debug builds print it.
  @propertyWrapper
  @MainActor
  public struct ScreenNavigation<Route: Hashable & Sendable>: DynamicProperty {
    @Environment(\.screenContext) private var context
    @Environment(\.anyNavigator) private var navigator

    /// Reads the screen's navigator from the environment.
    public init() {}

    /// The screen's navigator.
    public var wrappedValue: ScreenNavigator<Route> {
      ScreenNavigator(navigator: navigator as? Navigator<Route>, entry: context?.entryID)
    }
  }
#endif
