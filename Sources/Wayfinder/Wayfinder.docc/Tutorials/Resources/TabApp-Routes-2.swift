import Wayfinder

/// Every screen of the app, and what it shows.
enum Screen: Hashable, Codable, Sendable {
  case feed
  case post(Int)
  case profile
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
