import Testing

@testable import Wayfinder

@MainActor
@Suite("Driving a host: acknowledged steps, queued commands, timeouts, user gestures")
struct HostDrivingTests {
  /// Tab c two screens deep under two sheets, from tab a with nothing presented.
  func deepLinkStates() throws -> (NavigationState<Screen>, NavigationState<Screen>) {
    var old = fourTabs()
    try old.push(.two)
    try old.present(.presented, as: sampleSheet)
    try old.present(.detail(1), as: sampleSheet)
    var target = old
    target.dismissAll()
    try target.selectTab(.tabC)
    try target.push(contentsOf: [.two, .three])
    return (old, target)
  }

  @Test("the README's worked example: plans for SwiftUI and UIKit")
  func workedExample() throws {
    let (old, target) = try deepLinkStates()
    let swiftUI = NavigationPlanner.plan(from: old, to: target, capabilities: .swiftUI)
    #expect(
      swiftUI.map(\.operation.description) == [
        "dismiss to 0 layers", "select tab c + set tab c: one › two › three",
      ])
    let swiftUI16 = NavigationPlanner.plan(from: old, to: target, capabilities: .strict)
    #expect(
      swiftUI16.map(\.operation.description) == [
        "dismiss to 1 layer", "dismiss to 0 layers", "select tab c", "set tab c: one › two › three",
      ])
    let uiKit = NavigationPlanner.plan(from: old, to: target, capabilities: .uiKit)
    #expect(uiKit.map(\.operation.description) == swiftUI.map(\.operation.description))
  }

  @Test("a navigator drives a host step by step, and the host ends where the navigator is")
  func drivesStepByStep() async throws {
    let (old, target) = try deepLinkStates()
    let navigator = Navigator(old)
    let host = SimulatedHost(.strict, showing: old)
    var log: [String] = []
    let observing = navigator.observeHost { log.append($0.description) }
    defer { observing.cancel() }
    navigator.attach(host)
    try navigator.apply(target)
    #expect(!navigator.isSettled)
    await navigator.settled()
    #expect(host.shown == navigator.state)
    #expect(navigator.displayedState == navigator.state)
    #expect(host.applied.count == 4)
    #expect(log.filter { $0.hasPrefix("step completed") }.count == 4)
  }

  @Test("commands issued mid-plan are folded into the rest of the plan; none is lost")
  func commandsMidPlan() async throws {
    let navigator = Navigator(fourTabs())
    let host = SimulatedHost(.strict, showing: navigator.state, maximumDelay: 500)
    navigator.attach(host)
    try navigator.present(.presented, as: sampleSheet)
    try navigator.push(.two)
    try navigator.dismiss()
    try navigator.selectTab(.tabB)
    try navigator.push(contentsOf: [.three, .detail(3)])
    try navigator.present(.detail(9), as: .fullScreenCover)
    await navigator.settled()
    #expect(host.shown == navigator.state)
    #expect(navigator.state.stack(at: .tab(.tabB))?.routes == [.one, .three, .detail(3)])
    #expect(navigator.state.layers.map(\.presentation) == [.fullScreenCover])
  }

  @Test("a step not acknowledged in time is reported; the navigator resynchronises and retries")
  func timeout() async throws {
    let navigator = Navigator(NavigationState(root: Screen.one))
    let host = SimulatedHost(.uiKit, showing: navigator.state, lossRate: 1)
    var log: [String] = []
    let observing = navigator.observeHost { log.append($0.description) }
    defer { observing.cancel() }
    navigator.attach(host, timeout: .milliseconds(10))
    try navigator.push(.two)
    while !log.contains(where: { $0.hasPrefix("step timed out") }) {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(log.contains("resynchronised from the host"))
    host.lossRate = 0
    try await Task.sleep(for: .milliseconds(60))
    await navigator.settled()
    #expect(host.shown == navigator.state)
    #expect(log.contains { $0.hasPrefix("late acknowledgement ignored") })
  }

  @Test("a swipe back in the middle of a plan is folded in at once and the plan adapts")
  func swipeMidPlan() async throws {
    let navigator = Navigator(NavigationState(root: Screen.one, pushed: [.two, .three]))
    let host = SimulatedHost(.strict, showing: navigator.state, maximumDelay: 2_000)
    navigator.attach(host)
    try navigator.present(.presented, as: sampleSheet)
    let twoID = navigator.state.stack(at: .base)!.pushed[0].id
    // The user pops beneath the sheet while it is being presented (as a host that presents
    // from a pushed screen may allow); the host shows it and reports it.
    try navigator.userDid(host.userPerforms(.poppedTo(twoID)))
    #expect(navigator.state.stack(at: .base)?.routes == [.one, .two])
    #expect(navigator.state.layers.count == 1, "the sheet the command asked for is kept")
    await navigator.settled()
    #expect(host.shown == navigator.state)
  }

  @Test("a cancelled swipe changes nothing but is logged")
  func cancelledSwipe() throws {
    let navigator = Navigator(NavigationState(root: Screen.one, pushed: [.two]))
    var events: [NavigationEvent<Screen>] = []
    let observing = navigator.observe { events.append($0) }
    defer { observing.cancel() }
    try navigator.userDid(.cancelledPop)
    #expect(events.map(\.outcome) == [.unchanged])
    #expect(events.map(\.command.kind) == [.userDid(.cancelledPop)])
  }

  @Test(
    "random commands, gestures, delays, late and lost steps: host and navigator converge",
    arguments: HostCapabilities.tested)
  func convergence(capabilities: HostCapabilities) async throws {
    for seed in 1...6 as ClosedRange<UInt64> {
      var random = SplitMix(state: seed &* 7919)
      let start = CommandScript.start(Int(seed))
      let navigator = Navigator(start)
      let host = SimulatedHost(
        capabilities, showing: start, seed: seed, maximumDelay: 300, lateRate: 0.03,
        lossRate: 0.03, lateDelay: .milliseconds(25))
      navigator.attach(host, timeout: .milliseconds(10))
      var reference = start
      for _ in 0..<60 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<6:
          let n = Int.random(in: 0...2_000, using: &random)
          var expected = reference
          _ = CommandScript.apply(n, to: &expected)
          // Run the same command through the navigator by applying the resulting target.
          try navigator.apply(expected)
          reference = navigator.state
          #expect(reference.shape == expected.shape)
        case 6..<8:
          let action = host.randomGesture()
          // A gesture made on what the host shows may no longer fit the state; then it is
          // refused (and published), and the reference refuses it too.
          try? navigator.userDid(action)
          _ = try? reference.fold(action, reselection: navigator.tabReselection)
          #expect(navigator.state == reference)
        default:
          try await Task.sleep(for: .microseconds(Int.random(in: 0...800, using: &random)))
        }
      }
      await navigator.settled()
      // What is shown must be equal; the id counter may be ahead in the navigator, when
      // commands issued ids whose owners were gone again before the host was told anything.
      #expect(host.shown.base == navigator.state.base, "seed \(seed): stacks differ")
      #expect(host.shown.layers == navigator.state.layers, "seed \(seed): layers differ")
      #expect(host.shown.alert == navigator.state.alert, "seed \(seed): alerts differ")
      #expect(host.shown.nextID <= navigator.state.nextID)
      #expect(navigator.state == reference, "seed \(seed): a command was lost")
      #expect(navigator.state.isValid)
    }
  }
}
