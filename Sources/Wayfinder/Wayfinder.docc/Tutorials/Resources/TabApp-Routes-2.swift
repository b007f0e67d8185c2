import Wayfinder

/// Every screen of the app, and what it shows.
enum Screen: Hashable, Codable, Sendable {
  case feed
  case post(Int)
  case profile
  case compose
}

extension NavigationState<Screen> {
  /// Two tabs, each with a stack of its own; the feed is selected.
  static var start: NavigationState<Screen> {
    NavigationState(tabs: ["feed": .feed, "profile": .profile], selection: "feed")
  }
}
