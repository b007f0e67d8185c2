/// What a screen's leave guard consults before a command removes the screen.
struct LeaveGuard {
  /// The registration's key: only its own token removes it.
  let key: UInt64
  let canLeave: (@MainActor () -> Bool)?
  let confirm: (@MainActor () async -> Bool)?
}

/// A command held back while a leave guard asks the user, replayed if the user agrees.
struct PendingLeave<Route> {
  var entries: [EntryID]
  var old: NavigationState<Route>
  var new: NavigationState<Route>
  var command: NavigationCommand<Route>.Kind
}

/// A navigator whatever its routes: what a host puts into a screen's environment for views
/// that do not know the app's route type (a leave guard's view modifier), and what a
/// ``ScreenNavigator`` is made from once the route type is known.
@MainActor
package protocol AnyNavigator: AnyObject, Sendable {
  /// See ``Navigator/guardLeaving(_:canLeave:confirm:)``.
  func guardLeaving(
    _ entry: EntryID, canLeave: (@MainActor () -> Bool)?,
    confirm: (@MainActor () async -> Bool)?
  ) throws(NavigationError) -> NavigationToken

  /// See ``EntryStore/model(for:make:)-(EntryID,_)``: the model of a screen, kept by the
  /// window's store.
  func entryModel<Model: AnyObject>(for entry: EntryID, make: () -> Model) -> Model
}

extension Navigator: AnyNavigator {
  /// Guards a screen against being left until the returned token is cancelled or released:
  /// every command that would remove it (a pop, a dismissal, a link, a restoration, a pop to
  /// root on re-tapping its tab) asks first, and hosts disable the swipe back and the sheet
  /// drag that would remove it.
  ///
  /// `canLeave` answers at once (`true` lets the command through). When it does not, or is
  /// absent, and `confirm` is given, the command is refused with
  /// ``NavigationError/Code-swift.enum/leaveGuarded`` while `confirm` asks the user; if the user agrees,
  /// the guard is lifted and the command runs, unless the navigation changed meanwhile. Only
  /// one question is asked at a time: a command refused while one is asked replaces the
  /// command to run. Switching to another tab never removes a screen, so it never asks. A
  /// screen has one guard: guarding it again replaces the guard, and the older token then
  /// does nothing. In SwiftUI, the `leaveGuard(isActive:confirm:)` view modifier does this
  /// for the screen it is in.
  ///
  /// ```swift
  /// let token = try navigator.guardLeaving(formID, canLeave: { !form.hasChanges }) {
  ///   (try? await navigator.presentAlert(discardChangesAlert)) == "discard"
  /// }
  /// // saved: the form may go
  /// token.cancel()
  /// ```
  /// - Parameters:
  ///   - entry: The screen.
  ///   - canLeave: Answers at once; `true` lets a command remove the screen.
  ///   - confirm: Asks the user; `true` lets the refused command run.
  /// - Returns: The guard's token: cancelling or releasing it lifts the guard.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound`` when the screen is not in the state.
  public func guardLeaving(
    _ entry: EntryID, canLeave: (@MainActor () -> Bool)? = nil,
    confirm: (@MainActor () async -> Bool)? = nil
  ) throws(NavigationError) -> NavigationToken {
    var next = storage
    try next.setLeaveGuarded(true, for: entry)
    let key = issueObserverKey()
    leaveGuards[entry] = LeaveGuard(key: key, canLeave: canLeave, confirm: confirm)
    commitGuards(next)
    return NavigationToken { [weak self] in
      guard let self, self.leaveGuards[entry]?.key == key else { return }
      self.stopGuardingLeave(entry)
    }
  }

  /// Removes a screen's leave guard, whoever holds its token.
  func stopGuardingLeave(_ entry: EntryID) {
    leaveGuards[entry] = nil
    var next = storage
    try? next.setLeaveGuarded(false, for: entry)
    commitGuards(next)
  }

  /// Whether a leave guard is asking the user right now.
  package var isConfirmingLeave: Bool { pendingLeave != nil }

  /// Commits a change of guard flags only: observers of the guards and the host are told; no
  /// navigation event is published, because nothing on screen moved.
  func commitGuards(_ next: NavigationState<Route>) {
    guard next._leaveGuarded != storage._leaveGuarded else { return }
    commit(next)
    host?.leaveGuardsDidChange(in: storage)
  }

  /// Checks a command's result against the route rules and the leave guards; may redirect
  /// routes in `new`.
  @usableFromInline
  func admit(
    _ new: inout NavigationState<Route>, from old: NavigationState<Route>,
    command: NavigationCommand<Route>.Kind
  ) throws(NavigationError) {
    if !rules.isEmpty {
      let everything: Bool = if case .restore = command { true } else { false }
      try enforceRules(on: &new, comparedTo: old, checkingEverything: everything)
    }
    guard !old._leaveGuarded.isEmpty else { return }
    if guardsApply(to: command) {
      let removed = old.guardedEntriesRemoved(by: new).filter { $0 != finishing?.entry }
      let blocked = removed.filter { leaveGuards[$0]?.canLeave?() != true }
      if let first = blocked.first {
        askToLeave(blocked, old: old, new: new, command: command)
        throw .because(.leaveGuarded(first))
      }
    }
    new.pruneLeaveGuards()
  }

  /// Whether leave guards may refuse this command: not for what the user already did on
  /// screen (except a re-tapped tab, whose pop is the navigator's), and not for the rules'
  /// own clean-up (a signed-out user must not keep a signed-in screen).
  func guardsApply(to command: NavigationCommand<Route>.Kind) -> Bool {
    switch command {
    case .userDid(.selectedTab): true
    case .userDid, .rulesDidChange: false
    default: true
    }
  }

  /// What the leave guards let through of a pop the user made (Q29).
  ///
  /// The hosts close every way back past a guarded screen before it can start (Q37, see
  /// `NavigationState.gestureLocks`): no back button or back menu above it, no swipe on its
  /// stack, no drag of its zoom or its layer. What can still come is a pop made in code
  /// outside the navigator (SwiftUI's `dismiss`, UIKit's `popViewController`), or a way back a
  /// framework offers no veto for. The framework has already removed the screen then, so this
  /// is a fallback, and it is reported as ``NavigationDiagnostic/guardedScreenShownAgain(_:)``:
  /// the pop stops at the topmost guarded screen it would remove (unless its `canLeave` says
  /// yes), the host shows that screen again (rebuilt), and its guard is asked as for the
  /// command `popTo`, which runs if the user agrees. A pop that removes no guarded screen is
  /// unchanged, as is every other action.
  ///
  /// A selection in a split view's column that would empty a column holding a guarded screen
  /// (SwiftUI's compact back to the list writes the list's selection as none) is held back the
  /// same way: the selection stays, and the guard is asked as for the user's action.
  /// - Parameter action: What the user did.
  /// - Returns: The action to fold into the state, and the held-back pop to ask about.
  func guardedUserAction(_ action: UserAction<Route>) -> (
    action: UserAction<Route>, held: PendingLeave<Route>?
  ) {
    if case .selected(_, let column) = action, !storage._leaveGuarded.isEmpty {
      return guardedSelection(action, in: column)
    }
    guard case .poppedTo(let target) = action, !storage._leaveGuarded.isEmpty else {
      return (action, nil)
    }
    guard let (popped, blocked) = blockedScreens(by: action) else { return (action, nil) }
    // Stop at the blocked screen whose pop removes no other blocked one: the topmost.
    for candidate in blocked {
      var clamped = storage
      guard (try? clamped.fold(.poppedTo(candidate), reselection: tabReselection)) != nil
      else { continue }
      let removed = Set(storage.guardedEntriesRemoved(by: clamped))
      guard removed.isDisjoint(with: blocked) else { continue }
      let held = PendingLeave(entries: blocked, old: clamped, new: popped, command: .popTo(target))
      return (.poppedTo(candidate), held)
    }
    return (action, nil)
  }

  /// What the leave guards let through of a selection in a split view's column (Q29): the
  /// selection as it is, while it would remove a screen whose guard does not let it go.
  func guardedSelection(_ action: UserAction<Route>, in column: SplitColumn) -> (
    action: UserAction<Route>, held: PendingLeave<Route>?
  ) {
    guard let (selected, blocked) = blockedScreens(by: action) else { return (action, nil) }
    let kept = UserAction<Route>.selected(storage.split?.selection(in: column), in: column)
    return (
      kept, PendingLeave(entries: blocked, old: storage, new: selected, command: .userDid(action))
    )
  }

  /// The state a user action would make, and the guarded screens it would remove whose
  /// guards do not let them go; `nil` when it removes none (or does not fit the state).
  private func blockedScreens(by action: UserAction<Route>) -> (
    state: NavigationState<Route>, blocked: [EntryID]
  )? {
    var next = storage
    guard (try? next.fold(action, reselection: tabReselection)) != nil else { return nil }
    let blocked = storage.guardedEntriesRemoved(by: next).filter {
      $0 != finishing?.entry && leaveGuards[$0]?.canLeave?() != true
    }
    return blocked.isEmpty ? nil : (next, blocked)
  }

  /// Starts asking the user through the first blocked guard that can ask, or, while a
  /// question is already asked, makes this command the one to run on a yes.
  func askToLeave(
    _ blocked: [EntryID], old: NavigationState<Route>, new: NavigationState<Route>,
    command: NavigationCommand<Route>.Kind
  ) {
    let pending = PendingLeave(entries: blocked, old: old, new: new, command: command)
    if pendingLeave != nil {
      pendingLeave = pending
      return
    }
    guard let confirm = blocked.lazy.compactMap({ self.leaveGuards[$0]?.confirm }).first else {
      return
    }
    pendingLeave = pending
    Task { [weak self] in
      let agreed = await confirm()
      self?.leaveConfirmed(agreed)
    }
  }

  /// Runs the held-back command after the user agreed to leave, if the navigation did not
  /// change meanwhile (an alert that asked and was answered does not count).
  func leaveConfirmed(_ agreed: Bool) {
    guard let pending = pendingLeave else { return }
    pendingLeave = nil
    guard agreed else { return }
    for entry in pending.entries { stopGuardingLeave(entry) }
    guard storage._base == pending.old._base, storage._layers == pending.old._layers else { return }
    var target = pending.new
    target._nextID = max(target._nextID, storage._nextID)
    target._leaveGuarded = storage._leaveGuarded
    try? perform(pending.command) { state in state = target }
  }
}
