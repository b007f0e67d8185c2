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
      /// The navigation controller whose swipes this probe turned off, if any.
      private weak var lockedNavigation: UINavigationController?

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        applyLock()
        didAppear?()
      }

      /// Whether the window presents something above this screen that a presentation here
      /// would be refused under: the controller that presents for this screen's level (its
      /// topmost ancestor) has a presented controller that is not on its way out. A search
      /// controller (`.searchable`) is not counted: SwiftUI presents it itself.
      var presentsAbove: Bool {
        guard let presented = presentedAbove, !(presented is UISearchController) else {
          return false
        }
        return !presented.isBeingDismissed
      }

      /// Whether anything is presented above this screen, being dismissed included.
      var isPresenting: Bool {
        guard let presented = presentedAbove else { return false }
        return !(presented is UISearchController)
      }

      /// What the topmost ancestor of this screen presents.
      private var presentedAbove: UIViewController? {
        var root: UIViewController = self
        while let parent = root.parent { root = parent }
        return root.presentedViewController
      }

      /// Sets the swipes of the navigation controller that shows this screen, and turns back on
      /// those of one it locked before and no longer shows it (a split view collapsed or
      /// expanded).
      private func applyLock() {
        let navigation = navigationController
        if let locked = lockedNavigation, locked !== navigation || !locksBack {
          setSwipes(of: locked, enabled: true)
          lockedNavigation = nil
        }
        guard locksBack, let navigation, lockedNavigation == nil else { return }
        setSwipes(of: navigation, enabled: false)
        lockedNavigation = navigation
      }

      /// Turns both swipes back of a navigation controller on or off.
      private func setSwipes(of navigation: UINavigationController, enabled: Bool) {
        navigation.interactivePopGestureRecognizer?.isEnabled = enabled
        if #available(iOS 26, *) {
          navigation.interactiveContentPopGestureRecognizer?.isEnabled = enabled
        }
      }
    }
  #endif
#endif
