// "Building a Flexible Navigation System in Swift": a Coordinator with push and sheet
// presentation types, per-screen routers, a composition root, and an app that migrates from
// UINavigationController to NavigationStack. Here the coordinator is a thin layer over one
// navigator; routes are plain values (no navigator captured inside them), so they compare,
// hash, print and restore; and the same routes run under the UIKit host or the SwiftUI one.
#if canImport(UIKit) && canImport(SwiftUI)
  import WayfinderUIKit

  /// Every screen of the app, as data.
  enum AppRoute: Hashable, Codable, Sendable {
    case first
    case second(name: String)
    case settings
    /// A screen still written in UIKit.
    case legacyProfile
  }

  /// The app's two tabs, its own type: a `switch` over them is exhaustive in both shells.
  enum AppTab: String, NavigationTab {
    case flow, settings
  }

  /// How a screen is shown: the article's presentation types.
  enum PresentationType {
    case push
    case sheet(detents: [SheetDetent], dismissable: Bool)
  }
#endif
