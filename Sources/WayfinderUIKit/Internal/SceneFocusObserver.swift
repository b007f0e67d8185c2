#if canImport(UIKit)
  import Foundation
  import UIKit
  import Wayfinder

  /// Tells the window's ``ScreenFocusTracker`` when its scene goes to the background and comes
  /// back: what SwiftUI's `scenePhase` tells `NavigationRoot`. Made when the window first shows
  /// the host's root and ended with the host (Q36); it holds the navigator weakly.
  @MainActor
  final class SceneFocusObserver {
    private let tasks: [Task<Void, Never>]

    init<Route: Hashable & Sendable>(scene: UIScene, navigator: Navigator<Route>) {
      let phases = [
        (UIScene.didEnterBackgroundNotification, false),
        (UIScene.willEnterForegroundNotification, true),
      ]
      tasks = phases.map { name, active in
        Task { @MainActor [weak navigator] in
          for await _ in NotificationCenter.default.notifications(named: name, object: scene) {
            guard let navigator else { return }
            ScreenFocusTracker.of(navigator).isActive = active
          }
        }
      }
    }

    deinit {
      for task in tasks { task.cancel() }
    }
  }
#endif
