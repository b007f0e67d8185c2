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
    keys = bytes.map { LinkBytes.key($0) }
  }

  /// Whether `name` is in the set, ignoring ASCII case.
  /// - Parameters:
  ///   - name: The name's bytes.
  ///   - known: The name's key, when the caller made it while reading the name.
  func contains(_ name: ArraySlice<UInt8>, key known: UInt64? = nil) -> Bool {
    let key = known ?? LinkBytes.key(name, foldingCase: true)
    for index in keys.indices where keys[index] == key && bytes[index].count == name.count {
      if name.count <= 8 { return true }
      if zip(bytes[index], name).allSatisfy({ $0 == LinkBytes.lower($1) }) { return true }
    }
    return false
  }
}
