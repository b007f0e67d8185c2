/// One navigation request and what it did: published by ``Navigator`` for every command,
/// successful or not, and for every ``NavigationDiagnostic`` it finds.
///
/// ```swift
/// let token = navigator.observe { event in
///   logger.info("\(event)")  // "#4 push [detail(42)] → changed"
/// }
/// ```
public struct NavigationEvent<Route> {
  /// The position of this event among all events of its navigator, from 1.
  public let sequence: Int
  /// What was asked for.
  public let command: NavigationCommand<Route>
  /// What happened.
  public let outcome: Outcome
  /// The state before the command.
  public let oldState: NavigationState<Route>
  /// The state after the command (equal to ``oldState`` unless the outcome is
  /// ``Outcome/changed``).
  public let newState: NavigationState<Route>

  /// Creates an event; navigators create them.
  /// - Parameters:
  ///   - sequence: The event's position, from 1.
  ///   - command: What was asked for.
  ///   - outcome: What happened.
  ///   - oldState: The state before.
  ///   - newState: The state after.
  @inlinable
  package init(
    sequence: Int, command: NavigationCommand<Route>, outcome: Outcome,
    oldState: NavigationState<Route>, newState: NavigationState<Route>
  ) {
    self.sequence = sequence
    self.command = command
    self.outcome = outcome
    self.oldState = oldState
    self.newState = newState
  }

  /// What a command did.
  @nonexhaustive
  public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    /// The state changed.
    case changed
    /// The command succeeded but there was nothing to change (for example pop to root at the
    /// root).
    case unchanged
    /// The command was refused; the state is unchanged.
    case failed(NavigationError)
    /// Not a command's result: a misuse was found while the app ran (the event's command is
    /// the one it concerns, or `apply` of the state it was found in).
    /// The state is unchanged.
    case diagnostic(NavigationDiagnostic)

    /// `changed`, `unchanged`, `failed: <reason>` or `diagnostic: <problem>. Fix: <fix>.`.
    public var description: String {
      switch self {
      case .changed: "changed"
      case .unchanged: "unchanged"
      case .failed(let error): "failed: \(error)"
      case .diagnostic(let diagnostic): "diagnostic: \(diagnostic)"
      }
    }
  }

  /// The diagnostic this event reports, or `nil` for a command's event.
  package var diagnostic: NavigationDiagnostic? {
    if case .diagnostic(let diagnostic) = outcome { diagnostic } else { nil }
  }
}

extension NavigationEvent: Equatable where Route: Equatable {}
extension NavigationEvent: Sendable where Route: Sendable {}

extension NavigationEvent: CustomStringConvertible {
  /// A one-line summary: `#4 push [detail(42)] → changed`; a diagnostic found outside a
  /// command reads `#5 diagnostic: <problem>. Fix: <fix>.`.
  public var description: String {
    if case .diagnostic = outcome, case .apply = command.kind { return "#\(sequence) \(outcome)" }
    return "#\(sequence) \(command) → \(outcome)"
  }
}
