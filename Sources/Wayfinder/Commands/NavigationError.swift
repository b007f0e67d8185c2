/// Why a navigation command was refused. The state is always left unchanged.
///
/// ```swift
/// do {
///   try state.pop()
/// } catch where error.code == .outOfRange {
///   print(error)  // "nothing to pop: the stack at base holds only its root"
/// } catch {}
/// ```
///
/// An app branches on ``code``, a handful of kinds that stay stable; the precise reason, with
/// its values (the stack, the counts, the entry), is in ``description``. New reasons can be added
/// in a minor version without breaking a `switch` over ``Code`` (`@nonexhaustive`: it ends with
/// `@unknown default`).
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of refusal: what an app branches on.
  ///
  /// ```swift
  /// do {
  ///   try navigator.push(.checkout)
  /// } catch {
  ///   switch error.code {
  ///   case .leaveGuarded: break  // the screen's guard is asking the user
  ///   case .badLink: print(error.link ?? error)
  ///   default: print(error)
  ///   }
  /// }
  /// ```
  @nonexhaustive
  public enum Code: Hashable, Sendable {
    /// The command names something the state does not hold: an entry, a layer, a stack, a tab,
    /// a column, a matching route, a presented layer or an alert.
    case notFound
    /// A count or a direction past what the state holds: nothing to pop, dismiss or go back,
    /// a count below one, an empty list of routes, a root that cannot close, a flow with no
    /// step there.
    case outOfRange
    /// A value the command cannot use: a state that breaks an invariant, an unusable
    /// presentation, a second alert, a result of another type, a screen's navigator used
    /// outside a screen.
    case invalid
    /// A screen's leave guard has not consented (yet); the command runs if the user agrees.
    case leaveGuarded
    /// A route rule denies the route, or kept redirecting.
    case denied
    /// A link could not be opened; ``NavigationError/link`` says why.
    case badLink
  }

  /// The precise reason.
  @usableFromInline package let reason: Reason

  /// Makes an error from its reason.
  @usableFromInline package init(_ reason: Reason) { self.reason = reason }

  /// The kind of refusal.
  public var code: Code { reason.code }

  /// A sentence naming the problem and its values.
  public var description: String { reason.description }

  /// Why a link could not be opened, when ``code`` is ``Code/badLink``.
  ///
  /// ```swift
  /// do {
  ///   try navigator.open(URL(string: "myapp://itemz/4")!)
  /// } catch {
  ///   if let problem = error.link { print(problem) }  // "no link matches '/itemz/4'"
  /// }
  /// ```
  public var link: LinkError? {
    if case .badLink(let error) = reason { error } else { nil }
  }
}
