/// A screen the system can open by name: a case of a route enum that has a link and no values,
/// with the title people see and the link that opens it. `@LinkIntents` lists an enum's as
/// `linkDestinations`, and writes its App Intents (an `AppEnum` of them, and an intent that
/// opens one) from the same list; an app can also offer them as home-screen quick actions.
///
/// ```swift
/// let account = LinkDestination(
///   route: Screen.account, name: "account", title: "Account", link: "myapp://account")
/// // A quick action: `account.name` its type, `account.title` its title, `account.link` its link.
/// ```
public struct LinkDestination<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The screen it opens.
  public let route: Route
  /// The case's name, stable across releases (`"orders"`): the raw value of its App Intents
  /// enum case, and a quick action's type.
  public let name: String
  /// The title people see in Shortcuts, Siri and Spotlight (`"Orders"`).
  public let title: String
  /// The printed link that opens it (`"myapp://account/orders"`): the intent's target content.
  public let link: String

  /// A destination.
  /// - Parameters:
  ///   - route: The screen it opens.
  ///   - name: The case's name.
  ///   - title: The title people see.
  ///   - link: The printed link that opens it.
  public init(route: Route, name: String, title: String, link: String) {
    self.route = route
    self.name = name
    self.title = title
    self.link = link
  }
}
