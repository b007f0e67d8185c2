public import Foundation

/// Saves a ``NavigationState`` to bytes and restores it, checking everything on the way back.
///
/// The bytes are a one-line header — format version, the app's route schema version, the
/// payload's length and an FNV-1a checksum — followed by the state in a compact binary form
/// (format 3, laid out byte by byte in <doc:Restoration>; formats 1 and 2, JSON, are still
/// read). Routes are encoded with their own `Codable` conformance, never by runtime type name.
/// Decoding is bounded (bytes and entries) and yields a typed ``RestorationError`` for anything
/// it cannot trust: nothing, foreign bytes, another version, a cut-off payload, a changed
/// checksum, a payload that does not decode, or a state that breaks an invariant. The checksum catches accidental damage and careless edits, not a
/// deliberate forger; the invariant check after it is what keeps a forged state harmless.
///
/// ```swift
/// let restorer = StateRestorer(schemaVersion: 2)
/// let data = try restorer.encode(navigator.state)
/// // next launch:
/// let restored = try restorer.decode(Screen.self, from: data)
/// try navigator.restore(restored.state)
/// ```
///
/// A modular app's ``AnyRoute`` states need the module route types in ``routes``; without
/// them nothing is restored. ``Navigator/restore(from:using:)`` and
/// ``Navigator/save(using:)`` report such a restorer as a ``NavigationDiagnostic``.
public struct StateRestorer: Sendable {
  /// How decoding treats content it cannot read.
  public enum Mode: Sendable {
    /// Any problem fails the whole decode.
    case strict
    /// Keeps the valid prefix of each stack (and the valid tabs and bottom layers) and reports
    /// what it dropped in ``RestoredState/dropped``; accepts another schema version. Framing
    /// problems (truncation, checksum, a payload that does not decode) still fail.
    case lenient
  }

  /// The newest format version this build writes.
  ///
  /// - 4: format 3's payload followed by the screens' saved UI states (see ``EntryStore``);
  ///   written only when some screen has one, so that other data stays format 3.
  /// - 3: a compact binary payload (see <doc:Restoration>): a key table, the
  ///   state laid out field by field, routes in a tagged binary form of their own `Codable`
  ///   conformance. About a quarter of the size of format 2, and several times faster to
  ///   write and read.
  /// - 2: the alert records the screen or layer that owns it (`owner`) and holds its content
  ///   under `content`.
  /// - 1: the alert had no owner and held its content under `route`. Still read: the alert is
  ///   given the screen on top of the active stack, the one it was shown above.
  package static let formatVersion = SavedStatesSection.version

  /// The format versions this build reads: the current one and every earlier one.
  package static let readableVersions: ClosedRange<Int> = 1...formatVersion

  /// Strict or lenient decoding.
  public var mode: Mode
  /// The app's own version of its route type, stored in the header; bump it when routes change
  /// incompatibly.
  public var schemaVersion: Int
  /// The largest input accepted, in bytes.
  public var maximumBytes: Int
  /// The largest number of entries (all stacks together) accepted: every entry the saved
  /// file holds counts, in lenient mode too, before any is decoded.
  public var maximumEntries: Int
  /// The module route types, for a modular app's ``AnyRoute`` (`nil` for one route enum).
  public var routes: RouteRegistry?

  /// Creates a restorer.
  /// - Parameters:
  ///   - mode: Strict (default) or lenient.
  ///   - schemaVersion: The app's route schema version (default 1).
  ///   - maximumBytes: The input limit (default 1 MiB).
  ///   - maximumEntries: The entry limit (default 10,000).
  ///   - routes: The module route types, for ``AnyRoute`` (default: none).
  public init(
    mode: Mode = .strict, schemaVersion: Int = 1, maximumBytes: Int = 1 << 20,
    maximumEntries: Int = 10_000, routes: RouteRegistry? = nil
  ) {
    self.routes = routes
    self.mode = mode
    self.schemaVersion = schemaVersion
    self.maximumBytes = maximumBytes
    self.maximumEntries = maximumEntries
  }

  /// Encodes a state with its header.
  ///
  /// - Parameter state: The state to save.
  /// - Returns: The bytes.
  /// - Throws: ``RestorationError/Code-swift.enum/encodingFailed`` when a route cannot be encoded.
  /// - Complexity: O(n) in the number of entries.
  public func encode<Route: Codable>(_ state: NavigationState<Route>) throws(RestorationError)
    -> Data
  {
    try encode(state, saved: [:])
  }

  /// Encodes a state and its screens' saved UI states: format 3 without any, format 4 with.
  /// - Parameters:
  ///   - state: The state.
  ///   - saved: Each screen's saved state, encoded.
  /// - Returns: The header line followed by the payload.
  /// - Throws: A ``RestorationError`` with code `encodingFailed` if a route does not encode.
  package func encode<Route: Codable>(_ state: NavigationState<Route>, saved: [EntryID: Data])
    throws(RestorationError) -> Data
  {
    var payload: Data
    do {
      payload = try CompactState.encode(state)
    } catch {
      throw .because(.encodingFailed(String(describing: error).prefix(200).description))
    }
    var version = 3
    if !saved.isEmpty {
      payload = SavedStatesSection.payload(state: payload, saved: saved)
      version = SavedStatesSection.version
    }
    return Self.framed(payload, version: version, schema: schemaVersion)
  }

  /// Saved data: a payload behind its header line (format version, schema, length, checksum).
  /// - Parameters:
  ///   - payload: The payload.
  ///   - version: Its format version.
  ///   - schema: The app's route schema version.
  /// - Returns: The header line followed by the payload.
  package static func framed(_ payload: Data, version: Int, schema: Int) -> Data {
    let header = Header(
      version: version, schema: schema, bytes: payload.count, checksum: Checksum.fnv1a(payload))
    return Data(header.line.utf8) + payload
  }

  /// What decoders are given: ``routes``, so that they can read ``AnyRoute``.
  @usableFromInline
  var userInfo: [CodingUserInfoKey: any Sendable] {
    routes.map { [RouteRegistry.userInfoKey: $0] } ?? [:]
  }

  /// A JSON decoder (formats 1 and 2) that can read ``AnyRoute`` with ``routes``.
  private func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo = userInfo
    return decoder
  }

  /// Decodes and checks a state.
  ///
  /// - Parameters:
  ///   - type: The app's route type.
  ///   - data: Bytes from ``encode(_:)``, or anything else.
  /// - Returns: The valid state and, in lenient mode, what was dropped.
  /// - Throws: A ``RestorationError`` naming the first problem; never traps.
  /// - Complexity: O(n) in the size of the data.
  @inlinable
  public func decode<Route: Codable>(_ type: Route.Type, from data: Data) throws(RestorationError)
    -> RestoredState<Route>
  {
    try decodeCounting(type, from: data).restored
  }

  /// Decodes and checks a state, as ``decode(_:from:)`` does, and counts the routes read by
  /// their ``_CompactRoute`` conformance rather than by `init(from:)`.
  ///
  /// Inlinable, so that the compact format's layout is read in code specialised for the app's
  /// route type, without the run time looking up generic types at every entry; the framing and
  /// the JSON formats are read by the core.
  /// - Parameters:
  ///   - type: The app's route type.
  ///   - data: Bytes from ``encode(_:)``, or anything else.
  /// - Returns: The restored state, and the count.
  @inlinable
  package func decodeCounting<Route: Codable>(_ type: Route.Type, from data: Data)
    throws(RestorationError) -> (restored: RestoredState<Route>, compactRoutes: Int)
  {
    let framed = try frame(data)
    guard framed.header.version >= 3 else { return (try decodeJSON(type, framed), 0) }
    let raw: DecodedState<Route>
    do {
      raw = try CompactState.decode(
        Route.self, from: framed.state, start: framed.stateStart, userInfo: userInfo)
    } catch {
      throw .because(.corrupt(Self.explain(error)))
    }
    // Counted from the layout, before any state is built from it.
    let stored = raw.entryCount
    guard stored <= maximumEntries else {
      throw .because(.tooManyEntries(count: stored, limit: maximumEntries))
    }
    if mode == .strict {
      return (restored(try raw.strict(), framed, dropped: []), raw.compactRoutes)
    }
    let (state, salvaged) = try raw.salvaged()
    return (restored(state, framed, dropped: salvaged), raw.compactRoutes)
  }

  /// Saved data's header checked against its payload, and its state part split off the saved
  /// states (format 4).
  @usableFromInline
  struct Framed {
    /// The header.
    @usableFromInline let header: Header
    /// The data, whole, and where its payload starts.
    let all: [UInt8]
    let start: Int
    /// The bytes the state part is read from, from ``stateStart``.
    @usableFromInline let state: [UInt8]
    @usableFromInline let stateStart: Int
    /// The screens' saved states, and what was dropped of them.
    let saved: [EntryID: Data]
    let dropped: [DroppedContent]
  }

  /// Reads saved data's header and checks the payload against it: its length, its checksum,
  /// its format version and (strict) its schema.
  @usableFromInline
  func frame(_ data: Data) throws(RestorationError) -> Framed {
    guard !data.isEmpty else { throw .because(.empty) }
    guard data.count <= maximumBytes else {
      throw .because(.tooLarge(bytes: data.count, limit: maximumBytes))
    }
    // The data's one copy: the header, the checksum and the compact formats read it in place.
    let all = [UInt8](data)
    let (header, start) = try Header.split(all)
    let payloadCount = all.count - start
    guard Self.readableVersions.contains(header.version) else {
      throw .because(.unsupportedVersion(found: header.version, supported: Self.formatVersion))
    }
    guard payloadCount >= header.bytes else {
      throw .because(.truncated(expected: header.bytes, found: payloadCount))
    }
    guard payloadCount == header.bytes else {
      throw .because(.corrupt("\(payloadCount - header.bytes) bytes after the payload"))
    }
    guard Checksum.fnv1a(all[start...]) == header.checksum else {
      throw .because(.checksumMismatch)
    }
    if mode == .strict, header.schema != schemaVersion {
      throw .because(.schemaMismatch(found: header.schema, expected: schemaVersion))
    }
    guard header.version >= SavedStatesSection.version else {
      return Framed(
        header: header, all: all, start: start, state: all, stateStart: start, saved: [:],
        dropped: [])
    }
    // Format 4's state part is split off the saved states, copied once.
    do {
      let (state, saved, problem) = try SavedStatesSection.split(Array(all[start...]))
      return Framed(
        header: header, all: all, start: start, state: state, stateStart: 0, saved: saved,
        dropped: problem.map { [DroppedContent(part: .savedStates, reason: $0)] } ?? [])
    } catch {
      throw .because(.corrupt(Self.explain(error)))
    }
  }

  /// Reads the JSON formats (1 and 2).
  @usableFromInline
  func decodeJSON<Route: Codable>(_ type: Route.Type, _ framed: Framed) throws(RestorationError)
    -> RestoredState<Route>
  {
    let payload = Data(framed.all[framed.start...])
    let state: NavigationState<Route>
    var dropped: [DroppedContent] = []
    switch mode {
    case .strict:
      do {
        state = try makeDecoder().decode(NavigationState<Route>.self, from: payload)
      } catch {
        throw .because(.corrupt(Self.explain(error)))
      }
      if let violation = state.firstViolation() { throw .because(.inconsistent(violation)) }
    case .lenient:
      let raw: LenientState<Route>
      do {
        raw = try makeDecoder().decode(LenientState<Route>.self, from: payload)
      } catch {
        throw .because(.corrupt(Self.explain(error)))
      }
      (state, dropped) = try raw.salvage()
    }
    // Formats 3 and later are counted from their layout, before the state is built.
    let count = state.storedEntryCount
    guard count <= maximumEntries else {
      throw .because(.tooManyEntries(count: count, limit: maximumEntries))
    }
    return restored(state, framed, dropped: dropped)
  }

  /// The restored state: `state` with the saved states of its screens (the others dropped),
  /// and what was dropped: of the state first, then of the saved states.
  @usableFromInline
  func restored<Route>(_ state: NavigationState<Route>, _ framed: Framed, dropped: [DroppedContent])
    -> RestoredState<Route>
  {
    var dropped = dropped + framed.dropped
    var saved = framed.saved
    for entry in saved.keys.sorted() where state.entry(entry) == nil {
      saved[entry] = nil
      dropped.append(
        DroppedContent(part: .savedState(entry), reason: "its screen is not in the restored state"))
    }
    return RestoredState(
      state: state, dropped: dropped, schemaVersion: framed.header.schema, savedStates: saved)
  }

  /// A short, bounded explanation of a decoding error.
  @usableFromInline
  package static func explain(_ error: any Error) -> String {
    let text: String
    switch error {
    case DecodingError.dataCorrupted(let context),
      DecodingError.keyNotFound(_, let context),
      DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      text = (path.isEmpty ? "" : path.joined(separator: ".") + ": ") + context.debugDescription
    default:
      text = String(describing: error)
    }
    return String(text.prefix(200))
  }
}

/// The first line of saved data: `wayfinder-state/1 schema=1 bytes=123 fnv1a=0123456789abcdef`.
@usableFromInline
struct Header: Equatable {
  @usableFromInline var version: Int
  @usableFromInline var schema: Int
  var bytes: Int
  var checksum: UInt64

  static let magic = "wayfinder-state/"
  static let maximumLength = 160

  var line: String {
    let hex = String(checksum, radix: 16)
    let padded = String(repeating: "0", count: 16 - hex.count) + hex
    return "\(Self.magic)\(version) schema=\(schema) bytes=\(bytes) fnv1a=\(padded)\n"
  }

  /// Reads the header of saved data.
  /// - Parameter bytes: The data.
  /// - Returns: The header, and the index of the payload's first byte.
  static func split(_ bytes: [UInt8]) throws(RestorationError) -> (Header, Int) {
    if let canonical = canonical(bytes) { return canonical }
    return try parsed(bytes)
  }

  /// Reads the header of saved data field by field, naming what is wrong.
  static func parsed(_ bytes: [UInt8]) throws(RestorationError) -> (Header, Int) {
    let prefix = bytes.prefix(maximumLength)
    guard let newline = prefix.firstIndex(of: 0x0A) else {
      let text = String(decoding: prefix, as: UTF8.self)
      if bytes.count < maximumLength, magic.hasPrefix(text) || text.hasPrefix(magic) {
        throw .because(.truncated(expected: 0, found: 0))
      }
      throw .because(.notWayfinderData)
    }
    let line = String(decoding: bytes[..<newline], as: UTF8.self)
    guard line.hasPrefix(magic) else { throw .because(.notWayfinderData) }
    let fields = line.dropFirst(magic.count).split(separator: " ", omittingEmptySubsequences: false)
    guard fields.count == 4,
      let version = Int(fields[0]),
      let schema = Self.value(fields[1], "schema=").flatMap({ Int($0) }),
      let bytes = Self.value(fields[2], "bytes=").flatMap({ Int($0) }), bytes >= 0,
      let checksum = Self.value(fields[3], "fnv1a=").flatMap({ UInt64($0, radix: 16) })
    else { throw .because(.corrupt("malformed header")) }
    let header = Header(version: version, schema: schema, bytes: bytes, checksum: checksum)
    return (header, newline + 1)
  }

  /// The header as ``line`` writes it, read byte by byte without making strings: `nil` for
  /// any other text, which ``split(_:)`` then reads field by field (and names what is wrong).
  static func canonical(_ bytes: [UInt8]) -> (Header, Int)? {
    var index = 0
    func expect(_ text: [UInt8]) -> Bool {
      guard bytes.count - index >= text.count else { return false }
      for offset in text.indices where bytes[index + offset] != text[offset] { return false }
      index += text.count
      return true
    }
    func number(radix: UInt64, maximumDigits: Int) -> UInt64? {
      var value: UInt64 = 0
      let start = index
      while index < bytes.count, index - start < maximumDigits {
        let byte = bytes[index]
        let digit: UInt64
        switch byte {
        case 0x30...0x39: digit = UInt64(byte - 0x30)
        case 0x61...0x66 where radix == 16: digit = UInt64(byte - 0x61 + 10)
        default: return index > start ? value : nil
        }
        value = value * radix + digit
        index += 1
      }
      return index > start ? value : nil
    }
    guard expect(Fields.magic), let version = number(radix: 10, maximumDigits: 9),
      expect(Fields.schema), let schema = number(radix: 10, maximumDigits: 18),
      expect(Fields.bytes), let length = number(radix: 10, maximumDigits: 18),
      expect(Fields.checksum), let checksum = number(radix: 16, maximumDigits: 16),
      expect(Fields.end), index <= maximumLength
    else { return nil }
    let header = Header(
      version: Int(version), schema: Int(schema), bytes: Int(length), checksum: checksum)
    return (header, index)
  }

  /// The fixed text of ``line``, as bytes.
  private enum Fields {
    static let magic = Array(Header.magic.utf8)
    static let schema = Array(" schema=".utf8)
    static let bytes = Array(" bytes=".utf8)
    static let checksum = Array(" fnv1a=".utf8)
    static let end: [UInt8] = [0x0A]
  }

  private static func value(_ field: Substring, _ key: String) -> Substring? {
    field.hasPrefix(key) ? field.dropFirst(key.count) : nil
  }
}

/// The 64-bit FNV-1a hash.
enum Checksum {
  static func fnv1a(_ data: Data) -> UInt64 {
    fnv1a([UInt8](data))
  }

  /// The hash of bytes already in an array: a plain loop over its elements, several times
  /// cheaper per byte than `Data`'s iterator.
  static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    fnv1a(bytes[...])
  }

  /// The hash of part of an array of bytes.
  static func fnv1a(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }
}
