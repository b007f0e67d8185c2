/// A broken rule of ``NavigationState``, found where a state comes from outside (restored data, a
/// target state) and reported in a typed error.
///
/// States built by commands never break these rules; states built by hand, applied as
/// targets, or decoded from restored data are checked against them. A violation is reported,
/// not switched over: its ``description`` names the rule and the offending value, and the
/// rules can grow without breaking an app.
///
/// ```swift
/// do {
///   try navigator.apply(target)
/// } catch {
///   print(error)  // "invalid state: …", the rule and the value
/// }
/// ```
public struct InvariantViolation: Hashable, Sendable, Error, CustomStringConvertible {
  /// The rules a state can break.
  @usableFromInline package enum Rule: Hashable, Sendable {
    case duplicateID(UInt64)
    case idNotIssued(UInt64, nextID: UInt64)
    case nextIDOutOfRange(UInt64)
    case noTabs
    case duplicateTab(TabID)
    case emptyTabName
    case selectionNotATab(TabID)
    case selectionHidden(TabID)
    case invalidSheetStyle(layer: LayerID, reason: String)
    case alertOwnerMissing(AlertOwner)
    case contentInTwoColumns
    case columnWithoutPrevious(SplitColumn)
  }

  /// The rule broken, with the offending value.
  @usableFromInline package let rule: Rule

  @usableFromInline package init(_ rule: Rule) { self.rule = rule }

  /// A sentence naming the rule and the offending value.
  public var description: String {
    switch rule {
    case .duplicateID(let id): "id #\(id) is used more than once"
    case .idNotIssued(let id, let next): "id #\(id) was not issued (next id is #\(next))"
    case .nextIDOutOfRange(let next): "next id #\(next) is out of range"
    case .noTabs: "the tab bar has no tabs"
    case .duplicateTab(let tab): "tab '\(tab)' appears more than once"
    case .emptyTabName: "a tab has an empty name"
    case .selectionNotATab(let tab): "the selected tab '\(tab)' does not exist"
    case .selectionHidden(let tab): "the selected tab '\(tab)' is hidden"
    case .invalidSheetStyle(let layer, let reason): "the sheet \(layer) is invalid: \(reason)"
    case .alertOwnerMissing(let owner): "the alert belongs to \(owner), which is not in the state"
    case .contentInTwoColumns: "a two-column split view has a content stack"
    case .columnWithoutPrevious(let column):
      "the \(column) column shows a screen while the column before it shows none"
    }
  }
}

// The rules by name, so that the package's code and tests read like the cases they were.
extension InvariantViolation {
  /// Two entries, layers or the alert share an id number (they are issued from one counter).
  @usableFromInline package static func duplicateID(_ id: UInt64) -> Self { Self(.duplicateID(id)) }
  /// An id was not issued by this state: its number is not below the state's next id.
  @usableFromInline package static func idNotIssued(_ id: UInt64, nextID: UInt64) -> Self {
    Self(.idNotIssued(id, nextID: nextID))
  }
  /// `nextID` is zero or above the largest id a state may issue.
  @usableFromInline package static func nextIDOutOfRange(_ next: UInt64) -> Self {
    Self(.nextIDOutOfRange(next))
  }
  /// The base is a tab bar with no tabs.
  @usableFromInline package static let noTabs = Self(.noTabs)
  /// A tab appears twice.
  @usableFromInline package static func duplicateTab(_ tab: TabID) -> Self {
    Self(.duplicateTab(tab))
  }
  /// A tab has an empty name.
  @usableFromInline package static let emptyTabName = Self(.emptyTabName)
  /// The selection names a tab that does not exist.
  @usableFromInline package static func selectionNotATab(_ tab: TabID) -> Self {
    Self(.selectionNotATab(tab))
  }
  @usableFromInline package static func selectionHidden(_ tab: TabID) -> Self {
    Self(.selectionHidden(tab))
  }
  /// A sheet's style is unusable (no detents, a detent out of range, a selected detent that is
  /// not offered, a negative or infinite corner radius).
  @usableFromInline package static func invalidSheetStyle(layer: LayerID, reason: String) -> Self {
    Self(.invalidSheetStyle(layer: layer, reason: reason))
  }
  /// The alert belongs to a screen or layer that is not in the state.
  @usableFromInline package static func alertOwnerMissing(_ owner: AlertOwner) -> Self {
    Self(.alertOwnerMissing(owner))
  }
  /// A two-column split view holds a stack in the content column it does not have.
  @usableFromInline package static let contentInTwoColumns = Self(.contentInTwoColumns)
  /// A split view's column shows a screen while the column before it shows none.
  @usableFromInline package static func columnWithoutPrevious(_ column: SplitColumn) -> Self {
    Self(.columnWithoutPrevious(column))
  }
}
