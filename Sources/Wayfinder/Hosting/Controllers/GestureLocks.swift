/// Which of the user's gestures a host must disable because they would leave a guarded
/// screen: the swipe back (and back button) of some stacks, the drag that dismisses some
/// layers.
///
/// <!-- snippet: skip: an excerpt of a UIKit host's code -->
/// ```swift
/// let locks = state.gestureLocks
/// navigationController.interactivePopGestureRecognizer?.isEnabled =
///   !locks.stacks.contains(location)
/// ```
package struct GestureLocks: Hashable, Sendable, CustomStringConvertible {
  /// The stacks whose top screen is guarded.
  package var stacks: Set<StackLocation>
  /// The layers holding a guarded screen.
  package var layers: Set<LayerID>

  /// Creates locks.
  /// - Parameters:
  ///   - stacks: The stacks whose swipe back is disabled.
  ///   - layers: The layers whose drag to dismiss is disabled.
  package init(stacks: Set<StackLocation> = [], layers: Set<LayerID> = []) {
    self.stacks = stacks
    self.layers = layers
  }

  /// Nothing locked.
  package static var none: GestureLocks { GestureLocks() }

  /// `stacks [tab a] layers [#7]`, sorted.
  package var description: String {
    let stackNames = stacks.map(\.description).sorted().joined(separator: ", ")
    let layerNames = layers.sorted().map(\.description).joined(separator: ", ")
    return "stacks [\(stackNames)] layers [\(layerNames)]"
  }
}

extension NavigationState {
  /// The gestures a host must disable for the guarded screens of this state (see
  /// ``blocksInteractivePop(at:)`` and ``blocksInteractiveDismiss(of:)``).
  ///
  /// <!-- snippet: skip: an excerpt of a UIKit host's code -->
  /// ```swift
  /// sheetController.isModalInPresentation = state.gestureLocks.layers.contains(layer.id)
  /// ```
  /// - Complexity: O(n) in the entries; O(1) without guards.
  package var gestureLocks: GestureLocks {
    guard !_leaveGuarded.isEmpty else { return .none }
    var locks = GestureLocks()
    for location in stackLocations where blocksInteractivePop(at: location) {
      locks.stacks.insert(location)
    }
    // Collapsed, a split view's columns are one stack whose back button leaves a column's
    // root too (Q29): a guarded root of the deepest column locks it.
    if let split, split.isCollapsed, let root = split[split.deepestColumn]?.root,
      split.deepestColumn != .sidebar, _leaveGuarded.contains(root.id)
    {
      locks.stacks.insert(.column(split.deepestColumn))
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
  /// options.interactiveDismissShouldBegin = { _ in shown.allowsZoomDismiss(of: entry) }
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
}
