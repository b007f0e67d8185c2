public import Observation

/// The observation of a navigation state's parts, for the navigator and a host's displayed
/// state: one registrar and one key per part (the whole state, the tab selection, the layers,
/// the alert, the leave guards, each stack).
///
/// The keys belong to this non-generic class, so each is made once — a key path into a
/// generic class is instantiated through the runtime's generic metadata on every use, which
/// cost most of a command's time. Each stack has a key of its own, made from its location, so
/// a change to one stack is announced to that stack's readers alone. A change is announced
/// only for parts someone has read: a stack's key is made the first time that stack is read
/// and kept while the stack exists, and the other parts are marked when first read. A part
/// nobody has read has no observer to tell, so skipping it changes nothing but the cost.
@MainActor
@usableFromInline
final class PartObservation: Observable {
  @usableFromInline let registrar = ObservationRegistrar()
  @usableFromInline let whole: KeyPath<PartObservation, Int> = \.wholeKey
  @usableFromInline let selection: KeyPath<PartObservation, Int> = \.selectionKey
  @usableFromInline let layers: KeyPath<PartObservation, Int> = \.layersKey
  @usableFromInline let alert: KeyPath<PartObservation, Int> = \.alertKey
  @usableFromInline let guards: KeyPath<PartObservation, Int> = \.guardsKey
  @usableFromInline let active: KeyPath<PartObservation, Int> = \.activeKey
  /// The key of each stack someone has read.
  @usableFromInline var stackKeys: [StackLocation: KeyPath<PartObservation, Int>] = [:]
  /// The parts other than stacks that have been read, by ``Part`` bit.
  @usableFromInline var read: UInt8 = 0

  /// The parts other than stacks, as bits of ``read``.
  @usableFromInline
  enum Part {
    @usableFromInline static let whole: UInt8 = 1
    @usableFromInline static let selection: UInt8 = 2
    @usableFromInline static let layers: UInt8 = 4
    @usableFromInline static let alert: UInt8 = 8
    @usableFromInline static let guards: UInt8 = 16
    @usableFromInline static let active: UInt8 = 32
  }

  @usableFromInline nonisolated init() {}

  /// Records that the current observation reads `key`, one of the non-stack parts.
  @inlinable
  func access(_ key: KeyPath<PartObservation, Int>) {
    read |= bit(of: key)
    registrar.access(self, keyPath: key)
  }

  /// The ``Part`` bit of a non-stack key.
  @usableFromInline
  func bit(of key: KeyPath<PartObservation, Int>) -> UInt8 {
    if key === whole { return Part.whole }
    if key === selection { return Part.selection }
    if key === layers { return Part.layers }
    if key === alert { return Part.alert }
    if key === active { return Part.active }
    return Part.guards
  }

  /// Records that the current observation reads the stack at `location`.
  @inlinable
  func accessStack(_ location: StackLocation) {
    registrar.access(self, keyPath: stackKey(location))
  }

  /// The key of the stack at `location`, made once: its own, naming the location, so that no
  /// two stacks share one and a reader hears only of the stack it read.
  @usableFromInline
  func stackKey(_ location: StackLocation) -> KeyPath<PartObservation, Int> {
    if let known = stackKeys[location] { return known }
    let key: KeyPath<PartObservation, Int> = \.[stackKey: location]
    stackKeys[location] = key
    return key
  }

  /// Forgets the key of a stack that left the state.
  @usableFromInline
  func forgetStack(_ location: StackLocation) {
    stackKeys.removeValue(forKey: location)
  }

  /// Runs `change` between the `willSet` and `didSet` of every part that `changed` names and
  /// someone has read (the whole state's, if read, on any change), and forgets the keys of
  /// stacks that no longer exist.
  ///
  /// - Parameters:
  ///   - changed: The parts that differ.
  ///   - announceGuards: Whether the leave guards are observed separately.
  ///   - change: The assignment of the new state.
  @inlinable
  func announce(_ changed: ChangedParts, announceGuards: Bool, around change: () -> Void) {
    var keys: [KeyPath<PartObservation, Int>] = []
    if read != 0 {
      if read & Part.whole != 0 { keys.append(whole) }
      if changed.selection, read & Part.selection != 0 { keys.append(selection) }
      if changed.layers, read & Part.layers != 0 { keys.append(layers) }
      if changed.alert, read & Part.alert != 0 { keys.append(alert) }
      if changed.guards, announceGuards, read & Part.guards != 0 { keys.append(guards) }
      if changed.activeStack, read & Part.active != 0 { keys.append(active) }
    }
    if !stackKeys.isEmpty {
      for location in changed.stacks {
        if let known = stackKeys[location] { keys.append(known) }
      }
    }
    if keys.isEmpty {
      change()
    } else {
      for key in keys { registrar.willSet(self, keyPath: key) }
      change()
      for key in keys.reversed() { registrar.didSet(self, keyPath: key) }
    }
    if !stackKeys.isEmpty {
      for location in changed.removedStacks { forgetStack(location) }
    }
  }

  // The parts' keys. They hold no data.
  @usableFromInline nonisolated var wholeKey: Int { 0 }
  @usableFromInline nonisolated var selectionKey: Int { 0 }
  @usableFromInline nonisolated var layersKey: Int { 0 }
  @usableFromInline nonisolated var alertKey: Int { 0 }
  @usableFromInline nonisolated var guardsKey: Int { 0 }
  @usableFromInline nonisolated var activeKey: Int { 0 }
  @usableFromInline nonisolated subscript(stackKey location: StackLocation) -> Int { 0 }
}
