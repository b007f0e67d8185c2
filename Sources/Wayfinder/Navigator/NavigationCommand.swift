/// A description of one navigation request, carried by every ``NavigationEvent``: its
/// ``name`` says which method made it, its ``description`` is a line for logs.
///
/// A command describes; it does not run. Read the event's states for what it changed.
///
/// ```swift
/// let token = navigator.observe { event in
///   if event.command.name == .push, case .changed = event.outcome {
///     analytics.track([event.newState.activeStack.top.route])
///   }
///   logger.info("\(event.command)")  // "push [detail(42)]"
/// }
/// ```
public struct NavigationCommand<Route> {
  /// What was asked for, with the values it was asked with: the form the package's own
  /// modules switch over, record in traces and replay.
  @usableFromInline package let kind: Kind

  /// Wraps a kind of command.
  /// - Parameter kind: What was asked for.
  @inlinable
  package init(_ kind: Kind) { self.kind = kind }

  /// The method that made the request, such as ``Name/push``, ``Name/presentAlert``,
  /// ``Name/selectTab``, ``Name/transaction`` or ``Name/userDid`` (something the user did on
  /// screen).
  ///
  /// ```swift
  /// let token = navigator.observe { event in
  ///   if event.command.name == .selectTab { analytics.screenShown("tab") }
  /// }
  /// ```
  public var name: Name { kind.name }

  /// Which method made a command: one case per name of a method that makes commands, whatever
  /// its labels (`pop(_:on:)` and `pop(to:)` are both ``pop``, `dismiss(_:)` and
  /// `dismiss(layer:)` both ``dismiss``).
  ///
  /// New commands can be added in a minor version without breaking a `switch` over it
  /// (`@nonexhaustive`: it ends with `@unknown default`).
  ///
  /// ```swift
  /// let token = navigator.observe { event in
  ///   switch event.command.name {
  ///   case .push, .present: analytics.track([event.newState.activeStack.top.route])
  ///   case .userDid: analytics.screenShown("by the user")
  ///   default: break
  ///   }
  /// }
  /// ```
  @nonexhaustive
  public enum Name: Hashable, Sendable, CaseIterable {
    /// `push(_:on:)` or `push(contentsOf:on:)`.
    case push
    /// `pop(_:on:)` or `pop(to:)`.
    case pop
    /// `popToFirst(on:where:)`.
    case popToFirst
    /// `popToLast(on:where:)`.
    case popToLast
    /// `popToRoot(on:)`.
    case popToRoot
    /// `replaceRoot(with:on:)`.
    case replaceRoot
    /// `replaceStack(with:on:)`.
    case replaceStack
    /// `replaceTop(with:on:)`.
    case replaceTop
    /// `replace(_:with:)`.
    case replace
    /// `present(_:as:)` or `present(stack:as:)`.
    case present
    /// `dismiss(_:)` or `dismiss(layer:)`.
    case dismiss
    /// `dismissAll()`.
    case dismissAll
    /// `selectDetent(_:of:)`.
    case selectDetent
    /// `selectTab(_:reselection:)`.
    case selectTab
    /// `show(_:in:)`.
    case show
    /// `clear(_:)`.
    case clear
    /// `setColumnVisibility(_:)`.
    case setColumnVisibility
    /// `goBack()`.
    case goBack
    /// `presentAlert(_:owner:)`.
    case presentAlert
    /// `dismissAlert()`.
    case dismissAlert
    /// `apply(_:identity:)`; also the command a diagnostic found outside a command names.
    case apply
    /// `restore(_:)` or `restore(from:using:)`.
    case restore
    /// `userDid(_:)`: something the user did on screen, reported by the host.
    case userDid
    /// `open(_:policy:)`: a link.
    case open
    /// `close(_:)`.
    case close
    /// `finish(_:with:)`.
    case finish
    /// `transaction(animated:_:)`: the event's old and new states say what changed.
    case transaction
    /// `reapplyRules()`: the route rules were applied again to the state.
    case reapplyRules
  }

  /// What was asked for, with its values; the form the package's modules run and record.
  ///
  /// Cases are named like the methods that make them; a command that takes a predicate is kept
  /// without it (``popToFirst(on:)``): the event's new state shows where the pop ended.
  @usableFromInline package enum Kind {
    /// `push(_:on:)` or `push(contentsOf:on:)`.
    case push([Route], on: StackLocation?)
    /// `pop(_:on:)`.
    case pop(Int, on: StackLocation?)
    /// `pop(to:)`.
    case popTo(EntryID)
    /// `popToFirst(on:where:)`.
    case popToFirst(on: StackLocation?)
    /// `popToLast(on:where:)`.
    case popToLast(on: StackLocation?)
    /// `popToRoot(on:)`.
    case popToRoot(on: StackLocation?)
    /// `replaceRoot(with:on:)`.
    case replaceRoot(Route, on: StackLocation?)
    /// `replaceStack(with:on:)`.
    case replaceStack([Route], on: StackLocation?)
    /// `replaceTop(with:on:)`.
    case replaceTop(Route, on: StackLocation?)
    /// `replace(_:with:)`.
    case replace(EntryID, with: Route)
    /// `present(_:as:)` or `present(stack:as:)`.
    case present([Route], Presentation)
    /// `dismiss(_:)`.
    case dismiss(Int)
    /// `dismiss(layer:)`.
    case dismissLayer(LayerID)
    /// `dismissAll()`.
    case dismissAll
    /// `selectDetent(_:of:)`.
    case selectDetent(SheetDetent, of: LayerID)
    /// `selectTab(_:reselection:)`.
    case selectTab(TabID)
    /// `show(_:in:)`.
    case show(Route, in: SplitColumn)
    /// `clear(_:)`.
    case clear(SplitColumn)
    /// `setColumnVisibility(_:)`.
    case setColumnVisibility(SplitVisibility)
    /// `goBack()`.
    case goBack
    /// `presentAlert(_:owner:)`.
    case presentAlert(AlertState)
    /// `dismissAlert()`.
    case dismissAlert
    /// `apply(_:identity:)`; also the command a diagnostic found outside a command names.
    case apply(NavigationState<Route>)
    /// `restore(_:)`.
    case restore
    /// Something the user did, reported by the host.
    case userDid(UserAction<Route>)
    /// Opening a link.
    case open(String)
    /// `close(_:)`.
    case close(EntryID)
    /// `finish(_:with:)`.
    case finish(EntryID)
    /// `transaction(animated:_:)`: the event's old and new states say what changed.
    case transaction
    /// `reapplyRules()`: the route rules were re-applied.
    case rulesDidChange
  }
}

extension NavigationCommand.Kind {
  /// The name of the method that makes this kind of command.
  @usableFromInline package var name: NavigationCommand.Name {
    switch self {
    case .push: .push
    case .pop, .popTo: .pop
    case .popToFirst: .popToFirst
    case .popToLast: .popToLast
    case .popToRoot: .popToRoot
    case .replaceRoot: .replaceRoot
    case .replaceStack: .replaceStack
    case .replaceTop: .replaceTop
    case .replace: .replace
    case .present: .present
    case .dismiss, .dismissLayer: .dismiss
    case .dismissAll: .dismissAll
    case .selectDetent: .selectDetent
    case .selectTab: .selectTab
    case .show: .show
    case .clear: .clear
    case .setColumnVisibility: .setColumnVisibility
    case .goBack: .goBack
    case .presentAlert: .presentAlert
    case .dismissAlert: .dismissAlert
    case .apply: .apply
    case .restore: .restore
    case .userDid: .userDid
    case .open: .open
    case .close: .close
    case .finish: .finish
    case .transaction: .transaction
    case .rulesDidChange: .reapplyRules
    }
  }
}

extension NavigationCommand: Equatable where Route: Equatable {}
extension NavigationCommand: Hashable where Route: Hashable {}
extension NavigationCommand: Sendable where Route: Sendable {}
extension NavigationCommand.Kind: Equatable where Route: Equatable {}
extension NavigationCommand.Kind: Hashable where Route: Hashable {}
extension NavigationCommand.Kind: Sendable where Route: Sendable {}

/// A kind is written as Swift writes an enumeration's case: its name, then its values by
/// label (`_0` for the first unlabelled one), as in `{"push": {"_0": [route], "on": null}}`.
/// Traces keep commands in this form; the names of the first trace format are kept.
extension NavigationCommand.Kind: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case push, pop, popTo, popToRoot, replaceRoot, replaceStack, replaceTop, replace, present
    case dismiss, dismissLayer, dismissAll, selectDetent, selectTab, show, setColumnVisibility
    case goBack, presentAlert, dismissAlert, apply, restore, close, finish, transaction
    case popToFirst = "popToFirstMatch"
    case popToLast = "popToLastMatch"
    case clear = "clearColumn"
    case userDid = "user"
    case open = "openLink"
    case rulesDidChange = "rulesChanged"
  }
}
