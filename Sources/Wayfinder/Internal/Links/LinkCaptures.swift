/// Where a path parameter's value is in the link: its byte range and whether it needs
/// percent-decoding, packed into one integer (start in the low 32 bits, end in the next 31,
/// the top bit set when the segment contains a `%`). Links are limited to `Int32.max` bytes,
/// so the range always fits.
struct LinkCapture: Sendable {
  let packed: UInt64

  init(start: Int, end: Int, encoded: Bool) {
    packed =
      UInt64(UInt32(truncatingIfNeeded: start)) | UInt64(end & 0x7FFF_FFFF) << 32
      | (encoded ? 1 << 63 : 0)
  }

  init(packed: UInt64) { self.packed = packed }

  var start: Int { Int(packed & 0xFFFF_FFFF) }
  var end: Int { Int(packed >> 32 & 0x7FFF_FFFF) }
  var encoded: Bool { packed >> 63 != 0 }
}

/// The path parameters of a link being matched: the first three inline, so that matching a
/// typical link allocates nothing for them; more spill into an array.
///
/// A capture is either a ``LinkCapture`` (a place in the link) or, for an `Int` parameter
/// written canonically (so that printing the value gives the text back), the value itself;
/// bit `i` of `ints` says which, for the first 32.
struct LinkCaptures: Sendable {
  var first: (UInt64, UInt64, UInt64) = (0, 0, 0)
  var more: [UInt64] = []
  /// Which captures hold an `Int` value rather than a place.
  private(set) var ints: UInt32 = 0
  /// How many captures there are.
  private(set) var count = 0

  /// Adds a place in the link.
  @inline(__always)
  mutating func append(_ capture: LinkCapture) {
    append(packed: capture.packed)
  }

  /// Adds a parsed `Int` value, or its place when there are already 32 captures.
  @inline(__always)
  mutating func append(int value: Int, place: LinkCapture) {
    guard count < 32 else { return append(place) }
    ints |= 1 << UInt32(count)
    append(packed: UInt64(bitPattern: Int64(value)))
  }

  @inline(__always)
  private mutating func append(packed: UInt64) {
    switch count {
    case 0: first.0 = packed
    case 1: first.1 = packed
    case 2: first.2 = packed
    default: more.append(packed)
    }
    count += 1
  }

  /// Whether every capture is an `Int` value, so that the link's text is not needed.
  var allInts: Bool { count <= 32 && ints == UInt32(truncatingIfNeeded: (1 << count) - 1) }
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
