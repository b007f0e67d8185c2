public import Logging
public import Wayfinder

extension ScreenFocusTracker {
  /// Logs every screen view and the time spent on each screen to a swift-log `Logger`, until
  /// the returned token is cancelled or released: a sink for analytics, or a template for one.
  ///
  /// ```swift
  /// let tracker = ScreenFocusTracker(navigator, links: links)
  /// let views = tracker.log(to: Logger(label: "app.screens"))  // keep it
  /// // info: "screen view /product/:id" · debug: "left /product/:id (covered) after 2.5 seconds"
  /// ```
  ///
  /// A screen view (the first screen, then each new screen on top; not one back from the
  /// background) is logged at `info`, with the screen's stable name as `screen` metadata; a
  /// screen losing focus at `debug`, with `reason` and `dwell` (in seconds) metadata.
  /// - Parameter logger: The logger.
  /// - Returns: The token; logging stops when it is cancelled or released.
  public func log(to logger: Logger) -> NavigationToken {
    observe { change in
      switch change {
      case .gained(let focus, newView: true):
        logger.info("screen view \(focus.name)", metadata: ["screen": "\(focus.name)"])
      case .lost(let focus, let reason, let dwell):
        let seconds =
          Double(dwell.components.seconds)
          + Double(dwell.components.attoseconds) / 1e18
        logger.debug(
          "left \(focus.name) (\(reason)) after \(dwell)",
          metadata: ["screen": "\(focus.name)", "reason": "\(reason)", "dwell": "\(seconds)"])
      default: break
      }
    }
  }
}
