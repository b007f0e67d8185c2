#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder
  import WayfinderScenes

  /// What a UI test reads of a window (debug builds launched by a UI test): its current link
  /// and what became of the launch it asked for, as the values of two elements the test finds
  /// by `TestLaunch.linkIdentifier` and `TestLaunch.launchIdentifier`. Otherwise nothing.
  struct UITestProbe<Route: Hashable & Sendable>: View {
    let navigator: Navigator<Route>
    let launch: String?

    var body: some View {
      if TestLaunch.processIsUITest {
        VStack(spacing: 0) {
          Color.clear.frame(width: 1, height: 1)
            .accessibilityElement()
            .accessibilityIdentifier(TestLaunch.linkIdentifier)
            .accessibilityValue(navigator.link()?.description ?? "")
          Color.clear.frame(width: 1, height: 1)
            .accessibilityElement()
            .accessibilityIdentifier(TestLaunch.launchIdentifier)
            .accessibilityValue(launch ?? "none")
        }
        .allowsHitTesting(false)
      }
    }
  }

  /// Names a screen's container for a UI test (`TestLaunch.identifier(for:)`: `screen.detail`),
  /// in debug builds launched by a UI test; otherwise the screen as it is.
  struct UITestScreenName<Route>: ViewModifier {
    let route: Route

    func body(content: Content) -> some View {
      if TestLaunch.processIsUITest {
        content
          .accessibilityElement(children: .contain)
          .accessibilityIdentifier(TestLaunch.identifier(for: route))
      } else {
        content
      }
    }
  }
#endif
