public import Wayfinder

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
/// so it always begins at a state the records continue from. Recording keeps each event's
/// values in a ring of `limit` slots and writes nothing as text: a command's summary, a
/// refusal and a step's operation become text when ``trace`` is read.
///
/// Recording one event costs about 6,500 instructions beyond the command itself (the
/// benchmark's `navigator push+pop recorded`); the recorder is not `Observable`, because
/// telling observers of every event would cost twenty times that. A view that shows the trace
/// reads it again on a timer, as the SwiftUI inspector does.
@MainActor
public final class TraceRecorder<Route: Hashable & Sendable & Codable> {
  /// The most records kept.
  public let limit: Int

  private let clock: () -> Duration
  private let origin: Duration
  private var tokens: [NavigationToken] = []

  /// Counts what was recorded, events and steps: what has not changed need not be read again.
  public private(set) var changeCount = 0

  private var cached: (changeCount: Int, snapshot: TraceSnapshot<Route>)?
  private var start: NavigationState<Route>
  private var dropped = 0
  private var ring: [Pending] = []
  /// The ring's oldest slot, once it is full.
  private var oldest = 0

  /// An event as it was recorded: values only.
  private struct Pending {
    var sequence: Int
    var at: Double
    var command: NavigationCommand<Route>
    var outcome: NavigationEvent<Route>.Outcome
    var state: NavigationState<Route>
    var steps: [PendingStep] = []
  }

  private struct PendingStep {
    var operation: HostOperation<Route>
    var started: Double
    var completed: Double?
    var timedOut = false
  }

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
    self.start = navigator.state
    ring.reserveCapacity(min(self.limit, 1_024))
    tokens.append(navigator.observe { [weak self] event in self?.record(event) })
    tokens.append(navigator.observeHost { [weak self] event in self?.record(event) })
  }

  /// What has been recorded so far.
  /// - Complexity: O(n) in the records kept: each is made into text here.
  public var trace: NavigationTrace<Route> {
    let ordered = ring[oldest...] + ring[..<oldest]
    return NavigationTrace(
      start: start,
      records: ordered.map { pending in
        let (outcome, error): (TraceOutcome, String?) =
          switch pending.outcome {
          case .changed: (.changed, nil)
          case .unchanged: (.unchanged, nil)
          case .failed(let refusal): (.failed, refusal.description)
          case .diagnostic(let diagnostic): (.diagnostic, diagnostic.description)
          }
        return TraceRecord(
          sequence: pending.sequence, at: pending.at, command: pending.command, outcome: outcome,
          error: error, state: pending.state,
          steps: pending.steps.map {
            TraceStep(
              operation: $0.operation.description, started: $0.started, completed: $0.completed,
              timedOut: $0.timedOut)
          })
      },
      dropped: dropped)
  }

  /// The trace laid out for an inspector, with its document to share; made again only when
  /// something was recorded since the last call, so a view may ask for it on every redraw.
  ///
  /// ```swift
  /// let snapshot = recorder.snapshot(links: table)
  /// snapshot.timeline.rows  // the events
  /// ```
  /// - Parameter links: The app's link table, to show each state's link (the same on every
  ///   call).
  /// - Returns: The snapshot.
  /// - Complexity: O(1) when nothing was recorded since the last call, else O(n) in the
  ///   records (each made into text, and the document encoded).
  public func snapshot(links: LinkTable<Route>? = nil) -> TraceSnapshot<Route> {
    if let cached, cached.changeCount == changeCount { return cached.snapshot }
    let trace = trace
    let snapshot = TraceSnapshot(
      timeline: TraceTimeline(trace, links: links),
      document: (try? trace.encoded()).map { String(decoding: $0, as: UTF8.self) })
    cached = (changeCount, snapshot)
    return snapshot
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

  /// The slot of the newest record.
  private var newest: Int? {
    ring.isEmpty ? nil : (oldest + ring.count - 1) % ring.count
  }

  private func record(_ event: NavigationEvent<Route>) {
    let pending = Pending(
      sequence: event.sequence, at: now, command: event.command, outcome: event.outcome,
      state: event.newState)
    if ring.count < limit {
      ring.append(pending)
    } else {
      start = ring[oldest].state
      ring[oldest] = pending
      oldest = (oldest + 1) % limit
      dropped += 1
    }
    changeCount &+= 1
  }

  private func record(_ event: HostEvent<Route>) {
    guard let newest else { return }
    switch event {
    case .stepStarted(let step):
      ring[newest].steps.append(PendingStep(operation: step.operation, started: now))
    case .stepCompleted(let step), .lateAcknowledgement(let step):
      let time = now
      finish(step.operation) { $0.completed = time }
    case .stepTimedOut(let step):
      finish(step.operation) { $0.timedOut = true }
    case .resynchronised:
      return
    }
    changeCount &+= 1
  }

  /// Marks the latest unfinished step with this operation, searching back from the newest
  /// record.
  private func finish(_ operation: HostOperation<Route>, _ change: (inout PendingStep) -> Void) {
    guard let newest else { return }
    for back in 0..<min(ring.count, 16) {  // a step belongs to one of the last events
      let slot = (newest - back + ring.count) % ring.count
      if let step = ring[slot].steps.lastIndex(where: {
        $0.completed == nil && !$0.timedOut && $0.operation == operation
      }) {
        change(&ring[slot].steps[step])
        return
      }
    }
  }
}

/// A recorder's trace as an inspector shows it: see ``TraceRecorder/snapshot(links:)``.
public struct TraceSnapshot<Route: Hashable & Sendable & Codable>: Sendable {
  /// The trace laid out: rows, trees, changes and links.
  public let timeline: TraceTimeline<Route>
  /// The trace's JSON document, to share, or `nil` when a route cannot be encoded.
  public let document: String?
}
