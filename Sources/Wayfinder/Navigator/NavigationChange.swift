/// What a ``Navigator/transaction(animated:_:)`` did: its event, and the screens, layers and
/// alert it created that are still there.
///
/// ```swift
/// let change = try navigator.transaction {
///   try $0.present(.compose, as: .sheet())
/// }
/// let sheet = change.layers.first      // the new sheet's id
/// await navigator.onScreen(change)     // returns once the sheet is on screen
/// ```
public struct NavigationChange: Hashable, Sendable {
  /// The sequence number of the change's event.
  public let sequence: Int
  /// The entries the change created that are still in the state, in the order they were
  /// created (a layer's root and a pushed screen alike).
  public let entries: [EntryID]
  /// The layers the change presented that are still presented, bottom to top.
  public let layers: [LayerID]
  /// The alert the change showed, if it is still showing.
  public let alert: AlertID?

  /// Creates a change; navigators create them.
  /// - Parameters:
  ///   - sequence: The last event's sequence number.
  ///   - entries: The entries created.
  ///   - layers: The layers presented.
  ///   - alert: The alert shown.
  package init(
    sequence: Int, entries: [EntryID] = [], layers: [LayerID] = [], alert: AlertID? = nil
  ) {
    self.sequence = sequence
    self.entries = entries
    self.layers = layers
    self.alert = alert
  }

  /// The last entry created: the screen a push or a present put on top.
  package var entry: EntryID? { entries.last }
  /// The last layer presented.
  package var layer: LayerID? { layers.last }
}
