package import Wayfinder

/// A host that "shows" the navigation state as text: it applies each step at once, records
/// it for the log, and acknowledges. It plans like a SwiftUI host (`HostCapabilities.swiftUI`)
/// so the log shows the steps a phone would animate.
///
/// ```swift
/// let navigator = Navigator(NavigationState.sampleStart)
/// let host = TerminalHost(showing: navigator.state)
/// navigator.attach(host)
/// ```
@MainActor
package final class TerminalHost: NavigationHost {
  /// Plans as for SwiftUI on iOS 17+.
  package let capabilities: HostCapabilities
  /// What the terminal shows.
  package private(set) var shown: NavigationState<SampleRoute>
  /// The steps applied since the log was last read.
  package private(set) var steps: [HostStep<SampleRoute>] = []

  /// Creates a host.
  /// - Parameters:
  ///   - state: What it shows at first.
  ///   - capabilities: How it plans (default: SwiftUI, iOS 17+).
  package init(
    showing state: NavigationState<SampleRoute>, capabilities: HostCapabilities = .swiftUI
  ) {
    self.shown = state
    self.capabilities = capabilities
  }

  /// Shows a step and acknowledges it.
  /// - Parameter step: The step.
  package func apply(_ step: HostStep<SampleRoute>) async {
    shown = step.state
    applyGuards()
    steps.append(step)
  }

  /// What the terminal shows.
  package func displayedState() -> NavigationState<SampleRoute>? { shown }

  /// Takes the leave guards of the screens shown, so that the swipe and the drag respect them.
  /// - Parameter state: The navigator's state.
  package func leaveGuardsDidChange(in state: NavigationState<SampleRoute>) {
    guarded = state.leaveGuarded
    applyGuards()
  }

  /// The guarded screens, as last told.
  private var guarded: Set<EntryID> = []

  /// Marks the shown screens that are guarded (a step's state may predate the guard).
  private func applyGuards() {
    for entry in shown.allEntries {
      try? shown.setLeaveGuarded(guarded.contains(entry.id), for: entry.id)
    }
  }

  /// Returns the steps applied since the last call and forgets them.
  package func takeSteps() -> [HostStep<SampleRoute>] {
    defer { steps = [] }
    return steps
  }

  /// The user swipes back (reported like a real host would): pops the top screen of the
  /// active stack on screen.
  /// - Returns: The action to report, or `nil` when there is nothing to swipe back from or the
  ///   top screen's leave guard disables the swipe.
  package func swipeBack() -> UserAction<SampleRoute>? {
    let stack = shown.activeStack
    guard stack.depth > 1, !shown.blocksInteractivePop(at: shown.activeLocation) else {
      return nil
    }
    let target = stack.entries[stack.depth - 2].id
    _ = try? shown.pop(to: target)
    return .poppedTo(target)
  }

  /// The user drags the top sheet down.
  /// - Returns: The action to report, or `nil` when the top layer cannot be dragged away (by
  ///   its style, or a leave guard on a screen inside it).
  package func dragDown() -> UserAction<SampleRoute>? {
    guard let top = shown.layers.last, top.presentation.isInteractivelyDismissible,
      !shown.blocksInteractiveDismiss(of: top.id)
    else {
      return nil
    }
    _ = try? shown.dismiss(layer: top.id)
    return .dismissedLayer(top.id)
  }
}
