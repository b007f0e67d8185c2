#if canImport(UIKit)
  import Foundation
  import UIKit
  public import Wayfinder
  public import WayfinderScenes
  import WayfinderSwiftUI

  extension UIKitHost where Route: Codable {
    /// Offers the screen on top of the window as its scene's user activity (Handoff,
    /// Spotlight, Siri's awareness of what is on screen), kept up to date as the focus moves,
    /// until the returned token is cancelled or released: what SwiftUI's
    /// `.screenActivity(_:navigator:)` does. No activity is offered in the background, or for a
    /// state the app's links cannot print.
    ///
    /// ```swift
    /// let activity = host.offerScreenActivity(ScreenActivity.Rules(type: "com.example.app.screen"))
    /// ```
    /// - Parameter rules: The activity type, Handoff and Search eligibility, each screen's title.
    /// - Returns: The token that keeps the activity up to date.
    public func offerScreenActivity(_ rules: ScreenActivity<Route>.Rules) -> NavigationToken {
      let navigator = navigator
      return ScreenFocusTracker.of(navigator).observe { [weak self] change in
        guard let scene = self?.rootViewController.view.window?.windowScene else { return }
        let focused = if case .gained = change { true } else { false }
        guard focused, let links = navigator.links,
          let activity = ScreenActivity(for: navigator.state, links: links, rules: rules)
        else {
          scene.userActivity?.resignCurrent()
          scene.userActivity = nil
          return
        }
        let userActivity = NSUserActivity(activityType: activity.type)
        activity.fill(userActivity)
        scene.userActivity = userActivity
        userActivity.becomeCurrent()
      }
    }
  }
#endif
