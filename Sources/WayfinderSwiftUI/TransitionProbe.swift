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
    /// (Q20). Nothing where there is no UIKit (the step then ends at its completion).
    /// - Parameters:
    ///   - displayed: The displayed state.
    ///   - entryID: The screen.
    func transitionProbe<Route: Hashable & Sendable>(
      _ displayed: DisplayedNavigation<Route>, entryID: EntryID?
    ) -> some View {
      #if canImport(UIKit)
        background {
          TransitionProbe(displayed: displayed, entryID: entryID)
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
      }
    }

    /// The probe's controller: tells when it has appeared.
    final class TransitionProbeController: UIViewController {
      var didAppear: (@MainActor () -> Void)?

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        didAppear?()
      }
    }
  #endif
#endif
