// The article's custom presentation: the presented view starts as a 50-point square in the
// middle of the screen and grows to fill it.
#if canImport(UIKit)
  import UIKit

  final class GrowFromCenterPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    override func presentationTransitionWillBegin() {
      guard let containerView, let presentedView else { return }
      let side: CGFloat = 50
      presentedView.frame = CGRect(
        x: containerView.bounds.midX - side / 2, y: containerView.bounds.midY - side / 2,
        width: side, height: side)
      presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
        presentedView.frame = containerView.bounds
      })
    }
  }

  final class GrowFromCenterTransition: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      GrowFromCenterPresentationController(
        presentedViewController: presented, presenting: presenting)
    }
  }
#endif
