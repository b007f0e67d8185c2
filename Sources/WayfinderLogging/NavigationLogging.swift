public import Logging
public import Wayfinder

extension Navigator {
  /// Routes every event and every host step to a swift-log `Logger`, until the returned
  /// token is cancelled or released.
  ///
  /// ```swift
  /// let logging = navigator.log(to: Logger(label: "app.navigation"))  // keep it
  /// ```
  ///
  /// A change is logged at `info`, a command that changed nothing at `debug`, a refusal and a
  /// `NavigationDiagnostic` (with its fix) at `warning`; a host step at `debug` when it starts and is acknowledged, at `warning` when
  /// it times out, and a late acknowledgement or a resynchronisation at `notice`. Each
  /// message carries the event's `sequence` and `outcome` (or the step's `step`) as metadata.
  /// - Parameter logger: The logger.
  /// - Returns: The token; logging stops when it is cancelled or released.
  public func log(to logger: Logger) -> NavigationToken {
    let events = observe { event in
      let entry = NavigationLogEntry(event)
      logger.log(
        level: entry.level.swiftLog, "\(entry.message)",
        metadata: ["sequence": "\(event.sequence)", "outcome": "\(entry.outcome)"])
    }
    let steps = observeHost { event in
      let entry = NavigationLogEntry(event)
      logger.log(
        level: entry.level.swiftLog, "\(entry.message)", metadata: ["step": "\(entry.outcome)"])
    }
    return NavigationToken([events, steps])
  }
}

extension NavigationLogLevel {
  /// The swift-log level.
  var swiftLog: Logger.Level {
    switch self {
    case .debug: .debug
    case .info: .info
    case .notice: .notice
    case .warning: .warning
    }
  }
}
