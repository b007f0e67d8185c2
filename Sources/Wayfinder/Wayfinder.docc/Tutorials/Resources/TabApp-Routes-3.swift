import Wayfinder
import WayfinderMacros

/// Every screen of the app, what it shows, and its link: `tabapp://posts/7` opens post 7 on the
/// feed tab, above the feed, and `tabapp://compose` presents the composer.
@Links
enum Screen: Hashable, Codable, Sendable {
  case feed
  @Link("/posts/:id", tab: AppTab.feed)
  case post(Int)
  case profile
  @Link("/compose", presentation: .sheet())
  case compose
}

/// The app's tabs: a misspelt tab does not compile, and a `switch` over them is exhaustive.
enum AppTab: String, NavigationTab {
  case feed
  case profile
}

extension NavigationState<Screen> {
  /// Two tabs, each with a stack of its own; the feed is selected.
  static var start: NavigationState<Screen> {
    NavigationState(tabs: [AppTab.feed: .feed, .profile: .profile], selection: .feed)
  }
}

extension Screen {
  /// The app's links, from the `@Link` of each screen. The compiler has checked each link
  /// against its case; building the table checks them together, so a failure here is a
  /// programmer's error, stopped at launch.
  static let links: LinkTable<Screen> = {
    do {
      return try Screen.linkTable(schemes: ["tabapp"])
    } catch {
      preconditionFailure("the link table is invalid: \(error)")
    }
  }()
}
