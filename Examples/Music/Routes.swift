// An iOS 26 music app: a tab bar that becomes a sidebar on iPad, with a search tab, a "Library"
// section the user can reorder, tabs the user can hide, a "Now playing" bar as the tab view's
// bottom accessory, albums that zoom out of their cover, and an album's details in a page-sized
// sheet. The same navigator drives both shells: SwiftUI (`MusicSwiftUI.swift`) and UIKit
// (`MusicUIKit.swift`); `MusicApp.swift` chooses one.
//
// Left out: playback, and saving the user's arrangement. The order and the hidden tabs are in
// the navigator's state, so an app that saves its state (`StateRestorer`, `.navigationScene`)
// saves them too; this example starts afresh.
#if canImport(UIKit) && canImport(SwiftUI)
  import WayfinderSwiftUI

  /// The tabs: two stand alone, two are in the Library section, one is the search tab.
  enum MusicTab: String, NavigationTab, CaseIterable {
    case home, songs, albums, radio, search
  }

  /// The screens.
  enum Music: Hashable, Codable, Sendable {
    case home
    case songs
    case albums
    case album(Int)
    case albumInfo(Int)
    case radio
    case search
    case results(String)
  }

  extension NavigationState<Music> {
    /// Where the app starts: one stack per tab, on Home.
    static var musicStart: NavigationState<Music> {
      NavigationState(
        tabs: [
          MusicTab.home: .home, .songs: .songs, .albums: .albums, .radio: .radio,
          .search: .search,
        ], selection: .home)
    }
  }

  /// The albums of the grid.
  let albumIDs = Array(1...12)

  /// Albums zoom out of their cover (iOS 18+), in both shells.
  let albumZoom = ZoomTransitions<Music> { if case .album = $0 { true } else { false } }

  /// An album's details: a page-sized sheet on iPad (a regular sheet on iPhone).
  let infoSheet = Presentation.sheet(detents: [.large], sizing: .page)
#endif
