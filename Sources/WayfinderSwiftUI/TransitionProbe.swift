#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder
  #if canImport(UIKit)
    import UIKit
  #endif

  extension View {
    /// Tells the displayed state when the screen this view fills has appeared — when the push,
    /// pop or presentation that brought it on top has ended — so that the host's step ends
    /// then, not at `withAnimation`'s completion, which fires before UIKit's transition ends
    /// (Q20). It also reaches the navigation controller of the screen's stack, whose swipes
    /// back (the edge swipe and iOS 26's content swipe) it turns off while the stack holds a
    /// guarded screen (Q37): SwiftUI has no modifier for them. Nothing where there is no UIKit
    /// (the step then ends at its completion).
    /// - Parameters:
    ///   - displayed: The displayed state.
    ///   - entryID: The screen.
    ///   - location: The screen's stack, whose swipes back it locks (`nil`: none, a page).
    func transitionProbe<Route: Hashable & Sendable>(
      _ displayed: DisplayedNavigation<Route>, entryID: EntryID?, locking location: StackLocation?
    ) -> some View {
      #if canImport(UIKit)
        background {
          TransitionProbe(
            displayed: displayed, entryID: entryID,
            locksBack: location.map { displayed.locksBackGestures(at: $0) } ?? false
          )
          .frame(width: 0, height: 0)
          .accessibilityHidden(true)
          .allowsHitTesting(false)
        }
      #else
        self
      #endif
    }
  }

  #if canImport(UIKit)
    /// A controller inside a screen's view: UIKit forwards its parent's appearance to it, so
    /// its `viewDidAppear` is the end of the transition that brought the screen on top.
    struct TransitionProbe<Route: Hashable & Sendable>: UIViewControllerRepresentable {
      let displayed: DisplayedNavigation<Route>
      let entryID: EntryID?
      let locksBack: Bool

      func makeUIViewController(context: Context) -> TransitionProbeController {
        TransitionProbeController()
      }

      func updateUIViewController(_ controller: TransitionProbeController, context: Context) {
        let displayed = displayed
        let entryID = entryID
        controller.didAppear = { [weak displayed] in
          guard let entryID else { return }
          displayed?.transitionDidEnd(.appeared(entryID))
        }
        // The host asks it whether something is presented above this screen (Q35).
        if let entryID { displayed.register(controller, for: entryID) }
        controller.locksBack = locksBack
      }
    }

    /// The probe's controller: tells when it has appeared, and turns its stack's swipes back
    /// off while ``locksBack`` says so (turning on again only what it turned off).
    final class TransitionProbeController: UIViewController, PresentationProbe {
      var didAppear: (@MainActor () -> Void)?
      /// Whether the stack's swipes back must be off.
      var locksBack = false {
        didSet { applyLock() }
      }
      /// Whether this probe turned the swipes off.
      private var locked = false

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        applyLock()
        didAppear?()
      }

      /// Whether the window presents something above this screen: the controller that
      /// presents for this screen's level (its topmost ancestor) has a presented controller
      /// that is not on its way out.
      var presentsAbove: Bool {
        var root: UIViewController = self
        while let parent = root.parent { root = parent }
        guard let presented = root.presentedViewController else { return false }
        return !presented.isBeingDismissed
      }

      /// Sets the swipes of the navigation controller that shows this screen.
      private func applyLock() {
        guard locksBack != locked, let navigation = navigationController else { return }
        locked = locksBack
        navigation.interactivePopGestureRecognizer?.isEnabled = !locksBack
        if #available(iOS 26, *) {
          navigation.interactiveContentPopGestureRecognizer?.isEnabled = !locksBack
        }
      }
    }
  #endif
#endif
