/// How one screen of a page sequence appears: in place with no animation, with a registered
/// transition, or as a sheet that is shown only while it is the last page.
///
/// A stack shown as a page sequence has no navigation bar and no swipe back: each page is
/// drawn over the ones before it, the way an onboarding slides its screens in. A page with
/// the ``sheet(_:)`` style is not drawn in the sequence at all: it is a sheet over the page
/// before it while it is on top, and it goes away, in the same change, when the next page is
/// pushed over it.
///
/// ```swift
/// let pages = PageStyles<Screen> { step in
///   switch step {
///   case .home: nil  // not a page sequence: a stack rooted here is a navigation stack
///   case .welcome: .plain
///   case .notifications: .sheet(SheetStyle(detents: [.medium]))
///   default: .transition("slide")
///   }
/// }
/// ```
@nonexhaustive
public enum PageStyle: Hashable, Sendable {
  /// Shown at once, over the pages before it: no transition, no animation.
  case plain
  /// Shown with the transition and animation the host registered under the name.
  case transition(TransitionName)
  /// Shown as a sheet over the page before it, only while it is the last page.
  case sheet(SheetStyle)

  /// Whether the page is a sheet rather than a page drawn in the sequence.
  package var isSheet: Bool {
    if case .sheet = self { true } else { false }
  }
}

/// The app's page styles: which stacks are page sequences, and how each of their screens
/// appears.
///
/// A stack is shown as a page sequence when its root's route has a style; every screen pushed
/// on it is then a page, with its route's style (``PageStyle/plain`` when it has none). Styles
/// depend on the route alone, so a restored state or a link shows its pages exactly as the
/// commands that built them did.
///
/// ```swift
/// // A stack rooted at any screen but .home is a page sequence, each page sliding in.
/// let pages = PageStyles<Screen> { $0 == .home ? nil : .transition("slide") }
/// ```
public struct PageStyles<Route>: Sendable {
  private let style: @Sendable (Route) -> PageStyle?
  /// Whether each page gets a navigation bar (its own title and toolbar, no back button);
  /// pages have none by default.
  public var showsNavigationBar: Bool

  /// Creates the styles.
  /// - Parameters:
  ///   - showsNavigationBar: Whether each page gets a navigation bar (default: no).
  ///   - style: A route's page style, or `nil` for a route that is not a page (a stack rooted
  ///     at it is a navigation stack).
  public init(
    showsNavigationBar: Bool = false, _ style: @escaping @Sendable (Route) -> PageStyle?
  ) {
    self.showsNavigationBar = showsNavigationBar
    self.style = style
  }

  /// No page sequences: every stack is a navigation stack.
  public static var none: PageStyles { PageStyles { _ in nil } }

  /// Whether a stack whose root is `root` is shown as a page sequence.
  /// - Parameter root: The stack's root route.
  /// - Returns: `true` when the root's route has a page style.
  package func isPageSequence(rootedAt root: Route) -> Bool { style(root) != nil }

  /// How a screen of a page sequence appears.
  /// - Parameter route: The screen's route.
  /// - Returns: Its style, ``PageStyle/plain`` when the route has none.
  package func style(for route: Route) -> PageStyle { style(route) ?? .plain }
}
