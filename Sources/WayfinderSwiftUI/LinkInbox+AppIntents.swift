#if canImport(SwiftUI) && canImport(AppIntents) && (os(iOS) || os(tvOS) || os(visionOS))
  public import AppIntents
  public import SwiftUI
  public import WayfinderScenes

  extension View {
    /// Hands the window's App Intents of one type to the app's link inbox: the system routes an
    /// intent to the window whose links match its target content, and the inbox opens that
    /// link (the screen's printed link, for the `OpenDestinationIntent` that `@LinkIntents`
    /// writes) as it opens any link from outside — in the window that prefers it, or parked
    /// until one attaches.
    ///
    /// ```swift
    /// import AppIntents
    ///
    /// @available(iOS 26.0, *)
    /// struct OpenScreenIntent: TargetContentProvidingIntent {
    ///   static let title: LocalizedStringResource = "Open a screen"
    ///   @Parameter(title: "Link") var link: String
    ///   var contentIdentifier: String { link }  // a link of the app
    /// }
    ///
    /// struct IntentWindow: View {
    ///   let inbox: LinkInbox<Screen>
    ///   @State private var navigator = Navigator(root: Screen.home, links: links)
    ///
    ///   var body: some View {
    ///     if #available(iOS 26.0, *) {
    ///       NavigationRoot(navigator) { ScreenView($0) }
    ///         .navigationScene(navigator, inbox: inbox)
    ///         .openingIntents(OpenScreenIntent.self, in: inbox)
    ///     }
    ///   }
    /// }
    /// ```
    /// - Parameters:
    ///   - intent: The intent type, whose `contentIdentifier` is a link of the app.
    ///   - inbox: The app's link inbox.
    /// - Returns: The view, handing those intents to the inbox.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    public func openingIntents<Intent: TargetContentProvidingIntent, Route>(
      _ intent: Intent.Type, in inbox: LinkInbox<Route>
    ) -> some View {
      onAppIntentExecution(intent) { inbox.receive($0) }
    }
  }
#endif
