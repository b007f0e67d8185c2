extension NavigationError {
  /// The precise reason, with its values; ``NavigationError/description`` reads it.
  @usableFromInline package enum Reason: Hashable, Sendable, CustomStringConvertible {
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
    /// A tab order that does not list every tab once.
    case tabOrderIncomplete(given: Int, tabs: Int)
    /// A customization that hides every tab.
    case allTabsHidden
    /// A column command on a state whose base is not a split view.
    case noSplitView
    /// A column that cannot take the command: the sidebar cannot be emptied, a two-column split
    /// view has no content column, and a column shows a screen only after the one before it does.
    case columnUnavailable(SplitColumn)
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
    /// The command would remove a screen whose leave guard did not consent (yet): a guard that
    /// asks the user is asking, and the command runs if the user agrees.
    case leaveGuarded(EntryID)
    /// A route rule denies this route (named by its description) in the current context.
    case routeDenied(String)
    /// Route rules kept redirecting; the number of redirects followed before giving up.
    case redirectLoop(Int)
    /// The screen is the root of the base stack, of a tab or of a sidebar, which cannot be closed.
    case cannotClose(EntryID)
    /// A ``ScreenNavigator`` made outside a screen a host shows (a preview, a view no host
    /// showed) was asked to act.
    case outsideScreen
    /// The value a screen finished with is not of the type its caller awaits.
    case resultTypeMismatch(EntryID)
    /// A flow has no step in that direction (past its last step, or before its first).
    case flowHasNoStep(Int)

    /// A sentence naming the problem.
    @usableFromInline package var description: String {
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
      case .tabOrderIncomplete(let given, let tabs):
        "a tab order lists each of the \(tabs) tabs once; this one has \(given) or repeats one"
      case .allTabsHidden: "at least one tab must stay visible"
      case .noSplitView: "the state has no split view"
      case .columnUnavailable(let column): "the \(column) column cannot take this command"
      case .emptyRoutes: "at least one route is needed"
      case .noAlert: "no alert is shown"
      case .alertAlreadyShown: "an alert is already shown"
      case .nothingToGoBack: "nothing to go back from: one screen, no layer, no alert"
      case .invalidState(let violation): "invalid state: \(violation)"
      case .invalidPresentation(let reason): "invalid presentation: \(reason)"
      case .badLink(let error): "bad link: \(error)"
      case .leaveGuarded(let id): "leaving \(id) needs its leave guard's consent"
      case .routeDenied(let route): "a route rule denies \(route)"
      case .redirectLoop(let count): "route rules redirected \(count) times without settling"
      case .cannotClose(let id): "\(id) is the root of a tab, of the base stack or of a sidebar"
      case .outsideScreen: "this view is not a screen a navigator's host shows"
      case .resultTypeMismatch(let id): "\(id) finished with a value of another type"
      case .flowHasNoStep(let index): "the flow has no step \(index)"
      }
    }

    /// The kind of problem, what an app branches on.
    package var code: NavigationError.Code {
      switch self {
      case .nothingToPop, .popCountTooLarge, .invalidCount, .dismissCountTooLarge, .emptyRoutes,
        .nothingToGoBack, .cannotClose, .flowHasNoStep:
        .outOfRange
      case .entryNotFound, .layerNotFound, .noMatchingRoute, .stackNotFound, .nothingPresented,
        .unknownTab, .noTabBar, .noSplitView, .columnUnavailable, .noAlert:
        .notFound
      case .alertAlreadyShown, .invalidState, .invalidPresentation, .outsideScreen,
        .resultTypeMismatch, .tabOrderIncomplete, .allTabsHidden:
        .invalid
      case .badLink: .badLink
      case .leaveGuarded: .leaveGuarded
      case .routeDenied, .redirectLoop: .denied
      }
    }
  }
}

extension NavigationError {
  /// The error of a reason, where its type is known: `throw .because(.noTabBar)`.
  /// Where it is not, the initializer names it: `NavigationError(.noTabBar)`.
  @usableFromInline package static func because(_ reason: Reason) -> Self { Self(reason) }
}
