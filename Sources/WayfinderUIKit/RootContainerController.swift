#if canImport(UIKit)
  import UIKit

  /// The window's root: it holds the base (a navigation controller or a tab bar controller) as
  /// its child, so the base can be rebuilt without touching the window, and it presents the
  /// first layer. It tells the host when it first appears, which is when presenting works.
  final class RootContainerController: UIViewController {
    var onFirstAppearance: (() -> Void)?

    /// Shows `child` in place of the current base.
    func show(_ child: UIViewController) {
      for old in children {
        old.willMove(toParent: nil)
        old.view.removeFromSuperview()
        old.removeFromParent()
      }
      addChild(child)
      child.view.frame = view.bounds
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      let start = onFirstAppearance
      onFirstAppearance = nil
      start?()
    }

    override var childForStatusBarStyle: UIViewController? { children.first }
    override var childForHomeIndicatorAutoHidden: UIViewController? { children.first }
  }
#endif
