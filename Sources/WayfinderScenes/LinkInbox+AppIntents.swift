#if canImport(AppIntents) && (os(iOS) || os(tvOS) || os(visionOS))
  public import AppIntents

  extension LinkInbox {
    /// Takes an App Intent that opens a screen: its target content (`contentIdentifier`) is the
    /// screen's printed link, as for the `OpenDestinationIntent` that `@LinkIntents` writes,
    /// and arrives as `LinkSource.intent`. An intent whose target content is no link of the app
    /// is refused, with a `LinkInboxEvent` that says why. SwiftUI hands intents over with
    /// `openingIntents(_:in:)`; a UIKit scene delegate adopts `AppIntentSceneDelegate`, which
    /// the system calls at a window's connection too.
    ///
    /// ```swift
    /// import AppIntents
    /// import UIKit
    ///
    /// final class IntentSceneDelegate: UIResponder, UIWindowSceneDelegate {
    ///   let inbox = LinkInbox(links: links)
    /// }
    ///
    /// @available(iOS 26.0, *)
    /// extension IntentSceneDelegate: @MainActor AppIntentSceneDelegate {
    ///   func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent) {
    ///     inbox.receive(appIntent)
    ///   }
    /// }
    /// ```
    /// - Parameter intent: The intent, before the system performs it.
    /// - Returns: Whether its target content was a link (then received, and opened, parked or
    ///   refused).
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    @discardableResult
    public func receive(_ intent: some TargetContentProvidingIntent) -> Bool {
      receive(link: intent.contentIdentifier, from: .intent)
    }
  }
#endif
