/// A sequence of screens the app declares once and steps through, such as an onboarding:
/// each step pushes a screen or presents one, and the steps after a presentation push inside
/// it.
///
/// ```swift
/// let onboarding = NavigationFlow<Screen>([
///   .push(.welcome), .push(.features), .present(.notifications, as: .sheet()), .push(.done),
/// ])
/// let run = try navigator.start(onboarding)  // shows .welcome
/// try run.next()  // .features
/// try run.finish()  // everything the flow showed is gone, in one change
/// ```
public struct NavigationFlow<Route> {
  /// One step of a flow.
  public enum Step {
    /// Push the screen on the stack of the previous step's screen (the first step: on the
    /// active stack).
    case push(Route)
    /// Present the screen as the root of a new layer.
    case present(Route, as: Presentation)
  }

  /// The steps, in order.
  public var steps: [Step]

  /// Creates a flow.
  /// - Parameter steps: The steps, in order; at least one.
  public init(_ steps: [Step]) {
    self.steps = steps
  }
}

extension NavigationFlow: Sendable where Route: Sendable {}
extension NavigationFlow.Step: Sendable where Route: Sendable {}
extension NavigationFlow: Equatable where Route: Equatable {}
extension NavigationFlow.Step: Equatable where Route: Equatable {}

extension NavigationState {
  /// Performs one step of a flow, above `previous` (the screen of the step before, if any).
  /// - Parameters:
  ///   - step: The step.
  ///   - previous: The screen of the step before.
  /// - Returns: The screen the step showed (`nil` only if the command showed nothing, which
  ///   a successful push or presentation does not do).
  /// - Throws: The state command's error.
  mutating func perform(_ step: NavigationFlow<Route>.Step, after previous: EntryID?)
    throws(NavigationError) -> EntryID?
  {
    switch step {
    case .push(let route):
      let location = previous.flatMap(location(of:))
      return try push(route, on: location)
    case .present(let route, let presentation):
      let layer = try present(route, as: presentation)
      return layers.last { $0.id == layer }?.content.root.id
    }
  }
}

/// A running flow: the handle its screens use to go on, back, or out. It can only touch the
/// screens its steps showed.
///
/// ```swift
/// let run = try navigator.start(onboarding, through: 2)  // three steps shown at once
/// try run.back()
/// ```
@MainActor
public final class FlowRun<Route: Hashable & Sendable> {
  /// The flow.
  public let flow: NavigationFlow<Route>
  private let navigator: Navigator<Route>
  private var issued: [EntryID]

  init(flow: NavigationFlow<Route>, navigator: Navigator<Route>, issued: [EntryID]) {
    self.flow = flow
    self.navigator = navigator
    self.issued = issued
  }

  /// The screens of the steps shown so far that are still in the state, first step first
  /// (a screen the user popped ends the list there).
  public var screens: [EntryID] {
    let state = navigator.storage
    return Array(issued.prefix { state.entry($0) != nil })
  }

  /// The index of the step shown last, or `nil` when none is shown any more.
  public var currentStep: Int? { screens.isEmpty ? nil : screens.count - 1 }

  /// Shows the next step.
  /// - Throws: ``NavigationError/flowHasNoStep(_:)`` after the last step, or the command's
  ///   error.
  public func next() throws(NavigationError) {
    try advance(to: screens.count)
  }

  /// Shows every step up to `index` in one change.
  /// - Parameter index: The step to end on; must be after the current one.
  /// - Throws: ``NavigationError/flowHasNoStep(_:)`` for an index out of the flow, or the
  ///   command's error; nothing is shown then.
  public func advance(to index: Int) throws(NavigationError) {
    var shown = screens
    guard index >= shown.count, index < flow.steps.count else { throw .flowHasNoStep(index) }
    let steps = flow.steps
    try navigator.typedTransaction { state throws(NavigationError) in
      for position in shown.count...index {
        guard let screen = try state.perform(steps[position], after: shown.last) else {
          throw .flowHasNoStep(position)
        }
        shown.append(screen)
      }
    }
    issued = shown
  }

  /// Goes back one step: closes the last step's screen.
  /// - Throws: ``NavigationError/flowHasNoStep(_:)`` at the first step (use ``finish()``), or
  ///   the command's error.
  public func back() throws(NavigationError) {
    let shown = screens
    guard shown.count > 1, let last = shown.last else { throw .flowHasNoStep(-1) }
    try navigator.close(last)
    issued = Array(shown.dropLast())
  }

  /// Ends the flow: removes every screen it showed, in one change.
  /// - Throws: The command's error (a leave guard on one of the flow's screens).
  public func finish() throws(NavigationError) {
    let shown = screens
    guard let first = shown.first else { return }
    try navigator.typedTransaction { state throws(NavigationError) in
      // Layers the flow presented go first (with anything above them); then the first screen.
      if let layer = state.layers.first(where: { shown.contains($0.content.root.id) })?.id {
        try state.dismiss(layer: layer)
      }
      if state.entry(first) != nil { try state.close(first) }
    }
    issued = []
  }
}

extension Navigator {
  /// Starts a flow, showing its steps up to `index` in one change.
  ///
  /// ```swift
  /// let run = try navigator.start(onboarding)
  /// ```
  /// - Parameters:
  ///   - flow: The flow.
  ///   - index: The step to end on (default: the first).
  /// - Returns: The running flow's handle.
  /// - Throws: ``NavigationError/flowHasNoStep(_:)`` or the command's error; nothing is shown
  ///   then.
  public func start(_ flow: NavigationFlow<Route>, through index: Int = 0)
    throws(NavigationError) -> FlowRun<Route>
  {
    let run = FlowRun(flow: flow, navigator: self, issued: [])
    try run.advance(to: index)
    return run
  }
}
