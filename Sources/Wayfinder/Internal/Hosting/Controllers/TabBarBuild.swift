/// How the UIKit host builds its tab bar and which delegate method hears the user's taps,
/// decided per iOS version and width, free of UIKit (Q41, Q43).
///
/// From iOS 18 the tab bar is built from `UITab`s, and taps are heard only through
/// `tabBarController(_:shouldSelectTab:)` (and `didSelectTab`): iOS 27 no longer calls the
/// view-controller method for such tab bars. Before iOS 18, the tab bar of view controllers
/// and `tabBarController(_:shouldSelect:)`. One path per build, so a tap is never missed, nor
/// heard twice. In a compact width (iPhone), a section's tabs are root tabs of their own: a
/// `UITabGroup` there is one tab-bar item that shows only its selected child.
///
/// <!-- snippet: skip: an excerpt of a UIKit host's code -->
/// ```swift
/// let build = TabBarBuild(
///   osMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion,
///   compact: tabBar.traitCollection.horizontalSizeClass == .compact)
/// let items = build.items(of: options.layout, in: tabs)
/// ```
package struct TabBarBuild: Hashable, Sendable {
  /// What the tab bar is built from.
  package enum Source: Hashable, Sendable {
    /// View controllers and their `tabBarItem`s (`viewControllers`), before iOS 18.
    case viewControllers
    /// `UITab`s (`tabs`), iOS 18 and later.
    case tabObjects
  }

  /// The delegate method through which a tap on a tab is heard.
  package enum TapDelegate: Hashable, Sendable {
    /// `tabBarController(_:shouldSelect:)`, with a view controller.
    case shouldSelectViewController
    /// `tabBarController(_:shouldSelectTab:)`, with a `UITab`.
    case shouldSelectTab
  }

  /// What the tab bar is built from.
  package var source: Source
  /// Whether the width is compact (an iPhone, a narrow iPad window).
  package var compact: Bool

  /// The build for an iOS version and a width: `UITab`s from iOS 18, whatever the app's
  /// options (Q43).
  /// - Parameters:
  ///   - osMajorVersion: The major version of iOS (17, 18, 26, 27…).
  ///   - compact: Whether the horizontal size class is compact.
  package init(osMajorVersion: Int, compact: Bool) {
    source = osMajorVersion >= 18 ? .tabObjects : .viewControllers
    self.compact = compact
  }

  /// The one delegate method that hears taps for this build.
  package var tapDelegate: TapDelegate {
    switch source {
    case .viewControllers: .shouldSelectViewController
    case .tabObjects: .shouldSelectTab
    }
  }

  /// Whether a tap reported through `delegate` is heard (the other method, if UIKit calls it
  /// too, is ignored, so a tap is reported once).
  /// - Parameter delegate: The delegate method UIKit called.
  /// - Returns: `true` for this build's ``tapDelegate``.
  package func hears(_ delegate: TapDelegate) -> Bool {
    delegate == tapDelegate
  }

  /// The items of the tab bar (Q41): the layout's, except that in a compact width each tab
  /// of a section is a root tab of its own, in the section's place, as SwiftUI's `TabSection`
  /// shows them in a tab bar; in a regular width a section is a group (the sidebar's).
  /// - Parameters:
  ///   - layout: The app's search tab and sections.
  ///   - tabs: The state's tabs.
  /// - Returns: The items in display order.
  package func items<Route>(of layout: TabBarLayout, in tabs: Tabs<Route>) -> [TabBarLayout.Item] {
    let items = layout.items(in: tabs)
    guard compact else { return items }
    return items.flatMap { item -> [TabBarLayout.Item] in
      if case .section(_, let members) = item { return members.map(TabBarLayout.Item.tab) }
      return [item]
    }
  }

  /// The tab bar's `customizationIdentifier`: the same on every launch for the same app tabs,
  /// so UIKit keeps one customization record rather than a new one each time (Q41).
  /// UIKit's saved arrangement is then overridden by the state's, which always wins.
  /// - Parameter tabs: The app's tab ids, in any order.
  /// - Returns: An identifier made from them, sorted.
  package static func customizationIdentifier(for tabs: [TabID]) -> String {
    "wayfinder.tabs." + tabs.map(\.rawValue).sorted().joined(separator: ",")
  }
}
