/// A misuse the compiler cannot catch, found while the app runs: what went wrong and how to fix
/// it. A navigator publishes each one as a ``NavigationEvent`` whose outcome is
/// ``NavigationEvent/Outcome/diagnostic(_:)``; debug builds also print it, `WayfinderLogging`
/// logs it as a warning, and `TestNavigator` fails the test that meets it.
///
/// ```swift
/// let token = navigator.observe { event in
///   if case .diagnostic(let diagnostic) = event.outcome {
///     print(diagnostic.problem, diagnostic.fix)
///   }
/// }
/// ```
@nonexhaustive
public enum NavigationDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// A layer or page uses a transition name that no host registered; it is shown with the
  /// host's default transition instead.
  case unregisteredTransition(TransitionName)
  /// The user (or a view's binding) moved a sheet to a detent the sheet does not offer; the
  /// selection was refused.
  case detentNotOffered(SheetDetent, offered: [SheetDetent])
  /// A sheet offers a custom detent the host's ``CustomDetents`` does not register (or, in
  /// SwiftUI, registers beyond eight); it is shown as `.large`.
  case unregisteredDetent(String, registered: [String])
  /// The state holds ``AnyRoute`` values but the restorer has no ``RouteRegistry``: saved
  /// data can never be read back.
  case missingRouteRegistry
  /// A module's route (named by its ``ModuleRoute/routeName``) is in the state or in saved
  /// data, but the restorer's ``RouteRegistry`` does not list its type.
  case unregisteredModuleRoute(String, registered: [String])
  /// Saved data could not be restored, for another reason; the app starts fresh.
  case restorationFailed(RestorationError)
  /// A step waited for the end of a transition that was never reported, and ended after its
  /// fallback: one UIKit runs for SwiftUI (a screen's appearance, a layer's dismissal; named as
  /// `appearance of entry#3`), or the completion of a UIKit call that UIKit ignored because
  /// another transition was under way (named as `the completion of dismiss keeping 0
  /// animated`); the navigator then replans, and the call is made again.
  case transitionEndNotReported(String)
  /// A link was asked of a navigator that has no links; none was printed.
  case noLinks
  /// A screen that zooms (`ZoomTransitions`) was shown with animation while no view on screen
  /// marked its route as the zoom's source, so it appeared with the plain transition.
  case zoomSourceNotShown(String)
  /// A way back that the host could not close went past a guarded screen (a pop made in code
  /// outside the navigator, such as SwiftUI's `dismiss` action or UIKit's
  /// `popViewController`): the framework had already removed the screen, so it was shown
  /// again, rebuilt, and its guard asked (Q37). Named by its entry, as `#3`.
  case guardedScreenShownAgain(String)
  /// A layer or an alert could not be presented because something the navigator does not hold
  /// (an app's own sheet, a share sheet, a system controller) is presented where it would be
  /// presented from (Q35); the layer was reported as dismissed, the alert as answered with no
  /// button. Named as `alert #2 at level 0`.
  case presentationRefused(String)
  /// A ``ScreenNavigator`` that belongs to no screen the host shows (a view outside every
  /// screen, such as an overlay above the root) was asked to act, and did nothing. Named by the
  /// verb, as `push`.
  case screenNotShown(String)
  /// The token ``Navigator/observe(_:)`` returned was released before its observer heard any
  /// event, and without ``NavigationToken/cancel()`` (`_ = navigator.observe { … }`, or a local
  /// constant that went out of scope): the observer was removed with it and will never be
  /// called.
  case observerDropped
  /// An ``EntryStore`` was asked for the model of an entry or layer the navigator does not
  /// hold (a screen shown without a navigator, an entry long gone): the model was made but not
  /// kept. Named as `entry #4` or `layer #2`.
  case entryNotHeld(String)
  /// A screen's saved UI state could not be read — it does not decode as the type asked for,
  /// the saved states in the data are damaged, or its screen was not restored — and was
  /// dropped; the navigation state itself is restored. Names the entry and why.
  case savedStateDropped(String)

  /// What went wrong, in one sentence.
  public var problem: String {
    switch self {
    case .unregisteredTransition(let name):
      "no transition is registered under the name '\(name)'; the default transition is used"
    case .detentNotOffered(let detent, let offered):
      "detent \(detent) is not one of the sheet's detents (\(Self.list(offered))); the "
        + "selection was refused"
    case .unregisteredDetent(let name, let registered):
      "the custom detent '\(name)' is not among the host's custom detents "
        + "(\(registered.isEmpty ? "none" : registered.joined(separator: ", "))); it is shown as "
        + ".large"
    case .missingRouteRegistry:
      "the restorer has no RouteRegistry, so saved AnyRoute states can never be restored"
    case .unregisteredModuleRoute(let name, let registered):
      "no route type named '\(name.prefix(64))' is in the restorer's RouteRegistry "
        + "(\(registered.isEmpty ? "none" : registered.joined(separator: ", "))); a state "
        + "holding it is not restored"
    case .restorationFailed(let error):
      "the saved state was not restored: \(error)"
    case .transitionEndNotReported(let signal):
      "the end of a transition (\(signal)) was never reported; the step ended after its "
        + "fallback, a second late"
    case .noLinks:
      "the navigator has no links, so no link was printed"
    case .zoomSourceNotShown(let route):
      "\(route.prefix(200)) zooms, but no view on screen is marked as its source; it appeared "
        + "with the plain transition"
    case .guardedScreenShownAgain(let entry):
      "a way back went past the guarded screen \(entry) after the framework had removed it; the "
        + "screen was shown again, rebuilt, and the user's input in it is lost"
    case .presentationRefused(let what):
      "\(what) was not presented: something the navigator does not hold is presented there"
    case .screenNotShown(let verb):
      "a screen's navigator outside every shown screen was asked to \(verb.prefix(40)); nothing "
        + "changed"
    case .entryNotHeld(let scope):
      "a screen asked the EntryStore for a model of \(scope), which the navigator does not "
        + "hold; the model was made but not kept"
    case .savedStateDropped(let what):
      "a screen's saved UI state could not be read and was dropped (the saved state "
        + "\(what.prefix(240)))"
    case .observerDropped:
      "the token of an observer was released before the observer heard any event; the "
        + "observer was removed and will never be called"
    }
  }

  /// How to fix it, in one sentence.
  public var fix: String {
    switch self {
    case .unregisteredTransition(let name):
      "register it with the host: `transitions[\"\(name)\"] = …` in CustomTransitions "
        + "(SwiftUI) or UIKitHost's `transitions` (UIKit)"
    case .detentNotOffered:
      "select one of the detents the sheet's SheetStyle lists, or add this one to them"
    case .unregisteredDetent(let name, _):
      "register '\(name)' in the CustomDetents given to the host (`.customDetents(_:)` in "
        + "SwiftUI, `UIKitHost(navigator:detents:)` in UIKit), at most "
        + "\(CustomDetents.maximumCount) for SwiftUI"
    case .missingRouteRegistry:
      "give the restorer the module route types: "
        + "`StateRestorer(routes: RouteRegistry([ShopRoute.self, …]))`"
    case .unregisteredModuleRoute(let name, _):
      "add the type whose routeName is '\(name.prefix(64))' to the RouteRegistry"
    case .restorationFailed:
      "nothing to fix when the data is old or damaged; if every launch says so, check that "
        + "the restorer's schema version and route types match the ones that saved it"
    case .transitionEndNotReported:
      "show every screen through NavigationRoot, and present sheets and covers only through "
        + "the navigator, so that each screen's appearance and each dismissal is reported; for "
        + "a UIKit call UIKit ignored, nothing: the call is made again once the other "
        + "transition has ended"
    case .noLinks:
      "give the navigator its links: `Navigator(start, links: try builder.build())` or "
        + "`navigator.links = …`"
    case .zoomSourceNotShown:
      "mark the view the screen opens from with `.zoomSource(for: route)` for the same route, "
        + "on the screen shown when it is pushed or presented"
    case .guardedScreenShownAgain:
      "go back through the navigator (`pop()`, `goBack()`, a screen's `close()`), never with "
        + "SwiftUI's `dismiss` or UIKit's `popViewController` past a guarded screen: the "
        + "navigator asks the guard before anything moves"
    case .presentationRefused:
      "present sheets and alerts through the navigator (`present`, `presentAlert`), or dismiss the "
        + "app's own sheet before the navigator presents over it"
    case .screenNotShown:
      "read `@ScreenNavigation` (SwiftUI) or `host.screen(of:)` (UIKit) in a view a host shows "
        + "as a screen, or use the navigator itself where no screen is concerned"
    case .entryNotHeld:
      "ask for a model with the entry of a screen the navigator shows (`screen.id` of "
        + "@ScreenNavigation in SwiftUI, `host.screen(of:)` in UIKit), or the id a push or "
        + "present returned"
    case .savedStateDropped:
      "nothing to fix when the data is old or damaged; when a saved type changes, keep it "
        + "decoding the old form (optional new fields) or give it another type"
    case .observerDropped:
      "keep the token `observe` returns for as long as the observer should hear events (a "
        + "stored property of its owner, not `_ =`), and call `cancel()` on it to stop"
    }
  }

  /// `<problem>. Fix: <fix>.`
  public var description: String { "\(problem). Fix: \(fix)." }

  private static func list(_ detents: [SheetDetent]) -> String {
    detents.isEmpty ? "none" : detents.map { "\($0)" }.joined(separator: ", ")
  }
}
