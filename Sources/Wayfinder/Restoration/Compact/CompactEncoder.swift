/// Writes `Encodable` values in the compact format, into one growing buffer.
///
/// Containers are written as they are filled; a container ends (its ``CompactTag/end`` is
/// written) when its parent writes again, or when the value is finished. A container written
/// to after it ended — which no synthesised `encode(to:)` does — is an error.
final class CompactWriter {
  var bytes: [UInt8] = []
  private(set) var keys: [String] = []
  private var keyIDs: [String: Int] = [:]
  /// The depths of the containers still open, outermost first.
  private var open: [Int] = []
  let userInfo: [CodingUserInfoKey: any Sendable]
  /// The first misuse seen where the `Encoder` protocol gives no way to throw.
  private var failure: (any Error)?

  init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
    self.userInfo = userInfo
    bytes.reserveCapacity(1024)
  }

  /// Writes one value and closes every container it opened.
  func write(_ value: some Encodable) throws {
    try CompactEncoder(writer: self, depth: 0, base: [], key: nil).encodeValue(value)
    closeAll()
    if let failure { throw failure }
  }

  /// Closes the containers deeper than `depth` before something is written at `depth`.
  func prepare(depth: Int) throws {
    while let last = open.last, last > depth {
      bytes.append(CompactTag.end)
      open.removeLast()
    }
    if depth > 0, open.last != depth {
      let error = EncodingError.invalidValue(
        depth,
        EncodingError.Context(
          codingPath: [], debugDescription: "a container was written to after it ended"))
      failure = failure ?? error
      throw error
    }
  }

  /// Opens a container at `depth` (its tag is written by the caller).
  func opened(depth: Int) { open.append(depth) }

  func closeAll() {
    while !open.isEmpty {
      bytes.append(CompactTag.end)
      open.removeLast()
    }
  }

  /// The table index (from 1) of a key.
  func keyID(_ key: String) -> UInt64 {
    // Tables are small: comparing a few short strings is cheaper than hashing one.
    if keys.count <= 16 {
      if let index = keys.firstIndex(of: key) { return UInt64(index + 1) }
    } else if let id = keyIDs[key] {
      return UInt64(id)
    }
    keys.append(key)
    keyIDs[key] = keys.count
    return UInt64(keys.count)
  }

  func writeInteger(_ value: Int64) {
    if value >= 0 {
      writeUnsigned(UInt64(value))
    } else {
      bytes.append(CompactTag.negative)
      bytes.appendVarint(UInt64(-(value + 1)))
    }
  }

  func writeUnsigned(_ value: UInt64) {
    if value < 0x80 {
      bytes.append(CompactTag.smallInteger | UInt8(value))
    } else {
      bytes.append(CompactTag.unsigned)
      bytes.appendVarint(value)
    }
  }

  func writeString(_ value: String) {
    bytes.append(CompactTag.string)
    bytes.appendString(value)
  }

  func writeDouble(_ value: Double) {
    bytes.append(CompactTag.double)
    appendLittleEndian(value.bitPattern)
  }

  func writeFloat(_ value: Float) {
    bytes.append(CompactTag.float)
    appendLittleEndian(value.bitPattern)
  }

  /// Appends an integer's bytes, least significant first, without unsafe pointers.
  private func appendLittleEndian<Bits: FixedWidthInteger>(_ bits: Bits) {
    for shift in stride(from: 0, to: Bits.bitWidth, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: bits >> shift))
    }
  }
}

/// The `Encoder` of ``CompactWriter``: a position (depth) in the value being written.
struct CompactEncoder: Encoder, CompactScalarWriting {
  let writer: CompactWriter
  /// The depth of the container this encoder's value goes into (0 for the top).
  let depth: Int
  let base: [any CodingKey]
  let key: (any CodingKey)?
  var userInfo: [CodingUserInfoKey: Any] { writer.userInfo }

  /// Encodes a value through its own conformance (scalars write themselves through the
  /// containers' overloads below).
  func encodeValue(_ value: some Encodable) throws {
    try value.encode(to: self)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    writer.bytes.append(CompactTag.keyed)
    writer.opened(depth: depth + 1)
    return KeyedEncodingContainer(
      CompactKeyedEncoder<Key>(writer: writer, depth: depth + 1, base: base, key: key))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    writer.bytes.append(CompactTag.unkeyed)
    writer.opened(depth: depth + 1)
    return CompactUnkeyedEncoder(writer: writer, depth: depth + 1, base: base, key: key)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    CompactSingleEncoder(writer: writer, depth: depth, base: base, key: key)
  }
}

/// Writes scalars: the part shared by the three kinds of container. Each scalar type has its
/// own overload, so that synthesised conformances reach the writer without a dynamic cast.
///
/// A coding path is kept as the path above and the last key, and put together only when
/// asked, so that writing a value allocates no path.
protocol CompactScalarWriting {
  var writer: CompactWriter { get }
  var depth: Int { get }
  var base: [any CodingKey] { get }
  var key: (any CodingKey)? { get }
}

extension CompactScalarWriting {
  var codingPath: [any CodingKey] { key.map { base + [$0] } ?? base }

  func nested(_ key: (any CodingKey)?) -> CompactEncoder {
    CompactEncoder(writer: writer, depth: depth, base: codingPath, key: key)
  }

  func write(_ value: Bool) {
    writer.bytes.append(value ? CompactTag.trueValue : CompactTag.falseValue)
  }
  func write(_ value: String) { writer.writeString(value) }
  func write(_ value: Double) { writer.writeDouble(value) }
  func write(_ value: Float) { writer.writeFloat(value) }
  func write(signed value: Int64) { writer.writeInteger(value) }
  func write(unsigned value: UInt64) { writer.writeUnsigned(value) }
}

struct CompactKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol, CompactScalarWriting {
  let writer: CompactWriter
  let depth: Int
  let base: [any CodingKey]
  let key: (any CodingKey)?

  private func begin(_ key: Key) throws {
    try writer.prepare(depth: depth)
    writer.bytes.appendVarint(writer.keyID(key.stringValue))
  }

  mutating func encodeNil(forKey key: Key) throws {
    try begin(key)
    writer.bytes.append(CompactTag.null)
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try begin(key)
    write(value)
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    try begin(key)
    write(value)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    try begin(key)
    write(value)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    try begin(key)
    write(value)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    try begin(key)
    write(signed: Int64(value))
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    try begin(key)
    write(signed: Int64(value))
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    try begin(key)
    write(signed: Int64(value))
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    try begin(key)
    write(signed: Int64(value))
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    try begin(key)
    write(signed: Int64(value))
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    try begin(key)
    write(unsigned: UInt64(value))
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    try begin(key)
    write(unsigned: UInt64(value))
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    try begin(key)
    write(unsigned: UInt64(value))
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    try begin(key)
    write(unsigned: UInt64(value))
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try begin(key)
    write(unsigned: UInt64(value))
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try begin(key)
    try nested(key).encodeValue(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    try? begin(key)
    return nested(key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    try? begin(key)
    return nested(key).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(forKey: Key(stringValue: "super")!)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    try? begin(key)
    return nested(key)
  }
}

/// An unkeyed or single-value container: each value goes in after ``next()``.
protocol CompactSequentialWriting: CompactScalarWriting {
  mutating func next() throws
}

extension CompactSequentialWriting {
  mutating func encodeNil() throws {
    try next()
    writer.bytes.append(CompactTag.null)
  }

  mutating func encode(_ value: Bool) throws {
    try next()
    write(value)
  }
  mutating func encode(_ value: String) throws {
    try next()
    write(value)
  }
  mutating func encode(_ value: Double) throws {
    try next()
    write(value)
  }
  mutating func encode(_ value: Float) throws {
    try next()
    write(value)
  }
  mutating func encode(_ value: Int) throws {
    try next()
    write(signed: Int64(value))
  }
  mutating func encode(_ value: Int8) throws {
    try next()
    write(signed: Int64(value))
  }
  mutating func encode(_ value: Int16) throws {
    try next()
    write(signed: Int64(value))
  }
  mutating func encode(_ value: Int32) throws {
    try next()
    write(signed: Int64(value))
  }
  mutating func encode(_ value: Int64) throws {
    try next()
    write(signed: Int64(value))
  }
  mutating func encode(_ value: UInt) throws {
    try next()
    write(unsigned: UInt64(value))
  }
  mutating func encode(_ value: UInt8) throws {
    try next()
    write(unsigned: UInt64(value))
  }
  mutating func encode(_ value: UInt16) throws {
    try next()
    write(unsigned: UInt64(value))
  }
  mutating func encode(_ value: UInt32) throws {
    try next()
    write(unsigned: UInt64(value))
  }
  mutating func encode(_ value: UInt64) throws {
    try next()
    write(unsigned: UInt64(value))
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try next()
    try nested(nil).encodeValue(value)
  }
}

struct CompactUnkeyedEncoder: UnkeyedEncodingContainer, CompactSequentialWriting {
  let writer: CompactWriter
  let depth: Int
  let base: [any CodingKey]
  let key: (any CodingKey)?
  private(set) var count = 0

  init(writer: CompactWriter, depth: Int, base: [any CodingKey], key: (any CodingKey)?) {
    self.writer = writer
    self.depth = depth
    self.base = base
    self.key = key
  }

  mutating func next() throws {
    try writer.prepare(depth: depth)
    count += 1
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    try? next()
    return nested(nil).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    try? next()
    return nested(nil).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    try? next()
    return nested(nil)
  }
}

struct CompactSingleEncoder: SingleValueEncodingContainer, CompactSequentialWriting {
  let writer: CompactWriter
  let depth: Int
  let base: [any CodingKey]
  let key: (any CodingKey)?

  mutating func next() throws {
    try writer.prepare(depth: depth)
  }
}
