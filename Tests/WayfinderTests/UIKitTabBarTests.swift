import Testing
import Wayfinder

/// Q41 and Q43: how the UIKit host builds its tab bar, per iOS version and width, decided free
/// of UIKit by `TabBarBuild`.
@Suite("UIKit's run-time rules: the tab bar per iOS version and width (host-quirks.md Q41, Q43)")
struct UIKitTabBarTests {
  @Test(
    "Q43: from iOS 18 the tab bar is built from UITabs by default and taps are heard through shouldSelectTab only"
  )
  func tapPathPerVersion() {
    let iOS17 = TabBarBuild(osMajorVersion: 17, compact: true)
    #expect(iOS17.source == .viewControllers)
    #expect(iOS17.hears(.shouldSelectViewController) && !iOS17.hears(.shouldSelectTab))
    for version in [18, 26, 27] {
      // No sidebar, search tab, section or customization: the default options.
      let build = TabBarBuild(osMajorVersion: version, compact: true)
      #expect(build.source == .tabObjects, "iOS \(version)")
      #expect(build.hears(.shouldSelectTab), "iOS \(version)")
      #expect(!build.hears(.shouldSelectViewController), "iOS \(version): one path, heard once")
    }
  }

  @Test("Q41: in a compact width every tab of a section is a root tab, reachable by touch")
  func sectionsFlattenedWhenCompact() throws {
    let state = NavigationState<Screen>(
      tabs: ["home": .one, "songs": .two, "albums": .three, "search": .one], selection: "home")
    guard case .tabs(let tabs) = state.base else { throw CancellationError() }
    let layout = TabBarLayout(
      search: "search",
      sections: [TabBarLayout.Section(title: "Library", tabs: ["songs", "albums"])])
    let phone = TabBarBuild(osMajorVersion: 18, compact: true)
    #expect(
      phone.items(of: layout, in: tabs) == [
        .tab("home"), .tab("songs"), .tab("albums"), .search("search"),
      ])
    let pad = TabBarBuild(osMajorVersion: 18, compact: false)
    #expect(
      pad.items(of: layout, in: tabs) == [
        .tab("home"), .section("Library", ["songs", "albums"]), .search("search"),
      ])
  }

  @Test("Q41: one customization identifier per tab bar, the same on every launch")
  func stableCustomizationIdentifier() {
    let first = TabBarBuild.customizationIdentifier(for: ["home", "songs", "albums"])
    #expect(first == TabBarBuild.customizationIdentifier(for: ["home", "songs", "albums"]))
    #expect(first == TabBarBuild.customizationIdentifier(for: ["albums", "home", "songs"]))
    #expect(first != TabBarBuild.customizationIdentifier(for: ["home", "songs"]))
  }
}
