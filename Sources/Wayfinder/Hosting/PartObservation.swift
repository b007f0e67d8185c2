public import Observation

/// The observation of a navigation state's parts, for the navigator and a host's displayed
/// state: one registrar and one key per part (the whole state, the tab selection, the layers,
/// the alert, the leave guards, each stack).
///
/// The keys belong to this non-generic class, so each is made once — a key path into a
/// generic class is instantiated through the runtime's generic metadata on every use, which
/// cost most of a command's time — and a stack's key is made the first time that stack is
/// observed or changed, then kept while the stack exists.
@MainActor
@usableFromInline
final class PartObservation: Observable {
  @usableFromInline let registrar = ObservationRegistrar()
  @usableFromInline let whole: KeyPath<PartObservation, Int> = \.wholeKey
  @usableFromInline let selection: KeyPath<PartObservation, Int> = \.selectionKey
  @usableFromInline let layers: KeyPath<PartObservation, Int> = \.layersKey
  @usableFromInline let alert: KeyPath<PartObservation, Int> = \.alertKey
  @usableFromInline let guards: KeyPath<PartObservation, Int> = \.guardsKey
  @usableFromInline var stackKeys: [StackLocation: KeyPath<PartObservation, Int>] = [:]

  @usableFromInline init() {}

  /// Records that the current observation reads `key`.
  @inlinable
  func access(_ key: KeyPath<PartObservation, Int>) {
    registrar.access(self, keyPath: key)
  }

  /// Records that the current observation reads the stack at `location`.
  @inlinable
  func accessStack(_ location: StackLocation) {
    registrar.access(self, keyPath: stackKey(location))
  }

  /// The key of the stack at `location`, made once.
  @usableFromInline
  func stackKey(_ location: StackLocation) -> KeyPath<PartObservation, Int> {
    if let key = stackKeys[location] { return key }
    let key: KeyPath<PartObservation, Int> = \.[stackKey: location]
    stackKeys[location] = key
    return key
  }

  /// Runs `change` between the `willSet` and `didSet` of every part `changed` names (and the
  /// whole state's), and forgets the keys of stacks that no longer exist.
  ///
  /// - Parameters:
  ///   - changed: The parts that differ.
  ///   - announceGuards: Whether the leave guards are observed separately.
  ///   - change: The assignment of the new state.
  @inlinable
  func announce(_ changed: ChangedParts, announceGuards: Bool, around change: () -> Void) {
    var keys: [KeyPath<PartObservation, Int>] = [whole]
    keys.reserveCapacity(4 + changed.stacks.count)
    if changed.selection { keys.append(selection) }
    if changed.layers { keys.append(layers) }
    if changed.alert { keys.append(alert) }
    if changed.guards, announceGuards { keys.append(guards) }
    for location in changed.stacks { keys.append(stackKey(location)) }
    for key in keys { registrar.willSet(self, keyPath: key) }
    change()
    for key in keys.reversed() { registrar.didSet(self, keyPath: key) }
    for location in changed.removedStacks { stackKeys[location] = nil }
  }

  // The parts' keys. They hold no data.
  @usableFromInline nonisolated var wholeKey: Int { 0 }
  @usableFromInline nonisolated var selectionKey: Int { 0 }
  @usableFromInline nonisolated var layersKey: Int { 0 }
  @usableFromInline nonisolated var alertKey: Int { 0 }
  @usableFromInline nonisolated var guardsKey: Int { 0 }
  @usableFromInline nonisolated subscript(stackKey location: StackLocation) -> Int { 0 }
}
