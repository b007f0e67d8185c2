#if canImport(UIKit)
  import UIKit
  import Wayfinder
  import WayfinderScenes

  /// What a UI test reads of a UIKit window (debug builds launched by a UI test), as in a
  /// SwiftUI window: its current link and what became of the launch it asked for, as the
  /// values of two elements the test finds by `TestLaunch.linkIdentifier` and
  /// `TestLaunch.launchIdentifier`. The host makes it only in that case.
  ///
  /// It keeps its navigator weakly and is kept by the host, so it goes with the window (Q36).
  @MainActor
  final class UITestProbeViews<Route: Hashable & Sendable> {
    private let link = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    private let launch = UIView(frame: CGRect(x: 1, y: 0, width: 1, height: 1))
    private var token: NavigationToken?

    /// Adds the two elements to `view`, and follows `navigator`'s changes.
    init(in view: UIView, navigator: Navigator<Route>) {
      for (probe, identifier) in [
        (link, TestLaunch.linkIdentifier), (launch, TestLaunch.launchIdentifier),
      ] {
        probe.isAccessibilityElement = true
        probe.accessibilityIdentifier = identifier
        probe.isUserInteractionEnabled = false
        probe.backgroundColor = .clear
        view.addSubview(probe)
      }
      launch.accessibilityValue = TestLaunch.lastSummary ?? "none"
      link.accessibilityValue = navigator.link()?.description ?? ""
      token = navigator.observe { [weak self, weak navigator] event in
        guard event.outcome == .changed, let self, let navigator else { return }
        self.link.accessibilityValue = navigator.link()?.description ?? ""
      }
    }
  }
#endif
