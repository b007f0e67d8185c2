/// Why a navigation command was refused. The state is always left unchanged.
///
/// ```swift
/// do {
///   try state.pop()
/// } catch {
///   print(error)  // "nothing to pop: the stack at base holds only its root"
/// }
/// ```
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A pop on a stack that holds only its root.
  case nothingToPop(StackLocation)
  /// A pop of more entries than the stack has above its root.
  case popCountTooLarge(requested: Int, available: Int, at: StackLocation)
  /// A count of zero or less where at least one is needed.
  case invalidCount(Int)
  /// No screen with this id is in the state.
  case entryNotFound(EntryID)
  /// No modal layer with this id is in the state.
  case layerNotFound(LayerID)
  /// No entry in the stack matched the predicate.
  case noMatchingRoute(StackLocation)
  /// The location names no stack in this state (a missing tab or layer, or `.base` in a tab
  /// bar).
  case stackNotFound(StackLocation)
  /// A dismiss with no modal layer presented.
  case nothingPresented
  /// A dismiss of more layers than are presented.
  case dismissCountTooLarge(requested: Int, available: Int)
  /// The tab does not exist.
  case unknownTab(TabID)
  /// A tab command on a state whose base is a single stack.
  case noTabBar
  /// An empty list of routes where at least one is needed.
  case emptyRoutes
  /// A dismiss of the alert with no alert shown.
  case noAlert
  /// An alert is already shown; dismiss it first.
  case alertAlreadyShown
  /// Go back with nothing to pop, dismiss or close.
  case nothingToGoBack
  /// A state or target breaks an invariant.
  case invalidState(InvariantViolation)
  /// The presentation is unusable (for example a sheet with no detents).
  case invalidPresentation(String)
  /// A link could not be opened.
  case badLink(LinkError)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .nothingToPop(let location):
      "nothing to pop: the stack at \(location) holds only its root"
    case .popCountTooLarge(let requested, let available, let location):
      "cannot pop \(requested) from \(location): only \(available) above the root"
    case .invalidCount(let count): "count \(count) must be at least 1"
    case .entryNotFound(let id): "no entry \(id) in the state"
    case .layerNotFound(let id): "no layer \(id) in the state"
    case .noMatchingRoute(let location): "no route in the stack at \(location) matches"
    case .stackNotFound(let location): "no stack at \(location)"
    case .nothingPresented: "nothing is presented"
    case .dismissCountTooLarge(let requested, let available):
      "cannot dismiss \(requested) layers: only \(available) presented"
    case .unknownTab(let tab): "no tab '\(tab)'"
    case .noTabBar: "the state has no tab bar"
    case .emptyRoutes: "at least one route is needed"
    case .noAlert: "no alert is shown"
    case .alertAlreadyShown: "an alert is already shown"
    case .nothingToGoBack: "nothing to go back from: one screen, no layer, no alert"
    case .invalidState(let violation): "invalid state: \(violation)"
    case .invalidPresentation(let reason): "invalid presentation: \(reason)"
    case .badLink(let error): "bad link: \(error)"
    }
  }
}
