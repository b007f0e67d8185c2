import Foundation
import Testing
import Wayfinder
import WayfinderSample
import WayfinderTesting
import WayfinderTraces

/// A trace from a session becomes a test: `TestNavigator.replay` asserts each record.
@MainActor
@Suite("Replaying a trace under TestNavigator")
struct TraceReplayTests {
  /// A session of the sample app: pushes, a refusal, a sheet, a user's swipe back, a tab.
  func session() throws -> NavigationTrace<SampleRoute> {
    let navigator = Navigator(NavigationState<SampleRoute>.sampleStart)
    let recorder = TraceRecorder(navigator)
    try navigator.push(contentsOf: [.product(2), .reviews(2)])
    _ = try? navigator.dismiss()
    try navigator.present(.cart, as: .sheet())
    try navigator.goBack()
    let first = try #require(navigator.state.activeStack.entries.dropFirst().first?.id)
    try navigator.userDid(.poppedTo(first))
    try navigator.transaction { try $0.popToFirst { $0 == .product(2) } }
    try navigator.selectTab(SampleTab.search)
    return try NavigationTrace<SampleRoute>.read(from: recorder.trace.encoded())
  }

  @Test("a recorded session, read back from its document, replays record for record")
  func replays() throws {
    let trace = try session()
    #expect(trace.records.map(\.outcome).contains(.failed))
    let test = TestNavigator(trace.start)
    try test.replay(trace)
    #expect(test.state == trace.records.last?.state)
  }

  @Test("a record whose state differs fails, naming the record and showing the diff")
  func failsAtDifference() throws {
    var trace = try session()
    try trace.records[2].state.push(.checkout)
    let test = TestNavigator(trace.start)
    let line = #line + 2
    do {
      try test.replay(trace)
      Issue.record("a changed record replayed")
    } catch let failure as TestNavigatorFailure {
      #expect(failure.code == .stateDiffers)
      #expect(failure.description.hasPrefix("\(#fileID):\(line): record 2 (present"))
      #expect(failure.description.contains("+"))
    }
  }

  @Test("a refusal recorded with another reason fails")
  func failsAtOtherRefusal() throws {
    var trace = try session()
    let refused = try #require(trace.records.firstIndex { $0.outcome == .failed })
    trace.records[refused].error = "another reason"
    do {
      try TestNavigator(trace.start).replay(trace)
      Issue.record("a refusal with another reason replayed")
    } catch let failure as TestNavigatorFailure {
      #expect(failure.description.contains("another reason"))
    }
  }
}
