#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit
  import WayfinderUIKit

  /// What the first screen can do, and nothing else (the article's per-screen router).
  @MainActor
  protocol FirstScreenRouting {
    func toSecondScreen(name: String)
    func showSettingsSheet()
  }

  @MainActor
  struct FirstScreenRouter: FirstScreenRouting {
    let mainNav: any NavigationStateProtocol

    func toSecondScreen(name: String) { mainNav.goTo(.second(name: name), presentAs: .push) }

    func showSettingsSheet() {
      mainNav.goTo(.settings, presentAs: .sheet(detents: [.medium, .large], dismissable: true))
    }
  }

  @MainActor
  struct FirstView: View {
    let router: any FirstScreenRouting
    @State private var name = "Ada"

    var body: some View {
      Form {
        TextField("Name", text: $name)
        Button("Second screen") { router.toSecondScreen(name: name) }
        Button("Settings (sheet)") { router.showSettingsSheet() }
      }
      .navigationTitle("First")
    }
  }

  @MainActor
  struct SecondView: View {
    let name: String
    let mainNav: any NavigationStateProtocol

    var body: some View {
      VStack(spacing: 12) {
        Text("Hello, \(name)")
        Button("Legacy profile (UIKit)") { mainNav.goTo(.legacyProfile, presentAs: .push) }
        Button("Back") { mainNav.goBack() }
      }
      .navigationTitle("Second")
    }
  }

  @MainActor
  struct SettingsView: View {
    let mainNav: any NavigationStateProtocol

    var body: some View {
      VStack(spacing: 12) {
        Text("Settings")
        Button("Done") { mainNav.dismissSheet() }
      }
    }
  }

  /// A screen not yet migrated: a plain view controller, pushed like any other route.
  final class LegacyProfileViewController: UIViewController {
    private let mainNav: any NavigationStateProtocol

    init(mainNav: any NavigationStateProtocol) {
      self.mainNav = mainNav
      super.init(nibName: nil, bundle: nil)
      title = "Profile (UIKit)"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      let back = UIButton(
        configuration: .filled(),
        primaryAction: UIAction(title: "Back") { [weak self] _ in self?.mainNav.goBack() })
      back.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(back)
      NSLayoutConstraint.activate([
        back.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        back.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
    }
  }
#endif
