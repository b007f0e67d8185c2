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

/// The app's links: `tabapp://posts/7` opens post 7 on the feed tab, above the feed, and
/// `tabapp://compose` presents the composer.
enum AppLinks {
  static let table: LinkTable<Screen>? = {
    var links = LinkTableBuilder<Screen>(schemes: ["tabapp"])
    do {
      try links.add(
        "/posts/:id", types: ["id": Int.self],
        placement: LinkPlacement(tab: "feed"),
        build: { .post(try $0.value("id")) },
        values: { if case .post(let id) = $0 { ["id": "\(id)"] } else { nil } })
      try links.add("/compose", route: .compose, placement: LinkPlacement(presentation: .sheet()))
      return try links.build()
    } catch {
      assertionFailure("the link table is invalid: \(error)")
      return nil
    }
  }()
}
