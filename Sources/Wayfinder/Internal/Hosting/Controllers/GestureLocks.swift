/// Which of the user's ways back a host must close because they would leave a guarded screen,
/// decided before any gesture can start (Q37): the swipes back of some stacks, the back
/// buttons (and their long-press menus) of some screens, the drag that dismisses some layers.
///
/// A stack that holds a guarded pushed screen has both pop recognizers off (the edge swipe and
/// iOS 26's content swipe); the guarded screen itself has no back button (the screen offers
/// its own way out, a Cancel that asks); every screen above it on its stack shows a plain back
/// button that goes back one screen, without the system button's menu that could pop past the
/// guarded one. A layer that holds a guarded screen cannot be dragged away.
///
/// <!-- snippet: skip: an excerpt of a UIKit host's code -->
/// ```swift
/// let locks = state.gestureLocks
/// navigationController.interactivePopGestureRecognizer?.isEnabled =
///   !locks.stacks.contains(location)
/// controller.navigationItem.hidesBackButton = locks.backButton(for: entry) != .system
/// ```
package struct GestureLocks: Hashable, Sendable, CustomStringConvertible {
  /// What a screen shows in place of its back button.
  package enum BackButton: Hashable, Sendable {
    /// The system's back button, with its long-press menu.
    case system
    /// No back button: the screen is guarded and offers its own way out.
    case hidden
    /// A plain back button that goes back one screen, without a menu: the screen is above a
    /// guarded one, which the menu could pop past.
    case oneStep
  }

  /// The stacks that hold a guarded pushed screen: their swipes back are off.
  package var stacks: Set<StackLocation>
  /// The layers holding a guarded screen: their drag to dismiss is off.
  package var layers: Set<LayerID>
  /// The guarded pushed screens: no back button.
  package var hiddenBackButtons: Set<EntryID>
  /// The screens above a guarded one on their stack: a one-step back button.
  package var oneStepBackButtons: Set<EntryID>

  /// Creates locks.
  /// - Parameters:
  ///   - stacks: The stacks whose swipes back are disabled.
  ///   - layers: The layers whose drag to dismiss is disabled.
  ///   - hiddenBackButtons: The screens without a back button.
  ///   - oneStepBackButtons: The screens whose back button goes back one screen, without a menu.
  package init(
    stacks: Set<StackLocation> = [], layers: Set<LayerID> = [],
    hiddenBackButtons: Set<EntryID> = [], oneStepBackButtons: Set<EntryID> = []
  ) {
    self.stacks = stacks
    self.layers = layers
    self.hiddenBackButtons = hiddenBackButtons
    self.oneStepBackButtons = oneStepBackButtons
  }

  /// Nothing locked.
  package static var none: GestureLocks { GestureLocks() }

  /// What `entry`'s screen shows in place of its back button.
  /// - Parameter entry: A pushed screen.
  /// - Returns: ``BackButton/system`` unless a guard closes the way back.
  package func backButton(for entry: EntryID) -> BackButton {
    if hiddenBackButtons.contains(entry) { return .hidden }
    if oneStepBackButtons.contains(entry) { return .oneStep }
    return .system
  }

  /// `stacks [tab a] layers [#7] hidden [#3] one step [#4]`, sorted.
  package var description: String {
    func names(_ ids: Set<EntryID>) -> String {
      ids.sorted().map(\.description).joined(separator: ", ")
    }
    let stackNames = stacks.map(\.description).sorted().joined(separator: ", ")
    let layerNames = layers.sorted().map(\.description).joined(separator: ", ")
    var text = "stacks [\(stackNames)] layers [\(layerNames)]"
    if !hiddenBackButtons.isEmpty || !oneStepBackButtons.isEmpty {
      text += " hidden [\(names(hiddenBackButtons))] one step [\(names(oneStepBackButtons))]"
    }
    return text
  }
}

extension NavigationState {
  /// The ways back a host must close for the guarded screens of this state, before the user
  /// can start them (Q37): see ``GestureLocks``.
  ///
  /// <!-- snippet: skip: an excerpt of a UIKit host's code -->
  /// ```swift
  /// sheetController.isModalInPresentation = state.gestureLocks.layers.contains(layer.id)
  /// ```
  /// - Complexity: O(n) in the entries; O(1) without guards.
  package var gestureLocks: GestureLocks {
    guard !_leaveGuarded.isEmpty else { return .none }
    var locks = GestureLocks()
    for location in stackLocations {
      guard let stack = stack(at: location),
        let lowest = stack.pushed.firstIndex(where: { _leaveGuarded.contains($0.id) })
      else { continue }
      locks.stacks.insert(location)
      for entry in stack.pushed[lowest...] {
        if _leaveGuarded.contains(entry.id) {
          locks.hiddenBackButtons.insert(entry.id)
        } else {
          locks.oneStepBackButtons.insert(entry.id)
        }
      }
    }
    // Collapsed, a split view's columns are one stack, whose back buttons leave a column's
    // root too (Q29): every screen after a guarded one, in this column or a later one, closes
    // its way back as a screen above it on one stack would.
    if let split, split.isCollapsed {
      var guarded: SplitColumn?
      for column in split.columns where column != .inspector {
        guard let stack = split[column] else { continue }
        for (index, entry) in stack.entries.enumerated() {
          let isGuarded = _leaveGuarded.contains(entry.id)
          // The sidebar's root is the bottom of the one stack: nothing goes back from it.
          let canGoBack = column != split.columns.first || index > 0
          if isGuarded, canGoBack {
            guarded = guarded ?? column
            locks.hiddenBackButtons.insert(entry.id)
            locks.oneStepBackButtons.remove(entry.id)
          } else if guarded != nil, !isGuarded {
            locks.oneStepBackButtons.insert(entry.id)
          }
        }
        if guarded != nil { locks.stacks.insert(.column(column)) }
      }
    }
    for layer in layers where blocksInteractiveDismiss(of: layer.id) {
      locks.layers.insert(layer.id)
    }
    return locks
  }
}

extension NavigationState {
  /// Whether the user may begin dragging `entry`'s screen away when it zoomed in (UIKit's
  /// `interactiveDismissShouldBegin`): a way back like any other, so a leave guard holds on it
  /// (Q29). A pushed screen follows its stack's lock, a layer's first screen its layer's; a
  /// screen not in the state may go.
  ///
  /// <!-- snippet: skip: an excerpt of a UIKit host's code -->
  /// ```swift
  /// options.interactiveDismissShouldBegin = { context in
  ///   shown.zoomDismissShouldBegin(of: entry, byDefault: context.willBegin)
  /// }
  /// ```
  /// - Parameter entry: The screen that zoomed in.
  /// - Returns: `false` while a guard holds the screen, or a screen above it, in place.
  /// - Complexity: O(n) in the entries.
  package func allowsZoomDismiss(of entry: EntryID) -> Bool {
    guard let location = location(of: entry) else { return true }
    let locks = gestureLocks
    if case .layer(let id) = location, stack(at: location)?.root.id == entry {
      return !locks.layers.contains(id)
    }
    return !locks.stacks.contains(location)
  }

  /// Whether a zoomed screen's drag to dismiss may begin (Q40): only when UIKit would begin it
  /// by default (`context.willBegin`) and no guard holds the screen. A veto only adds refusals.
  /// - Parameters:
  ///   - entry: The screen that zoomed in.
  ///   - willBegin: UIKit's answer under the current conditions.
  /// - Returns: `willBegin && allowsZoomDismiss(of: entry)`.
  package func zoomDismissShouldBegin(of entry: EntryID, byDefault willBegin: Bool) -> Bool {
    willBegin && allowsZoomDismiss(of: entry)
  }
}
