import Dispatch

extension DisplayedNavigation {
  // MARK: Ending a step when its transition ends (Q20)

  /// Shows a step and returns when it is on screen: the SwiftUI host's whole `apply(_:)`, with
  /// SwiftUI's two ways of writing a change passed in.
  ///
  /// A step SwiftUI animates is shown inside `animate`; it is on screen when the animation's
  /// completion has fired *and* every transition UIKit performs for it has ended (the screens
  /// it brings on top appeared, the layers it dismissed are gone; `TransitionSignal`), since
  /// that completion fires at once for a push, a pop, a sheet or a cover (rule Q20). A signal
  /// that never comes ends the wait after `fallback`, counted in ``missedTransitions`` and
  /// reported as ``NavigationDiagnostic/transitionEndNotReported(_:)``, so a step never hangs
  /// and never ends late silently. A step SwiftUI does not animate (Q3) is shown inside `instantly` and is
  /// on screen on the next turn of the main queue, or, when it presents or dismisses a layer,
  /// once UIKit says so.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// await displayed.perform(step, animated: animation != nil) { show, completion in
  ///   withAnimation(animation, completionCriteria: .logicallyComplete, show, completion: completion)
  /// } instantly: { show in
  ///   withTransaction(Transaction(animation: nil), show)
  /// }
  /// ```
  /// - Parameters:
  ///   - step: The step.
  ///   - animated: Whether the host animates its steps at all.
  ///   - signalled: Whether the host's screens report their transitions' ends (SwiftUI on
  ///     iOS does, through ``transitionDidEnd(_:)``); without, a step ends at its completion.
  ///   - pages: The app's page sequences, whose pages SwiftUI moves itself (default: none).
  ///   - fallback: How long to wait for a transition's end that does not come (default: one
  ///     second, more than any navigation transition, less than the navigator's timeout).
  ///   - animate: Runs `show` in an animated update and calls `completion` when the update's
  ///     animation is logically complete.
  ///   - instantly: Runs `show` in an update without animation.
  package func perform(
    _ step: HostStep<Route>, animated: Bool, signalled: Bool = true,
    pages: PageStyles<Route> = .none, fallback: Duration = .seconds(1),
    animate: (_ show: () -> Void, _ completion: @escaping @MainActor @Sendable () -> Void) -> Void,
    instantly: (_ show: () -> Void) -> Void
  ) async {
    // A presentation its presenter cannot make now is never bound: the step ends as refused,
    // and nothing waits for it (Q35).
    let refused = refusedPresentations(in: step)
    if !refused.isEmpty {
      refuse(refused)
      return
    }
    // An alert this step takes down is gone when its presenter presents nothing more (Q20).
    var alertProbe: (any PresentationProbe)?
    if signalled, let alert = storage.alert, step.state.alert?.id != alert.id {
      let level = storage.layers.count
      alertProbe = probe(forLevel: level, at: presenter(forLevel: level, in: storage))
    }
    if animated, animates(step) {
      let signals = signalled ? transitionSignals(for: step, animated: true, pages: pages) : []
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        animate({
          self.show(step)
          self.transitions.expect(signals)
        }) {
          continuation.resume()
        }
      }
    } else {
      let signals = signalled ? transitionSignals(for: step, animated: false, pages: pages) : []
      instantly {
        show(step)
        transitions.expect(signals)
      }
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
    }
    await transitions.wait(fallback: fallback) { [weak navigator] signal in
      navigator?.report(.transitionEndNotReported(signal.description))
    }
    if let alertProbe { await untilNothingPresented(above: alertProbe, fallback: fallback) }
    stepDidFinish()
  }

  /// Returns once `probe` sees nothing presented above it — an alert taken down has finished
  /// its dismissal — or after `fallback`, reported as a transition end never seen.
  func untilNothingPresented(above probe: any PresentationProbe, fallback: Duration) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: fallback)
    while probe.isPresenting {
      guard clock.now < deadline else {
        navigator?.report(.transitionEndNotReported("dismissal of the alert"))
        return
      }
      try? await Task.sleep(for: .milliseconds(8))
    }
  }

  /// A transition UIKit performs for SwiftUI ended: a screen appeared, a layer was dismissed.
  /// The step in flight ends once every one it waits for has ended; other signals (a sheet the
  /// user dragged away, a screen appearing again) change nothing.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// .sheet(item: $level.sheet, onDismiss: { displayed.transitionDidEnd(.dismissed(id)) })
  /// ```
  /// - Parameter signal: What ended.
  package func transitionDidEnd(_ signal: TransitionSignal) {
    transitions.signal(signal)
  }

  /// The transitions the step on screen still waits for (empty when none).
  package var awaitedTransitions: Set<TransitionSignal> { transitions.awaited }

  /// How many steps ended by the fallback because the end of their transition was never
  /// signalled: a host that does not report its transitions, or a transition that did not run.
  package var missedTransitions: Int { transitions.missed }

  /// The transitions UIKit performs when SwiftUI shows `step` over the displayed state: the
  /// screen a visible stack or a presented layer brings on top appears; a dismissed sheet or
  /// cover ends. Stacks out of sight (another tab, under a cover) and SwiftUI's own
  /// transitions (custom layers, alerts, tabs, the pages of a page sequence) signal nothing and
  /// are not waited for.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// displayed.transitionSignals(for: pushStep, animated: true)  // [.appeared(pushed)]
  /// ```
  /// - Parameters:
  ///   - step: The next step.
  ///   - animated: Whether it is shown with animation (a push without animation ends at once;
  ///     a presentation still ends when UIKit says so).
  ///   - pages: The app's page sequences (default: none).
  /// - Returns: The signals to wait for.
  /// - Complexity: O(n) in the layers and stacks shown.
  package func transitionSignals(
    for step: HostStep<Route>, animated: Bool, pages: PageStyles<Route> = .none
  ) -> Set<TransitionSignal> {
    let old = storage
    let new = step.state
    var signals: Set<TransitionSignal> = []
    let oldLayers = Set(old.layers.map(\.id))
    let newLayers = Set(new.layers.map(\.id))
    // The lowest sheet or cover that leaves: dismissing it takes those above it along.
    if let gone = old.layers.first(where: {
      !newLayers.contains($0.id) && $0.presentation.kind != .custom
    }) {
      signals.insert(.dismissed(gone.id))
    }
    // A sheet or cover that arrives: its top screen appears when it is up.
    if let top = new.layers.last, !oldLayers.contains(top.id), top.presentation.kind != .custom {
      signals.insert(.appeared(top.content.top.id))
    }
    guard animated else { return signals }
    for location in visibleStacks(in: new) {
      guard let before = old.stack(at: location), let after = new.stack(at: location),
        before.pushed.count != after.pushed.count, before.root.id == after.root.id,
        !pages.isPageSequence(rootedAt: after.root.route)
      else { continue }
      signals.insert(.appeared(after.top.id))
    }
    return signals
  }

  /// The stacks whose pushes and pops are seen in `state`: the top layer's stack, and, when no
  /// sheet or cover is presented, the base's shown stacks (the selected tab, the split view's
  /// shown columns), besides those under a custom layer.
  func visibleStacks(in state: NavigationState<Route>) -> [StackLocation] {
    var visible: [StackLocation] = []
    if let top = state.layers.last { visible.append(.layer(top.id)) }
    guard state.layers.allSatisfy({ $0.presentation.kind == .custom }) else { return visible }
    switch state.base {
    case .stack: visible.append(.base)
    case .tabs(let tabs): visible.append(.tab(tabs.selection))
    case .split(let split):
      let columns = split.columns.filter { split[$0] != nil }
      if split.isCollapsed {
        visible += columns.suffix(1).map { .column($0) }
      } else {
        visible += columns.map { .column($0) }
      }
    }
    return visible
  }
}

extension DisplayedNavigation {
  /// Reports every transition name that `step` newly shows and the host has no style for: a
  /// custom layer's ``Presentation/custom(_:)`` and a page's ``PageStyle/transition(_:)``
  /// (``NavigationDiagnostic/unregisteredTransition(_:)``). A SwiftUI host calls it when it
  /// starts a step, not from a view's body, so that a name is reported once per step that
  /// shows it and never while SwiftUI is updating its views.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// displayed.reportUnregisteredTransitions(in: step, pages: pages, registered: transitions.names)
  /// ```
  /// - Parameters:
  ///   - step: The step about to be shown.
  ///   - pages: The app's page styles.
  ///   - registered: The names the host has a style for.
  /// - Complexity: O(n) in the layers and entries the step shows.
  package func reportUnregisteredTransitions(
    in step: HostStep<Route>, pages: PageStyles<Route>, registered: Set<TransitionName>
  ) {
    var asked: [TransitionName] = []
    let shownLayers = Set(storage.layers.map(\.id))
    for layer in step.state.layers where !shownLayers.contains(layer.id) {
      if case .custom(let name) = layer.presentation { asked.append(name) }
    }
    for location in step.state.stackLocations {
      guard let stack = step.state.stack(at: location),
        pages.isPageSequence(rootedAt: stack.root.route)
      else { continue }
      let shown = Set(storage.stack(at: location)?.entries.map(\.id) ?? [])
      for entry in stack.pushed where !shown.contains(entry.id) {
        if case .transition(let name) = pages.style(for: entry.route) { asked.append(name) }
      }
    }
    for name in asked where !registered.contains(name) {
      _ = navigator?.transition(named: name, registered: Optional<Void>.none)
    }
  }
}
