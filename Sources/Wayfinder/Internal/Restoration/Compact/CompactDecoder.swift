/// Reads values of the compact format from a byte array, checking every length and tag.
@usableFromInline
struct CompactReader {
  @usableFromInline let bytes: [UInt8]
  @usableFromInline let keys: [String]
  @usableFromInline var position: Int
  /// The index of the payload's first byte in `bytes`: positions in errors count from it.
  let origin: Int

  /// A reader of `bytes` from `position`, with the payload's key table, whose payload starts
  /// at `origin`.
  @usableFromInline
  init(bytes: [UInt8], keys: [String] = [], position: Int = 0, origin: Int = 0) {
    self.bytes = bytes
    self.keys = keys
    self.position = position
    self.origin = origin
  }

  /// The error for malformed data at the current position.
  @usableFromInline
  func malformed(_ what: String) -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: [], debugDescription: "\(what) at byte \(position - origin)"))
  }

  @usableFromInline var isAtEnd: Bool { position >= bytes.count }

  @usableFromInline
  mutating func byte() throws -> UInt8 {
    guard position < bytes.count else { throw malformed("unexpected end") }
    defer { position += 1 }
    return bytes[position]
  }

  @usableFromInline
  mutating func varint() throws -> UInt64 {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let next = try byte()
      guard shift < 64, shift < 63 || next <= 1 else { throw malformed("varint overflow") }
      result |= UInt64(next & 0x7F) << shift
      if next < 0x80 { return result }
      shift += 7
    }
  }

  /// A varint that must fit in an `Int` and be at most `limit`.
  @usableFromInline
  mutating func count(atMost limit: Int) throws -> Int {
    let value = try varint()
    guard value <= UInt64(max(limit, 0)) else { throw malformed("count \(value) over \(limit)") }
    return Int(value)
  }

  /// A varint length followed by that many bytes, which must all be there.
  mutating func length() throws -> Int {
    let value = try varint()
    guard value <= UInt64(bytes.count - position) else { throw malformed("unexpected end") }
    return Int(value)
  }

  @usableFromInline
  mutating func rawString() throws -> String {
    let length = try length()
    defer { position += length }
    return String(decoding: bytes[position..<position + length], as: UTF8.self)
  }

  mutating func fixed(_ size: Int) throws -> UInt64 {
    guard size <= bytes.count - position else { throw malformed("unexpected end") }
    var result: UInt64 = 0
    for index in 0..<size { result |= UInt64(bytes[position + index]) << (8 * UInt64(index)) }
    position += size
    return result
  }

  /// Skips one value, checking its structure.
  @usableFromInline
  mutating func skipValue(depth: Int = 0) throws {
    let tag = try byte()
    switch tag {
    case CompactTag.null, CompactTag.falseValue, CompactTag.trueValue: return
    case CompactTag.negative, CompactTag.unsigned: _ = try varint()
    case CompactTag.double: _ = try fixed(8)
    case CompactTag.float: _ = try fixed(4)
    case CompactTag.string:
      position += try length()
    case CompactTag.keyed:
      guard depth < CompactTag.maximumDepth else { throw malformed("nesting too deep") }
      while true {
        let key = try varint()
        if key == 0 { return }
        guard key <= UInt64(keys.count) else { throw malformed("unknown key \(key)") }
        try skipValue(depth: depth + 1)
      }
    case CompactTag.unkeyed:
      guard depth < CompactTag.maximumDepth else { throw malformed("nesting too deep") }
      while try peek() != CompactTag.end { try skipValue(depth: depth + 1) }
      position += 1
    default:
      guard tag >= CompactTag.smallInteger else { throw malformed("unknown tag \(tag)") }
    }
  }

  /// The name of a keyed container's next key and the position of its value, or `nil` at the
  /// container's end.
  mutating func nextKey() throws -> (name: String, position: Int)? {
    let id = try varint()
    if id == 0 { return nil }
    guard id <= UInt64(keys.count) else { throw malformed("unknown key \(id)") }
    return (keys[Int(id) - 1], position)
  }

  func peek() throws -> UInt8 {
    guard position < bytes.count else { throw malformed("unexpected end") }
    return bytes[position]
  }

  /// Reads a value of one of the scalar types, or throws a type mismatch naming `path`.
  @_specialize(where T == Int)
  @_specialize(where T == Int64)
  @_specialize(where T == UInt64)
  @_specialize(where T == Int32)
  mutating func scalar<T>(_ type: T.Type, path: () -> [any CodingKey]) throws -> T
  where T: FixedWidthInteger {
    let start = position
    let (magnitude, negative) = try integerOrMismatch(T.self, path)
    if negative {
      if T.isSigned, magnitude <= UInt64(Int64.max), let value = T(exactly: -Int64(magnitude) - 1) {
        return value
      }
    } else if let value = T(exactly: magnitude) {
      return value
    }
    position = start
    throw mismatch(T.self, "\(T.self) out of range", path)
  }

  private mutating func integerOrMismatch<T>(_ type: T.Type, _ path: () -> [any CodingKey]) throws
    -> (magnitude: UInt64, negative: Bool)
  {
    do {
      return try integer()
    } catch {
      throw mismatch(T.self, "expected an integer", path)
    }
  }

  mutating func string(path: () -> [any CodingKey]) throws -> String {
    guard try byte() == CompactTag.string else {
      position -= 1
      throw mismatch(String.self, "expected a string", path)
    }
    return try rawString()
  }

  mutating func bool(path: () -> [any CodingKey]) throws -> Bool {
    switch try byte() {
    case CompactTag.trueValue: return true
    case CompactTag.falseValue: return false
    default:
      position -= 1
      throw mismatch(Bool.self, "expected a Boolean", path)
    }
  }

  mutating func double(path: () -> [any CodingKey]) throws -> Double {
    switch try peek() {
    case CompactTag.double:
      position += 1
      return Double(bitPattern: try fixed(8))
    case CompactTag.float:
      position += 1
      return Double(Float(bitPattern: UInt32(truncatingIfNeeded: try fixed(4))))
    default:
      let (magnitude, negative) = try integerOrMismatch(Double.self, path)
      return negative ? -Double(magnitude) - 1 : Double(magnitude)
    }
  }

  /// Whether a nil is next (and reads it if so).
  mutating func null() throws -> Bool {
    guard try peek() == CompactTag.null else { return false }
    position += 1
    return true
  }

  func mismatch(_ type: Any.Type, _ what: String, _ path: () -> [any CodingKey]) -> DecodingError {
    DecodingError.typeMismatch(
      type,
      DecodingError.Context(
        codingPath: path(), debugDescription: "\(what) at byte \(position - origin)"))
  }

  /// Reads an integer as `UInt64` (non-negative) or a negative `Int64`.
  mutating func integer() throws -> (magnitude: UInt64, negative: Bool) {
    let tag = try byte()
    if tag >= CompactTag.smallInteger { return (UInt64(tag & 0x7F), false) }
    switch tag {
    case CompactTag.unsigned: return (try varint(), false)
    case CompactTag.negative: return (try varint(), true)
    default:
      position -= 1
      throw malformed("expected an integer, found tag \(tag)")
    }
  }
}

/// The `Decoder` of the compact format: one value at a position of the payload.
///
/// Containers find their values by scanning when asked (no table is built), scalars are read
/// in place by the containers' overloads, and the coding path is put together only for an
/// error message.
@usableFromInline
final class CompactDecoder: Decoder {
  // A decoder is used by one decoding call, on one thread.
  @usableFromInline var reader: CompactReader
  let depth: Int
  let parent: CompactDecoder?
  /// The key of this value in its parent, for error messages; a top-level decoder that reads
  /// one route after another is given each one's.
  @usableFromInline var key: (any CodingKey)?
  @usableFromInline let userInfo: [CodingUserInfoKey: Any]

  @usableFromInline
  init(
    reader: CompactReader, depth: Int, parent: CompactDecoder?, key: (any CodingKey)?,
    userInfo: [CodingUserInfoKey: Any]
  ) {
    self.reader = reader
    self.depth = depth
    self.parent = parent
    self.key = key
    self.userInfo = userInfo
  }

  @usableFromInline var codingPath: [any CodingKey] {
    var path = parent?.codingPath ?? []
    if let key { path.append(key) }
    return path
  }

  @usableFromInline
  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try open(CompactTag.keyed, [String: Any].self)
    return KeyedDecodingContainer(CompactKeyedDecoder<Key>(decoder: self, start: reader.position))
  }

  @usableFromInline
  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try open(CompactTag.unkeyed, [Any].self)
    return CompactUnkeyedDecoder(decoder: self, position: reader.position)
  }

  @usableFromInline
  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    CompactSingleDecoder(decoder: self)
  }

  private func open(_ tag: UInt8, _ type: Any.Type) throws {
    guard depth < CompactTag.maximumDepth else { throw reader.malformed("nesting too deep") }
    guard try reader.peek() == tag else {
      throw reader.mismatch(type, "expected a container", { codingPath })
    }
    reader.position += 1
  }

  /// A decoder of the value at `position`, one level down.
  func child(at position: Int, key: any CodingKey) -> CompactDecoder {
    var reader = self.reader
    reader.position = position
    return CompactDecoder(
      reader: reader, depth: depth + 1, parent: self, key: key, userInfo: userInfo)
  }

  /// Decodes the value at the reader's position through the type's own conformance.
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    try T(from: self)
  }
}

/// The containers share their decoder's reader; each scalar type has its own overload, so
/// that synthesised conformances reach the reader without a dynamic cast.
protocol CompactScalarReading {
  var decoder: CompactDecoder { get }
}

extension CompactScalarReading {
  var codingPath: [any CodingKey] { decoder.codingPath }
}

extension CompactDecoder {
  /// Reads the integer at `position`; the coding path of an error ends with `key`.
  @_specialize(where T == Int)
  @_specialize(where T == Int64)
  @_specialize(where T == UInt64)
  @_specialize(where T == Int32)
  func integer<T: FixedWidthInteger>(at position: Int, _ key: (any CodingKey)?) throws -> T {
    try read(at: position, key) { try $0.scalar(T.self, path: $1) }
  }

  /// Runs `body` on a reader at `position`; the coding path it is given (for errors) ends
  /// with `key`.
  func read<T>(
    at position: Int, _ key: (any CodingKey)?,
    _ body: (inout CompactReader, () -> [any CodingKey]) throws -> T
  ) throws -> T {
    var reader = self.reader
    reader.position = position
    return try body(&reader) { key.map { codingPath + [$0] } ?? codingPath }
  }
}

struct CompactKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol, CompactScalarReading {
  let decoder: CompactDecoder
  /// The position of the first key.
  let start: Int

  var allKeys: [Key] {
    var keys: [Key] = []
    var reader = decoder.reader
    reader.position = start
    while let (name, _) = try? reader.nextKey() {
      if let key = Key(stringValue: name) { keys.append(key) }
      guard (try? reader.skipValue(depth: decoder.depth + 1)) != nil else { break }
    }
    return keys
  }

  /// The position of the first value under `key`'s name, or `nil`: a plain loop over the
  /// keys, as this runs for every value a conformance reads.
  private func position(_ key: Key) throws -> Int? {
    let name = key.stringValue
    var reader = decoder.reader
    reader.position = start
    while let (candidate, position) = try reader.nextKey() {
      if candidate == name { return position }
      try reader.skipValue(depth: decoder.depth + 1)
    }
    return nil
  }

  private func valuePosition(_ key: Key) throws -> Int {
    guard let position = try position(key) else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "no value for \(key.stringValue)"))
    }
    return position
  }

  func contains(_ key: Key) -> Bool { ((try? position(key)) ?? nil) != nil }

  func decodeNil(forKey key: Key) throws -> Bool {
    try decoder.read(at: try valuePosition(key), key) { reader, _ in try reader.null() }
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder.read(at: try valuePosition(key), key) { try $0.bool(path: $1) }
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder.read(at: try valuePosition(key), key) { try $0.string(path: $1) }
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder.read(at: try valuePosition(key), key) { try $0.double(path: $1) }
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    Float(try decode(Double.self, forKey: key))
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

  private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
    try decoder.integer(at: try valuePosition(key), key)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder.child(at: try valuePosition(key), key: key).decodeValue(type)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder.child(at: try valuePosition(key), key: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder.child(at: try valuePosition(key), key: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    try superDecoder(forKey: Key(stringValue: "super")!)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    decoder.child(at: try valuePosition(key), key: key)
  }
}

struct CompactUnkeyedDecoder: UnkeyedDecodingContainer, CompactScalarReading {
  let decoder: CompactDecoder
  /// The position of the next element.
  var position: Int
  var currentIndex = 0

  init(decoder: CompactDecoder, position: Int) {
    self.decoder = decoder
    self.position = position
  }

  var count: Int? {
    var reader = decoder.reader
    reader.position = position
    var remaining = 0
    while (try? reader.peek()) ?? CompactTag.end != CompactTag.end {
      guard (try? reader.skipValue(depth: decoder.depth + 1)) != nil else { return nil }
      remaining += 1
    }
    return currentIndex + remaining
  }

  var isAtEnd: Bool {
    var reader = decoder.reader
    reader.position = position
    return (try? reader.peek()) ?? CompactTag.end == CompactTag.end
  }

  /// Reads the next element with `body` and moves past it.
  private mutating func next<T>(
    _ body: (inout CompactReader, () -> [any CodingKey]) throws -> T
  ) throws -> T {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self,
        DecodingError.Context(codingPath: codingPath, debugDescription: "no more elements"))
    }
    let value = try decoder.read(at: position, IndexKey(intValue: currentIndex), body)
    try advance()
    return value
  }

  private mutating func advance() throws {
    var reader = decoder.reader
    reader.position = position
    try reader.skipValue(depth: decoder.depth + 1)
    position = reader.position
    currentIndex += 1
  }

  private mutating func child() throws -> CompactDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self,
        DecodingError.Context(codingPath: codingPath, debugDescription: "no more elements"))
    }
    let child = decoder.child(at: position, key: IndexKey(intValue: currentIndex))
    try advance()
    return child
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { return false }
    var reader = decoder.reader
    reader.position = position
    guard try reader.null() else { return false }
    position = reader.position
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next { try $0.bool(path: $1) } }
  mutating func decode(_ type: String.Type) throws -> String {
    try next { try $0.string(path: $1) }
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    try next { try $0.double(path: $1) }
  }
  mutating func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
  mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

  private mutating func integer<T: FixedWidthInteger>() throws -> T {
    try next { try $0.scalar(T.self, path: $1) }
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try child().decodeValue(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try child().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try child().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try child() }
}

struct CompactSingleDecoder: SingleValueDecodingContainer, CompactScalarReading {
  let decoder: CompactDecoder

  private func read<T>(_ body: (inout CompactReader, () -> [any CodingKey]) throws -> T) throws
    -> T
  {
    try decoder.read(at: decoder.reader.position, nil, body)
  }

  func decodeNil() -> Bool {
    var reader = decoder.reader
    return (try? reader.null()) ?? false
  }

  func decode(_ type: Bool.Type) throws -> Bool { try read { try $0.bool(path: $1) } }
  func decode(_ type: String.Type) throws -> String { try read { try $0.string(path: $1) } }
  func decode(_ type: Double.Type) throws -> Double { try read { try $0.double(path: $1) } }
  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
  func decode(_ type: Int.Type) throws -> Int { try integer() }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

  private func integer<T: FixedWidthInteger>() throws -> T {
    try read { try $0.scalar(T.self, path: $1) }
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }
}

/// The coding key of an element of an unkeyed container.
struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { intValue.map(String.init) ?? "" }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}
