#if canImport(UIKit) && canImport(SwiftUI)
  import WayfinderUIKit
  import os

  /// The navigation a screen's router may ask for (the article's NavigationStateProtocol).
  @MainActor
  protocol NavigationStateProtocol: AnyObject {
    func goTo(_ route: AppRoute, presentAs: PresentationType)
    func goBack()
    func dismissSheet()
  }

  /// The coordinator: one navigator underneath, so every move is one value change that the
  /// host (UIKit or SwiftUI) performs, and that tests can check without a UI. The screens call
  /// it without `try`: a move the navigator refuses (a pop at the root, a dismissal with no
  /// sheet up) changes nothing, and the coordinator logs why.
  @MainActor
  final class MainCoordinator: NavigationStateProtocol {
    let navigator: Navigator<AppRoute>
    private let log = Logger(subsystem: "example.coordinator", category: "navigation")

    init(navigator: Navigator<AppRoute>) {
      self.navigator = navigator
    }

    func goTo(_ route: AppRoute, presentAs: PresentationType) {
      perform("go to \(route)") {
        switch presentAs {
        case .push:
          try navigator.push(route)
        case .sheet(let detents, let dismissable):
          try navigator.present(
            route,
            as: .sheet(
              detents: detents, selectedDetent: detents.first, dragIndicator: .hidden,
              interactiveDismissDisabled: !dismissable))
        }
      }
    }

    func goBack() { perform("go back") { try navigator.pop() } }

    func dismissSheet() { perform("dismiss the sheet") { try navigator.dismiss() } }

    /// Runs a move; a refusal is logged with its reason.
    private func perform(_ move: String, _ body: () throws -> Void) {
      do {
        try body()
      } catch {
        log.error(
          "\(move, privacy: .public) refused: \(String(describing: error), privacy: .public)")
      }
    }
  }
#endif
