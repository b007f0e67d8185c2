/// Where a path parameter's value is in the link: its byte range and whether it needs
/// percent-decoding, packed into one integer (start in the low 32 bits, end in the next 31,
/// the top bit set when the segment contains a `%`). Links are limited to `Int32.max` bytes,
/// so the range always fits.
struct LinkCapture: Sendable {
  let packed: UInt64

  init(start: Int, end: Int, encoded: Bool) {
    packed = UInt64(UInt32(truncatingIfNeeded: start)) | UInt64(end & 0x7FFF_FFFF) << 32
      | (encoded ? 1 << 63 : 0)
  }

  init(packed: UInt64) { self.packed = packed }

  var start: Int { Int(packed & 0xFFFF_FFFF) }
  var end: Int { Int(packed >> 32 & 0x7FFF_FFFF) }
  var encoded: Bool { packed >> 63 != 0 }
}

/// The path parameters of a link being matched: the first three inline, so that matching a
/// typical link allocates nothing for them; more spill into an array.
struct LinkCaptures: Sendable {
  var first: (UInt64, UInt64, UInt64) = (0, 0, 0)
  var more: [UInt64] = []
  /// How many captures there are.
  private(set) var count = 0

  /// Adds a capture at the end.
  mutating func append(_ capture: LinkCapture) {
    switch count {
    case 0: first.0 = capture.packed
    case 1: first.1 = capture.packed
    case 2: first.2 = capture.packed
    default: more.append(capture.packed)
    }
    count += 1
  }
}

/// The rarely present parts of a matched link, kept behind one optional reference so that a
/// typical match carries no arrays: captures past the third, the query and the catch-all.
final class LinkExtras: Sendable {
  /// Captures from the fourth on.
  let more: [UInt64]
  /// The query parameters present, decoded and checked.
  let query: [LinkParameter]
  /// The catch-all's segments, decoded.
  let remainder: [String]

  init(more: [UInt64], query: [LinkParameter], remainder: [String]) {
    self.more = more
    self.query = query
    self.remainder = remainder
  }
}
