public import Wayfinder

/// A navigator for an app's own unit tests: drive it with commands, then say what the state
/// should now be; every event it publishes must be accounted for.
///
/// Failures are thrown as ``TestNavigatorFailure`` with a readable diff, so the same test code
/// works under Swift Testing (`@Test func … throws`) and XCTest (`func test…() throws`). Each
/// failure carries the file and line of the test's call that failed (``TestNavigatorFailure/line``),
/// and its description begins with them. An error the code under test throws itself (not a
/// refusal the navigator published) is rethrown as it is, so it reaches the test.
///
/// A `NavigationDiagnostic` the navigator reports (an unregistered transition, a detent the
/// sheet does not offer, a restorer that cannot read the app's routes) fails the next
/// ``send(_:expecting:fileID:filePath:line:column:)``,
/// ``receive(_:fileID:filePath:line:column:)``, ``check(_:fileID:filePath:line:column:)`` or
/// ``finish(fileID:filePath:line:column:)``, even when the test navigator is not
/// ``exhaustive``, unless the test expects it with
/// ``sendDiagnosed(_:_:expecting:fileID:filePath:line:column:)``.
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
  /// When `true`, events not covered by ``send(_:expecting:fileID:filePath:line:column:)`` or
  /// ``receive(_:fileID:filePath:line:column:)`` fail ``finish(fileID:filePath:line:column:)``.
  public var exhaustive: Bool
  /// Events published since the last assertion, oldest first.
  public internal(set) var unasserted: [NavigationEvent<Route>] = []
  private var token: NavigationToken?

  /// Creates a test navigator.
  /// - Parameters:
  ///   - state: The starting state.
  ///   - links: The app's links, which ``open(_:policy:expecting:fileID:filePath:line:column:)``
  ///     opens with (default: none).
  ///   - exhaustive: Whether unasserted events fail ``finish(fileID:filePath:line:column:)``
  ///     (default `true`).
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
  ///
  /// ```swift
  /// try test.send({ try $0.push(.detail(42)) }, expecting: { try $0.push(.detail(42)) })
  /// ```
  /// - Parameters:
  ///   - action: What the code under test does with the navigator.
  ///   - expected: Mutates a copy of the old state into the expected new state; omit it to
  ///     expect no change.
  ///   - fileID: The file of the call, reported with a failure.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Throws: ``TestNavigatorFailure`` with a diff; an error `action` threw that the navigator
  ///   did not publish as a refusal (the app's own); or an error thrown by `expected`.
  public func send(
    _ action: (Navigator<Route>) throws -> Void,
    expecting expected: ((inout NavigationState<Route>) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    let caller = Caller(fileID: fileID, filePath: filePath, line: line, column: column)
    try send(action, expecting: expected, at: caller)
  }

  /// ``send(_:expecting:fileID:filePath:line:column:)``, failing at `caller`.
  func send(
    _ action: (Navigator<Route>) throws -> Void,
    expecting expected: ((inout NavigationState<Route>) throws -> Void)?, at caller: Caller
  ) throws {
    // A refusal is also published as a failed event, which fails the send below.
    let (wanted, produced) = try run(action, expecting: expected, at: caller)
    // A diagnostic first: it explains a refusal that comes with it.
    if let diagnosed = produced.first(where: { $0.diagnostic != nil }) {
      throw TestNavigatorFailure(
        .unexpectedDiagnostic, "unexpected diagnostic: \(diagnosed)", caller)
    }
    if let failed = produced.first(where: { if case .failed = $0.outcome { true } else { false } })
    {
      throw TestNavigatorFailure(.refused, "command was refused: \(failed)", caller)
    }
    try check(wanted, at: caller)
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
  ///   - fileID: The file of the call, reported with a failure.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Throws: ``TestNavigatorFailure`` with a diff (an action that did not fit the state is
  ///   a refusal, and fails too), or an error thrown by `expected`.
  public func userDid(
    _ action: UserAction<Route>,
    expecting expected: ((inout NavigationState<Route>) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    let caller = Caller(fileID: fileID, filePath: filePath, line: line, column: column)
    try send({ try $0.userDid(action) }, expecting: expected, at: caller)
  }

  /// Reports what the user did, as ``userDid(_:expecting:fileID:filePath:line:column:)`` does,
  /// and checks that the navigator reported `diagnostic` for it: a way back past a guarded
  /// screen that the host could not close (`NavigationDiagnostic.guardedScreenShownAgain`).
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
  ///   - fileID: The file of the call, reported with a failure.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Throws: ``TestNavigatorFailure``, or an error thrown by `expected`.
  public func userDid(
    _ action: UserAction<Route>, diagnosed diagnostic: NavigationDiagnostic,
    expecting expected: ((inout NavigationState<Route>) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    let caller = Caller(fileID: fileID, filePath: filePath, line: line, column: column)
    try sendDiagnosed({ try $0.userDid(action) }, diagnostic, expecting: expected, at: caller)
  }

  /// Runs `action` after the earlier events are settled: the state `expected` makes of the old
  /// one, and the events the action produced (now taken as asserted). An error the action threw
  /// is rethrown unless the navigator published it (``rethrowUnpublished(_:among:)``).
  private func run(
    _ action: (Navigator<Route>) throws -> Void,
    expecting expected: ((inout NavigationState<Route>) throws -> Void)?, at caller: Caller
  ) throws -> (wanted: NavigationState<Route>, produced: [NavigationEvent<Route>]) {
    try settleEarlierEvents(at: caller)
    var wanted = navigator.state
    var thrown: (any Error)?
    do {
      try action(navigator)
    } catch {
      thrown = error
    }
    try expected?(&wanted)
    let produced = unasserted
    unasserted = []
    try rethrowUnpublished(thrown, among: produced)
    return (wanted, produced)
  }

  /// Rethrows what an action threw, unless the navigator published it: a refusal it published
  /// as a failed event, or a restoration error a diagnostic reported. What is left is the app's
  /// own error, which the test must see.
  private func rethrowUnpublished(
    _ thrown: (any Error)?, among produced: [NavigationEvent<Route>]
  ) throws {
    guard let thrown else { return }
    if let refusal = thrown as? NavigationError,
      produced.contains(where: { $0.outcome == .failed(refusal) })
    {
      return
    }
    if thrown is RestorationError, produced.contains(where: { $0.diagnostic != nil }) { return }
    throw thrown
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
  ///   - fileID: The file of the call, reported with a failure.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Throws: ``TestNavigatorFailure``; an error `action` threw that the navigator did not
  ///   publish (the app's own); or an error thrown by `expected`.
  public func sendDiagnosed(
    _ action: (Navigator<Route>) throws -> Void, _ diagnostic: NavigationDiagnostic,
    expecting expected: ((inout NavigationState<Route>) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    let caller = Caller(fileID: fileID, filePath: filePath, line: line, column: column)
    try sendDiagnosed(action, diagnostic, expecting: expected, at: caller)
  }

  private func sendDiagnosed(
    _ action: (Navigator<Route>) throws -> Void, _ diagnostic: NavigationDiagnostic,
    expecting expected: ((inout NavigationState<Route>) throws -> Void)?, at caller: Caller
  ) throws {
    let (wanted, produced) = try run(action, expecting: expected, at: caller)
    let diagnostics = produced.compactMap(\.diagnostic)
    guard diagnostics == [diagnostic] else {
      throw TestNavigatorFailure(
        .diagnosticDiffers,
        "expected the diagnostic \(diagnostic), got: "
          + (diagnostics.isEmpty ? "none" : diagnostics.map(\.description).joined(separator: "; ")),
        caller)
    }
    // A refusal is expected only when the diagnostic explains it (it names its command).
    let explained = produced.filter { $0.diagnostic != nil }.map(\.command)
    for event in produced {
      if case .failed = event.outcome, !explained.contains(event.command) {
        throw TestNavigatorFailure(.refused, "command was refused: \(event)", caller)
      }
    }
    try check(wanted, at: caller)
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
  ///   - fileID: The file of the call, reported with a failure.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Throws: ``TestNavigatorFailure``, or an error `action` threw that is not the navigator's
  ///   (the app's own).
  public func sendRefused(
    _ action: (Navigator<Route>) throws -> Void, _ code: NavigationError.Code,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    let caller = Caller(fileID: fileID, filePath: filePath, line: line, column: column)
    try sendRefused(action, "an error of code \(code)", at: caller) { $0.code == code }
  }

  /// Runs `action` and checks that it threw exactly `error` (the package's tests name the
  /// precise reason), published it as one failed event, and changed nothing.
  package func sendRefused(
    _ action: (Navigator<Route>) throws -> Void, _ error: NavigationError,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    let caller = Caller(fileID: fileID, filePath: filePath, line: line, column: column)
    try sendRefused(action, "\(error)", at: caller) { $0 == error }
  }

  private func sendRefused(
    _ action: (Navigator<Route>) throws -> Void, _ wanted: String, at caller: Caller,
    matching: (NavigationError) -> Bool
  ) throws {
    try settleEarlierEvents(at: caller)
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
      if !(thrown is NavigationError) { try rethrowUnpublished(thrown, among: produced) }
      throw TestNavigatorFailure(
        .refusalDiffers,
        "expected the command to throw \(wanted); it "
          + (thrown.map { "threw \($0)" } ?? "did not throw"), caller)
    }
    guard produced.map(\.outcome) == [.failed(error)] else {
      throw TestNavigatorFailure(
        .refusalDiffers,
        "expected one refusal (\(error)), got: "
          + produced.map(\.description).joined(separator: "; "), caller)
    }
    try check(before, at: caller)
  }

  /// Asserts the oldest unasserted event, published by something other than a
  /// ``send(_:expecting:fileID:filePath:line:column:)`` (an observer, a task, a host), and
  /// removes it.
  ///
  /// ```swift
  /// try test.send({ try $0.push(.checkout) }, expecting: { try $0.push(.checkout) })
  /// let event = try test.receive(.presentAlert)  // the observer asked a question
  /// #expect(event.newState.alert != nil)
  /// ```
  /// - Parameters:
  ///   - name: The name of the command the event should carry: the method that made it
  ///     (`.presentAlert`, `.dismissAll`, `.userDid`…).
  ///   - fileID: The file of the call, reported with a failure.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Returns: The event, for further checks.
  /// - Throws: ``TestNavigatorFailure`` when there is none or its command has another name.
  @discardableResult
  public func receive(
    _ name: NavigationCommand<Route>.Name, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws -> NavigationEvent<Route> {
    let caller = Caller(fileID: fileID, filePath: filePath, line: line, column: column)
    return try receive("\(name)", at: caller) { $0.name == name }
  }

  /// Asserts the oldest unasserted event carries `command` (its values included), and removes
  /// it.
  /// - Parameters:
  ///   - command: The command expected.
  ///   - caller: Where the test asked.
  /// - Returns: The event.
  /// - Throws: ``TestNavigatorFailure`` when there is none or it differs.
  @discardableResult
  func receive(_ command: NavigationCommand<Route>, at caller: Caller) throws
    -> NavigationEvent<Route>
  {
    try receive("\(command)", at: caller) { $0 == command }
  }

  private func receive(
    _ expected: String, at caller: Caller, where matches: (NavigationCommand<Route>) -> Bool
  ) throws -> NavigationEvent<Route> {
    guard !unasserted.isEmpty else {
      throw TestNavigatorFailure(
        .missingEvent, "expected an event with \(expected), but none was published", caller)
    }
    let event = unasserted.removeFirst()
    if let diagnostic = event.diagnostic {
      throw TestNavigatorFailure(
        .unexpectedDiagnostic, "expected \(expected), received a diagnostic: \(diagnostic)",
        caller)
    }
    guard matches(event.command) else {
      throw TestNavigatorFailure(.eventDiffers, "expected \(expected), received \(event)", caller)
    }
    return event
  }

  /// Checks that the state equals `expected`.
  ///
  /// ```swift
  /// try test.check(NavigationState(root: .home))
  /// ```
  /// - Parameters:
  ///   - expected: The whole expected state.
  ///   - fileID: The file of the call, reported with a failure.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Throws: ``TestNavigatorFailure`` with a diff.
  public func check(
    _ expected: NavigationState<Route>, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws {
    try check(expected, at: Caller(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// ``check(_:fileID:filePath:line:column:)``, failing at `caller`.
  func check(_ expected: NavigationState<Route>, at caller: Caller) throws {
    try failOnDiagnostics(at: caller)
    try compare(expected, at: caller)
  }

  /// Checks that the state equals `expected`, whatever the unasserted events are.
  func compare(_ expected: NavigationState<Route>, at caller: Caller) throws {
    if let diff = stateDiff(expected, navigator.state) {
      throw TestNavigatorFailure(
        .stateDiffers, "state differs (− expected, + actual):\n\(diff)", caller)
    }
  }

  /// Ends the test: in exhaustive mode, fails if any event was not asserted.
  ///
  /// ```swift
  /// try test.finish()
  /// ```
  /// - Parameters:
  ///   - fileID: The file of the call, reported with a failure.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Throws: ``TestNavigatorFailure`` listing them.
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    try settleEarlierEvents(
      at: Caller(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Fails when earlier events hold a diagnostic or, in exhaustive mode, were not asserted; in
  /// every case, forgets them.
  func settleEarlierEvents(at caller: Caller) throws {
    try failOnDiagnostics(at: caller)
    guard exhaustive, !unasserted.isEmpty else {
      unasserted = []
      return
    }
    let list = unasserted.map(\.description).joined(separator: "\n  ")
    unasserted = []
    throw TestNavigatorFailure(.unassertedEvents, "unasserted events:\n  \(list)", caller)
  }

  /// Fails, and forgets them, when unasserted events hold a diagnostic: a diagnostic never goes
  /// unnoticed, whatever ``exhaustive`` says.
  private func failOnDiagnostics(at caller: Caller) throws {
    let diagnosed = unasserted.filter { $0.diagnostic != nil }
    guard !diagnosed.isEmpty else { return }
    unasserted.removeAll { $0.diagnostic != nil }
    throw TestNavigatorFailure(
      .unexpectedDiagnostic,
      "unexpected diagnostic:\n  " + diagnosed.map(\.description).joined(separator: "\n  "),
      caller)
  }
}

/// Where a test called a ``TestNavigator`` expectation: what a failure reports.
struct Caller {
  let fileID: String
  let filePath: String
  let line: Int
  let column: Int

  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.column = Int(column)
  }
}

/// A failed expectation of ``TestNavigator``: what kind of failure (``code``), where the test
/// asked (``fileID``, ``line``…), and a description that begins there and names the problem,
/// with a state diff where there is one.
///
/// ```swift
/// do {
///   try test.check(expected)
/// } catch let failure as TestNavigatorFailure where failure.code == .stateDiffers {
///   print(failure)  // "MyAppTests/CheckoutTests.swift:12: state differs (− expected, + actual): …"
/// }
/// ```
///
/// New kinds can be added in a minor version without breaking a `switch` over ``Code``
/// (`@nonexhaustive`: it ends with `@unknown default`).
public struct TestNavigatorFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure.
  ///
  /// ```swift
  /// let failure = #expect(throws: TestNavigatorFailure.self) { try test.finish() }
  /// #expect(failure?.code == .unassertedEvents)
  /// ```
  @nonexhaustive
  public enum Code: Hashable, Sendable {
    /// The state is not the one expected.
    case stateDiffers
    /// A command was refused (or a link not opened) where the test expected none.
    case refused
    /// The test expected a refusal, and the command was not refused, was refused otherwise, or
    /// did not publish its refusal once.
    case refusalDiffers
    /// The navigator reported a diagnostic the test did not expect.
    case unexpectedDiagnostic
    /// The test expected a diagnostic, and the navigator reported none or another.
    case diagnosticDiffers
    /// The test expected an event, and none was published.
    case missingEvent
    /// The event published is not the one the test expected.
    case eventDiffers
    /// Events were published that the test did not assert (an exhaustive test navigator's
    /// ``TestNavigator/finish(fileID:filePath:line:column:)``).
    case unassertedEvents
  }

  /// The kind of failure.
  public let code: Code
  /// The problem, without the place.
  let problem: String
  /// The file of the failing call, as `#fileID` spells it (`MyAppTests/CheckoutTests.swift`).
  public let fileID: String
  /// The full path of that file, as `#filePath` spells it.
  public let filePath: String
  /// The line of the failing call.
  public let line: Int
  /// The column of the failing call.
  public let column: Int

  /// Makes a failure reported at `caller`.
  init(_ code: Code, _ problem: String, _ caller: Caller) {
    self.code = code
    self.problem = problem
    self.fileID = caller.fileID
    self.filePath = caller.filePath
    self.line = caller.line
    self.column = caller.column
  }

  /// The place of the failing call and the problem, with a state diff where there is one:
  /// `MyAppTests/CheckoutTests.swift:12: state differs (− expected, + actual): …`.
  public var description: String { "\(fileID):\(line): \(problem)" }
}
