/// How a literal's bytes are keyed and where a key sits in a node's slots: one definition,
/// compiled into the core, which builds tables at run time, and into the `@Links` plugin, which
/// compiles a table's trie when the enum is compiled (this file is the plugin's too, through a
/// link), so that both place every literal in the same slot.
extension LinkBytes {
  /// The lookup key of a literal segment or a name: its bytes packed into an integer when
  /// there are at most eight, else their hash. Keys are compared together with the length.
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - foldingCase: Whether ASCII letters count as lowercase (for schemes and hosts).
  @inline(__always)
  static func key<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, foldingCase: Bool = false
  ) -> UInt64 where Bytes.Index == Int {
    guard bytes.count <= 8 else { return hash(bytes, foldingCase: foldingCase) }
    var key: UInt64 = 0
    var shift: UInt64 = 0
    for byte in bytes {
      key |= UInt64(foldingCase ? lower(byte) : byte) << shift
      shift += 8
    }
    return key
  }

  /// An ASCII letter as lowercase; any other byte as it is.
  @inline(__always)
  static func lower(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }

  /// The home slot of a key in a table of `mask + 1` slots.
  @inline(__always)
  static func slot(_ key: UInt64, count: Int, mask: Int) -> Int {
    Int(truncatingIfNeeded: ((key ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// FNV-1a over bytes (ASCII-lowercased when `foldingCase`), used to look long literals and
  /// names up.
  static func hash<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, foldingCase: Bool = false
  ) -> UInt64 where Bytes.Index == Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(foldingCase ? lower(byte) : byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }
}
