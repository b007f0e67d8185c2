import Foundation
import PropertyBased
import Testing
import Wayfinder
import WayfinderScenes

/// Any mix of links arriving (good, bad, repeated), windows attaching and detaching and time
/// passing: the inbox never holds more than its capacity, and every link ends with exactly one
/// outcome.
@MainActor
@Suite("Properties of the link inbox over random arrivals, windows and time")
struct LinkInboxPropertyTests {
  /// The links a script draws from: a few that open, one no screen matches, one that no
  /// four-tab window can refuse, and one too long; repeats make duplicates.
  static let pool: [URL] = [
    detail7, personAnn, URL(string: "wayfinder://c/detail/8")!,
    URL(string: "wayfinder://b/presented")!, URL(string: "wayfinder://nowhere")!,
    URL(string: "wayfinder://people/" + String(repeating: "x", count: 3_000))!,
  ]
  static let sources: [LinkSource] = [
    .url, .notification, .quickAction, .widget, .spotlight, .handoff, .intent,
  ]

  @Test("the queue stays bounded and every link ends with exactly one outcome")
  func boundedAndOneOutcomeEach() async throws {
    let script = Gen.int(in: 0...10_000).array(of: 0...80)
    await propertyCheck(count: 200, input: script, Gen.int(in: 1...6)) { script, capacity in
      let app = try InboxHarness(
        limits: LinkInboxLimits(
          capacity: capacity, expiry: .seconds(20), duplicateInterval: .seconds(2),
          maximumPerSecond: 5))
      var received: [URL: Int] = [:]
      var windows: [SceneNavigation<Screen>] = []
      var tokens: [NavigationToken] = []
      for step in script {
        switch step % 6 {
        case 0, 1, 2:
          let url = Self.pool[(step / 6) % Self.pool.count]
          received[url, default: 0] += 1
          app.inbox.receive(url, from: Self.sources[(step / 36) % Self.sources.count])
        case 3 where tokens.count < 3:
          let window = try app.window()
          if step % 12 == 3 { window.start(restoring: nil) }
          let choices: [WindowForLinks] = [.anyOpenWindow, .showing(pathSegments: 2), .newWindow]
          windows.append(window)
          tokens.append(app.inbox.attach(window, windowForLinks: choices[(step / 6) % 3]))
        case 4 where !tokens.isEmpty:
          tokens.removeFirst().cancel()
          windows.removeFirst()
        default:
          app.clock.advance(by: .milliseconds(step % 9_000))
          app.inbox.dropExpired()
        }
        #expect(app.inbox.parked.count <= capacity)
        #expect(app.events.count + app.inbox.parked.count == received.values.reduce(0, +))
      }
      // Time runs out for whatever still waits.
      app.clock.advance(by: .seconds(21))
      app.inbox.dropExpired()
      #expect(app.inbox.parked.isEmpty)
      let outcomes = Dictionary(grouping: app.events, by: \.link).mapValues(\.count)
      #expect(outcomes == received, "each link received has exactly one outcome")
      #expect(app.events.map(\.sequence) == Array(0..<app.events.count).map { $0 + 1 })
      for token in tokens { token.cancel() }
    }
  }
}
