import Testing
import Wayfinder
import WayfinderTesting

enum Flow: Hashable, Codable, Sendable {
  case first
  case second(name: String)
  case settings
}

@MainActor
@Suite("TestNavigator on the First → Second(name:) flow")
struct TestNavigatorTests {
  @Test("a passing flow: push, present, refuse, go back")
  func passingFlow() throws {
    let test = TestNavigator(NavigationState(root: Flow.first))
    try test.send(
      { try $0.push(.second(name: "Ada")) }, expecting: { try $0.push(.second(name: "Ada")) })
    try test.send(
      { try $0.present(.settings, as: .sheet()) },
      expecting: { try $0.present(.settings, as: .sheet()) })
    try test.sendRefused({ try $0.pop() }, .because(.nothingToPop(.layer(test.state.layers[0].id))))
    try test.send({ try $0.goBack() }, expecting: { try $0.dismiss() })
    try test.finish()
  }

  @Test("a wrong expectation fails with a diff that names both sides")
  func diffOnFailure() throws {
    let test = TestNavigator(NavigationState(root: Flow.first))
    do {
      try test.send(
        { try $0.push(.second(name: "Ada")) }, expecting: { try $0.push(.second(name: "Bob")) })
      Issue.record("expected a failure")
    } catch let failure as TestNavigatorFailure {
      #expect(failure.description.contains("− "))
      #expect(failure.description.contains("second(name: \"Bob\")"))
      #expect(failure.description.contains("+ "))
      #expect(failure.description.contains("second(name: \"Ada\")"))
    }
  }

  @Test("exhaustive mode fails on an event nobody asserted")
  func exhaustive() throws {
    let test = TestNavigator(NavigationState(root: Flow.first))
    // An observer in the app that reacts to pushes by presenting settings.
    let observing = test.navigator.observe { event in
      if event.command.name == .push {
        _ = try? test.navigator.present(.settings, as: .fullScreenCover)
      }
    }
    defer { observing.cancel() }
    try test.send(
      { try $0.push(.second(name: "x")) },
      expecting: {
        try $0.push(.second(name: "x"))
        try $0.present(.settings, as: .fullScreenCover)
      })
    try test.navigator.dismiss()
    #expect(throws: TestNavigatorFailure.self) { try test.finish() }

    try test.navigator.dismissAll()
    #expect(try test.receive(.dismissAll).outcome == .unchanged)
    try test.finish()
  }

  @Test("refusals must be expected")
  func refusalsFailSend() throws {
    let test = TestNavigator(NavigationState(root: Flow.first))
    #expect(throws: TestNavigatorFailure.self) { try test.send({ try $0.pop() }) }
    #expect(throws: TestNavigatorFailure.self) {
      try test.sendRefused({ try $0.push(.settings) }, .because(.nothingToPop(.base)))
    }
  }

  @Test("stateDiff is nil for equal states")
  func diffNil() throws {
    let state = NavigationState(root: Flow.first)
    #expect(stateDiff(state, state) == nil)
  }
}
