/// A route enum that reads itself from the compact restoration format directly, as its
/// synthesised `Decodable` conformance reads it, without going through `Decoder`'s containers.
/// Written by `@Links` for a `Codable` route enum whose conformance the compiler synthesises;
/// not by hand.
///
/// ``StateRestorer`` reads such a route with ``_restore(from:)`` and, when that throws, reads
/// it again with its `Decodable` conformance, so that a value reads the same either way and
/// every error is the conformance's own. Saving still uses `Encodable`: the bytes do not
/// change. The conformance must read what the synthesised `init(from:)` reads: `@Links` writes
/// it only for an enum whose declaration leaves `Decodable` to the compiler.
///
/// ```swift
/// enum Card: Codable {
///   case home
///   case detail(id: Int)
/// }
///
/// extension Card: _CompactRoute {
///   static let _compactCases = ["detail", "home"]
///   static func _restore(from reader: inout _CompactRouteReader) throws -> Card {
///     var route: Card?
///     var found = 0
///     try reader.open()
///     while let index = try reader.nextCase(Self._compactCases) {
///       switch index {
///       case 1:
///         try reader.open()
///         while try reader.nextField() != nil { try reader.skip() }
///         route = .home
///       case 0:
///         try reader.open()
///         var id: Int?
///         while let field = try reader.nextField() {
///           switch field {
///           case "id" where id == nil: id = try reader.decode(Int.self)
///           default: try reader.skip()
///           }
///         }
///         guard let id else { throw reader.missingValue() }
///         route = .detail(id: id)
///       default:
///         try reader.skip()
///         continue
///       }
///       found += 1
///     }
///     guard found == 1, let route else { throw reader.notOneCase(found) }
///     return route
///   }
/// }
/// ```
public protocol _CompactRoute: Decodable {
  /// Reads a route at the reader's position, as the type's synthesised `init(from:)` would
  /// read it, and leaves the reader after it.
  /// - Parameter reader: The reader, at the route's value.
  /// - Returns: The route.
  /// - Throws: When the value is not one the conformance would read; the restorer then reads
  ///   it with `init(from:)`.
  static func _restore(from reader: inout _CompactRouteReader) throws -> Self
}

/// The reader ``_CompactRoute/_restore(from:)`` is given: a value of the compact restoration
/// format, read container by container, its structure checked as it goes.
public struct _CompactRouteReader {
  /// The payload and the position read.
  @usableFromInline var reader: CompactReader
  /// The decoder of values of other types (`init(from:)`, at their position), which carries
  /// the restorer's `userInfo` and the route's place in the state, for errors.
  let values: CompactDecoder
  /// The depth of the container being read: 0 for the route's value.
  @usableFromInline var depth = 0
  /// For each key of the payload's table (by its number), its index in the route's case
  /// names, `-1` for a key that names no case, or `-2` when not yet looked up.
  var cases: [Int32]

  /// A reader of the routes of a payload whose table of keys `reader` has.
  /// - Parameters:
  ///   - reader: The payload's reader.
  ///   - values: The decoder of values of other types.
  ///   - cases: The number of keys to keep the case of; `nil` for every key of the payload.
  @usableFromInline
  init(_ reader: CompactReader, values: CompactDecoder, cases: Int? = nil) {
    self.reader = reader
    self.values = values
    self.cases = Array(repeating: -2, count: cases ?? reader.keys.count + 1)
  }

  /// Opens a keyed container at the position: the route's value, or a case's values.
  /// - Throws: When the value is not a keyed container, or nests too deep.
  public mutating func open() throws {
    guard values.depth + depth < CompactTag.maximumDepth else {
      throw reader.malformed("nesting too deep")
    }
    guard try reader.byte() == CompactTag.keyed else {
      reader.position -= 1
      throw reader.malformed("expected a container")
    }
    depth += 1
  }

  /// The next key of the route's container, as an index into `names` (`-1` for a key that
  /// names no case), or `nil` at the container's end. Each key of the payload is looked up
  /// in `names` once per restoration.
  /// - Parameter names: The route's case names, sorted (by `<`), the same array at every call.
  /// - Returns: The case's index, `-1`, or `nil`.
  /// - Complexity: O(1), after the key's first lookup: O(log *n*) in the names.
  public mutating func nextCase(_ names: [String]) throws -> Int? {
    let id = try reader.varint()
    guard id != 0 else {
      depth -= 1
      return nil
    }
    guard id <= UInt64(reader.keys.count) else { throw reader.malformed("unknown key \(id)") }
    let key = Int(id)
    if cases[key] == -2 { cases[key] = Int32(Self.index(of: reader.keys[key - 1], in: names)) }
    return Int(cases[key])
  }

  /// The index of `name` in sorted `names`, or `-1`.
  private static func index(of name: String, in names: [String]) -> Int {
    var low = 0
    var high = names.count
    while low < high {
      let middle = (low + high) / 2
      if names[middle] < name {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < names.count && names[low] == name ? low : -1
  }

  /// The name of a case container's next key, or `nil` at the container's end.
  public mutating func nextField() throws -> String? {
    guard let (name, _) = try reader.nextKey() else {
      depth -= 1
      return nil
    }
    return name
  }

  /// Skips the value at the position, checking its structure.
  public mutating func skip() throws {
    try reader.skipValue(depth: values.depth + depth)
  }

  /// Reads an `Int`.
  public mutating func decode(_ type: Int.Type) throws -> Int {
    try reader.scalar(Int.self, path: { [] })
  }

  /// Reads a `String`.
  public mutating func decode(_ type: String.Type) throws -> String {
    try reader.string(path: { [] })
  }

  /// Reads a `Bool`.
  public mutating func decode(_ type: Bool.Type) throws -> Bool {
    try reader.bool(path: { [] })
  }

  /// Reads a `Double`.
  public mutating func decode(_ type: Double.Type) throws -> Double {
    try reader.double(path: { [] })
  }

  /// Reads a value of any other type with its own `init(from:)`, as the route's keyed
  /// container would.
  public mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let start = reader.position
    var child = values.child(at: start, key: PathKey("value"))
    if depth > 1 { child = child.child(at: start, key: PathKey("value")) }
    let value = try child.decodeValue(type)
    try skip()
    return value
  }

  /// Reads an optional `Int`: `nil` for a null.
  public mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? {
    try reader.null() ? nil : try decode(Int.self)
  }

  /// Reads an optional `String`: `nil` for a null.
  public mutating func decodeIfPresent(_ type: String.Type) throws -> String? {
    try reader.null() ? nil : try decode(String.self)
  }

  /// Reads an optional `Bool`: `nil` for a null.
  public mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? {
    try reader.null() ? nil : try decode(Bool.self)
  }

  /// Reads an optional `Double`: `nil` for a null.
  public mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? {
    try reader.null() ? nil : try decode(Double.self)
  }

  /// Reads an optional value of any other type: `nil` for a null.
  public mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
    try reader.null() ? nil : try decode(T.self)
  }

  /// The error for a case's container that lacks a value its case must have.
  public func missingValue() -> any Error {
    reader.malformed("a value is missing")
  }

  /// The error for a route's container that names no case, or several.
  /// - Parameter count: The number of cases it named.
  public func notOneCase(_ count: Int) -> any Error {
    reader.malformed("\(count) cases where one was expected")
  }
}
