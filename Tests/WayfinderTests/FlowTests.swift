import Testing
import Wayfinder
import WayfinderFlows

/// A SwiftUI-like host that shows each step at once and records it.
@MainActor
final class RecordingHost: NavigationHost {
  let capabilities = HostCapabilities.swiftUI
  private(set) var shown: NavigationState<AppScreen>
  private(set) var steps: [HostOperation<AppScreen>] = []

  init(showing state: NavigationState<AppScreen>) { shown = state }

  func apply(_ step: HostStep<AppScreen>) async {
    steps.append(step.operation)
    shown = step.state
  }

  func displayedState() -> NavigationState<AppScreen>? { shown }
}

@Suite("Transactions and flows: 001's onboarding")
@MainActor
struct FlowTests {
  /// 001's onboarding: screens pushed in turn, one presented as a sheet in the middle, and
  /// the last pushed inside that sheet.
  static let onboarding = NavigationFlow<AppScreen>([
    .push(.welcome), .push(.features), .present(.notifications, as: .sheet()), .push(.done),
  ])

  @Test("the whole onboarding is one transaction: one event, one plan, all or nothing")
  func oneTransaction() async throws {
    let navigator = Navigator(root: AppScreen.home)
    let before = navigator.state
    let host = RecordingHost(showing: before)
    navigator.attach(host)
    var events: [NavigationEvent<AppScreen>] = []
    let observing = navigator.observe { events.append($0) }
    defer { observing.cancel() }

    let run = try navigator.start(Self.onboarding, through: 3)

    #expect(events.count == 1)
    #expect(
      events.first?.command.kind == .transaction)
    #expect(navigator.state.stack(at: .base)?.routes == [.home, .welcome, .features])
    #expect(navigator.state.layers.map(\.content.routes) == [[.notifications, .done]])
    #expect(run.currentStep == 3)
    await navigator.settled()
    let plan = NavigationPlanner.plan(from: before, to: navigator.state, capabilities: .swiftUI)
    #expect(host.steps == plan.map(\.operation), "the host gets the one plan of the whole change")
    #expect(host.steps.count == 2, "push both screens, then present the sheet with its stack")
  }

  @Test("a step that fails half-way leaves nothing half-built")
  func allOrNothing() throws {
    let navigator = Navigator(root: AppScreen.home)
    let broken = NavigationFlow<AppScreen>([
      .push(.welcome), .present(.notifications, as: .sheet(SheetStyle(detents: []))),
    ])
    let before = navigator.state
    var outcomes: [NavigationEvent<AppScreen>.Outcome] = []
    let observing = navigator.observe { outcomes.append($0.outcome) }
    defer { observing.cancel() }

    #expect(throws: NavigationError.self) { try navigator.start(broken, through: 1) }

    #expect(navigator.state == before)
    #expect(outcomes.count == 1)
    if case .failed = outcomes.first {} else { Issue.record("the failure is published") }
  }

  @Test("stepping through: next, back across the sheet, finish removes everything at once")
  func stepping() throws {
    let navigator = Navigator(root: AppScreen.home)
    let run = try navigator.start(Self.onboarding)
    #expect(navigator.state.currentRoute == .welcome)
    try run.next()
    try run.next()
    #expect(navigator.state.currentRoute == .notifications)
    try run.next()
    #expect(navigator.state.currentRoute == .done)
    #expect(throws: NavigationError(.flowHasNoStep(4))) { try run.next() }

    try run.back()
    #expect(navigator.state.currentRoute == .notifications)
    try run.back()  // dismisses the sheet
    #expect(navigator.state.layers.isEmpty)
    #expect(navigator.state.currentRoute == .features)
    try run.next()

    var events = 0
    let observing = navigator.observe { _ in events += 1 }
    defer { observing.cancel() }
    try run.finish()
    #expect(events == 1)
    #expect(navigator.state.activeStack.routes == [.home])
    #expect(navigator.state.layers.isEmpty)
    #expect(run.currentStep == nil)
  }

  @Test("a screen the user popped ends the flow's list there")
  func userPoppedAStep() throws {
    let navigator = Navigator(root: AppScreen.home)
    let run = try navigator.start(Self.onboarding, through: 1)
    let welcome = run.screens[0]
    try navigator.userDid(.poppedTo(welcome))
    #expect(run.currentStep == 0)
    try run.next()
    #expect(navigator.state.currentRoute == .features)
  }

  @Test("a transaction's rules and guards see only its end result")
  func transactionAndGuards() throws {
    let navigator = Navigator(root: AppScreen.home)
    try navigator.push(.form)
    let form = navigator.state.currentEntry.id
    let guarding = try navigator.guardLeaving(form, canLeave: { false })
    defer { guarding.cancel() }
    let before = navigator.state

    #expect(throws: NavigationError(.leaveGuarded(form))) {
      try navigator.transaction { state in
        try state.pop()
        try state.push(.settings)
      }
    }
    #expect(navigator.state == before)

    try navigator.transaction { state in
      try state.push(.settings)
      try state.present(.picker, as: .sheet())
    }
    #expect(navigator.state.activeStack.routes == [.picker])
  }

  @Test("a flow is found again from the state: after a restoration, with no run kept")
  func resumedFromTheState() throws {
    let navigator = Navigator(root: AppScreen.home)
    #expect(navigator.resume(Self.onboarding) == nil)
    _ = try navigator.start(Self.onboarding, through: 2)  // welcome, features, the sheet
    let data = try navigator.save(using: StateRestorer())

    // A relaunch: a new navigator restores the saved state; the old run is gone.
    let relaunched = Navigator(root: AppScreen.home)
    try relaunched.restore(from: data, using: StateRestorer())
    let run = try #require(relaunched.resume(Self.onboarding))
    #expect(run.currentStep == 2)
    #expect(run.screens == navigator.resume(Self.onboarding)?.screens)
    try run.next()  // pushes done inside the sheet
    #expect(relaunched.state.layers.count == 1)
    #expect(relaunched.state.activeStack.routes == [.notifications, .done])
    #expect(relaunched.resume(Self.onboarding)?.currentStep == 3)

    // A screen out of order ends the run there: the user popped back to welcome.
    let welcome = try #require(relaunched.resume(Self.onboarding)?.screens.first)
    try relaunched.transaction { state in
      state.dismissAll()
      try state.pop(to: welcome)
      try state.push(.settings)
    }
    #expect(relaunched.resume(Self.onboarding)?.currentStep == 0)
    try relaunched.resume(Self.onboarding)?.finish()
    #expect(relaunched.resume(Self.onboarding) == nil)
    #expect(relaunched.state.activeStack.routes == [.home])
  }
}
