public import Wayfinder

/// A recorded navigation session: where it started, and each event in order with its command,
/// its outcome, the state after it and the host steps that showed it.
///
/// A ``TraceRecorder`` writes one while an app runs; ``encoded()`` turns it into a JSON
/// document that ``read(from:limits:)`` reads back, bounded and checked. A trace from a bug
/// report becomes a test: ``state(after:)`` gives any point of it to restore, and
/// ``Wayfinder/Navigator/replay(_:)`` runs its commands again and says where the states differ.
///
/// ```swift
/// let recorder = TraceRecorder(navigator)
/// try navigator.push(.detail(42))
/// let data = try recorder.trace.encoded()
/// let trace = try NavigationTrace<Screen>.read(from: data)
/// if let start = trace.state(after: 0) { try navigator.restore(start) }
/// ```
///
/// The document is JSON: `{"format": "wayfinder-trace", "version": 1, "start": state,
/// "dropped": n, "records": [record]}`. A state is written as `NavigationState` encodes
/// itself; a record holds `sequence`, `at` (milliseconds since recording began), `command`
/// (the command's name and its values, as `{"push": {"_0": [route], "on": null}}`), `summary` (the command as text), `outcome`
/// (`changed`, `unchanged`, `failed` or `diagnostic`), `error` (the refusal or the diagnostic
/// as text), `state`
/// (the state after the event), `collapsed` (present and `true` while a split view shows its
/// columns as one stack: a saved state never keeps that, a trace does) and `steps`. The
/// document's `startCollapsed` is the same for the start.
public struct NavigationTrace<Route: Hashable & Sendable & Codable>: Hashable, Sendable {
  /// The version of the document this build writes and reads.
  public static var formatVersion: Int { 1 }

  /// The state before the first record.
  public var start: NavigationState<Route>

  /// The events, oldest first.
  public var records: [TraceRecord<Route>]

  /// How many older records were dropped to keep the trace within its limit.
  public var dropped: Int

  /// Creates a trace.
  /// - Parameters:
  ///   - start: The state before the first record.
  ///   - records: The events, oldest first (default: none).
  ///   - dropped: How many older records were dropped (default: none).
  public init(
    start: NavigationState<Route>, records: [TraceRecord<Route>] = [], dropped: Int = 0
  ) {
    self.start = start
    self.records = records
    self.dropped = dropped
  }

  /// The state after a record, or the start for `-1`.
  ///
  /// ```swift
  /// if let end = trace.state(after: trace.records.count - 1) { try navigator.restore(end) }
  /// ```
  /// - Parameter index: The record's index in ``records``, or `-1` for the start.
  /// - Returns: The state, or `nil` when there is no such record.
  public func state(after index: Int) -> NavigationState<Route>? {
    if index == -1 { return start }
    return records.indices.contains(index) ? records[index].state : nil
  }

  /// The state before a record: the previous record's state, or the start.
  /// - Parameter index: The record's index in ``records``.
  /// - Returns: The state, or `nil` when there is no such record.
  public func state(before index: Int) -> NavigationState<Route>? {
    records.indices.contains(index) ? state(after: index - 1) : nil
  }
}

/// One event of a ``NavigationTrace``.
public struct TraceRecord<Route: Hashable & Sendable & Codable>: Hashable, Sendable {
  /// The event's number, as the navigator gave it.
  public var sequence: Int

  /// When it happened, in milliseconds since the recording began.
  public var at: Double

  /// The command the event carried.
  public var command: NavigationCommand<Route>

  /// The command as text, as the event prints it.
  public var summary: String

  /// What the command did.
  public var outcome: TraceOutcome

  /// The refusal, as text, when the command failed; the diagnostic, as text, for a
  /// ``TraceOutcome/diagnostic`` record.
  public var error: String?

  /// The state after the event.
  public var state: NavigationState<Route>

  /// The host steps that showed the change, in the order they started.
  public var steps: [TraceStep]

  /// Creates a record; a ``TraceRecorder`` makes them from events.
  /// - Parameters:
  ///   - sequence: The event's number.
  ///   - at: Milliseconds since the recording began.
  ///   - command: The command.
  ///   - outcome: What it did.
  ///   - error: The refusal as text, when it failed.
  ///   - state: The state after it.
  ///   - steps: The host steps that showed it (default: none).
  package init(
    sequence: Int, at: Double, command: NavigationCommand<Route>, outcome: TraceOutcome,
    error: String? = nil, state: NavigationState<Route>, steps: [TraceStep] = []
  ) {
    self.sequence = sequence
    self.at = at
    self.command = command
    self.summary = command.description
    self.outcome = outcome
    self.error = error
    self.state = state
    self.steps = steps
  }
}

extension TraceRecord: Codable {
  private enum CodingKeys: String, CodingKey {
    case sequence, at, command, summary, outcome, error, state, collapsed, steps
  }

  /// Reads a record; a collapsed split view is collapsed again.
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sequence = try container.decode(Int.self, forKey: .sequence)
    at = try container.decode(Double.self, forKey: .at)
    command = NavigationCommand(
      try container.decode(NavigationCommand<Route>.Kind.self, forKey: .command))
    summary = try container.decode(String.self, forKey: .summary)
    outcome = try container.decode(TraceOutcome.self, forKey: .outcome)
    error = try container.decodeIfPresent(String.self, forKey: .error)
    state = try container.decode(NavigationState<Route>.self, forKey: .state)
    if try container.decodeIfPresent(Bool.self, forKey: .collapsed) == true {
      try? state.setCollapsed(true)
    }
    steps = try container.decode([TraceStep].self, forKey: .steps)
  }

  /// Writes a record, with `collapsed` while a split view is collapsed.
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sequence, forKey: .sequence)
    try container.encode(at, forKey: .at)
    try container.encode(command.kind, forKey: .command)
    try container.encode(summary, forKey: .summary)
    try container.encode(outcome, forKey: .outcome)
    try container.encodeIfPresent(error, forKey: .error)
    try container.encode(state, forKey: .state)
    if state.split?.isCollapsed == true { try container.encode(true, forKey: .collapsed) }
    try container.encode(steps, forKey: .steps)
  }
}

/// What a traced command did.
public enum TraceOutcome: String, Hashable, Sendable, Codable {
  /// The state changed.
  case changed
  /// The command ran and the state stayed as it was.
  case unchanged
  /// The command was refused; the record's `error` says why.
  case failed
  /// Not a command's result: a `NavigationDiagnostic` was reported; the record's `error`
  /// names the problem and the fix, and replaying skips the record.
  case diagnostic
}

/// One host step of a ``TraceRecord``: what the host was asked to show, and when it did.
public struct TraceStep: Hashable, Sendable, Codable {
  /// The step, as text (`present [compose] as sheet`).
  public var operation: String

  /// When the host was given the step, in milliseconds since the recording began.
  public var started: Double

  /// When the host acknowledged it, or `nil` while it has not.
  public var completed: Double?

  /// Whether the navigator stopped waiting for it and resynchronised.
  public var timedOut: Bool

  /// Creates a step.
  /// - Parameters:
  ///   - operation: The step as text.
  ///   - started: When it was given to the host.
  ///   - completed: When it was acknowledged (default: not yet).
  ///   - timedOut: Whether it timed out (default: no).
  public init(operation: String, started: Double, completed: Double? = nil, timedOut: Bool = false)
  {
    self.operation = operation
    self.started = started
    self.completed = completed
    self.timedOut = timedOut
  }
}
