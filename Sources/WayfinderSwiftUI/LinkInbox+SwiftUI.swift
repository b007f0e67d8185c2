#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder
  public import WayfinderScenes
  import CoreSpotlight
  #if canImport(UserNotifications)
    public import UserNotifications
  #endif

  extension LinkInbox {
    /// Takes an activity handed to the app (`onContinueUserActivity`, `scene(_:continue:)`): a
    /// universal link's `webpageURL` (`LinkSource.url`), a Spotlight result's item
    /// identifier (`CSSearchableItemActionType`, `LinkSource.spotlight`: index the item with
    /// its printed link as `uniqueIdentifier`), or an activity handed off from another device
    /// (`LinkSource.handoff`): the link under `LinkInbox.linkKey` in its `userInfo`, else its
    /// `targetContentIdentifier`, else its `webpageURL`.
    ///
    /// ```swift
    /// let inbox = LinkInbox(links: links)
    /// let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    /// activity.webpageURL = URL(string: "https://example.com/c/detail/42")
    /// inbox.receive(activity)
    /// ```
    /// - Parameter activity: The activity.
    /// - Returns: Whether it held a link (then received, and opened, parked or refused).
    @discardableResult
    public func receive(_ activity: NSUserActivity) -> Bool {
      switch activity.activityType {
      case NSUserActivityTypeBrowsingWeb:
        return receive(link: activity.webpageURL?.absoluteString, from: .url)
      case CSSearchableItemActionType:
        return receive(
          link: activity.userInfo?[CSSearchableItemActivityIdentifier] as? String, from: .spotlight)
      default:
        let text =
          activity.userInfo?[Self.linkKey] as? String ?? activity.targetContentIdentifier
          ?? activity.webpageURL?.absoluteString
        return receive(link: text, from: .handoff)
      }
    }

    #if canImport(UserNotifications)
      /// The link a tapped notification carries: under `LinkInbox.linkKey` in its `userInfo`, else its
      /// `targetContentIdentifier`; `nil` for a notification's own action button (not its
      /// default action) or a notification without a link. It reads no state, so a delegate
      /// that is not on the main actor reads the link first, then hands it to the inbox.
      ///
      /// ```swift
      /// enum AppInbox {
      ///   @MainActor static let shared = LinkInbox(links: links)  // the app's one inbox
      /// }
      ///
      /// final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
      ///   nonisolated func userNotificationCenter(
      ///     _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
      ///   ) async {
      ///     let link = LinkInbox<Screen>.link(in: response)
      ///     await MainActor.run { _ = AppInbox.shared.receive(link: link, from: .notification) }
      ///   }
      /// }
      /// ```
      /// - Parameter response: The user's response to a notification.
      /// - Returns: The link's text, or `nil`.
      public nonisolated static func link(in response: UNNotificationResponse) -> String? {
        guard response.actionIdentifier == UNNotificationDefaultActionIdentifier else {
          return nil
        }
        let content = response.notification.request.content
        return content.userInfo[linkKey] as? String ?? content.targetContentIdentifier
      }

      /// Takes a tapped notification's link (``link(in:)``), from a
      /// `UNUserNotificationCenterDelegate` on the main actor or from a scene's connection.
      /// - Parameter response: The user's response to a notification.
      /// - Returns: Whether it held a link.
      @discardableResult
      public func receive(_ response: UNNotificationResponse) -> Bool {
        receive(link: Self.link(in: response), from: .notification)
      }
    #endif
  }

  /// Spotlight results (`CSSearchableItemActionType`) handed to the app's inbox; without one,
  /// the window leaves them to the app.
  struct SpotlightResults<Route: Hashable & Codable & Sendable>: ViewModifier {
    let inbox: LinkInbox<Route>?

    func body(content: Content) -> some View {
      if let inbox {
        content.onContinueUserActivity(CSSearchableItemActionType) { inbox.receive($0) }
      } else {
        content
      }
    }
  }

  extension View {
    /// Gives the window its navigation's links and restoration, as
    /// `navigationScene(_:key:restorer:policy:start:windowForLinks:tabArrangement:)` does, with
    /// every link from outside the app going through the app's `inbox`: custom-scheme and
    /// universal links (`onOpenURL`), Spotlight results (`CSSearchableItemActionType`), and the
    /// links parked before the window appeared (a notification tapped at a cold start). The
    /// window attaches to the inbox when it appears and detaches when its view goes.
    ///
    /// Links from other entry points reach the same inbox where the app receives them: a
    /// notification's response (`receive(_:)` of a `UNNotificationResponse`), a quick action
    /// (WayfinderUIKit's `receive(_:)` of a `UIApplicationShortcutItem`), a Handoff activity
    /// type of the app's own (`.onContinueUserActivity(type) { inbox.receive($0) }`).
    ///
    /// ```swift
    /// struct WindowView: View {
    ///   let inbox: LinkInbox<Screen>
    ///   @State private var navigator = Navigator(root: Screen.home, links: links)
    ///   var body: some View {
    ///     NavigationRoot(navigator) { screen in ScreenView(screen) }
    ///       .navigationScene(navigator, inbox: inbox)
    ///   }
    /// }
    /// ```
    /// - Parameters:
    ///   - navigator: The window's navigator, with the app's links and its `linkBase`.
    ///   - inbox: The app's one inbox for links from outside the app.
    ///   - key: The scene storage key (default: `"wayfinder.navigation"`).
    ///   - restorer: How saved data is read and written (default: lenient).
    ///   - policy: How a link lands once the window runs (default: `.keepOtherTabs`).
    ///   - start: What the app opened this window with, if it did (`openWindow(value:)`).
    ///   - windowForLinks: Which open window a link opens in, for the system and the inbox
    ///     (default: `.anyOpenWindow`).
    ///   - tabArrangement: Where the user's tab arrangement is kept for the whole app (default:
    ///     `TabArrangementStore.shared`); `nil` keeps each window's own.
    /// - Returns: The view, with its window's navigation and links wired.
    @MainActor
    public func navigationScene<Route: Hashable & Codable & Sendable>(
      _ navigator: Navigator<Route>, inbox: LinkInbox<Route>, key: String = "wayfinder.navigation",
      restorer: StateRestorer = StateRestorer(mode: .lenient),
      policy: LinkPolicy = .keepOtherTabs, start: WindowStart? = nil,
      windowForLinks: WindowForLinks = .anyOpenWindow,
      tabArrangement: TabArrangementStore? = .shared
    ) -> some View {
      modifier(
        NavigationSceneModifier(
          navigator: navigator, inbox: inbox, restorer: restorer, policy: policy, key: key,
          start: start, windowForLinks: windowForLinks, tabArrangement: tabArrangement))
    }
  }
#endif
