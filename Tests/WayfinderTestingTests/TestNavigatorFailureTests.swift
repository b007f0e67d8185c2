import Foundation
import Testing
import Wayfinder
import WayfinderTesting
import WayfinderTraces

/// An error of the app's own, thrown by the code under test.
struct CheckoutUnavailable: Error, Equatable {}

@MainActor
@Suite("TestNavigator failures: their code, the caller's line, and the app's own errors")
struct TestNavigatorFailureTests {
  /// The failure `body` throws, or a recorded issue when it throws none (or another error).
  func failure(_ body: () throws -> Void) -> TestNavigatorFailure? {
    do {
      try body()
      Issue.record("expected a TestNavigatorFailure")
    } catch let failure as TestNavigatorFailure {
      return failure
    } catch {
      Issue.record("expected a TestNavigatorFailure, got \(error)")
    }
    return nil
  }

  @Test("a failing expectation reports the file and line of the test's call")
  func reportsTheCallersLine() throws {
    let test = TestNavigator(NavigationState(root: Flow.first))
    let line = #line + 2
    let wrong = failure {
      try test.send({ try $0.push(.settings) }, expecting: { try $0.push(.first) })
    }
    #expect(wrong?.code == .stateDiffers)
    #expect(wrong?.fileID == #fileID)
    #expect(wrong?.filePath == #filePath)
    #expect(wrong?.line == line)
    #expect(wrong?.column == 20)  // the call's parenthesis
    #expect(wrong?.description.hasPrefix("\(#fileID):\(line): state differs") == true)

    // Under Swift Testing, the thrown failure is the issue, and it names the line of the call.
    let checkLine = #line + 2
    try withKnownIssue {
      try test.check(NavigationState(root: .settings))
    } matching: { issue in
      guard let failure = issue.error as? TestNavigatorFailure else { return false }
      return failure.line == checkLine && failure.code == .stateDiffers
        && "\(issue)".contains("TestNavigatorFailureTests.swift:\(checkLine): state differs")
    }
  }

  @Test("each expectation reports at its own call, and says what kind of failure it is")
  func everyExpectationHasItsCode() throws {
    let test = TestNavigator(NavigationState(root: Flow.first))
    var line = #line + 1
    var failed = failure { try test.sendRefused({ try $0.push(.settings) }, .outOfRange) }
    #expect(failed?.code == .refusalDiffers && failed?.line == line)
    try test.navigator.push(.first)  // an event nobody asserted
    line = #line + 1
    failed = failure { try test.finish() }
    #expect(failed?.code == .unassertedEvents && failed?.line == line)
    line = #line + 1
    failed = failure { try test.receive(.push) }
    #expect(failed?.code == .missingEvent && failed?.line == line)
    try test.navigator.dismissAll()
    line = #line + 1
    failed = failure { try test.receive(.push) }
    #expect(failed?.code == .eventDiffers && failed?.line == line)
    line = #line + 1
    failed = failure { try test.send({ try $0.dismiss() }) }  // nothing presented
    #expect(failed?.code == .refused && failed?.line == line)
    _ = test.navigator.transition(named: "missing", registered: nil as Int?)
    line = #line + 1
    failed = failure { try test.check(test.state) }
    #expect(failed?.code == .unexpectedDiagnostic && failed?.line == line)
    line = #line + 1
    failed = failure { try test.sendDiagnosed({ _ in }, .missingRouteRegistry) }
    #expect(failed?.code == .diagnosticDiffers && failed?.line == line)
  }

  @Test("a replayed trace that differs fails at the replay's call")
  func replayReportsItsCall() throws {
    let navigator = Navigator(root: Flow.first)
    let recorder = TraceRecorder(navigator)
    try navigator.push(.settings)
    let test = TestNavigator(NavigationState(root: Flow.first, pushed: [.settings]))
    let line = #line + 1
    let failed = failure { try test.replay(recorder.trace) }
    #expect(failed?.code == .stateDiffers && failed?.line == line)
    #expect(failed?.description.hasPrefix("\(#fileID):\(line): ") == true)
  }

  @Test("an error the app throws inside an action reaches the test as it is")
  func rethrowsTheAppsErrors() throws {
    let test = TestNavigator(NavigationState(root: Flow.first))
    // The app pushed, then failed on its own: its error, not a TestNavigatorFailure.
    #expect(throws: CheckoutUnavailable()) {
      try test.send(
        { navigator in
          try navigator.push(.settings)
          throw CheckoutUnavailable()
        }, expecting: { try $0.push(.settings) })
    }
    #expect(throws: CheckoutUnavailable()) {
      try test.sendRefused({ _ in throw CheckoutUnavailable() }, .outOfRange)
    }
    #expect(throws: CheckoutUnavailable()) {
      try test.sendDiagnosed({ _ in throw CheckoutUnavailable() }, .missingRouteRegistry)
    }
    // A refusal the navigator published is the navigator's, and fails the send as a refusal.
    #expect(failure { try test.send({ try $0.dismiss() }) }?.code == .refused)
    try test.finish()
  }

  @Test("failures are equal when their kind, problem and place are")
  func equality() throws {
    let test = TestNavigator(NavigationState(root: Flow.first))
    let twice = (0..<2).map { _ in failure { try test.check(NavigationState(root: .settings)) } }
    #expect(twice[0] != nil && twice[0] == twice[1])
    let elsewhere = failure { try test.check(NavigationState(root: .settings)) }
    #expect(elsewhere != twice[0])
    #expect(elsewhere?.code == twice[0]?.code)
  }
}
