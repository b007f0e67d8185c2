#if canImport(UIKit)
  public import UIKit
  public import Wayfinder
  public import WayfinderScenes
  import WayfinderSwiftUI

  extension LinkInbox {
    /// Connects a window through the inbox (`scene(_:willConnectTo:options:)`): the window
    /// starts as ``SceneNavigation/connect(session:options:)`` starts it — from its saved
    /// state, or the `WindowStart` it was asked for with — and every link it was launched with
    /// (custom-scheme and universal links, a Spotlight result, a Handoff activity, a tapped
    /// notification, a quick action) goes through the inbox, which opens it in the window
    /// attached now, as its launch link, along with the links parked before it.
    ///
    /// ```swift
    /// enum AppInbox {
    ///   @MainActor static let shared = LinkInbox(links: links)  // the app's one inbox
    /// }
    ///
    /// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    ///   private var attached: NavigationToken?
    ///   func scene(
    ///     _ scene: UIScene, willConnectTo session: UISceneSession,
    ///     options: UIScene.ConnectionOptions
    ///   ) {
    ///     attached = AppInbox.shared.connect(sceneNavigation, session: session, options: options)
    ///   }
    /// }
    /// ```
    /// - Parameters:
    ///   - window: The window's navigation.
    ///   - session: The window's session.
    ///   - options: What the window was launched with.
    ///   - windowForLinks: Which links the window takes (default: `.anyOpenWindow`); give
    ///     the scene the same with `chooseWindowForLinks(_:scene:)`.
    /// - Returns: The token that keeps the window attached: keep it until
    ///   `sceneDidDisconnect(_:)`.
    public func connect(
      _ window: SceneNavigation<Route>, session: UISceneSession,
      options: UIScene.ConnectionOptions, windowForLinks: WindowForLinks = .anyOpenWindow
    ) -> NavigationToken {
      // A UI test's launch comes first (debug builds); the usual start then does nothing.
      _ = window.startForUITest()
      let start = options.userActivities.lazy.compactMap(SceneNavigation<Route>.windowStart(in:))
        .first
      window.start(
        start, restoring: SceneNavigation<Route>.savedData(in: session.stateRestorationActivity))
      receive(options)
      return attach(window, windowForLinks: windowForLinks)
    }

    /// Takes every link a window was launched with: its URL contexts, its activities (but
    /// the `WindowStart` and restoration activities of `SceneNavigation`), its notification
    /// response and its quick action.
    /// - Parameter options: What the window was launched with.
    public func receive(_ options: UIScene.ConnectionOptions) {
      receive(options.urlContexts)
      let own = [
        SceneNavigation<Route>.windowActivityType, SceneNavigation<Route>.restorationActivityType,
      ]
      for activity in options.userActivities where !own.contains(activity.activityType) {
        receive(activity)
      }
      if let response = options.notificationResponse { receive(response) }
      if let item = options.shortcutItem { receive(item) }
    }

    /// Takes the links handed to a running window (`scene(_:openURLContexts:)`).
    ///
    /// ```swift
    /// final class LinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    ///   let inbox = LinkInbox(links: links)
    ///   func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    ///     inbox.receive(contexts)
    ///   }
    /// }
    /// ```
    /// - Parameters:
    ///   - contexts: The links.
    ///   - source: Where they came from (default: `LinkSource.url`; a widget's links are
    ///     `.widget` when the app tells them apart).
    public func receive(_ contexts: Set<UIOpenURLContext>, from source: LinkSource = .url) {
      for context in contexts { receive(context.url, from: source) }
    }

    /// Takes a home-screen quick action (`windowScene(_:performActionFor:completionHandler:)`,
    /// and a window's connection): the link under `LinkInbox.linkKey` in its `userInfo`,
    /// else its `targetContentIdentifier`.
    ///
    /// ```swift
    /// let inbox = LinkInbox(links: links)
    /// let item = UIApplicationShortcutItem(
    ///   type: "compose", localizedTitle: "New message", localizedSubtitle: nil, icon: nil,
    ///   userInfo: [LinkInbox<Screen>.linkKey: "myapp://compose" as NSString])
    /// let handled = inbox.receive(item)  // the completion handler's answer
    /// ```
    /// - Parameter item: The quick action.
    /// - Returns: Whether it held a link.
    @discardableResult
    public func receive(_ item: UIApplicationShortcutItem) -> Bool {
      let text = item.userInfo?[Self.linkKey] as? String ?? item.targetContentIdentifier as? String
      return receive(link: text, from: .quickAction)
    }
  }
#endif
