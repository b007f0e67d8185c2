/// What tells a binding-driven host that a transition UIKit performs has ended.
///
/// SwiftUI hands pushes, pops, sheets and covers to UIKit; the completion of the `withAnimation`
/// that wrote the binding fires as soon as SwiftUI's own update is done, long before UIKit's
/// transition ends (rule Q20). So the SwiftUI host ends such a step when the screen that the
/// step brings on top has appeared (its controller's `viewDidAppear`) or when the layer it
/// dismissed is gone (the sheet's or cover's `onDismiss`), and only then starts the next one.
///
/// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
/// ```swift
/// // In the view of every screen the host shows:
/// .background(TransitionProbe { displayed.transitionDidEnd(.appeared(entryID)) })
/// // On every sheet:
/// .sheet(item: $level.sheet, onDismiss: level.didDismiss) { … }
/// ```
package enum TransitionSignal: Hashable, Sendable, CustomStringConvertible {
  /// The screen `entry` appeared: the push, pop or presentation that brought it on top ended.
  case appeared(EntryID)
  /// The layer was dismissed: its dismissal ended.
  case dismissed(LayerID)

  /// `appearance of entry#3` or `dismissal of layer#2`.
  package var description: String {
    switch self {
    case .appeared(let entry): "appearance of \(entry)"
    case .dismissed(let layer): "dismissal of \(layer)"
    }
  }
}

/// The signals a shown step still waits for, and the one waiting for them.
@MainActor
final class TransitionGate {
  /// The signals still to come.
  private(set) var awaited: Set<TransitionSignal> = []
  /// How many steps ended by the fallback because a signal never came.
  private(set) var missed = 0
  private var waiter: CheckedContinuation<Void, Never>?
  private var generation = 0

  /// A new step is shown: the one before is no longer waited for, and `signals` are.
  func expect(_ signals: Set<TransitionSignal>) {
    release()
    generation += 1
    awaited = signals
  }

  /// A signal came; the step ends when the last one it waits for has.
  func signal(_ signal: TransitionSignal) {
    guard awaited.remove(signal) != nil, awaited.isEmpty else { return }
    release()
  }

  /// Returns when every awaited signal has come, or after `fallback` (counted in ``missed``,
  /// and each missing signal given to `missing`).
  func wait(fallback: Duration, missing: @escaping @MainActor (TransitionSignal) -> Void) async {
    guard !awaited.isEmpty else { return }
    let generation = self.generation
    let timer = Task { [weak self] in
      do {
        try await Task.sleep(for: fallback)
      } catch {
        return
      }
      guard let self, self.generation == generation, !self.awaited.isEmpty else { return }
      self.missed += 1
      for signal in self.awaited.sorted(by: { "\($0)" < "\($1)" }) { missing(signal) }
      self.awaited = []
      self.release()
    }
    await withCheckedContinuation { waiter = $0 }
    timer.cancel()
  }

  private func release() {
    waiter?.resume()
    waiter = nil
  }
}
