/// The text in which `@Links` writes the trie it compiled for a table, and from which the
/// table reads it: one definition, compiled into the core, which reads it, and into the
/// `@Links` plugin, which writes it (this file is the plugin's too, through a link).
///
/// The text is a run of numbers, each in hexadecimal digits, least significant first: `a`…`p`
/// for a digit that more digits follow, `A`…`P` for the last one. A number that may be −1 (a
/// missing node, pattern or type) is written plus one; a literal's key as it is. In order:
/// - the count of links;
/// - the count of the table's parameter types that are not `String` (`_CompiledLinks`'s
///   `types`), then for each, the number of the trie's type it is, or −1 for a type that only
///   a query names;
/// - the count of the trie's types, then for each, the parameter type it was first met as;
/// - the counts of nodes, literal slots and typed edges;
/// - each node's ``nodeFields`` fields: slot mask, first slot, first typed edge, typed edge
///   count, flags, untyped child, terminal pattern, catch-all pattern, sample pattern, and the
///   start of its literal's bytes;
/// - each slot's ``slotFields`` fields: key, byte count, child;
/// - each typed edge's ``edgeFields`` fields: its type (a number of the trie's types), child.
enum LinkTrieForm {
  /// The fields of a node, of a literal slot and of a typed edge.
  static let nodeFields = 10
  static let slotFields = 3
  static let edgeFields = 2

  /// Appends `value` to `text`.
  static func append(_ value: UInt64, to text: inout String) {
    var value = value
    while value >= 16 {
      text.unicodeScalars.append(Unicode.Scalar(UInt8(0x61 + value & 15)))
      value >>= 4
    }
    text.unicodeScalars.append(Unicode.Scalar(UInt8(0x41 + value)))
  }

  /// Appends a number that is −1 or more to `text`.
  static func append(_ value: Int, to text: inout String) {
    append(UInt64(value + 1), to: &text)
  }

  /// Reads the numbers of a form in order.
  struct Reader {
    private let bytes: [UInt8]
    /// The count of `bytes`, kept so that each read compares with a number held here.
    private let count: Int
    private var index = 0

    /// A reader at the start of `text`.
    init(_ text: String) {
      bytes = Array(text.utf8)
      count = bytes.count
    }

    /// Whether every number was read.
    var isAtEnd: Bool { index == count }

    /// The next number as written, or `nil` at the end or on a byte that is not a digit.
    @inline(__always)
    mutating func unsigned() -> UInt64? {
      // Most numbers are one digit.
      if index < count, bytes[index] &- 0x41 < 16 {
        index += 1
        return UInt64(bytes[index - 1] &- 0x41)
      }
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while index < count, shift < 64 {
        let byte = bytes[index]
        index += 1
        if byte &- 0x61 < 16 {
          value |= UInt64(byte &- 0x61) << shift
          shift += 4
        } else if byte &- 0x41 < 16 {
          return value | UInt64(byte &- 0x41) << shift
        } else {
          return nil
        }
      }
      return nil
    }

    /// The next number written plus one, when it lies in `range`.
    @inline(__always)
    mutating func int(in range: Range<Int>) -> Int? {
      guard let value = unsigned(), value <= UInt64(Int32.max) else { return nil }
      let number = Int(value) - 1
      return range.contains(number) ? number : nil
    }
  }
}
