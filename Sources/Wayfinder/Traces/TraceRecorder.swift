public import Observation

/// Records what a navigator does — every event, and every host step with when it started and
/// was acknowledged — as a bounded ``NavigationTrace``.
///
/// ```swift
/// let recorder = TraceRecorder(navigator, limit: 500)
/// // … the app runs …
/// try recorder.trace.encoded().write(to: url)
/// ```
///
/// The oldest records go once there are more than `limit`; the trace's start moves with them,
/// so it always begins at a state the records continue from.
///
/// It is `Observable`: a view that reads ``trace`` is drawn again as records arrive.
@MainActor @Observable
public final class TraceRecorder<Route: Hashable & Sendable & Codable> {
  /// What has been recorded so far.
  public private(set) var trace: NavigationTrace<Route>

  /// The most records kept.
  @ObservationIgnored public let limit: Int

  @ObservationIgnored private let clock: () -> Duration
  @ObservationIgnored private let origin: Duration
  @ObservationIgnored private var tokens: [ObserverToken] = []

  /// Starts recording a navigator from its current state.
  /// - Parameters:
  ///   - navigator: The navigator.
  ///   - limit: The most records kept (default: 1,000; at least 1).
  ///   - clock: The time now (default: a continuous clock); tests give their own.
  public init(
    _ navigator: Navigator<Route>, limit: Int = 1_000, clock: (() -> Duration)? = nil
  ) {
    self.limit = max(1, limit)
    let started = ContinuousClock.now
    self.clock = clock ?? { ContinuousClock.now - started }
    self.origin = self.clock()
    self.trace = NavigationTrace(start: navigator.state)
    tokens.append(navigator.observe { [weak self] event in self?.record(event) })
    tokens.append(navigator.observeHost { [weak self] event in self?.record(event) })
  }

  /// Stops recording; ``trace`` keeps what was recorded.
  public func stop() {
    for token in tokens { token.cancel() }
    tokens = []
  }

  private var now: Double {
    let elapsed = (clock() - origin).components
    let milliseconds = Double(elapsed.seconds) * 1_000 + Double(elapsed.attoseconds) / 1e15
    return (milliseconds * 1_000).rounded() / 1_000
  }

  private func record(_ event: NavigationEvent<Route>) {
    let (outcome, error): (TraceOutcome, String?) =
      switch event.outcome {
      case .changed: (.changed, nil)
      case .unchanged: (.unchanged, nil)
      case .failed(let refusal): (.failed, refusal.description)
      }
    trace.records.append(
      TraceRecord(
        sequence: event.sequence, at: now, command: event.command, outcome: outcome, error: error,
        state: event.newState))
    if trace.records.count > limit {
      trace.start = trace.records.removeFirst().state
      trace.dropped += 1
    }
  }

  private func record(_ event: HostEvent<Route>) {
    guard !trace.records.isEmpty else { return }
    let last = trace.records.count - 1
    switch event {
    case .stepStarted(let step):
      trace.records[last].steps.append(
        TraceStep(operation: step.operation.description, started: now))
    case .stepCompleted(let step), .lateAcknowledgement(let step):
      finish(step.operation.description) { $0.completed = now }
    case .stepTimedOut(let step):
      finish(step.operation.description) { $0.timedOut = true }
    case .resynchronised:
      break
    }
  }

  /// Marks the latest unfinished step with this operation, searching back from the newest.
  private func finish(_ operation: String, _ change: (inout TraceStep) -> Void) {
    for record in trace.records.indices.reversed() {
      if let step = trace.records[record].steps.lastIndex(where: {
        $0.operation == operation && $0.completed == nil && !$0.timedOut
      }) {
        change(&trace.records[record].steps[step])
        return
      }
    }
  }
}
