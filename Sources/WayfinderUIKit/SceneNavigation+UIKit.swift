#if canImport(UIKit)
  public import UIKit
  import Wayfinder
  public import WayfinderScenes

  extension SceneNavigation {
    /// The activity type of a window's saved navigation (`stateRestorationActivity`).
    public static var restorationActivityType: String { "wayfinder.navigation" }

    /// The activity type that asks for a new window (``requestWindow(_:errorHandler:)``).
    public static var windowActivityType: String { "wayfinder.window" }

    /// Asks the system for a new window that starts from `start` (iPad, Mac, visionOS; on an
    /// iPhone the request fails and `errorHandler` says why). The new window's scene delegate
    /// calls ``connect(session:options:)``, which starts it there.
    ///
    /// ```swift
    /// SceneNavigation<Screen>.requestWindow(try .route(Screen.message(7)))
    /// ```
    /// - Parameters:
    ///   - start: What the window starts from.
    ///   - errorHandler: Called when the system refuses.
    public static func requestWindow(
      _ start: WindowStart, errorHandler: ((any Error) -> Void)? = nil
    ) {
      guard let data = try? JSONEncoder().encode(start) else { return }
      let activity = NSUserActivity(activityType: windowActivityType)
      activity.addUserInfoEntries(from: ["start": data])
      var request = UISceneSessionActivationRequest()
      request.userActivity = activity
      UIApplication.shared.activateSceneSession(for: request, errorHandler: errorHandler)
    }

    /// Connects the window (`scene(_:willConnectTo:options:)`): opens the custom-scheme and
    /// universal links it was launched with, and restores the state saved in the session's
    /// `stateRestorationActivity` only when no link launched it. A window asked for by
    /// ``requestWindow(_:errorHandler:)`` starts from its `WindowStart`, unless it has a
    /// saved state of its own (`start(_:opening:restoring:)` says the order).
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
    ///            options: UIScene.ConnectionOptions) {
    ///   sceneNavigation.connect(session: session, options: options)
    ///   window.rootViewController = host.rootViewController
    /// }
    /// ```
    /// - Parameters:
    ///   - session: The window's session.
    ///   - options: What the window was launched with.
    /// - Returns: What became of the launch.
    @discardableResult
    public func connect(session: UISceneSession, options: UIScene.ConnectionOptions) -> Launch {
      // A UI test's launch comes first (debug builds); the usual start then does nothing.
      _ = startForUITest()
      let window = options.userActivities.lazy.compactMap(Self.windowStart(in:)).first
      let urls =
        options.urlContexts.map(\.url)
        + options.userActivities.compactMap(Self.universalLink(in:))
      return start(
        window, opening: urls, restoring: Self.savedData(in: session.stateRestorationActivity))
    }

    /// Says which open window a link from outside the app opens in, when several are open
    /// (iPad, Mac): sets `scene`'s activation conditions from what the window shows, now and
    /// after every change. Without it UIKit lets any window take any link (its default).
    ///
    /// ```swift
    /// func connect(
    ///   _ scene: UIWindowScene, session: UISceneSession, options: UIScene.ConnectionOptions
    /// ) {
    ///   sceneNavigation.connect(session: session, options: options)
    ///   sceneNavigation.chooseWindowForLinks(.showing(pathSegments: 2), scene: scene)
    /// }
    /// ```
    /// - Parameters:
    ///   - choice: `.anyOpenWindow`, `.showing(pathSegments:)` (the window already showing
    ///     the link's target prefers it) or `.newWindow` (no open window takes a link).
    ///   - scene: The window's scene.
    public func chooseWindowForLinks(_ choice: WindowForLinks, scene: UIScene) {
      let apply = { [weak self, weak scene] in
        guard let self, let scene else { return }
        let conditions = WindowLinkConditions(choice, navigator: self.navigator)
        let activation = UISceneActivationConditions()
        activation.prefersToActivateForTargetContentIdentifierPredicate = Self.predicate(
          conditions.preferring)
        activation.canActivateForTargetContentIdentifierPredicate = Self.predicate(
          conditions.allowing)
        scene.activationConditions = activation
      }
      apply()
      conditionsToken = navigator.observe { event in
        if event.outcome == .changed { apply() }
      }
    }

    /// The window's scene disconnected (`sceneDidDisconnect(_:)`): stops following the
    /// navigator for the window's link conditions. With the window let go of, its root frees
    /// the `UIKitHost` and every controller it made; the navigator goes with the scene
    /// delegate that holds it (Q36).
    ///
    /// <!-- snippet: skip: an excerpt of a scene delegate, whose window is a stored property -->
    /// ```swift
    /// func sceneDidDisconnect(_ scene: UIScene) {
    ///   sceneNavigation.disconnect()
    ///   window = nil
    /// }
    /// ```
    public func disconnect() {
      conditionsToken?.cancel()
      conditionsToken = nil
    }

    private static func predicate(_ prefixes: Set<String>) -> NSPredicate {
      let rule = WindowLinkConditions.predicate(prefixes)
      guard !rule.format.isEmpty else { return NSPredicate(value: rule.constant) }
      return NSPredicate(format: rule.format, argumentArray: rule.arguments)
    }

    /// Opens links handed to the running window (`scene(_:openURLContexts:)`).
    /// - Parameter contexts: The links.
    public func open(_ contexts: Set<UIOpenURLContext>) {
      for context in contexts { try? open(context.url) }
    }

    /// Opens a universal link handed to the running window (`scene(_:continue:)`); other
    /// activities are left to the app.
    /// - Parameter activity: The activity.
    /// - Returns: Whether it was a universal link the navigator's links accepted.
    @discardableResult
    public func continueActivity(_ activity: NSUserActivity) -> Bool {
      guard let url = Self.universalLink(in: activity) else { return false }
      do throws(NavigationError) {
        try open(url)
        return true
      } catch {
        return false
      }
    }

    /// What UIKit saves for the window (`stateRestorationActivity(for:)`): the state, encoded
    /// by `restorer`.
    ///
    /// ```swift
    /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    ///   sceneNavigation.restorationActivity()
    /// }
    /// ```
    /// - Returns: The activity, or `nil` when the state cannot be encoded.
    public func restorationActivity() -> NSUserActivity? {
      guard let data = dataToSave() else { return nil }
      let activity = NSUserActivity(activityType: Self.restorationActivityType)
      activity.addUserInfoEntries(from: ["state": data])
      return activity
    }

    /// The saved data in a restoration activity of ours.
    static func savedData(in activity: NSUserActivity?) -> Data? {
      guard let activity, activity.activityType == restorationActivityType else { return nil }
      return activity.userInfo?["state"] as? Data
    }

    /// The start of a window activity of ours (bounded: a start is a few kilobytes).
    static func windowStart(in activity: NSUserActivity) -> WindowStart? {
      guard activity.activityType == windowActivityType,
        let data = activity.userInfo?["start"] as? Data, data.count <= 1 << 20
      else { return nil }
      return try? JSONDecoder().decode(WindowStart.self, from: data)
    }

    /// The web page of a universal-link activity.
    static func universalLink(in activity: NSUserActivity) -> URL? {
      activity.activityType == NSUserActivityTypeBrowsingWeb ? activity.webpageURL : nil
    }
  }
#endif
