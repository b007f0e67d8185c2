import Foundation
import FuzzSupport
@_spi(Benchmarks) import Wayfinder
import WayfinderScenes

/// The app's links: a root in tab a, items in tab b, people over a full-screen cover.
let table: LinkTable<FuzzScreen> = {
  var builder = LinkTableBuilder<FuzzScreen>(schemes: ["fuzz"], hosts: ["fuzz.example"])
  do {
    try builder.add("/", route: .home, placement: LinkPlacement(tab: "a", asRoot: true))
    try builder.add(
      "/items/:id", types: ["id": Int.self], placement: LinkPlacement(tab: "b"),
      build: { .detail(try $0.value("id")) },
      values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
    try builder.add(
      "/people/:name", placement: LinkPlacement(presentation: .fullScreenCover),
      build: { .person(try $0.value("name")) },
      values: { if case .person(let name) = $0 { ["name": name] } else { nil } })
    return try builder.build()
  } catch {
    fatalError("fuzz table: \(error)")
  }
}()

let sources: [LinkSource] = [
  .url, .notification, .quickAction, .widget, .spotlight, .handoff, .intent,
]
let choices: [WindowForLinks] = [.anyOpenWindow, .showing(pathSegments: 2), .newWindow]
let limits = LinkInboxLimits(
  capacity: 4, expiry: .seconds(20), duplicateInterval: .seconds(2), maximumPerSecond: 6)

/// Reads bytes as a script of links arriving (any text, from any source), windows attaching
/// and detaching, and time passing: must never crash; the inbox never holds more than its
/// capacity, every window's state stays valid, and once time runs out every link received has
/// exactly one outcome.
///
/// Each step is an opcode byte: 0–3 receive a link (a source byte, a length byte, then that
/// many bytes of text, repeated 64 times when the source byte is 128 or more, after `fuzz://` for opcode 1 and `https://fuzz.example/` for 2), 4
/// attach a window (a byte chooses how it takes links), 5 detach the oldest, 6 advance the
/// clock (a byte, in tenths of a second), 7 drop the expired links.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated { run(bytes) }
  return 0
}

@MainActor
func run(_ bytes: [UInt8]) {
  var time = ContinuousClock.now
  let inbox = LinkInbox(links: table, limits: limits, now: { time })
  var events: [LinkInboxEvent] = []
  let observing = inbox.observe { events.append($0) }
  var windows: [(SceneNavigation<FuzzScreen>, NavigationToken)] = []
  var received: [URL: Int] = [:]
  var index = 0
  func next() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }
  while index < bytes.count {
    let opcode = next() % 8
    switch opcode {
    case 0, 1, 2, 3:
      let sourceByte = next()
      let source = sources[Int(sourceByte % 128) % sources.count]
      let length = Int(next())
      let end = min(bytes.count, index + length)
      let piece = String(decoding: bytes[min(index, end)..<end], as: UTF8.self)
      // A source byte of 128 or more repeats the text 64 times: links past the table's limit.
      let text = sourceByte >= 128 ? String(repeating: piece, count: 64) : piece
      index = end
      let prefix = ["", "fuzz://", "https://fuzz.example/", "fuzz://items/"][Int(opcode)]
      guard let url = URL(string: prefix + text) else { continue }
      received[url, default: 0] += 1
      inbox.receive(url, from: source)
    case 4:
      let choice = choices[Int(next()) % choices.count]
      guard windows.count < 3 else { continue }
      let base = NavigationState<FuzzScreen>(tabs: ["a": .home, "b": .home], selection: "a")
      let scene = SceneNavigation(navigator: Navigator(base, links: table))
      windows.append((scene, inbox.attach(scene, windowForLinks: choice)))
    case 5:
      guard !windows.isEmpty else { continue }
      windows.removeFirst().1.cancel()
    case 6:
      time += .milliseconds(100 * Int(next()))
    default:
      inbox.dropExpired()
    }
    guard inbox.parked.count <= limits.capacity else {
      fatalError("the inbox outgrew its capacity")
    }
    guard events.count + inbox.parked.count == received.values.reduce(0, +) else {
      fatalError("a link was lost or had two outcomes")
    }
    for (scene, _) in windows where scene.navigator.state.brokenInvariant != nil {
      fatalError("a window's state broke an invariant")
    }
  }
  time += limits.expiry + .seconds(1)
  inbox.dropExpired()
  guard inbox.parked.isEmpty,
    Dictionary(grouping: events, by: \.link).mapValues(\.count) == received
  else { fatalError("a link did not end with exactly one outcome") }
  observing.cancel()
  for (_, token) in windows { token.cancel() }
}
