/// Opens an `@Links` enum's screens to Shortcuts, Siri and Spotlight: every case with a `@Link`
/// of its own and no values is a screen the system can open by name.
///
/// ```swift
/// import WayfinderMacros
///
/// #if canImport(AppIntents)
///   import AppIntents  // the intents the macro writes need it where it exists
/// #endif
///
/// enum AppTab: String, NavigationTab { case shop, account }
///
/// @LinkIntents("Shop screen", scheme: "shop")
/// @Links
/// enum Shop: Hashable, Sendable {
///   @Link("/shop", tab: AppTab.shop, asRoot: true)
///   case home
///   @Link("/account/orders", tab: AppTab.account)
///   case orders
///   @Link("/shop/item/:id", tab: AppTab.shop)
///   case item(id: Int)  // has a value: not opened by name
/// }
///
/// let names = Shop.linkDestinations.map(\.title)  // ["Home", "Orders"]
/// ```
///
/// The macro adds to the enum:
/// - `linkDestinations`, a `LinkDestination` for each such case: its route, its name, its
///   title (the case's name in words: `quickLook` is "Quick Look") and its printed link
///   (`shop://account/orders`), the link the table prints for it;
/// - where App Intents exists (`#if canImport(AppIntents)`), `Destination`, an `AppEnum` of the
///   same cases with the same titles, and, from iOS 26, `OpenDestinationIntent`, an
///   `OpenIntent` and `TargetContentProvidingIntent` whose target content is the screen's
///   printed link: the system routes it to the window whose links match it, and the window's
///   link inbox opens it (SwiftUI: `openingIntents(_:in:)` on the window's view; UIKit: make it
///   a `UISceneAppIntent` and hand it to `LinkInbox`'s `receive(_:)` from the scene delegate's
///   `scene(_:willPerformAppIntent:)`).
///
/// The file that declares the enum imports AppIntents where it exists. The intents are written as
/// App Intents declares them (literal titles, for the metadata read at build time); they are
/// type-checked against the iOS 26.2 SDK and have not run on a device.
/// - Parameters:
///   - title: What Shortcuts calls one of the screens (`"Shop screen"`); the intent is
///     "Open" and the title.
///   - scheme: The custom scheme the links print with: the first of the table's `schemes`.
@attached(
  member, names: named(linkDestinations), named(Destination), named(OpenDestinationIntent))
public macro LinkIntents(_ title: String, scheme: String) =
  #externalMacro(module: "WayfinderMacrosPlugin", type: "LinkIntentsMacro")
