/// A broken rule of ``NavigationState``, found by ``NavigationState/firstViolation()``.
///
/// States built by commands never break these rules; states built by hand, applied as
/// targets, or decoded from restored data are checked against them.
///
/// ```swift
/// if let violation = state.firstViolation() { print(violation) }
/// ```
@nonexhaustive
public enum InvariantViolation: Hashable, Sendable, Error, CustomStringConvertible {
  /// Two entries, layers or the alert share an id number (they are issued from one counter).
  case duplicateID(UInt64)
  /// An id was not issued by this state: its number is not below ``NavigationState/nextID``.
  case idNotIssued(UInt64, nextID: UInt64)
  /// ``NavigationState/nextID`` is zero or above ``NavigationState/maximumEntryID``.
  case nextIDOutOfRange(UInt64)
  /// The base is a tab bar with no tabs.
  case noTabs
  /// A tab appears twice.
  case duplicateTab(TabID)
  /// A tab has an empty name.
  case emptyTabName
  /// The selection names a tab that does not exist.
  case selectionNotATab(TabID)
  /// A sheet's style is unusable (no detents, a detent out of range, a selected detent that is
  /// not offered, a negative or infinite corner radius).
  case invalidSheetStyle(layer: LayerID, reason: String)
  /// The alert belongs to a screen or layer that is not in the state.
  case alertOwnerMissing(AlertOwner)
  /// A two-column split view holds a stack in the content column it does not have.
  case contentInTwoColumns
  /// A split view's column shows a screen while the column before it shows none.
  case columnWithoutPrevious(SplitColumn)

  /// A sentence naming the rule and the offending value.
  public var description: String {
    switch self {
    case .duplicateID(let id): "id #\(id) is used more than once"
    case .idNotIssued(let id, let next): "id #\(id) was not issued (next id is #\(next))"
    case .nextIDOutOfRange(let next): "next id #\(next) is out of range"
    case .noTabs: "the tab bar has no tabs"
    case .duplicateTab(let tab): "tab '\(tab)' appears more than once"
    case .emptyTabName: "a tab has an empty name"
    case .selectionNotATab(let tab): "the selected tab '\(tab)' does not exist"
    case .invalidSheetStyle(let layer, let reason): "the sheet \(layer) is invalid: \(reason)"
    case .alertOwnerMissing(let owner): "the alert belongs to \(owner), which is not in the state"
    case .contentInTwoColumns: "a two-column split view has a content stack"
    case .columnWithoutPrevious(let column):
      "the \(column) column shows a screen while the column before it shows none"
    }
  }
}
