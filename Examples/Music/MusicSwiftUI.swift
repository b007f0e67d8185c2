#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import WayfinderSwiftUI

  /// The SwiftUI shell: one `NavigationRoot`, its tab bar described by a `TabBarStyle` and its
  /// tab view given the app's own bottom accessory.
  struct MusicRootView: View {
    let navigator: Navigator<Music>

    var body: some View {
      NavigationRoot(navigator, zoom: albumZoom, tabs: Self.tabs) { route in
        MusicScreen(route: route)
      }
      .tabView { tabView in
        if #available(iOS 26, *) {
          tabView
            .tabViewBottomAccessory { NowPlayingBar() }
            .tabBarMinimizeBehavior(.onScrollDown)
        } else {
          tabView
        }
      }
    }

    /// The tab bar: a sidebar on iPad, the Library section reorderable, tabs hideable, and the
    /// search tab last.
    static let tabs = TabBarStyle(
      MusicTab.self, sidebarAdaptable: true, customizable: true, search: .search,
      sections: ["Library": [.songs, .albums]]
    ) { tab in
      switch tab {
      case .home: Label("Home", systemImage: "house")
      case .songs: Label("Songs", systemImage: "music.note")
      case .albums: Label("Albums", systemImage: "square.stack")
      case .radio: Label("Radio", systemImage: "dot.radiowaves.left.and.right")
      case .search: Label("Search", systemImage: "magnifyingglass")
      }
    }
  }

  /// The bar above the tab bar (iOS 26).
  struct NowPlayingBar: View {
    var body: some View {
      HStack {
        Image(systemName: "music.note")
        Text("Not playing")
        Spacer()
        Image(systemName: "play.fill")
      }
      .padding(.horizontal)
    }
  }

  /// A screen of the SwiftUI shell.
  struct MusicScreen: View {
    let route: Music
    @ScreenNavigation private var screen: ScreenNavigator<Music>

    var body: some View {
      switch route {
      case .home: List { Text("Listen now") }.navigationTitle("Home")
      case .songs: List(1...20, id: \.self) { Text("Song \($0)") }.navigationTitle("Songs")
      case .albums: AlbumGrid()
      case .album(let id):
        List {
          Button("Details") { screen.present(.albumInfo(id), as: infoSheet) }
        }
        .navigationTitle("Album \(id)")
      case .albumInfo(let id): Text("Album \(id): 10 songs, 42 minutes")
      case .radio: List { Text("Stations") }.navigationTitle("Radio")
      case .search: SearchScreen()
      case .results(let text): List { Text("Results for \(text)") }.navigationTitle(text)
      }
    }
  }

  /// The albums, each cover the source its album zooms out of.
  struct AlbumGrid: View {
    @ScreenNavigation private var screen: ScreenNavigator<Music>

    var body: some View {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
          ForEach(albumIDs, id: \.self) { id in
            Button {
              screen.push(.album(id))
            } label: {
              RoundedRectangle(cornerRadius: 12).fill(.tint).frame(height: 120)
                .overlay { Text("\(id)").foregroundStyle(.white) }
            }
            .zoomSource(for: Music.album(id))
          }
        }
        .padding()
      }
      .navigationTitle("Albums")
    }
  }

  /// The search tab's screen: a query pushes its results.
  struct SearchScreen: View {
    @ScreenNavigation private var screen: ScreenNavigator<Music>
    @State private var query = ""

    var body: some View {
      List { Text("Recent searches") }
        .searchable(text: $query)
        .onSubmit(of: .search) { screen.push(.results(query)) }
        .navigationTitle("Search")
    }
  }
#endif
