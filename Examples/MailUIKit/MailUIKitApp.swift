// The mail app of `MailSwiftUI` in UIKit: a column-style `UISplitViewController` (triple
// column) built by `UIKitHost`, table view controllers whose row taps are the user's
// selections, the collapse to one stack on an iPhone and the expansion back reported by the
// host, and "Open in a new window" as a scene activation request whose window starts from the
// message's link (`wayfinder://mail/work/2`) and then restores its own state. With several
// windows open, a link to a mailbox (`wayfinder://mail/work/3`) opens in the window that shows
// that mailbox; any window takes the others. On iOS 18 and later the attachment zooms out of its
// message's button, and dragging it back is a way back like the swipe.
//
// Left out, as in `MailSwiftUI`: real mail data and editing.
#if canImport(UIKit)
  import UIKit
  import WayfinderSample
  import WayfinderUIKit

  @main
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
      configuration.delegateClass = MailSceneDelegate.self
      return configuration
    }
  }

  /// One window: its own navigator over the split view, its links, and its saved state.
  final class MailSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let navigator = Navigator(NavigationState<SampleRoute>.mailStart, links: .sample)
    lazy var scene = SceneNavigation(navigator: navigator)
    var host: UIKitHost<SampleRoute>?
    /// The message shown last: its attachment zooms out of its button.
    weak var shownMessage: MessageController?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      // A window asked for by a request starts from its link; others from their launch links,
      // else their saved state.
      self.scene.connect(session: session, options: connectionOptions)
      // With several windows open, a mailbox's link opens in the window showing that mailbox.
      self.scene.chooseWindowForLinks(.showing(pathSegments: 2), scene: windowScene)
      let host = UIKitHost(
        navigator: navigator,
        // The attachment zooms out of its message's button (iOS 18+), and back into it.
        zoom: ZoomTransitions { if case .attachment = $0 { true } else { false } },
        zoomSource: { [unowned self] route in
          guard case .attachment(let id) = route else { return nil }
          return shownMessage?.id == id ? shownMessage?.attachmentButton : nil
        },
        placeholder: { column in
          PlaceholderController(text: column == .detail ? "No Message Selected" : "No Mailbox")
        },
        screen: { [unowned self] route in self.controller(for: route) })
      // The split view's own settings, which the state does not hold.
      host.configureSplitViewController = { split in
        split.primaryBackgroundStyle = .sidebar
        split.preferredPrimaryColumnWidthFraction = 0.25
      }
      self.host = host
      window = UIWindow(windowScene: windowScene)
      window?.rootViewController = host.rootViewController
      window?.makeKeyAndVisible()
    }

    /// The controller of a screen.
    func controller(for route: SampleRoute) -> UIViewController {
      switch route {
      case .mailboxes:
        return ListController(title: "Mailboxes", rows: SampleRoute.mailboxNames) {
          [unowned self] index in
          host?.userSelected(.mailbox(SampleRoute.mailboxNames[index]), in: .sidebar)
        }
      case .mailbox(let name):
        return ListController(
          title: name.capitalized, rows: ["1", "2", "3"].map { "Message \($0)" }
        ) { [unowned self] index in
          host?.userSelected(.message(index + 1), in: .content)
        }
      case .message(let id):
        let message = MessageController(id: id, navigator: navigator)
        // The message's own navigator pushes the attachment on the message's stack.
        message.showAttachment = { [unowned self, unowned message] in
          host?.screen(of: message).push(.attachment(id))
        }
        // Each time it comes on screen (a cached controller shown again too).
        message.onAppear = { [weak self, weak message] in self?.shownMessage = message }
        return message
      default:
        return PlaceholderController(text: route.description)
      }
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
      self.scene.open(urlContexts)
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
      self.scene.restorationActivity()
    }

    /// The window closed: its root frees the host and every controller it made; the navigator
    /// goes with this delegate.
    func sceneDidDisconnect(_ scene: UIScene) {
      self.scene.disconnect()
      host = nil
      window = nil
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
      self.scene.sceneDidEnterBackground()
    }
  }

  /// A list whose row taps go to `select` (the host reports them as the user's selection).
  final class ListController: UITableViewController {
    let rows: [String]
    let select: (Int) -> Void

    init(title: String, rows: [String], select: @escaping (Int) -> Void) {
      self.rows = rows
      self.select = select
      super.init(style: .insetGrouped)
      self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      var content = cell.defaultContentConfiguration()
      content.text = rows[indexPath.row]
      cell.contentConfiguration = content
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      select(indexPath.row)
    }
  }

  /// A message: its attachment pushed on the detail's stack, and a new window for it.
  final class MessageController: UIViewController {
    let id: Int
    let navigator: Navigator<SampleRoute>
    /// The button the attachment zooms out of.
    private(set) var attachmentButton: UIButton?
    /// Called each time the message comes on screen.
    var onAppear: (() -> Void)?
    /// Called by the attachment's button.
    var showAttachment: (() -> Void)?

    init(id: Int, navigator: Navigator<SampleRoute>) {
      self.id = id
      self.navigator = navigator
      super.init(nibName: nil, bundle: nil)
      title = "Message \(id)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      onAppear?()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      let attachment = UIButton(
        configuration: .filled(),
        primaryAction: UIAction(title: "Show the attachment") { [unowned self] _ in
          showAttachment?()
        })
      attachmentButton = attachment
      let window = UIButton(
        configuration: .bordered(),
        primaryAction: UIAction(title: "Open in a new window") { [unowned self] _ in
          guard case .mailbox(let mailbox)? = navigator.state.split?.selection(in: .sidebar),
            let link = LinkTable.mailLink(mailbox: mailbox, message: id)
          else { return }
          SceneNavigation<SampleRoute>.requestWindow(.link(link))
        })
      window.isHidden = !UIApplication.shared.supportsMultipleScenes
      let stack = UIStackView(arrangedSubviews: [attachment, window])
      stack.axis = .vertical
      stack.spacing = 12
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
    }
  }

  /// A label in the middle of the screen: an empty column, or a screen without more to show.
  final class PlaceholderController: UIViewController {
    let text: String

    init(text: String) {
      self.text = text
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      let label = UILabel()
      label.text = text
      label.textColor = .secondaryLabel
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
      NSLayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
    }
  }
#endif
