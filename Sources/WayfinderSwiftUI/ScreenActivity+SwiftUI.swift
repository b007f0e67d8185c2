#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder
  public import WayfinderScenes

  extension View {
    /// Offers the screen on top of the window as a user activity (Handoff, Spotlight, Siri's
    /// awareness of what is on screen), kept up to date as the focus moves: its link under
    /// `LinkInbox.linkKey`, as `targetContentIdentifier`, and its universal link as
    /// `webpageURL`. No activity is offered in the background, or for a state the app's links
    /// cannot print. The other device continues it through its inbox
    /// (`.onContinueUserActivity(type) { inbox.receive($0) }`).
    ///
    /// ```swift
    /// struct WindowView: View {
    ///   @State private var navigator = Navigator(root: Screen.home, links: links)
    ///   var body: some View {
    ///     NavigationRoot(navigator) { screen in ScreenView(screen) }
    ///       .screenActivity(ScreenActivity.Rules(type: "com.example.app.screen"), navigator: navigator)
    ///   }
    /// }
    /// ```
    /// - Parameters:
    ///   - rules: The activity type, Handoff and Search eligibility, each screen's title.
    ///   - navigator: The window's navigator, with the app's links.
    /// - Returns: The view, offering the activity.
    public func screenActivity<Route: Hashable & Codable & Sendable>(
      _ rules: ScreenActivity<Route>.Rules, navigator: Navigator<Route>
    ) -> some View {
      modifier(ScreenActivityModifier(rules: rules, navigator: navigator))
    }
  }

  /// Reads the focus (observed) and offers the activity of the state it shows.
  struct ScreenActivityModifier<Route: Hashable & Codable & Sendable>: ViewModifier {
    let rules: ScreenActivity<Route>.Rules
    let navigator: Navigator<Route>

    func body(content: Content) -> some View {
      let focused = ScreenFocusTracker.of(navigator).focus != nil
      let activity =
        focused
        ? navigator.links.flatMap { ScreenActivity(for: navigator.state, links: $0, rules: rules) }
        : nil
      content.userActivity(rules.type, isActive: activity != nil) { userActivity in
        guard let activity else { return }
        activity.fill(userActivity)
      }
    }
  }

  extension ScreenActivity {
    /// Writes the activity into the system's `NSUserActivity`.
    package func fill(_ userActivity: NSUserActivity) {
      userActivity.title = title
      userActivity.webpageURL = webpageURL
      userActivity.targetContentIdentifier = link.absoluteString
      userActivity.userInfo = userInfo
      userActivity.requiredUserInfoKeys = Set(userInfo.keys)
      userActivity.isEligibleForHandoff = isEligibleForHandoff
      userActivity.isEligibleForSearch = isEligibleForSearch
    }
  }
#endif
