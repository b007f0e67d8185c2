extension NavigationState {
  /// The screens whose leave guard is on.
  ///
  /// Hosts read this to keep the user from leaving such a screen by a gesture: the swipe back
  /// is disabled while a guarded screen is on top of its stack
  /// (``blocksInteractivePop(at:)``), and a layer holding one cannot be dragged away
  /// (``blocksInteractiveDismiss(of:)``). The navigator keeps it in step with the guards
  /// registered by ``Navigator/guardLeaving(_:canLeave:confirm:)``; it is never saved.
  ///
  /// ```swift
  /// if state.leaveGuarded.contains(formID) { showUnsavedBadge() }
  /// ```
  package var leaveGuarded: Set<EntryID> { _leaveGuarded }

  /// Turns the leave-guard flag of a screen on or off.
  ///
  /// ```swift
  /// try state.setLeaveGuarded(true, for: formID)
  /// ```
  /// - Parameters:
  ///   - isOn: Whether the screen is guarded.
  ///   - id: The screen.
  /// - Throws: ``NavigationError/Code-swift.enum/notFound`` when turning on a guard for a screen
  ///   that is not in the state.
  package mutating func setLeaveGuarded(_ isOn: Bool, for id: EntryID) throws(NavigationError) {
    if isOn {
      guard entry(id) != nil else { throw .because(.entryNotFound(id)) }
      _leaveGuarded.insert(id)
    } else {
      _leaveGuarded.remove(id)
    }
  }

  /// Whether the user's swipe back on the stack at `location` must be disabled: its top
  /// screen is guarded. (A guarded screen further down is safe: a swipe pops only the top.)
  ///
  /// ```swift
  /// import UIKit
  ///
  /// func lock(_ navigationController: UINavigationController, at location: StackLocation) {
  ///   navigationController.interactivePopGestureRecognizer?.isEnabled =
  ///     !state.blocksInteractivePop(at: location)
  /// }
  /// ```
  /// - Parameter location: The stack.
  /// - Returns: `true` when a swipe would remove a guarded screen.
  package func blocksInteractivePop(at location: StackLocation) -> Bool {
    guard !_leaveGuarded.isEmpty, let stack = stack(at: location), !stack.pushed.isEmpty else {
      return false
    }
    return _leaveGuarded.contains(stack.top.id)
  }

  /// Whether the user's drag that dismisses the layer must be disabled: a screen inside it is
  /// guarded.
  ///
  /// ```swift
  /// import UIKit
  ///
  /// func lock(_ controller: UIViewController, showing layer: Layer<Screen>) {
  ///   controller.isModalInPresentation = state.blocksInteractiveDismiss(of: layer.id)
  /// }
  /// ```
  /// - Parameter layer: The layer.
  /// - Returns: `true` when dragging the layer away would remove a guarded screen.
  package func blocksInteractiveDismiss(of layer: LayerID) -> Bool {
    guard !_leaveGuarded.isEmpty, let index = layerIndex(layer) else { return false }
    return layers[index].content.entries.contains { _leaveGuarded.contains($0.id) }
  }

  /// The guarded screens that are in `self` but not in `other`: what going from `self` to
  /// `other` would remove.
  /// - Complexity: O(g · n) for g guarded screens and n entries.
  func guardedEntriesRemoved(by other: NavigationState) -> [EntryID] {
    guard !_leaveGuarded.isEmpty else { return [] }
    return _leaveGuarded.filter { other.entry($0) == nil }.sorted()
  }

  /// Drops guard flags of screens no longer in the state.
  mutating func pruneLeaveGuards() {
    guard !_leaveGuarded.isEmpty else { return }
    _leaveGuarded = _leaveGuarded.filter { entry($0) != nil }
  }
}
