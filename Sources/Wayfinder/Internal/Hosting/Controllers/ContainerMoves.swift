/// A navigation controller of a split view that holds screens' controllers: a column's, or the
/// compact one UIKit shows while the split view is collapsed.
package enum ControllerContainer: Hashable, Sendable, CustomStringConvertible {
  /// A column's navigation controller.
  case column(SplitColumn)
  /// The navigation controller of the collapsed split view.
  case compact

  /// `column detail` or `compact`.
  package var description: String {
    switch self {
    case .column(let column): "column \(column)"
    case .compact: "compact"
    }
  }
}

/// The order in which a host moves live controllers between navigation controllers, so that a
/// controller is never put into one while another still holds it (Q42): UIKit raises
/// `UIViewControllerHierarchyInconsistency` ("child view controller … should have parent view
/// controller … but requested parent is …") when a split view collapses or expands and a
/// column's controllers are set into the compact stack while their column still holds them.
///
/// Every container that loses controllers is first set to what it keeps; only then is every
/// container set to what it shows.
///
/// <!-- snippet: skip: an excerpt of a UIKit host's code -->
/// ```swift
/// for move in ContainerMoves.steps(from: current, to: wanted) {
///   navigationController(of: move.container)
///     .setViewControllers(move.entries.compactMap(cache.controller(for:)), animated: false)
/// }
/// ```
package enum ContainerMoves {
  /// One `setViewControllers` on a container.
  package struct Move: Hashable, Sendable, CustomStringConvertible {
    /// The navigation controller.
    package var container: ControllerContainer
    /// The entries whose controllers it holds after the move, root first.
    package var entries: [EntryID]
    /// Whether the move only takes controllers out (they are going to another container).
    package var isRelease: Bool

    /// `compact [1, 2]`, or `release column detail [1]`.
    package var description: String {
      (isRelease ? "release " : "") + "\(container) \(entries.map(\.rawValue))"
    }
  }

  /// The moves that take the containers from what they hold to what they should hold, each
  /// controller leaving its container before it enters another.
  ///
  /// ```swift
  /// let moves = ContainerMoves.steps(
  ///   from: [.column(.sidebar): [EntryID(1)], .column(.detail): [EntryID(2)]],
  ///   to: [.compact: [EntryID(1), EntryID(2)]])
  /// // release column sidebar [], release column detail [], compact [1, 2]
  /// ```
  /// - Parameters:
  ///   - current: The entries each container holds now (a container missing holds none).
  ///   - wanted: The entries each container should hold (a container missing holds none).
  /// - Returns: The moves, releases first; none for a container that needs no change.
  /// - Complexity: O(n) in the entries, for a fixed number of containers.
  package static func steps(
    from current: [ControllerContainer: [EntryID]], to wanted: [ControllerContainer: [EntryID]]
  ) -> [Move] {
    let containers = Set(current.keys).union(wanted.keys).sorted { $0.order < $1.order }
    var holding = current
    var moves: [Move] = []
    for container in containers {
      let now = holding[container] ?? []
      let staying = Set(wanted[container] ?? [])
      let kept = now.filter { staying.contains($0) }
      guard kept != now else { continue }
      moves.append(Move(container: container, entries: kept, isRelease: true))
      holding[container] = kept
    }
    for container in containers {
      let target = wanted[container] ?? []
      guard target != (holding[container] ?? []) else { continue }
      moves.append(Move(container: container, entries: target, isRelease: false))
      holding[container] = target
    }
    return moves
  }
}

extension ControllerContainer {
  /// A fixed order: the columns leading to trailing, then the compact stack.
  fileprivate var order: Int {
    switch self {
    case .column(let column): SplitColumn.allCases.firstIndex(of: column) ?? 0
    case .compact: SplitColumn.allCases.count
    }
  }
}
