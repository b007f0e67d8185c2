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

  /// Encodes a value through its own conformance (scalars come back through the containers'
  /// generic `encode`, which writes them directly).
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

/// A value the compact format writes itself rather than through its `Encodable` conformance:
/// `Bool`, `String`, `Double`, `Float` and the fixed-width integers up to 64 bits, the scalars
/// the containers' protocols name one by one. Each container writes them all with one generic
/// `encode`, which stands for every scalar overload of its protocol, so that synthesised
/// conformances reach the writer without a dynamic cast.
protocol CompactScalar {
  /// Writes the value's tag and bytes.
  func write(to writer: CompactWriter)
}

extension Bool: CompactScalar {
  func write(to writer: CompactWriter) {
    writer.bytes.append(self ? CompactTag.trueValue : CompactTag.falseValue)
  }
}

extension String: CompactScalar {
  func write(to writer: CompactWriter) { writer.writeString(self) }
}

extension Double: CompactScalar {
  func write(to writer: CompactWriter) { writer.writeDouble(self) }
}

extension Float: CompactScalar {
  func write(to writer: CompactWriter) { writer.writeFloat(self) }
}

/// A signed integer is written as an `Int64`, an unsigned one as a `UInt64`: the same bytes for
/// the same value whatever its width. (`Int128` and `UInt128` are not scalars here: the
/// protocols' default refuses them.)
extension CompactScalar where Self: FixedWidthInteger {
  func write(to writer: CompactWriter) {
    if Self.isSigned {
      writer.writeInteger(Int64(self))
    } else {
      writer.writeUnsigned(UInt64(self))
    }
  }
}

extension Int: CompactScalar {}
extension Int8: CompactScalar {}
extension Int16: CompactScalar {}
extension Int32: CompactScalar {}
extension Int64: CompactScalar {}
extension UInt: CompactScalar {}
extension UInt8: CompactScalar {}
extension UInt16: CompactScalar {}
extension UInt32: CompactScalar {}
extension UInt64: CompactScalar {}

/// The part shared by the three kinds of container: where they write, and the coding path.
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

  /// Every scalar overload of the protocol (`Bool`, `String`, `Int`, `UInt8`…).
  mutating func encode<T: CompactScalar & Encodable>(_ value: T, forKey key: Key) throws {
    try begin(key)
    value.write(to: writer)
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

  /// Every scalar overload of the protocols (`Bool`, `String`, `Int`, `UInt8`…).
  mutating func encode<T: CompactScalar & Encodable>(_ value: T) throws {
    try next()
    value.write(to: writer)
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
