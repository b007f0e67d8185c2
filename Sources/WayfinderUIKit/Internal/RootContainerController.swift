#if canImport(UIKit)
  import UIKit

  /// The window's root: it holds the base (a navigation controller or a tab bar controller) as
  /// its child, so the base can be rebuilt without touching the window, and it presents the
  /// first layer. It tells the host when it first appears, which is when presenting works.
  ///
  /// What the window asks its root — the supported orientations, whether the status bar is
  /// hidden and its style, the home indicator, the screen edges that defer system gestures —
  /// it asks what the base shows, and it asks again after the base is replaced (a sign-in
  /// screen swapped for the app's tabs).
  ///
  /// It owns the host that drives it (Q36): the window owns its root, so closing the window
  /// frees the host and every controller it made, and nothing the host holds points back here.
  final class RootContainerController: UIViewController {
    /// The host that drives this root, kept alive by it.
    var owner: AnyObject?
    /// Called once, when the root first appears in its window.
    var onFirstAppearance: (() -> Void)?
    /// Told when the window starts changing size (`true`) and when it is done (`false`).
    var onSizeTransition: ((Bool) -> Void)?

    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      onSizeTransition?(true)
      coordinator.animate(alongsideTransition: nil) { [weak self] _ in
        self?.onSizeTransition?(false)
      }
    }

    /// Shows `child` in place of the current base.
    func show(_ child: UIViewController) {
      embed(child)
      // The new base may answer the window's questions differently.
      setNeedsStatusBarAppearanceUpdate()
      setNeedsUpdateOfHomeIndicatorAutoHidden()
      setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
      setNeedsUpdateOfSupportedInterfaceOrientations()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      let start = onFirstAppearance
      onFirstAppearance = nil
      start?()
    }

    override var childForStatusBarStyle: UIViewController? { children.first }
    override var childForStatusBarHidden: UIViewController? { children.first }
    override var childForHomeIndicatorAutoHidden: UIViewController? { children.first }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? {
      children.first
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      children.first?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
      children.first?.preferredInterfaceOrientationForPresentation
        ?? super.preferredInterfaceOrientationForPresentation
    }

    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
      children.first?.preferredStatusBarUpdateAnimation ?? super.preferredStatusBarUpdateAnimation
    }
  }

  extension UIViewController {
    /// Shows `child` filling this controller's view, in place of the children it had.
    func embed(_ child: UIViewController) {
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
  }
#endif
