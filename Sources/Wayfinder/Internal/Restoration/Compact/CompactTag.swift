/// The one-byte tags of the compact restoration format (format 3). See "Restoration formats" in
/// DESIGN.md and ``CompactState`` for the whole layout.
///
/// Every value starts with a tag. Integers from 0 to 127 are the tag itself (`0x80 | n`); other
/// integers follow their tag as LEB128 varints (negative ones as the varint of `-(n + 1)`).
/// Containers hold their contents up to an ``end`` tag, so any value can be skipped without
/// decoding it, and keys are varints into the payload's key table (from 1; 0 is ``end``).
enum CompactTag {
  static let end: UInt8 = 0x00
  static let null: UInt8 = 0x01
  static let falseValue: UInt8 = 0x02
  static let trueValue: UInt8 = 0x03
  static let negative: UInt8 = 0x04
  static let unsigned: UInt8 = 0x05
  static let double: UInt8 = 0x06
  static let float: UInt8 = 0x07
  static let string: UInt8 = 0x08
  static let keyed: UInt8 = 0x09
  static let unkeyed: UInt8 = 0x0A
  static let smallInteger: UInt8 = 0x80

  /// The deepest nesting of containers a reader accepts.
  static let maximumDepth = 48
}

/// Appends LEB128 varints and raw bytes.
extension [UInt8] {
  mutating func appendVarint(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    append(UInt8(rest))
  }

  mutating func appendString(_ text: String) {
    appendVarint(UInt64(text.utf8.count))
    append(contentsOf: text.utf8)
  }
}
