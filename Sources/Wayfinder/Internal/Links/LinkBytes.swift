/// Byte-level parsing used on the matching hot path, over any run of bytes indexed by `Int`
/// (an array, or a slice of one, which keeps its indices).
enum LinkBytes {
  /// Parses an optionally signed decimal `Int`, or `nil` on anything else or overflow.
  static func int<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Int?
  where Bytes.Index == Int {
    guard !bytes.isEmpty else { return nil }
    var index = bytes.startIndex
    let first = bytes[index]
    let negative = first == UInt8(ascii: "-")
    if negative || first == UInt8(ascii: "+") { index += 1 }
    guard index < bytes.endIndex else { return nil }
    var value = 0
    while index < bytes.endIndex {
      let digit = Int(bytes[index]) &- 48
      guard digit >= 0, digit <= 9 else { return nil }
      let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) =
        negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
      guard !overflow1, !overflow2 else { return nil }
      value = sum
      index += 1
    }
    return value
  }

  /// Whether a text that ``int(_:)`` accepts is written as `String(value)` would write it:
  /// no `+`, no leading zero, no `-0`.
  static func isCanonical<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool
  where Bytes.Index == Int {
    let start = bytes.startIndex
    let first = bytes[start]
    if first == UInt8(ascii: "+") { return false }
    let digits = start + (first == UInt8(ascii: "-") ? 1 : 0)
    return bytes[digits] != UInt8(ascii: "0") || bytes.count == 1
  }

  /// Whether the bytes are a UUID in 8-4-4-4-12 hex form.
  static func isUUID<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool
  where Bytes.Index == Int {
    guard bytes.count == 36 else { return false }
    for (index, byte) in bytes.enumerated() {
      if index == 8 || index == 13 || index == 18 || index == 23 {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard hexValue(byte) != nil else { return false }
      }
    }
    return true
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Percent-decodes a pattern's literal (a `+` stays a `+`), or `nil` when malformed or not
  /// UTF-8: ``decode(_:plusIsSpace:)`` for building.
  static func decode(_ bytes: ArraySlice<UInt8>) -> String? {
    decode(bytes, plusIsSpace: false)
  }

  /// Percent-decodes bytes (and `+` as space when `plusIsSpace`), or `nil` when malformed or
  /// not UTF-8.
  static func decode<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, plusIsSpace: Bool
  ) -> String? where Bytes.Index == Int {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
          let low = hexValue(bytes[index + 2])
        else { return nil }
        output.append(high << 4 | low)
        index += 3
      } else {
        output.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index += 1
      }
    }
    return validUTF8(output)
  }

  /// The text of `bytes` when they are well-formed UTF-8, else `nil`. (Written out rather than
  /// using `String(validating:as:)`, which needs iOS 18 and macOS 15.)
  static func validUTF8(_ bytes: [UInt8]) -> String? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid: continue
      case .emptyInput: return String(decoding: bytes, as: UTF8.self)
      case .error: return nil
      }
    }
  }
}
