import Logging
import Synchronization
import Testing
import Wayfinder
import WayfinderLogging

/// A swift-log handler that keeps what it is given.
struct CapturingHandler: LogHandler {
  final class Store: Sendable {
    let lines = Mutex<[(Logger.Level, String, Logger.Metadata)]>([])
  }
  let store: Store
  var logLevel: Logger.Level = .trace
  var metadata: Logger.Metadata = [:]

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    store.lines.withLock {
      $0.append((event.level, event.message.description, event.metadata ?? [:]))
    }
  }
}

enum Place: Hashable, Sendable {
  case home
  case detail(Int)
}

@Suite("Events routed to swift-log")
@MainActor
struct NavigationLoggingTests {
  @Test("each event is one message at its level, with its sequence and outcome")
  func logsEvents() throws {
    let store = CapturingHandler.Store()
    let logger = Logger(label: "test") { _ in CapturingHandler(store: store) }
    let navigator = Navigator(NavigationState(root: Place.home))
    let route = navigator.log(to: logger)
    try navigator.push(.detail(1))
    _ = try? navigator.dismiss()
    try navigator.popToRoot()
    try navigator.popToRoot()
    route.cancel()
    try navigator.push(.detail(2))
    let lines = store.lines.withLock { $0 }
    #expect(lines.map(\.0) == [.info, .warning, .info, .debug])
    #expect(lines[0].1 == "#1 push [detail(1)] → changed")
    #expect(lines[1].1.hasPrefix("#2 dismiss 1 → failed: "))
    #expect(lines[1].2["outcome"] == "failed")
    #expect(lines[3].2["sequence"] == "4")
  }

  @Test("a diagnostic is logged as a warning that names the fix")
  func logsDiagnostics() {
    let store = CapturingHandler.Store()
    let logger = Logger(label: "test") { _ in CapturingHandler(store: store) }
    let navigator = Navigator(NavigationState(root: Place.home))
    let route = navigator.log(to: logger)
    _ = navigator.transition(named: "slide", registered: nil as Int?)
    route.cancel()
    let lines = store.lines.withLock { $0 }
    #expect(lines.map(\.0) == [.warning])
    #expect(lines.first?.2["outcome"] == "diagnostic")
    #expect(lines.first?.1.contains("Fix: register it") == true)
  }

  @Test("a kept token logs; a released or a cancelled one stops, events and steps alike")
  func tokenLifetime() throws {
    let store = CapturingHandler.Store()
    let logger = Logger(label: "test") { _ in CapturingHandler(store: store) }
    let navigator = Navigator(NavigationState(root: Place.home))
    var kept: NavigationToken? = navigator.log(to: logger)
    try navigator.push(.detail(1))
    #expect(store.lines.withLock { $0.count } == 1)
    kept = nil  // released
    try navigator.push(.detail(2))
    _ = navigator.log(to: logger)  // dropped at once
    try navigator.push(.detail(3))
    let cancelled = navigator.log(to: logger)
    cancelled.cancel()
    try navigator.push(.detail(4))
    #expect(kept == nil)
    #expect(store.lines.withLock { $0.count } == 1, "only the kept token's line")
  }

  @Test("the levels order as they matter, and a host step is debug until it times out")
  func levels() {
    let levels: [NavigationLogLevel] = [.debug, .info, .notice, .warning]
    #expect(levels.sorted() == levels && Set(levels).count == 4)
    let step = HostStep(operation: .selectTab("a"), state: NavigationState(root: Place.home))
    #expect(NavigationLogEntry(HostEvent.stepStarted(step)).level == .debug)
    #expect(NavigationLogEntry(HostEvent.stepCompleted(step)).outcome == "acknowledged")
    #expect(NavigationLogEntry(HostEvent.stepTimedOut(step)).level == .warning)
    #expect(
      NavigationLogEntry(HostEvent<Place>.resynchronised(NavigationState(root: .home))).level
        == .notice)
  }
}
