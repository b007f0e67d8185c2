extension DisplayedNavigation {
  /// What a pushed screen shows in place of its back button, from the navigator's leave guards
  /// over the displayed stack (Q37, ``GestureLocks``): the system's button, none (the screen is
  /// guarded), or a plain one-step button (a screen below it is guarded, and the system
  /// button's long-press menu could pop past it). A reader is notified when the guards or the
  /// stack change.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// content.navigationBarBackButtonHidden(displayed.backButton(for: id, at: location) != .system)
  /// ```
  /// - Parameters:
  ///   - entry: The screen.
  ///   - location: Its stack.
  /// - Returns: `.system` unless a guard closes the way back.
  /// - Complexity: O(1) without guards; O(n) in the stack's entries with them.
  package func backButton(for entry: EntryID, at location: StackLocation)
    -> GestureLocks.BackButton
  {
    guard let locks = locks(at: location) else { return .system }
    return locks.backButton(for: entry)
  }

  /// Whether the stack's swipes back (the edge swipe and iOS 26's content swipe) must be off:
  /// it holds a guarded pushed screen (Q37).
  /// - Parameter location: The stack.
  /// - Returns: `true` while a swipe could begin a way back past a guarded screen.
  package func locksBackGestures(at location: StackLocation) -> Bool {
    locks(at: location)?.stacks.contains(location) ?? false
  }

  /// The ways back closed in the displayed state, or `nil` when no screen of the stack at
  /// `location` is guarded. Reading it observes that stack and the guards.
  private func locks(at location: StackLocation) -> GestureLocks? {
    guard let guarded = navigator?.leaveGuarded, !guarded.isEmpty, let stack = stack(at: location)
    else { return nil }
    // A collapsed split view's columns are one stack: a guard in another column counts.
    let collapsed = storage.split?.isCollapsed ?? false
    guard collapsed || stack.entries.contains(where: { guarded.contains($0.id) }) else {
      return nil
    }
    if collapsed { _ = splitLayout }
    var view = storage
    view._leaveGuarded = guarded
    view.pruneLeaveGuards()
    return view.gestureLocks
  }
}

extension DisplayedNavigation {
  /// The one-step back button of a screen above a guarded one was tapped (``backButton(for:at:)``
  /// said `.oneStep`): the user goes back one screen, as with the system's button, and the
  /// view's path follows. Nothing happens when the screen is no longer on top.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// Button { displayed.goBackOneStep(from: id, at: location) } label: { … }
  /// ```
  /// - Parameters:
  ///   - entry: The screen whose button was tapped.
  ///   - location: Its stack.
  package func goBackOneStep(from entry: EntryID, at location: StackLocation) {
    guard !isInBackground, let stack = storage.stack(at: location), stack.top.id == entry,
      !stack.pushed.isEmpty
    else { return }
    let entries = stack.entries
    report([.poppedTo(entries[entries.count - 2].id)])
  }
}
