public import Logging
public import Wayfinder

extension Navigator {
  /// Routes every event and every host step to a swift-log `Logger`, until the returned
  /// route is cancelled.
  ///
  /// ```swift
  /// let route = navigator.log(to: Logger(label: "app.navigation"))
  /// ```
  ///
  /// A change is logged at `info`, a command that changed nothing at `debug`, a refusal and a
  /// `NavigationDiagnostic` (with its fix) at `warning`; a host step at `debug` when it starts and is acknowledged, at `warning` when
  /// it times out, and a late acknowledgement or a resynchronisation at `notice`. Each
  /// message carries the event's `sequence` and `outcome` (or the step's `step`) as metadata.
  /// - Parameter logger: The logger.
  /// - Returns: The route; cancel it to stop logging.
  @discardableResult
  public func log(to logger: Logger) -> LogRoute {
    LogRoute { route in
      let events = observe { event in
        route.keep()
        let entry = NavigationLogEntry(event)
        logger.log(
          level: entry.level.swiftLog, "\(entry.message)",
          metadata: ["sequence": "\(event.sequence)", "outcome": "\(entry.outcome)"])
      }
      let steps = observeHost { event in
        route.keep()
        let entry = NavigationLogEntry(event)
        logger.log(
          level: entry.level.swiftLog, "\(entry.message)", metadata: ["step": "\(entry.outcome)"])
      }
      return [events, steps]
    }
  }
}

/// A route of a navigator's events to a log; events stop going there when it is cancelled.
///
/// The navigator keeps the route while it routes: an app that drops the route keeps logging
/// for as long as the navigator lives.
@MainActor
public final class LogRoute {
  private var tokens: [ObserverToken] = []

  /// Registers the observers `register` returns; each of them holds the route (through
  /// ``keep()``), so the route lasts as long as the navigator holds them.
  init(_ register: (LogRoute) -> [ObserverToken]) {
    tokens = register(self)
  }

  /// Does nothing: an observer calls it so that its closure holds the route.
  func keep() {}

  /// Stops routing.
  public func cancel() {
    for token in tokens { token.cancel() }
    tokens = []
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
