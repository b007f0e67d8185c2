import Foundation

/// The payload of restoration format 3: a key table, then the state laid out field by field,
/// with routes, presentations and the alert written by their own `Codable` conformances in the
/// compact format (see "Restoration formats" in DESIGN.md).
///
/// ```text
/// payload  = keyCount, keyCount × string, state
/// state    = nextID, (0 stack | 1 tabs: selection, tabCount, tabCount × (tab, stack)
///            | 3 tabs some hidden: selection, tabCount, tabCount × (tab, hidden 0|1, stack)
///            | 2 split: flags (1 three columns, 2 content, 4 detail, 8 inspector),
///            visibility, the stacks the flags name),
///            layerCount, layerCount × (layerID, presentation value, stack),
///            (0 | 1 alert value)
/// stack    = entryCount (≥ 1, the root first), entryCount × (id delta, route value)
/// ```
///
/// Numbers are LEB128 varints; strings a varint length and UTF-8; an id is written as the
/// zigzag-encoded difference from the id written before it, so a stack of consecutive ids
/// costs one byte per id.
@usableFromInline
enum CompactState {
  /// Writes a state's payload.
  static func encode<Route: Encodable>(
    _ state: NavigationState<Route>, userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws -> Data {
    let writer = CompactWriter(userInfo: userInfo)
    var previous: UInt64 = 0
    func id(_ value: UInt64) {
      let delta = Int64(bitPattern: value &- previous)
      writer.bytes.appendVarint(UInt64(bitPattern: (delta << 1) ^ (delta >> 63)))
      previous = value
    }
    func stack(_ stack: Stack<Route>) throws {
      writer.bytes.appendVarint(UInt64(stack.depth))
      id(stack._root.id.rawValue)
      try writer.write(stack._root.route)
      for entry in stack._pushed {
        id(entry.id.rawValue)
        try writer.write(entry.route)
      }
    }
    writer.bytes.appendVarint(state.nextID)
    switch state.base {
    case .stack(let base):
      writer.bytes.append(0)
      try stack(base)
    case .tabs(let tabs):
      // Kind 3 only when a tab is hidden, so that a file without hidden tabs stays readable
      // by a build from before they existed.
      let anyHidden = tabs.items.contains { $0.isHidden }
      writer.bytes.append(anyHidden ? 3 : 1)
      writer.bytes.appendString(tabs.selection.rawValue)
      writer.bytes.appendVarint(UInt64(tabs.items.count))
      for item in tabs.items {
        writer.bytes.appendString(item.id.rawValue)
        if anyHidden { writer.bytes.append(item.isHidden ? 1 : 0) }
        try stack(item.stack)
      }
    case .split(let split):
      writer.bytes.append(2)
      let flags =
        (split.hasContentColumn ? 1 : 0) | (split.content != nil ? 2 : 0)
        | (split.detail != nil ? 4 : 0) | (split[.inspector] != nil ? 8 : 0)
      writer.bytes.append(UInt8(flags))
      writer.bytes.appendString(split.visibility.rawValue)
      try stack(split.sidebar)
      if let content = split.content { try stack(content) }
      if let detail = split.detail { try stack(detail) }
      if let inspector = split[.inspector] { try stack(inspector) }
    }
    writer.bytes.appendVarint(UInt64(state.layers.count))
    for layer in state.layers {
      id(layer.id.rawValue)
      try writer.write(layer.presentation)
      try stack(layer.content)
    }
    if let alert = state.alert {
      writer.bytes.append(1)
      id(alert.id.rawValue)
      try writer.write(alert)
    } else {
      writer.bytes.append(0)
    }
    var payload: [UInt8] = []
    payload.reserveCapacity(writer.bytes.count + 16 * writer.keys.count + 8)
    payload.appendVarint(UInt64(writer.keys.count))
    for key in writer.keys { payload.appendString(key) }
    payload.append(contentsOf: writer.bytes)
    return Data(payload)
  }

  /// Reads a payload. A route, presentation or alert that fails to decode is kept as its
  /// error (strict restoration refuses it, lenient restoration drops from there); bytes that
  /// break the layout fail the read.
  static func decode<Route: Decodable>(
    _ type: Route.Type, from data: Data, userInfo: [CodingUserInfoKey: Any] = [:]
  ) throws -> DecodedState<Route> {
    try decode(type, from: [UInt8](data), userInfo: userInfo)
  }

  /// Reads a payload already in an array of bytes, from `start` to the end (specialised in
  /// the app for its route type).
  @inlinable
  static func decode<Route: Decodable>(
    _ type: Route.Type, from bytes: [UInt8], start: Int = 0,
    userInfo: [CodingUserInfoKey: Any] = [:]
  ) throws -> DecodedState<Route> {
    var reader = CompactReader(bytes: bytes, position: start, origin: start)
    let keyCount = try reader.count(atMost: reader.bytes.count - start)
    var keys: [String] = []
    keys.reserveCapacity(keyCount)
    for _ in 0..<keyCount { keys.append(try reader.rawString()) }
    reader = CompactReader(
      bytes: reader.bytes, keys: keys, position: reader.position, origin: start)
    // One decoder reads every route in turn: moved to each one's position, given its key.
    var routes = RouteReading<Route>(
      CompactDecoder(reader: reader, depth: 0, parent: nil, key: nil, userInfo: userInfo))
    var previous: UInt64 = 0
    let nextID = try reader.varint()
    let base: DecodedState<Route>.Base
    switch try reader.byte() {
    case 0:
      base = .stack(
        try readStack(
          &reader, previous: &previous, routes: &routes, path: "base.stack", userInfo: userInfo))
    case let kind where kind == 1 || kind == 3:
      let selection = TabID(try reader.rawString())
      let count = try reader.count(atMost: reader.bytes.count - reader.position)
      var items: [(TabID, DecodedStack<Route>, hidden: Bool)] = []
      for index in 0..<count {
        let tab = TabID(try reader.rawString())
        var hidden = false
        if kind == 3 {
          let flag = try reader.byte()
          guard flag < 2 else { throw reader.malformed("unknown tab flag \(flag)") }
          hidden = flag == 1
        }
        let stack: DecodedStack<Route> = try readStack(
          &reader, previous: &previous, routes: &routes, path: "base.tabs.items.\(index).stack",
          userInfo: userInfo)
        items.append((tab, stack, hidden))
      }
      base = .tabs(selection: selection, items: items)
    case 2:
      let flags = try reader.byte()
      guard flags < 16 else { throw reader.malformed("unknown split flags \(flags)") }
      let visibility = try reader.rawString()
      func column(_ name: String) throws -> DecodedStack<Route> {
        try readStack(
          &reader, previous: &previous, routes: &routes, path: "base.split.\(name)",
          userInfo: userInfo)
      }
      let sidebar = try column("sidebar")
      let content = flags & 2 != 0 ? try column("content") : nil
      let detail = flags & 4 != 0 ? try column("detail") : nil
      let inspector = flags & 8 != 0 ? try column("inspector") : nil
      base = .split(
        hasContentColumn: flags & 1 != 0, visibility: visibility, sidebar: sidebar,
        content: content, detail: detail, inspector: inspector)
    case let kind:
      throw reader.malformed("unknown base kind \(kind)")
    }
    let layerCount = try reader.count(atMost: reader.bytes.count - reader.position)
    var layers: [DecodedState<Route>.DecodedLayer] = []
    for index in 0..<layerCount {
      let layerID = LayerID(try readID(&reader, previous: &previous))
      let presentation: Result<Presentation, any Error>
      var direct = reader
      if let read = CompactPresentation.read(&direct) {
        presentation = .success(read)
        reader = direct
      } else {
        presentation = readValue(
          Presentation.self, reader, key: PathKey("layers.\(index).presentation"),
          userInfo: userInfo)
        try reader.skipValue()
      }
      let content: DecodedStack<Route> = try readStack(
        &reader, previous: &previous, routes: &routes, path: "layers.\(index).content",
        userInfo: userInfo)
      layers.append(.init(id: layerID, presentation: presentation, content: content))
    }
    var alert: Result<PresentedAlert, any Error>?
    switch try reader.byte() {
    case 0: break
    case 1:
      let alertID = try readID(&reader, previous: &previous)
      var shown = readValue(PresentedAlert.self, reader, key: PathKey("alert"), userInfo: userInfo)
      try reader.skipValue()
      if case .success(let decoded) = shown, decoded.id.rawValue != alertID {
        shown = .failure(reader.malformed("alert id \(decoded.id) does not match \(alertID)"))
      }
      alert = shown
    case let flag:
      throw reader.malformed("unknown alert flag \(flag)")
    }
    guard reader.isAtEnd else { throw reader.malformed("bytes after the state") }
    return DecodedState(
      nextID: nextID, base: base, layers: layers, alert: alert, compactRoutes: routes.compactReads)
  }

  /// Reads an id written as the zigzag difference from the previous one.
  @usableFromInline
  static func readID(_ reader: inout CompactReader, previous: inout UInt64) throws -> UInt64 {
    let zigzag = try reader.varint()
    let delta = Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
    previous = previous &+ UInt64(bitPattern: delta)
    return previous
  }

  /// Decodes the value at the reader's position, without moving the reader.
  @usableFromInline
  static func readValue<Value: Decodable>(
    _ type: Value.Type, _ reader: CompactReader, key: PathKey,
    userInfo: [CodingUserInfoKey: Any]
  ) -> Result<Value, any Error> {
    let decoder = CompactDecoder(
      reader: reader, depth: 0, parent: nil, key: key, userInfo: userInfo)
    do {
      return .success(try Value(from: decoder))
    } catch {
      return .failure(error)
    }
  }

  /// Reads a stack: every entry up to the first whose route fails, and that failure.
  @inlinable
  static func readStack<Route: Decodable>(
    _ reader: inout CompactReader, previous: inout UInt64, routes: inout RouteReading<Route>,
    path: String, userInfo: [CodingUserInfoKey: Any]
  ) throws -> DecodedStack<Route> {
    // Every entry takes at least two bytes.
    let count = try reader.count(atMost: (reader.bytes.count - reader.position) / 2)
    guard count >= 1 else { throw reader.malformed("a stack without a root") }
    var root: Entry<Route>?
    var pushed: [Entry<Route>] = []
    pushed.reserveCapacity(count - 1)
    var failure: (any Error)?
    for index in 0..<count {
      let id = try readID(&reader, previous: &previous)
      if failure == nil {
        do {
          let entry = Entry(
            id: EntryID(id), route: try routes.read(&reader, key: PathKey(path, entry: index)))
          if index == 0 { root = entry } else { pushed.append(entry) }
          continue
        } catch {
          failure = error
        }
      }
      try reader.skipValue()
    }
    return DecodedStack(root: root, pushed: pushed, count: count, failure: failure)
  }
}

/// How a payload's routes are read: with the route's ``_CompactRoute`` conformance when it has
/// one (`@Links` writes it), else, or when that throws, with its `Decodable` conformance.
@usableFromInline
struct RouteReading<Route: Decodable> {
  /// The decoder that reads a route with `init(from:)`, moved to each one's position.
  @usableFromInline let decoder: CompactDecoder
  /// The reader `_restore(from:)` is given.
  @usableFromInline var compact: _CompactRouteReader
  /// The route type's `_restore(from:)`, if it has one.
  @usableFromInline let restore: ((inout _CompactRouteReader) throws -> Route)?
  /// How many routes `_restore(from:)` read.
  @usableFromInline var compactReads = 0

  @inlinable
  init(_ decoder: CompactDecoder) {
    self.decoder = decoder
    restore = (Route.self as? any _CompactRoute.Type).flatMap { Self.restore($0) }
    compact = _CompactRouteReader(decoder.reader, values: decoder, cases: restore == nil ? 0 : nil)
  }

  /// `_restore(from:)` as a function that returns `Route`: the type checked once, not once
  /// per route.
  @inlinable
  static func restore<Compact: _CompactRoute>(_ type: Compact.Type)
    -> ((inout _CompactRouteReader) throws -> Route)?
  {
    let restore: (inout _CompactRouteReader) throws -> Compact = Compact._restore(from:)
    return restore as? (inout _CompactRouteReader) throws -> Route
  }

  /// Reads the route at `reader`'s position and moves `reader` after it.
  /// - Parameters:
  ///   - reader: The payload's reader, at a route's value.
  ///   - key: Where the route is in the state, for errors.
  /// - Throws: The error of the route's `init(from:)`.
  @inlinable
  mutating func read(_ reader: inout CompactReader, key: PathKey) throws -> Route {
    if let restore {
      compact.reader.position = reader.position
      compact.depth = 0
      do {
        let route = try restore(&compact)
        reader.position = compact.reader.position
        compactReads += 1
        return route
      } catch {
        // Read again by the conformance, whose value or error it is.
      }
    }
    decoder.key = key
    decoder.reader.position = reader.position
    let route = try Route(from: decoder)
    try reader.skipValue()
    return route
  }
}

/// A stack as read: the entries up to the first that failed, and that failure.
@usableFromInline
struct DecodedStack<Route> {
  /// The root, unless it failed.
  @usableFromInline var root: Entry<Route>?
  /// The entries above the root, up to the first that failed.
  @usableFromInline var pushed: [Entry<Route>]
  /// How many entries the data holds.
  @usableFromInline var count: Int
  @usableFromInline var failure: (any Error)?

  @inlinable
  init(root: Entry<Route>?, pushed: [Entry<Route>], count: Int, failure: (any Error)?) {
    self.root = root
    self.pushed = pushed
    self.count = count
    self.failure = failure
  }
}

/// A format-3 payload as read, before strict or lenient restoration decides what to keep.
@usableFromInline
struct DecodedState<Route> {
  @usableFromInline
  enum Base {
    case stack(DecodedStack<Route>)
    case tabs(selection: TabID, items: [(TabID, DecodedStack<Route>, hidden: Bool)])
    case split(
      hasContentColumn: Bool, visibility: String, sidebar: DecodedStack<Route>,
      content: DecodedStack<Route>?, detail: DecodedStack<Route>?,
      inspector: DecodedStack<Route>?)
  }

  @usableFromInline
  struct DecodedLayer {
    @usableFromInline var id: LayerID
    @usableFromInline var presentation: Result<Presentation, any Error>
    @usableFromInline var content: DecodedStack<Route>

    @inlinable
    init(id: LayerID, presentation: Result<Presentation, any Error>, content: DecodedStack<Route>) {
      self.id = id
      self.presentation = presentation
      self.content = content
    }
  }

  @usableFromInline var nextID: UInt64
  @usableFromInline var base: Base
  @usableFromInline var layers: [DecodedLayer]
  @usableFromInline var alert: Result<PresentedAlert, any Error>?
  /// How many routes ``_CompactRoute/_restore(from:)`` read (the others: `init(from:)`).
  @usableFromInline var compactRoutes = 0

  @inlinable
  init(
    nextID: UInt64, base: Base, layers: [DecodedLayer], alert: Result<PresentedAlert, any Error>?,
    compactRoutes: Int
  ) {
    self.nextID = nextID
    self.base = base
    self.layers = layers
    self.alert = alert
    self.compactRoutes = compactRoutes
  }
}

/// A coding key naming where a value sits in the state, for error messages.
///
/// Three words, so that it fits an existential's inline buffer and costs no allocation.
@usableFromInline
struct PathKey: CodingKey {
  @usableFromInline let path: String
  /// The entry's position in its stack (0 for the root), or -1 when the key names no entry.
  @usableFromInline let entry: Int

  /// The path, such as `base.tabs.items.1.stack.pushed.3`; put together only when asked.
  @usableFromInline var stringValue: String {
    switch entry {
    case ..<0: path
    case 0: path + ".root"
    default: "\(path).pushed.\(entry - 1)"
    }
  }
  @usableFromInline var intValue: Int? { nil }
  @usableFromInline
  init(_ path: String, entry: Int = -1) {
    self.path = path
    self.entry = entry
  }
  @usableFromInline init?(stringValue: String) { self.init(stringValue) }
  @usableFromInline init?(intValue: Int) { nil }
}
