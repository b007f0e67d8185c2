public import Wayfinder

/// A navigator for an app's own unit tests: drive it with commands, then say what the state
/// should now be; every event it publishes must be accounted for.
///
/// Failures are thrown as ``TestNavigatorFailure`` with a readable diff, so the same test code
/// works under Swift Testing (`@Test func … throws`) and XCTest (`func test…() throws`).
///
/// A `NavigationDiagnostic` the navigator reports (an unregistered transition, a detent the
/// sheet does not offer, a restorer that cannot read the app's routes) fails the next
/// ``send(_:expecting:)``, ``receive(_:)``, ``check(_:)`` or ``finish()``, even when the test
/// navigator is not ``exhaustive``, unless the test expects it with
/// ``sendDiagnosed(_:_:expecting:)``.
///
/// ```swift
/// @Test @MainActor func openDetail() throws {
///   let test = TestNavigator(NavigationState(root: Screen.home))
///   try test.send({ try $0.push(.detail(42)) }, expecting: { try $0.push(.detail(42)) })
///   try test.sendRefused({ try $0.dismiss() }, .notFound)  // nothing presented
///   try test.finish()
/// }
/// ```
@MainActor
public final class TestNavigator<Route: Hashable & Sendable> {
  /// The navigator under test; hand it to the code you are testing.
  public let navigator: Navigator<Route>
  /// When `true`, events not covered by ``send(_:expecting:)`` or ``receive(_:)`` fail ``finish()``.
  public var exhaustive: Bool
  /// Events published since the last assertion, oldest first.
  public internal(set) var unasserted: [NavigationEvent<Route>] = []
  private var token: NavigationToken?

  /// Creates a test navigator.
  /// - Parameters:
  ///   - state: The starting state.
  ///   - links: The app's links, which ``open(_:policy:expecting:)`` opens with (default: none).
  ///   - exhaustive: Whether unasserted events fail ``finish()`` (default `true`).
  public init(
    _ state: NavigationState<Route>, links: LinkTable<Route>? = nil, exhaustive: Bool = true
  ) {
    self.navigator = Navigator(state, links: links)
    self.exhaustive = exhaustive
    self.token = navigator.observe { [unowned self] event in unasserted.append(event) }
  }

  /// The navigator's current state.
  public var state: NavigationState<Route> { navigator.state }

  /// Runs `action` and checks that the state became what `expected` makes of the old state.
  ///
  /// The events the action publishes are covered by this assertion; any of them that failed
  /// fails the send.
  /// - Parameters:
  ///   - action: What the code under test does with the navigator.
  ///   - expected: Mutates a copy of the old state into the expected new state; omit it to
  ///     expect no change.
  /// - Throws: ``TestNavigatorFailure`` with a diff, or an error thrown by `expected`.
  public func send(
    _ action: (Navigator<Route>) throws -> Void,
    expecting expected: ((inout NavigationState<Route>) throws -> Void)? = nil
  ) throws {
    // A refusal is also published as a failed event, which fails the send below.
    let (wanted, produced) = try run(action, expecting: expected)
    // A diagnostic first: it explains a refusal that comes with it.
    if let diagnosed = produced.first(where: { $0.diagnostic != nil }) {
      throw TestNavigatorFailure("unexpected diagnostic: \(diagnosed)")
    }
    if let failed = produced.first(where: { if case .failed = $0.outcome { true } else { false } })
    {
      throw TestNavigatorFailure("command was refused: \(failed)")
    }
    try check(wanted)
  }

  /// Reports what the user did on screen, as a host does (a swipe back, a sheet dragged down, a
  /// tab tapped), and checks that the state became what `expected` makes of the old state.
  ///
  /// ```swift
  /// // The user long-presses back and picks the root; the guarded form stops the pop.
  /// try test.userDid(.poppedTo(rootID)) { state in
  ///   _ = try state.pop(to: formID)
  /// }
  /// ```
  /// - Parameters:
  ///   - action: What the user did.
  ///   - expected: Mutates a copy of the old state into the expected new state; omit it to
  ///     expect no change.
  /// - Throws: ``TestNavigatorFailure`` with a diff (an action that did not fit the state is
  ///   a refusal, and fails too), or an error thrown by `expected`.
  public func userDid(
    _ action: UserAction<Route>,
    expecting expected: ((inout NavigationState<Route>) throws -> Void)? = nil
  ) throws {
    try send({ try $0.userDid(action) }, expecting: expected)
  }

  /// Reports what the user did, as ``userDid(_:expecting:)`` does, and checks that the
  /// navigator reported `diagnostic` for it: a way back past a guarded screen that the host
  /// could not close (`NavigationDiagnostic.guardedScreenShownAgain`).
  ///
  /// ```swift
  /// try test.userDid(.poppedTo(rootID), diagnosed: .guardedScreenShownAgain(formID.description)) {
  ///   _ = try $0.pop(to: formID)  // the pop stops at the guarded form
  /// }
  /// ```
  /// - Parameters:
  ///   - action: What the user did.
  ///   - diagnostic: The diagnostic expected.
  ///   - expected: Mutates a copy of the old state into the expected new state.
  /// - Throws: ``TestNavigatorFailure``, or an error thrown by `expected`.
  public func userDid(
    _ action: UserAction<Route>, diagnosed diagnostic: NavigationDiagnostic,
    expecting expected: ((inout NavigationState<Route>) throws -> Void)? = nil
  ) throws {
    try sendDiagnosed({ try $0.userDid(action) }, diagnostic, expecting: expected)
  }

  /// Runs `action` after the earlier events are settled: the state `expected` makes of the old
  /// one, and the events the action produced (now taken as asserted).
  private func run(
    _ action: (Navigator<Route>) throws -> Void,
    expecting expected: ((inout NavigationState<Route>) throws -> Void)?
  ) throws -> (wanted: NavigationState<Route>, produced: [NavigationEvent<Route>]) {
    try settleEarlierEvents()
    var wanted = navigator.state
    try? action(navigator)
    try expected?(&wanted)
    let produced = unasserted
    unasserted = []
    return (wanted, produced)
  }

  /// Runs `action` and checks that the navigator reported `diagnostic` (and no other), that
  /// any refusal among its events is the one the diagnostic explains, and that the state
  /// became what `expected` makes of the old state.
  ///
  /// ```swift
  /// // A modular app saved without its route registry: reported, and expected here.
  /// let test = TestNavigator(NavigationState(root: AnyRoute(ShopRoute.cart)))
  /// try test.sendDiagnosed(
  ///   { _ = try $0.save(using: StateRestorer()) }, .missingRouteRegistry)
  /// ```
  /// - Parameters:
  ///   - action: What the code under test does with the navigator.
  ///   - diagnostic: The diagnostic expected.
  ///   - expected: Mutates a copy of the old state into the expected new state; omit it to
  ///     expect no change.
  /// - Throws: ``TestNavigatorFailure``, or an error thrown by `expected`.
  public func sendDiagnosed(
    _ action: (Navigator<Route>) throws -> Void, _ diagnostic: NavigationDiagnostic,
    expecting expected: ((inout NavigationState<Route>) throws -> Void)? = nil
  ) throws {
    let (wanted, produced) = try run(action, expecting: expected)
    let diagnostics = produced.compactMap(\.diagnostic)
    guard diagnostics == [diagnostic] else {
      throw TestNavigatorFailure(
        "expected the diagnostic \(diagnostic), got: "
          + (diagnostics.isEmpty ? "none" : diagnostics.map(\.description).joined(separator: "; ")))
    }
    // A refusal is expected only when the diagnostic explains it (it names its command).
    let explained = produced.filter { $0.diagnostic != nil }.map(\.command)
    for event in produced {
      if case .failed = event.outcome, !explained.contains(event.command) {
        throw TestNavigatorFailure("command was refused: \(event)")
      }
    }
    try check(wanted)
  }

  /// Runs `action` and checks that it threw a `NavigationError` of that code, published it as
  /// one failed event, and changed nothing.
  ///
  /// ```swift
  /// try test.sendRefused({ try $0.pop() }, .outOfRange)
  /// ```
  /// - Parameters:
  ///   - action: What the code under test does.
  ///   - code: The kind of refusal expected.
  /// - Throws: ``TestNavigatorFailure``.
  public func sendRefused(
    _ action: (Navigator<Route>) throws -> Void, _ code: NavigationError.Code
  ) throws {
    try sendRefused(action, "an error of code \(code)") { $0.code == code }
  }

  /// Runs `action` and checks that it threw exactly `error` (the package's tests name the
  /// precise reason), published it as one failed event, and changed nothing.
  package func sendRefused(
    _ action: (Navigator<Route>) throws -> Void, _ error: NavigationError
  ) throws {
    try sendRefused(action, "\(error)") { $0 == error }
  }

  private func sendRefused(
    _ action: (Navigator<Route>) throws -> Void, _ wanted: String,
    matching: (NavigationError) -> Bool
  ) throws {
    try settleEarlierEvents()
    let before = navigator.state
    var thrown: (any Error)?
    do {
      try action(navigator)
    } catch {
      thrown = error
    }
    let produced = unasserted
    unasserted = []
    guard let error = thrown as? NavigationError, matching(error) else {
      throw TestNavigatorFailure(
        "expected the command to throw \(wanted); it "
          + (thrown.map { "threw \($0)" } ?? "did not throw"))
    }
    guard produced.map(\.outcome) == [.failed(error)] else {
      throw TestNavigatorFailure(
        "expected one refusal (\(error)), got: "
          + produced.map(\.description).joined(separator: "; "))
    }
    try check(before)
  }

  /// Asserts the oldest unasserted event, published by something other than a
  /// ``send(_:expecting:)`` (an observer, a task, a host), and removes it.
  ///
  /// ```swift
  /// try test.send({ try $0.push(.checkout) }, expecting: { try $0.push(.checkout) })
  /// let event = try test.receive("presentAlert")  // the observer asked a question
  /// #expect(event.newState.alert != nil)
  /// ```
  /// - Parameter name: The name of the command the event should carry: the method that made
  ///   it, as `NavigationCommand.name` spells it (`presentAlert`, `dismissAll`, `userDid`…).
  /// - Returns: The event, for further checks.
  /// - Throws: ``TestNavigatorFailure`` when there is none or its command has another name.
  @discardableResult
  public func receive(_ name: String) throws -> NavigationEvent<Route> {
    try receive(name) { $0.name == name }
  }

  /// Asserts the oldest unasserted event carries `command` (its values included), and removes
  /// it.
  /// - Parameter command: The command expected.
  /// - Returns: The event.
  /// - Throws: ``TestNavigatorFailure`` when there is none or it differs.
  @discardableResult
  package func receive(_ command: NavigationCommand<Route>) throws -> NavigationEvent<Route> {
    try receive("\(command)") { $0 == command }
  }

  private func receive(
    _ expected: String, where matches: (NavigationCommand<Route>) -> Bool
  ) throws -> NavigationEvent<Route> {
    guard !unasserted.isEmpty else {
      throw TestNavigatorFailure("expected an event with \(expected), but none was published")
    }
    let event = unasserted.removeFirst()
    if let diagnostic = event.diagnostic {
      throw TestNavigatorFailure("expected \(expected), received a diagnostic: \(diagnostic)")
    }
    guard matches(event.command) else {
      throw TestNavigatorFailure("expected \(expected), received \(event)")
    }
    return event
  }

  /// Checks that the state equals `expected`.
  /// - Parameter expected: The whole expected state.
  /// - Throws: ``TestNavigatorFailure`` with a diff.
  public func check(_ expected: NavigationState<Route>) throws {
    try failOnDiagnostics()
    try compare(expected)
  }

  /// Checks that the state equals `expected`, whatever the unasserted events are.
  func compare(_ expected: NavigationState<Route>) throws {
    if let diff = stateDiff(expected, navigator.state) {
      throw TestNavigatorFailure("state differs (− expected, + actual):\n\(diff)")
    }
  }

  /// Ends the test: in exhaustive mode, fails if any event was not asserted.
  /// - Throws: ``TestNavigatorFailure`` listing them.
  public func finish() throws {
    try settleEarlierEvents()
  }

  private func settleEarlierEvents() throws {
    try failOnDiagnostics()
    guard exhaustive, !unasserted.isEmpty else {
      unasserted = []
      return
    }
    let list = unasserted.map(\.description).joined(separator: "\n  ")
    unasserted = []
    throw TestNavigatorFailure("unasserted events:\n  \(list)")
  }

  /// Fails, and forgets them, when unasserted events hold a diagnostic: a diagnostic never goes
  /// unnoticed, whatever ``exhaustive`` says.
  private func failOnDiagnostics() throws {
    let diagnosed = unasserted.filter { $0.diagnostic != nil }
    guard !diagnosed.isEmpty else { return }
    unasserted.removeAll { $0.diagnostic != nil }
    throw TestNavigatorFailure(
      "unexpected diagnostic:\n  " + diagnosed.map(\.description).joined(separator: "\n  "))
  }
}

/// A failed expectation of ``TestNavigator``; its description is the readable message.
///
/// ```swift
/// do { try test.check(expected) } catch { print(error) }
/// ```
public struct TestNavigatorFailure: Error, CustomStringConvertible {
  /// What went wrong, with a state diff where there is one.
  public let description: String

  init(_ description: String) { self.description = description }
}
