// What a doc-comment example of WayfinderUIKit may use without declaring it (after the core's
// prelude): the app's host and window.

@_exported import UIKit
@_exported import WayfinderUIKit

@MainActor let host = UIKitHost(navigator: navigator) { screen in
  UIViewController()
}
@MainActor let window = UIWindow()
@MainActor let sceneNavigation = SceneNavigation(navigator: navigator)

/// A screen written in UIKit.
final class HomeViewController: UIViewController {
  init<Route>(navigator: Navigator<Route>) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
