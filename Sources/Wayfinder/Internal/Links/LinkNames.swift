/// The distinct segment names of a builder's patterns — literals (decoded) and parameter
/// names — each stored once and numbered, so that a pattern keeps small numbers and shared
/// text, and the trie compares numbers instead of text.
///
/// Each name also keeps its lookup key (``LinkBytes/key(_:foldingCase:)``: its bytes packed
/// into an integer up to eight bytes, else their hash), which the compiled trie's literal
/// slots use as they are.
@usableFromInline
struct LinkNames: Sendable {
  /// The names' texts, by number.
  private(set) var texts: [String] = []
  /// The names' lookup keys, by number.
  private(set) var keys: [UInt64] = []
  /// The names' bytes, one after another: name `n` is `bytes[starts[n]..<starts[n + 1]]`.
  private(set) var bytes: [UInt8] = []
  /// Where each name starts in `bytes`, and one more entry for the end of the last.
  private(set) var starts: [Int32] = [0]
  /// Open addressing over the keys, probing linearly: a name's number plus one, or 0 for an
  /// empty slot. Never more than half full.
  private var slots: [Int32] = Array(repeating: 0, count: 64)

  @usableFromInline init() {}

  /// The number of names.
  @usableFromInline var count: Int { texts.count }

  /// The length in bytes of name `number`.
  func length(_ number: Int32) -> Int {
    Int(starts[Int(number) + 1] - starts[Int(number)])
  }

  /// The number of the name whose bytes are `source[range]`, storing it first when it is new.
  /// - Parameters:
  ///   - source: Bytes that hold the name.
  ///   - range: Where the name is in `source`.
  ///   - text: The name as text when the caller has it (else it is made from the bytes,
  ///     which must then be valid UTF-8).
  /// - Complexity: O(name length).
  mutating func intern(_ source: [UInt8], _ range: Range<Int>, text: String? = nil) -> Int32 {
    let key = Self.key(source, range)
    let mask = slots.count - 1
    var slot = LinkBytes.slot(key, count: range.count, mask: mask)
    while slots[slot] != 0 {
      let number = Int(slots[slot] - 1)
      if keys[number] == key, length(Int32(number)) == range.count,
        range.count <= 8 || equals(number, source, range)
      {
        return Int32(number)
      }
      slot = (slot + 1) & mask
    }
    let number = Int32(texts.count)
    texts.append(text ?? String(decoding: source[range], as: UTF8.self))
    keys.append(key)
    bytes.append(contentsOf: source[range])
    starts.append(Int32(bytes.count))
    slots[slot] = number + 1
    if texts.count * 2 > slots.count { grow() }
    return number
  }

  /// The number of `text`, storing it first when it is new.
  mutating func intern(_ text: String) -> Int32 {
    let source = Array(text.utf8)
    return intern(source, 0..<source.count, text: text)
  }

  private func equals(_ number: Int, _ source: [UInt8], _ range: Range<Int>) -> Bool {
    bytes[Int(starts[number])..<Int(starts[number + 1])].elementsEqual(source[range])
  }

  private mutating func grow() {
    var larger = [Int32](repeating: 0, count: slots.count * 2)
    let mask = larger.count - 1
    for number in texts.indices {
      var slot = LinkBytes.slot(keys[number], count: length(Int32(number)), mask: mask)
      while larger[slot] != 0 { slot = (slot + 1) & mask }
      larger[slot] = Int32(number + 1)
    }
    slots = larger
  }

  /// ``LinkBytes/key(_:foldingCase:)`` of `source[range]`, over an array.
  static func key(_ source: [UInt8], _ range: Range<Int>) -> UInt64 {
    LinkBytes.key(source[range])
  }

}
