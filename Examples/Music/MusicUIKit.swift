#if canImport(UIKit) && canImport(SwiftUI)
  import UIKit
  import WayfinderUIKit

  /// The UIKit shell: a `UIKitHost` whose tab bar is built from `UITab`s (iOS 18+): a sidebar,
  /// the Library section as a `UITabGroup`, the search tab as a `UISearchTab`, and the user's
  /// customization; the bottom accessory is the tab bar controller's own setting.
  @MainActor
  final class MusicUIKitShell {
    let navigator: Navigator<Music>
    private(set) var host: UIKitHost<Music>!
    /// The album grid shown last: an album zooms out of its cover there.
    weak var grid: AlbumGridController?

    init(navigator: Navigator<Music>) {
      self.navigator = navigator
      host = UIKitHost(
        navigator: navigator,
        tabBar: TabBarOptions(
          sidebar: true, customizable: true, search: TabID(MusicTab.search),
          sections: ["Library": [TabID(MusicTab.songs), TabID(MusicTab.albums)]]),
        tabItem: { id in
          switch MusicTab(id) {
          case .home?: UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
          case .songs?:
            UITabBarItem(title: "Songs", image: UIImage(systemName: "music.note"), tag: 1)
          case .albums?:
            UITabBarItem(title: "Albums", image: UIImage(systemName: "square.stack"), tag: 2)
          case .radio?:
            UITabBarItem(
              title: "Radio", image: UIImage(systemName: "dot.radiowaves.left.and.right"), tag: 3)
          case .search?:
            UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 4)
          case nil: UITabBarItem(title: id.rawValue, image: nil, tag: 5)
          }
        },
        zoom: albumZoom,
        // Asked when the album opens and again when it closes: the cover shown then.
        zoomSource: { [weak self] route in
          guard case .album(let id) = route else { return nil }
          return self?.grid?.cover(of: id)
        },
        screen: { [weak self] route in self?.controller(for: route) ?? UIViewController() })
      #if os(iOS)
        host.configureTabBarController = { tabBar in
          if #available(iOS 26, *) {
            let label = UILabel()
            label.text = "Not playing"
            tabBar.bottomAccessory = UITabAccessory(contentView: label)
            tabBar.tabBarMinimizeBehavior = .onScrollDown
          }
        }
      #endif
    }

    /// The controller of a screen.
    func controller(for route: Music) -> UIViewController {
      switch route {
      case .albums:
        // Each screen acts through its own navigator: the grid pushes on its tab's stack.
        let grid = AlbumGridController { [weak self] grid, id in
          self?.host.screen(of: grid).push(.album(id))
        }
        self.grid = grid
        return grid
      case .album(let id):
        return ActionController(title: "Album \(id)", action: "Details") { [weak self] album in
          self?.host.screen(of: album).present(.albumInfo(id), as: infoSheet)
        }
      case .albumInfo(let id):
        return ActionController(title: "Album \(id): 10 songs, 42 minutes", action: nil) { _ in }
      case .home, .songs, .radio, .search, .results:
        return ActionController(title: "\(route)", action: nil) { _ in }
      }
    }
  }

  /// A titled screen with at most one button, whose action is given the screen's controller.
  final class ActionController: UIViewController {
    private let action: (UIViewController) -> Void
    private let actionTitle: String?

    init(
      title: String, action actionTitle: String?,
      perform: @escaping (UIViewController) -> Void
    ) {
      self.action = perform
      self.actionTitle = actionTitle
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      guard let actionTitle else { return }
      let button = UIButton(
        configuration: .filled(),
        primaryAction: UIAction(title: actionTitle) { [weak self] _ in
          guard let self else { return }
          action(self)
        })
      button.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(button)
      NSLayoutConstraint.activate([
        button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
    }
  }

  /// The albums as a column of covers; a cover is the view its album zooms out of.
  final class AlbumGridController: UIViewController {
    private let open: (AlbumGridController, Int) -> Void
    private var covers: [Int: UIButton] = [:]

    init(open: @escaping (AlbumGridController, Int) -> Void) {
      self.open = open
      super.init(nibName: nil, bundle: nil)
      title = "Albums"
    }

    required init?(coder: NSCoder) { nil }

    /// The cover of an album, if it is on screen.
    func cover(of id: Int) -> UIView? {
      guard let cover = covers[id], cover.window != nil else { return nil }
      return cover
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      let stack = UIStackView()
      stack.axis = .vertical
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      for id in albumIDs {
        let cover = UIButton(
          configuration: .tinted(),
          primaryAction: UIAction(title: "Album \(id)") { [weak self] _ in
            guard let self else { return }
            open(self, id)
          })
        covers[id] = cover
        stack.addArrangedSubview(cover)
      }
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      ])
    }
  }
#endif
