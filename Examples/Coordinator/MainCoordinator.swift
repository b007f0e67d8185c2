#if canImport(UIKit) && canImport(SwiftUI)
  import WayfinderUIKit

  /// The navigation a screen's router may ask for (the article's NavigationStateProtocol).
  @MainActor
  protocol NavigationStateProtocol: AnyObject {
    func goTo(_ route: AppRoute, presentAs: PresentationType)
    func goBack()
    func dismissSheet()
  }

  /// The coordinator: one navigator underneath, so every move is one value change that the
  /// host (UIKit or SwiftUI) performs, and that tests can check without a UI.
  @MainActor
  final class MainCoordinator: NavigationStateProtocol {
    let navigator: Navigator<AppRoute>

    init(navigator: Navigator<AppRoute>) {
      self.navigator = navigator
    }

    func goTo(_ route: AppRoute, presentAs: PresentationType) {
      switch presentAs {
      case .push:
        _ = try? navigator.push(route)
      case .sheet(let detents, let dismissable):
        let style = SheetStyle(
          detents: detents, selectedDetent: detents.first, dragIndicator: .hidden,
          interactiveDismissDisabled: !dismissable)
        _ = try? navigator.present(route, as: .sheet(style))
      }
    }

    func goBack() { _ = try? navigator.pop() }

    func dismissSheet() { _ = try? navigator.dismiss() }
  }
#endif
