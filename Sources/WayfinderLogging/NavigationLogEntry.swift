public import Wayfinder

/// How much a logged navigation event matters.
public enum NavigationLogLevel: Int, Hashable, Sendable, Comparable {
  /// A host step started or was acknowledged; a command changed nothing.
  case debug
  /// The state changed.
  case info
  /// A late acknowledgement, or the navigator resynchronised from the host.
  case notice
  /// A command was refused, a step timed out, or a diagnostic was reported.
  case warning

  /// Orders levels by how much they matter.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What one event or host step is logged as: the same text and level for every log.
///
/// ```swift
/// let token = navigator.observe { event in
///   let entry = NavigationLogEntry(event)  // "#3 push [detail(42)] → changed", info
///   print(entry)
/// }
/// ```
public struct NavigationLogEntry: Hashable, Sendable {
  /// The level.
  public var level: NavigationLogLevel
  /// The message.
  public var message: String
  /// A word for the outcome: `changed`, `unchanged`, `failed`, `diagnostic`, `started`,
  /// `acknowledged`, `timed out`, `late` or `resynchronised`.
  public var outcome: String

  /// The entry of a navigator's event.
  /// - Parameter event: The event.
  public init<Route>(_ event: NavigationEvent<Route>) {
    message = event.description
    switch event.outcome {
    case .changed: (level, outcome) = (.info, "changed")
    case .unchanged: (level, outcome) = (.debug, "unchanged")
    case .failed: (level, outcome) = (.warning, "failed")
    case .diagnostic: (level, outcome) = (.warning, "diagnostic")
    }
  }

  /// The entry of a host step's event.
  /// - Parameter event: The host's event.
  package init<Route>(_ event: HostEvent<Route>) {
    message = event.description
    switch event {
    case .stepStarted: (level, outcome) = (.debug, "started")
    case .stepCompleted: (level, outcome) = (.debug, "acknowledged")
    case .stepTimedOut: (level, outcome) = (.warning, "timed out")
    case .lateAcknowledgement: (level, outcome) = (.notice, "late")
    case .resynchronised: (level, outcome) = (.notice, "resynchronised")
    }
  }
}
