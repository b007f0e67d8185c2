#if canImport(os)
  public import os
  public import Wayfinder

  extension Navigator {
    /// Routes every event and every host step to an `os.Logger`, with the levels and texts
    /// of ``NavigationLogEntry``, until the returned token is cancelled or released.
    ///
    /// ```swift
    /// import os
    ///
    /// let logging = navigator.log(to: os.Logger(subsystem: "app", category: "navigation"))
    /// ```
    /// - Parameter logger: The logger. Messages are public: they hold routes and ids, which
    ///   an app that puts private data in its routes should log with swift-log instead.
    /// - Returns: The token; logging stops when it is cancelled or released.
    public func log(to logger: os.Logger) -> NavigationToken {
      func write(_ entry: NavigationLogEntry) {
        logger.log(level: entry.level.osLog, "\(entry.message, privacy: .public)")
      }
      return NavigationToken([
        observe { write(NavigationLogEntry($0)) },
        observeHost { write(NavigationLogEntry($0)) },
      ])
    }

    /// Shows each host step as an interval on Instruments' timeline, from the moment the host
    /// is given the step to its acknowledgement or timeout: it begins with the command the
    /// step shows and the step (`push [detail(42)] — set base: home › detail(42)`) and ends
    /// with `acknowledged` or `timed out`; each event is an `event` point.
    ///
    /// ```swift
    /// import os
    ///
    /// let signposts = navigator.signposts(OSSignposter(subsystem: "app", category: .pointsOfInterest))
    /// ```
    /// - Parameter signposter: The signposter.
    /// - Returns: The token; the intervals stop when it is cancelled or released.
    public func signposts(_ signposter: OSSignposter) -> NavigationToken {
      var open: [(operation: String, state: OSSignpostIntervalState)] = []
      var command = ""
      let events = observe { event in
        command = event.command.description
        signposter.emitEvent("event", "\(event.description, privacy: .public)")
      }
      let steps = observeHost { event in
        switch event {
        case .stepStarted(let step):
          let operation = step.operation.description
          let state = signposter.beginInterval(
            "step", id: signposter.makeSignpostID(),
            "\(command, privacy: .public) — \(operation, privacy: .public)")
          open.append((operation, state))
        case .stepCompleted(let step), .stepTimedOut(let step):
          let operation = step.operation.description
          guard let index = open.firstIndex(where: { $0.operation == operation }) else { return }
          let interval = open.remove(at: index)
          if case .stepTimedOut = event {
            signposter.endInterval("step", interval.state, "timed out")
          } else {
            signposter.endInterval("step", interval.state, "acknowledged")
          }
        case .lateAcknowledgement, .resynchronised:
          break
        }
      }
      return NavigationToken([events, steps])
    }
  }

  extension NavigationLogLevel {
    /// The unified log's level.
    var osLog: OSLogType {
      switch self {
      case .debug: .debug
      case .info: .info
      case .notice: .default
      case .warning: .error
      }
    }
  }
#endif
