/// The text in which `@Links` writes what it compiled for a table — its patterns' codes and
/// its trie — and from which the table reads them: one definition, compiled into the core,
/// which reads it, and into the `@Links` plugin, which writes it (this file is the plugin's too,
/// through a link).
///
/// The text is a run of numbers from −1 to 2³¹ − 2, each written plus one in hexadecimal
/// digits, least significant first: `a`…`p` for a digit that more digits follow, `A`…`P` for
/// the last one. ``numbers(_:)`` reads them all at once.
///
/// The codes (`_CompiledLinks`'s `codes`) are, for each link in declaration order, the count of
/// its path segments and their codes, then the count of its query names and their codes (see
/// ``LinkPattern/Code``).
///
/// The trie (`_CompiledLinks`'s `trie`) is, in order:
/// - the count of links;
/// - the count of the table's parameter types that are not `String` (`_CompiledLinks`'s
///   `types`), then for each, the number of the trie's type it is, or −1 for a type that only
///   a query names;
/// - the count of the trie's types, then for each, the parameter type it was first met as;
/// - the counts of nodes, literal slots and typed edges;
/// - each node's ``nodeFields`` fields: its count of literal slots (none, or a power of two
///   at least twice its literal children), its count of typed edges, its untyped child (or
///   −1), and its sample pattern (the one with the fewest segments through it, then the first
///   in alphabetical order, for "nearest pattern" messages; or −1);
/// - each slot's ``slotFields`` fields: its literal (a number of the codes' names) and its
///   child, or −1 and −1 for an empty slot;
/// - each typed edge's ``edgeFields`` fields: its type (a number of the trie's types), child.
///
/// Nodes are numbered in the order they were made, the root first; a node's slots and typed
/// edges follow the previous node's. What the reader can tell from the codes is not written:
/// which pattern ends at a node (its codes lead there), a slot's key (its literal's), where a
/// node's literal's bytes are.
enum LinkTrieForm {
  /// The fields of a node, of a literal slot and of a typed edge.
  static let nodeFields = 4
  static let slotFields = 2
  static let edgeFields = 2

  /// Appends `value`, from −1 to 2³¹ − 2, to `text`.
  static func append(_ value: Int, to text: inout String) {
    var value = UInt64(value + 1)
    while value >= 16 {
      text.unicodeScalars.append(Unicode.Scalar(UInt8(0x61 + value & 15)))
      value >>= 4
    }
    text.unicodeScalars.append(Unicode.Scalar(UInt8(0x41 + value)))
  }

  /// Every number of `text`, in order, or `nil` when `text` is not such a run.
  static func numbers(_ text: String) -> [Int32]? {
    let bytes = Array(text.utf8)
    // A number is one byte or more: the count of bytes is room enough.
    var numbers = [Int32](repeating: 0, count: bytes.count)
    var count = 0
    var value: UInt64 = 0
    var shift: UInt64 = 0
    for byte in bytes {
      // `A`…`P` and `a`…`p` alike are a digit; lowercase (bit 5) says more follow.
      let digit = UInt64((byte | 0x20) &- 0x61)
      guard digit < 16, shift < 32 else { return nil }
      value |= digit << shift
      if byte & 0x20 != 0 {
        shift += 4
        continue
      }
      // Written plus one, so at most 2³¹ − 1.
      guard value < 1 << 31 else { return nil }
      numbers[count] = Int32(truncatingIfNeeded: value &- 1)
      count += 1
      value = 0
      shift = 0
    }
    guard shift == 0 else { return nil }
    numbers.removeLast(numbers.count - count)
    return numbers
  }
}
