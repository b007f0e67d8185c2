/// A few names compared without ASCII case (the accepted schemes or hosts), each with a key
/// so that a lookup compares one integer per name: the lowercased bytes packed into the key
/// when there are at most eight, else their hash, confirmed byte by byte.
struct NameSet: Sendable {
  /// The names, lowercased, in the order given.
  let names: [String]
  private let keys: [UInt64]
  private let bytes: [[UInt8]]

  init(_ names: [String]) {
    self.names = names.map { $0.lowercased() }
    bytes = self.names.map { Array($0.utf8) }
    keys = bytes.map { name in name.withUnsafeBufferPointer { Self.key($0) } }
  }

  /// Whether `name` is in the set, ignoring ASCII case.
  /// - Parameters:
  ///   - name: The name's bytes.
  ///   - known: The name's key, when the caller made it while reading the name.
  func contains(_ name: UnsafeBufferPointer<UInt8>, key known: UInt64? = nil) -> Bool {
    let key = known ?? Self.key(name)
    for index in keys.indices where keys[index] == key && bytes[index].count == name.count {
      if name.count <= 8 { return true }
      if zip(bytes[index], name).allSatisfy({ $0 == Self.lower($1) }) { return true }
    }
    return false
  }

  /// The key of a name: lowercased bytes packed, or hashed beyond eight.
  @inline(__always)
  private static func key(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var key: UInt64 = 0
    if name.count <= 8 {
      for index in 0..<name.count { key |= UInt64(lower(name[index])) << (8 * UInt64(index)) }
      return key
    }
    key = 0xcbf2_9ce4_8422_2325
    for byte in name {
      key ^= UInt64(lower(byte))
      key &*= 0x0000_0100_0000_01b3
    }
    return key
  }

  @inline(__always)
  static func lower(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }
}
