/// Observers in the order they registered, each under a key that removes it.
///
/// Delivery walks a snapshot of ``entries`` and calls the values still ``contains(_:)``, so an
/// observer added while an event is delivered first hears the next event, and one removed
/// meanwhile is not called again. Copying the snapshot allocates nothing.
@usableFromInline
struct ObserverList<Value> {
  @usableFromInline var entries: [(key: UInt64, value: Value)] = []

  @usableFromInline init() {}

  /// Whether nothing is registered.
  @inlinable var isEmpty: Bool { entries.isEmpty }

  /// Registers `value` under `key`, which must exceed every key used before.
  mutating func append(_ value: Value, key: UInt64) {
    entries.append((key, value))
  }

  /// Removes the value under `key`, if there is one.
  mutating func remove(_ key: UInt64) {
    entries.removeAll { $0.key == key }
  }

  /// Whether a value is registered under `key` (keys are sorted).
  @inlinable
  func contains(_ key: UInt64) -> Bool {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].key < key { low = middle + 1 } else { high = middle }
    }
    return low < entries.count && entries[low].key == key
  }
}
