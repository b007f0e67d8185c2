public import Wayfinder

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
  /// The screen of the flow's first step, which keeps the flow's models.
  private var firstScreen: EntryID?

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
  /// - Throws: a `NavigationError` (code `.outOfRange`) after the last step, or the command's
  ///   error.
  public func next() throws(NavigationError) {
    try advance(to: screens.count)
  }

  /// Shows every step up to `index` in one change.
  /// - Parameter index: The step to end on; must be after the current one.
  /// - Throws: a `NavigationError` (code `.outOfRange`) for an index out of the flow, or the
  ///   command's error; nothing is shown then.
  package func advance(to index: Int) throws(NavigationError) {
    var shown = screens
    guard index >= shown.count, index < flow.steps.count else {
      throw .because(.flowHasNoStep(index))
    }
    let steps = flow.steps
    try navigator.typedTransaction { state throws(NavigationError) in
      for position in shown.count...index {
        guard let screen = try state.perform(steps[position], after: shown.last) else {
          throw .because(.flowHasNoStep(position))
        }
        shown.append(screen)
      }
    }
    issued = shown
    firstScreen = shown.first
  }

  /// The model shared by the flow's screens — a checkout's cart, an onboarding's answers:
  /// made by `make` the first time it is asked for, then the same one until the flow ends
  /// (its first screen is gone, by ``finish()`` or by the user going back past it) and the
  /// transition that ended it is over.
  ///
  /// ```swift
  /// @MainActor final class CheckoutModel { var address = "" }
  ///
  /// let run = try navigator.start(onboarding)
  /// run.model { CheckoutModel() }.address = "1 Infinite Loop"
  /// try run.next()
  /// print(run.model { CheckoutModel() }.address)  // "1 Infinite Loop": the same model
  /// ```
  /// The model is kept by the window's `EntryStore` under the flow's first screen, so a
  /// screen of the flow that does not hold the run reaches it with
  /// `EntryStore.of(navigator).model(for: firstScreen) { … }`.
  /// - Parameter make: Makes the model.
  /// - Returns: The flow's model; after the flow has ended, a new one that is not kept (and a
  ///   `NavigationDiagnostic.entryNotHeld` is reported).
  public func model<Model: AnyObject>(make: () -> Model) -> Model {
    guard let firstScreen else { return make() }
    return EntryStore.of(navigator).model(for: firstScreen, make: make)
  }

  /// Goes back one step: closes the last step's screen.
  /// - Throws: a `NavigationError` (code `.outOfRange`) at the first step (use ``finish()``), or
  ///   the command's error.
  public func back() throws(NavigationError) {
    let shown = screens
    guard shown.count > 1, let last = shown.last else { throw .because(.flowHasNoStep(-1)) }
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
  /// - Throws: a `NavigationError` (code `.outOfRange`) or the command's error; nothing is shown
  ///   then.
  public func start(_ flow: NavigationFlow<Route>, through index: Int = 0)
    throws(NavigationError) -> FlowRun<Route>
  {
    let run = FlowRun(flow: flow, navigator: self, issued: [])
    try run.advance(to: index)
    return run
  }
}

extension NavigationState where Route: Equatable {
  /// The screens of a flow this state shows, in step order: the last screen whose route is the
  /// flow's first step, then each step's screen right after the previous one (pushed above it
  /// on its stack, or the root of the next layer). Ids survive restoration, so this finds a
  /// flow again in a restored state.
  /// - Parameter flow: The flow.
  /// - Returns: The screens, empty when the first step's screen is not shown.
  /// - Complexity: O(n) in the entries of the state.
  func screens(of flow: NavigationFlow<Route>) -> [EntryID] {
    guard let first = flow.steps.first?.route,
      let start = allEntries.last(where: { $0.route == first })
    else { return [] }
    var shown = [start.id]
    for step in flow.steps.dropFirst() {
      guard let previous = shown.last, let location = location(of: previous),
        let next = screen(of: step, after: previous, at: location)
      else { break }
      shown.append(next)
    }
    return shown
  }

  private func screen(
    of step: NavigationFlow<Route>.Step, after previous: EntryID, at location: StackLocation
  ) -> EntryID? {
    switch step {
    case .push(let route):
      guard let entries = stack(at: location)?.entries,
        let index = entries.firstIndex(where: { $0.id == previous }), index + 1 < entries.count,
        entries[index + 1].route == route
      else { return nil }
      return entries[index + 1].id
    case .present(let route, _):
      let next: Int
      if case .layer(let id) = location {
        guard let index = layerIndex(id) else { return nil }
        next = index + 1
      } else {
        next = 0
      }
      guard next < layers.count, layers[next].content.root.route == route else { return nil }
      return layers[next].content.root.id
    }
  }
}

extension NavigationFlow.Step {
  /// The route of the step's screen.
  var route: Route {
    switch self {
    case .push(let route): route
    case .present(let route, _): route
    }
  }
}

extension Navigator {
  /// The run of a flow the state already shows, found from its screens — after a restoration,
  /// a link or a relaunch too — so the app need not keep the ``FlowRun`` its `start(_:through:)`
  /// returned.
  ///
  /// ```swift
  /// // In the onboarding's "Next" button, with no run kept anywhere:
  /// _ = try? navigator.resume(onboarding)?.next()
  /// ```
  /// - Parameter flow: The flow.
  /// - Returns: The run, at the last step shown in order; `nil` when the screen of the flow's
  ///   first step is not shown.
  /// - Complexity: O(n) in the entries of the state.
  public func resume(_ flow: NavigationFlow<Route>) -> FlowRun<Route>? {
    let screens = storage.screens(of: flow)
    guard !screens.isEmpty else { return nil }
    return FlowRun(flow: flow, navigator: self, issued: screens)
  }
}
