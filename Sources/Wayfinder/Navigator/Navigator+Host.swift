/// The step a host is performing, the user actions reported meanwhile, and its timeout.
struct InFlightStep<Route> {
  let token: UInt64
  let step: HostStep<Route>
  /// The last event when the step was planned.
  let sequence: Int
  /// Whether the step ends its plan: once it is shown, so is every event up to ``sequence``.
  let endsPlan: Bool
  var actionsMeanwhile: [UserAction<Route>]
  let timeout: Task<Void, Never>
}

extension Navigator {
  /// Connects a host. From now on every change is planned for it and applied one
  /// acknowledged step at a time.
  ///
  /// Attaching the host that is attached already changes nothing but the timeout: a view that
  /// appears again (SwiftUI calls `onAppear` of a root again after a cover over it is
  /// dismissed, or when its window returns) neither drops the step in flight nor starts a
  /// second one beside it (rule Q25).
  ///
  /// ```swift
  /// import WayfinderSwiftUI
  ///
  /// let host = SwiftUIHost(navigator: navigator)
  /// navigator.attach(host, showing: navigator.state, timeout: .seconds(2))
  /// ```
  /// - Parameters:
  ///   - host: The host.
  ///   - showing: What the host shows when attached (default: the navigator's state, which a
  ///     host renders first).
  ///   - timeout: How long to wait for a step's acknowledgement before resynchronising.
  package func attach(
    _ host: any NavigationHost<Route>, showing: NavigationState<Route>? = nil,
    timeout: Duration = .seconds(2)
  ) {
    if let attached = self.host, attached === host {
      hostTimeout = timeout
      return
    }
    inFlight?.timeout.cancel()
    inFlight = nil
    self.host = host
    self.hostTimeout = timeout
    self.shown = showing ?? storage
    driveHost()
  }

  /// What the host has acknowledged showing. Equal to ``state`` once ``isSettled``.
  package var displayedState: NavigationState<Route> { shown }

  /// Whether the host shows the current state and no step is under way (always true without a
  /// host).
  public var isSettled: Bool {
    host == nil || (inFlight == nil && shown.showsSame(as: storage))
  }

  /// Returns once the host shows the current state.
  ///
  /// ```swift
  /// try navigator.apply(target)
  /// await navigator.settled()
  /// ```
  public func settled() async {
    if isSettled { return }
    await withCheckedContinuation { settleWaiters.append($0) }
  }

  /// Calls `observer` for every step started, completed or timed out.
  /// - Parameter observer: Called on the main actor with each host event.
  /// - Returns: A token that unregisters the observer when cancelled or released.
  package func observeHost(_ observer: @escaping @MainActor (HostEvent<Route>) -> Void)
    -> NavigationToken
  {
    register(observer, in: \.hostObservers)
  }

  /// Folds something the user did into the state at once (no planning: the host already shows
  /// it) and publishes an event with command `userDid`. The change is the one the
  /// matching command makes (see ``UserAction``), with ``tabReselection`` for a tap on the
  /// selected tab.
  ///
  /// ```swift
  /// try navigator.userDid(.dismissedLayer(sheetID))  // the sheet was dragged down
  /// try navigator.userDid(.answeredAlert("delete"))   // a button of the alert was tapped
  /// ```
  /// A host whose screen does not show the action by itself — UIKit, where a tap on a split
  /// view's row only selects it — passes `shownAlready: false`, and the navigator's plan shows
  /// the change as it shows a command's.
  /// - Parameters:
  ///   - action: What the user did.
  ///   - shownAlready: Whether the host shows the change already (default: yes).
  /// - Throws: Why the action did not fit the state (the displayed state is still updated,
  ///   and the navigator replans from it); the failure is published as an event too.
  package func userDid(_ action: UserAction<Route>, shownAlready: Bool = true)
    throws(NavigationError)
  {
    // The state's change is computed once: the host shows the user's own change already, so
    // the displayed state takes it before the command plans, with the ids the state issues,
    // and without a re-tap's pop to root, which is the plan's to do (a tab view does not pop).
    // A pop past a guarded screen stops at it (Q29); the guard then asks as for a command.
    let (allowed, held) = guardedUserAction(action)
    var next = storage
    var refusal: NavigationError?
    do throws(NavigationError) {
      try next.fold(allowed, reselection: tabReselection)
      if shownAlready { shown.fold(action, adoptingIDsFrom: next) }
    } catch {
      refusal = error
      if shownAlready { _ = try? shown.fold(action, reselection: .keepStack) }
    }
    inFlight?.actionsMeanwhile.append(action)
    if case .answeredAlert(let answer?) = action, let id = storage.alert?.id {
      alertResponses[id] = answer
    }
    try perform(.userDid(action)) { state throws(NavigationError) in
      if let refusal { throw refusal }
      state = next
    }
    if let held {
      // The hosts close every way back past a guarded screen before it starts (Q37); what
      // still came (a pop made in code) has already destroyed the screen shown again.
      if case .poppedTo = action, let first = held.entries.first {
        report(.guardedScreenShownAgain(first.description))
      }
      askToLeave(held.entries, old: storage, new: held.new, command: held.command)
    }
  }

  /// Reports what a host's user did and folds it into the host's displayed state (which shows
  /// it already), with the ids the navigator issued for it. A refusal is published by the
  /// navigator as a failed event; the host still shows the user's change until the plan
  /// undoes it.
  /// - Parameters:
  ///   - action: What the user did.
  ///   - shown: The host's displayed state.
  func hostReport(_ action: UserAction<Route>, into shown: inout NavigationState<Route>) {
    try? userDid(action)
    shown.fold(action, adoptingIDsFrom: storage)
  }

  /// Starts the next step if the host is idle and behind.
  @usableFromInline
  func driveHost() {
    guard let host, inFlight == nil else { return }
    let plan = NavigationPlanner.plan(
      from: shown, to: storage, capabilities: host.capabilities, updatedInPlace: updatedInPlace)
    guard let planned = plan.first else {
      shown = storage
      updatedInPlace = []
      hostShows(through: sequence)
      let waiters = settleWaiters
      settleWaiters = []
      for waiter in waiters { waiter.resume() }
      return
    }
    stepCounter += 1
    let token = stepCounter
    let timeout = hostTimeout
    let timer = Task { [weak self] in
      do {
        try await Task.sleep(for: timeout)
      } catch {
        return
      }
      self?.stepTimedOut(token)
    }
    let step =
      stepsAnimate
      ? planned : HostStep(operation: planned.operation, state: planned.state, animated: false)
    inFlight = InFlightStep(
      token: token, step: step, sequence: sequence, endsPlan: plan.count == 1,
      actionsMeanwhile: [], timeout: timer)
    publishHost(.stepStarted(step))
    Task { [weak self] in
      await host.apply(step)
      self?.acknowledge(token, step)
    }
  }

  func acknowledge(_ token: UInt64, _ step: HostStep<Route>) {
    guard let current = inFlight, current.token == token else {
      publishHost(.lateAcknowledgement(step))
      return
    }
    current.timeout.cancel()
    inFlight = nil
    shown = whatHostShows(after: current)
    if current.endsPlan && current.actionsMeanwhile.isEmpty { hostShows(through: current.sequence) }
    publishHost(.stepCompleted(step))
    driveHost()
  }

  func stepTimedOut(_ token: UInt64) {
    guard let current = inFlight, current.token == token else { return }
    inFlight = nil
    publishHost(.stepTimedOut(current.step))
    shown = whatHostShows(after: current)
    publishHost(.resynchronised(shown))
    driveHost()
  }

  /// What the host shows after a step: what it reports, if it can tell; otherwise the step's
  /// state with the user actions reported meanwhile folded in.
  ///
  /// Asking matters when the user acted while the step was under way: a host that renders the
  /// step's whole state (SwiftUI bindings) may have drawn over the user's action, and the next
  /// plan must redo it.
  func whatHostShows(after current: InFlightStep<Route>) -> NavigationState<Route> {
    if let reported = host?.displayedState(), reported.isValid { return reported }
    var state = current.step.state
    for action in current.actionsMeanwhile { state.fold(action, adoptingIDsFrom: storage) }
    return state
  }

  func publishHost(_ event: HostEvent<Route>) {
    let snapshot = hostObservers.entries
    for entry in snapshot where hostObservers.contains(entry.key) { entry.value(event) }
  }
}
