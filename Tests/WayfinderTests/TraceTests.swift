import Foundation
import PropertyBased
import Testing
import Wayfinder
import WayfinderTraces

/// Turns numbers into commands given as values, so a recorded session can be generated: the
/// same commands `CommandScript` runs on a state, here run on a navigator with `run(_:)`,
/// plus the user's actions and commands that cannot run from their value alone.
@MainActor
enum TraceScript {
  static func command(_ n: Int, on state: NavigationState<Screen>)
    -> NavigationCommand<Screen>.Kind
  {
    let argument = n / 24
    let route = CommandScript.routes[argument % CommandScript.routes.count]
    let count = argument % 4
    let ids = state.allEntries.map(\.id) + [EntryID(9_999)]
    let id = ids[argument % ids.count]
    let layers = state.layers.map(\.id) + [LayerID(9_999)]
    let layer = layers[argument % layers.count]
    let locations = state.stackLocations + [.tab("x"), .base]
    let location: StackLocation? = argument % 3 == 0 ? nil : locations[argument % locations.count]
    let tab = CommandScript.tabs[argument % CommandScript.tabs.count]
    let column = SplitColumn.allCases[argument % 3]
    switch n % 24 {
    case 0, 1: return .push([route], on: location)
    case 2: return .push(Array(repeating: route, count: count), on: location)
    case 3: return .pop(count, on: location)
    case 4: return .popTo(id)
    case 5: return .popToRoot(on: location)
    case 6: return .replaceRoot(route, on: location)
    case 7: return .replaceStack(Array(repeating: route, count: count), on: location)
    case 8: return .replaceTop(route, on: location)
    case 9:
      let presentation = CommandScript.presentations[argument % CommandScript.presentations.count]
      return .present([route], presentation)
    case 10: return .dismiss(count)
    case 11: return .dismissLayer(layer)
    case 12: return .dismissAll
    case 13: return .selectTab(tab)
    case 14: return .goBack
    case 15: return argument % 2 == 0 ? .presentAlert(AlertState(title: "t")) : .dismissAlert
    case 16: return .replace(id, with: route)
    case 17: return .show(route, in: column)
    case 18: return .clear(column)
    case 19: return .userDid(.pushed([route], on: location ?? .base))
    case 20: return .userDid(argument % 2 == 0 ? .poppedTo(id) : .selectedTab(tab))
    case 21:
      return .userDid(argument % 2 == 0 ? .dismissedLayer(layer) : .collapsed(argument % 4 == 1))
    case 22: return .close(id)
    default:
      var target = state
      _ = try? target.push(route)
      return .apply(target)
    }
  }

  /// Records a navigator from `start(seed)` running the script, with a clock that ticks 1 ms
  /// per reading.
  static func record(_ script: [Int], seed: Int, limit: Int = 1_000)
    -> (NavigationTrace<Screen>, Navigator<Screen>)
  {
    let navigator = Navigator(CommandScript.start(seed))
    var ticks = 0
    let recorder = TraceRecorder(navigator, limit: limit) {
      ticks += 1
      return .milliseconds(ticks)
    }
    for n in script {
      _ = try? navigator.run(NavigationCommand(command(n, on: navigator.state)))
    }
    recorder.stop()
    return (recorder.trace, navigator)
  }
}

@Suite("Traces: recorded, written, read back, replayed")
@MainActor
struct TraceTests {
  static let script = Gen.int(in: 0...2_000).array(of: 0...40)

  @Test("a recorder keeps each event's command, outcome, refusal and the state after it")
  func recordsEvents() throws {
    let navigator = Navigator(NavigationState(root: Screen.one))
    let recorder = TraceRecorder(navigator)
    try navigator.push(.two)
    #expect(throws: NavigationError.self) { try navigator.dismiss() }
    try navigator.present(.presented, as: sampleSheet)
    let trace = recorder.trace
    #expect(trace.start == NavigationState(root: Screen.one))
    #expect(trace.records.map(\.outcome) == [.changed, .failed, .changed])
    #expect(trace.records.map(\.command.description) == trace.records.map(\.summary))
    #expect(trace.records[1].error == NavigationError(.nothingPresented).description)
    #expect(trace.records[2].state == navigator.state)
    #expect(trace.state(after: 1) == trace.state(after: 0))
    #expect(trace.state(before: 0) == trace.start)
    #expect(trace.state(after: 3) == nil && trace.state(before: 3) == nil)
  }

  @Test("a snapshot follows what was recorded, and its document reads back as the trace")
  func snapshots() throws {
    let navigator = Navigator(NavigationState(root: Screen.one))
    let recorder = TraceRecorder(navigator)
    try navigator.push(.two)
    let first = recorder.snapshot()
    #expect(recorder.snapshot().timeline.rows == first.timeline.rows)
    let count = recorder.changeCount
    #expect(recorder.snapshot().document == first.document)
    try navigator.push(.three)
    #expect(recorder.changeCount == count + 1)
    let second = recorder.snapshot()
    #expect(second.timeline.rows.count == 2 && first.timeline.rows.count == 1)
    let document = try #require(second.document)
    #expect(try NavigationTrace<Screen>.read(from: Data(document.utf8)) == recorder.trace)
  }

  @Test("stopped, a recorder records nothing more")
  func stops() throws {
    let navigator = Navigator(NavigationState(root: Screen.one))
    let recorder = TraceRecorder(navigator)
    try navigator.push(.two)
    recorder.stop()
    try navigator.push(.three)
    #expect(recorder.trace.records.count == 1)
  }

  @Test("a host's steps are recorded with when they started and were acknowledged")
  func recordsSteps() async throws {
    let (navigator, host) = GatedHost.driving(NavigationState(root: Screen.one))
    var ticks = 0
    let recorder = TraceRecorder(navigator) {
      ticks += 1
      return .milliseconds(10 * ticks)
    }
    try navigator.push(.two)
    await waitUntil("the push's step started") { host.isWaiting }
    host.finish()
    await navigator.settled()
    let steps = try #require(recorder.trace.records.first?.steps)
    #expect(steps.count == 1)
    #expect(steps[0].operation == "set base: one › two")
    let completed = try #require(steps[0].completed)
    #expect(completed > steps[0].started)
    #expect(!steps[0].timedOut)
    #expect(recorder.trace.records[0].at == 10)
  }

  @Test("the oldest records go past the limit, and the start moves with them")
  func bounded() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...3), Self.script, Gen.int(in: 1...8)) {
      seed, script, limit in
      let (full, _) = TraceScript.record(script, seed: seed)
      let (kept, _) = TraceScript.record(script, seed: seed, limit: limit)
      #expect(kept.records.count == min(limit, full.records.count))
      #expect(kept.dropped == full.records.count - kept.records.count)
      #expect(kept.records.map(\.state) == Array(full.records.map(\.state).suffix(limit)))
      #expect(kept.start == full.state(after: kept.dropped - 1))
      #expect(Navigator(kept.start).replay(kept).difference == nil)
    }
  }

  @Test("a written trace reads back equal")
  func roundTrip() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...3), Self.script) { seed, script in
      let (trace, _) = TraceScript.record(script, seed: seed)
      let read = try NavigationTrace<Screen>.read(from: trace.encoded())
      #expect(read.start == trace.start)
      #expect(read.records.map(\.state) == trace.records.map(\.state))
      #expect(read.records.map(\.steps) == trace.records.map(\.steps))
      #expect(try read.encoded() == trace.encoded())
      // Equal to the last field, but for a target state inside a command: like any saved
      // state it does not keep whether its split view was collapsed, which apply ignores.
      let collapsedTargets = trace.records.contains {
        if case .apply(let target) = $0.command.kind {
          target.split?.isCollapsed == true
        } else {
          false
        }
      }
      if !collapsedTargets { #expect(read == trace) }
    }
  }

  @Test("a recorded session replays to the same states, refusals included")
  func replays() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...3), Self.script) { seed, script in
      let (trace, recorded) = TraceScript.record(script, seed: seed)
      let navigator = Navigator(NavigationState(root: Screen.three))
      let replay = navigator.replay(trace)
      #expect(replay.difference == nil)
      #expect(replay.matched + replay.restored.count == trace.records.count)
      #expect(navigator.state == recorded.state)
    }
  }

  @Test("a replay stops at the first record whose state differs, and names it")
  func replayFindsDifference() throws {
    let (trace, _) = TraceScript.record([0, 24, 48], seed: 0)
    var changed = trace
    try changed.records[1].state.push(.detail(7))
    let replay = Navigator(trace.start).replay(changed)
    #expect(replay.matched == 1)
    #expect(replay.difference?.record == 1)
    #expect(replay.difference?.found == trace.records[1].state)
  }

  @Test("commands that cannot run from their value restore the recorded state")
  func restoresWhatCannotRun() throws {
    let navigator = Navigator(NavigationState(root: Screen.one, pushed: [.two, .three]))
    let recorder = TraceRecorder(navigator)
    try navigator.transaction { try $0.popToFirst { $0 == .two } }
    try navigator.transaction { try $0.push(.detail(1)) }
    let replay = Navigator(recorder.trace.start).replay(recorder.trace)
    #expect(replay.restored == [0, 1])
    #expect(replay.difference == nil)
  }
}

@Suite("Traces from outside: bounded, typed errors, never a trap")
@MainActor
struct TraceReadingTests {
  func sample() throws -> Data {
    try TraceScript.record([0, 24, 9, 13, 3], seed: 1).0.encoded()
  }

  func edited(_ change: (inout [String: Any]) -> Void) throws -> Data {
    var object = try #require(JSONSerialization.jsonObject(with: sample()) as? [String: Any])
    change(&object)
    return try JSONSerialization.data(withJSONObject: object)
  }

  @Test("each kind of bad trace is named, with its code")
  func typedErrors() throws {
    func error(_ data: Data, limits: TraceLimits = TraceLimits()) -> TraceError? {
      do {
        _ = try NavigationTrace<Screen>.read(from: data, limits: limits)
        return nil
      } catch {
        return error
      }
    }
    let good = try sample()
    #expect(error(good) == nil)
    #expect(error(Data())?.reason == .notATrace)
    #expect(error(Data("not json".utf8))?.reason == .notATrace)
    #expect(error(Data("[1, 2]".utf8))?.reason == .notATrace)
    #expect(error(try edited { $0["format"] = "wayfinder-state" })?.reason == .notATrace)
    let newer = error(try edited { $0["version"] = 2 })
    #expect(newer?.reason == .unsupportedVersion(found: 2, supported: 1))
    #expect(newer?.code == .incompatible)
    #expect(newer?.description == "the trace is version 2; this build reads version 1")
    let large = error(good, limits: TraceLimits(maximumBytes: 100))
    #expect(large?.reason == .tooLarge(bytes: good.count, limit: 100))
    #expect(large?.code == .unreadable)
    #expect(
      error(good, limits: TraceLimits(maximumRecords: 2))?.reason
        == .tooManyRecords(count: 5, limit: 2))
    let entries = error(good, limits: TraceLimits(maximumEntries: 1))
    #expect(entries?.reason == .tooManyEntries(record: -1, count: 4, limit: 1))
    #expect(entries?.description == "the start holds 4 screens, over the limit of 1")
    for malformed in [
      try edited { $0["records"] = [["sequence": 1]] }, try edited { $0["dropped"] = -1 },
    ] {
      let problem = error(malformed)
      #expect(problem?.code == .unreadable)
      if case .malformed = problem?.reason {
      } else {
        Issue.record("expected a malformed trace, got \(String(describing: problem))")
      }
    }
  }

  @Test("a trace whose routes cannot be encoded is an encoding failure, naming the route")
  @MainActor
  func unencodable() throws {
    /// A route whose encoding always fails.
    struct Opaque: Hashable, Sendable, Codable {
      init() {}
      init(from decoder: any Decoder) throws { self.init() }
      func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(
          self, .init(codingPath: [], debugDescription: "opaque routes are not written"))
      }
    }
    let recorder = TraceRecorder(Navigator(root: Opaque()))
    do {
      _ = try recorder.trace.encoded()
      Issue.record("a route that cannot be encoded was written")
    } catch {
      #expect(error.code == .encodingFailed)
      #expect(error.description.hasPrefix("the trace cannot be written: "))
      #expect(error.description.contains("opaque routes are not written"))
    }
  }

  @Test("a state that breaks an invariant is refused, naming its record")
  func inconsistentState() throws {
    let data = try edited { object in
      var records = object["records"] as? [[String: Any]] ?? []
      var state = records[2]["state"] as? [String: Any] ?? [:]
      state["nextID"] = 1  // ids issued beyond the counter
      records[2]["state"] = state
      object["records"] = records
    }
    do {
      _ = try NavigationTrace<Screen>.read(from: data)
      Issue.record("a state whose counter is behind its ids was read")
    } catch {
      #expect(error.code == .inconsistent)
      #expect(error.description.hasPrefix("record 2's state is inconsistent: "))
      guard case .inconsistent(record: 2, _) = error.reason else {
        Issue.record("expected record 2 to be inconsistent, got \(error)")
        return
      }
    }
  }

  @Test("random bytes, and random changes to a good trace, give a trace or a typed error")
  func fuzzed() async throws {
    let good = [UInt8](try sample())
    await propertyCheck(
      count: 400, input: Gen.int(in: 0...255).array(of: 1...12), Gen.int(in: 0...100_000)
    ) { bytes, position in
      var mutated = good
      for (offset, byte) in bytes.enumerated() {
        mutated[(position + offset * 7919) % mutated.count] = UInt8(byte)
      }
      _ = try? NavigationTrace<Screen>.read(from: Data(mutated))
      _ = try? NavigationTrace<Screen>.read(from: Data(bytes.map(UInt8.init)))
    }
  }
}

@Suite("What an inspector shows of a trace")
@MainActor
struct TraceTimelineTests {
  @Test("a row per event, with its time, outcome, refusal and steps")
  func rows() throws {
    let trace = NavigationTrace(
      start: NavigationState(root: Screen.one),
      records: [
        TraceRecord(
          sequence: 4, at: 12.34, command: NavigationCommand(.push([.two], on: nil)),
          outcome: .changed,
          state: NavigationState(root: .one, pushed: [.two]),
          steps: [
            TraceStep(operation: "set base: one › two", started: 12.5, completed: 12.8),
            TraceStep(operation: "x", started: 13, timedOut: true),
            TraceStep(operation: "y", started: 14),
          ]),
        TraceRecord(
          sequence: 5, at: 20, command: NavigationCommand(.dismiss(1)), outcome: .failed,
          error: "nothing is presented",
          state: NavigationState(root: .one, pushed: [.two])),
      ])
    let timeline = TraceTimeline(trace)
    #expect(timeline.rows.map(\.title) == ["#4 push [two]", "#5 dismiss 1"])
    #expect(timeline.rows.map(\.time) == ["12.3 ms", "20.0 ms"])
    #expect(timeline.rows[1].error == "nothing is presented")
    #expect(
      timeline.rows[0].steps == [
        "set base: one › two — acknowledged after 0.3 ms", "x — timed out", "y — not acknowledged",
      ])
  }

  @Test("the change of an event is its tree before and after, line by line")
  func changes() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...3), TraceTests.script) { seed, script in
      let (trace, _) = TraceScript.record(script, seed: seed)
      let timeline = TraceTimeline(trace)
      for index in trace.records.indices {
        let changes = timeline.changes(at: index)
        let kept = changes.filter { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
        let before = changes.filter { !$0.hasPrefix("+ ") }.map { String($0.dropFirst(2)) }
        let after = changes.filter { !$0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        #expect(before == timeline.tree(at: index - 1))
        #expect(after == timeline.tree(at: index))
        if trace.records[index].outcome == .failed { #expect(kept == after) }
      }
      #expect(timeline.changes(at: trace.records.count).isEmpty)
      #expect(timeline.state(at: -1) == trace.start)
    }
  }

  @Test("a state's link is shown with what it leaves out")
  func links() throws {
    var builder = LinkTableBuilder<Screen>(schemes: ["app"])
    try builder.add("/two", route: .two, placement: LinkPlacement())
    let table = try builder.build()
    let navigator = Navigator(NavigationState(root: Screen.one))
    let recorder = TraceRecorder(navigator)
    try navigator.push(.two)
    let timeline = TraceTimeline(recorder.trace, links: table)
    #expect(timeline.link(at: 0) == table.link(for: navigator.state)?.description)
    #expect(timeline.link(at: 0) != nil)
    #expect(TraceTimeline(recorder.trace).link(at: 0) == nil)
  }
}
