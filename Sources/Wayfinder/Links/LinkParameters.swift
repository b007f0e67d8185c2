public import Foundation

/// The values a link carried, handed to a route's builder.
///
/// ```swift
/// try builder.add(
///   "/users/:id/posts/:post", types: ["id": .int, "post": .uuid],
///   build: { parameters in
///     .post(user: try parameters.int("id"), post: try parameters.uuid("post"))
///   },
///   values: { _ in nil })
/// ```
public struct LinkParameters: Sendable {
  /// The link's UTF-8 bytes, from which path parameters are read when asked for; empty when
  /// every path parameter is held as an `Int`.
  let bytes: [UInt8]
  /// The table's trie, which knows the matched pattern.
  let trie: LinkTrie
  /// The index of the matched pattern in declaration order.
  let route: Int32
  /// Which captures hold `Int` values rather than places (see ``LinkCaptures``).
  let ints: UInt32
  /// The first three path parameters, as in ``LinkCaptures``.
  let first: (UInt64, UInt64, UInt64)
  /// More captures, the query and the catch-all's segments, when there are any.
  let extras: LinkExtras?

  init(
    bytes: [UInt8], trie: LinkTrie, routeIndex: Int, captures: LinkCaptures, extras: LinkExtras?
  ) {
    self.bytes = bytes
    self.trie = trie
    self.route = Int32(truncatingIfNeeded: routeIndex)
    self.ints = captures.ints
    self.first = captures.first
    self.extras = extras
  }

  /// The index of the matched pattern in declaration order.
  @usableFromInline var routeIndex: Int { Int(route) }

  /// The path segments the trailing catch-all matched, percent-decoded.
  public var remainder: [String] { extras?.remainder ?? [] }

  /// The query parameters present.
  var query: [LinkParameter] { extras?.query ?? [] }

  /// The matched pattern.
  var linkPattern: LinkPattern { trie.patterns[routeIndex] }

  /// The number of path parameters (every one of the pattern's is present).
  private var captureCount: Int { linkPattern.names.count }

  /// The raw capture of the path parameter at `index`.
  private func capture(_ index: Int) -> UInt64 {
    switch index {
    case 0: first.0
    case 1: first.1
    case 2: first.2
    default: extras?.more[index - 3] ?? 0
    }
  }

  /// The `Int` value of the path parameter at `index`, when it is held as one.
  private func intValue(_ index: Int) -> Int? {
    guard index < 32, ints & 1 << UInt32(index) != 0 else { return nil }
    return Int(Int64(bitPattern: capture(index)))
  }

  /// The decoded text of the path parameter at `index`.
  private func text(_ index: Int) -> String {
    if let value = intValue(index) { return String(value) }
    return text(of: LinkCapture(packed: capture(index)))
  }

  /// The pattern that matched, as declared.
  public var pattern: String { linkPattern.text }

  /// Each path and query parameter present, percent-decoded, in pattern order.
  ///
  /// Path parameters are decoded when asked for, so reading a parameter by name (or with
  /// ``int(_:)``) is cheaper than going through this array.
  public var values: [LinkParameter] {
    var values: [LinkParameter] = []
    values.reserveCapacity(captureCount + query.count)
    for index in 0..<captureCount {
      values.append(LinkParameter(name: linkPattern.names[index], value: text(index)))
    }
    return values + query
  }

  /// The value of a parameter, if present.
  /// - Parameter name: The parameter's name.
  /// - Returns: The decoded text, or `nil` (an absent query parameter).
  public subscript(name: String) -> String? {
    if let index = pathIndex(name) { return text(index) }
    return query.first { $0.name == name }?.value
  }

  /// Every value of a parameter, in the order of the link: a query name may repeat
  /// (`?tag=a&tag=b`); a path parameter has one value. The subscript and the typed readers
  /// read the first.
  ///
  /// ```swift
  /// try builder.add(
  ///   "/search?tag", build: { .search(tags: $0.values(named: "tag")) }, values: { _ in nil })
  /// ```
  /// - Parameter name: The parameter's name.
  /// - Returns: Its decoded values; empty when it is absent.
  public func values(named name: String) -> [String] {
    if let index = pathIndex(name) { return [text(index)] }
    return query.filter { $0.name == name }.map(\.value)
  }

  /// The text of a required parameter.
  /// - Parameter name: The parameter's name.
  /// - Returns: The decoded text.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)`` when it is absent.
  public func string(_ name: String) throws(LinkError) -> String {
    guard let value = self[name] else {
      throw .invalidParameter(name: name, value: "", expected: "a value")
    }
    return value
  }

  /// A parameter as `Int`.
  ///
  /// A path parameter declared ``LinkParameterType/int`` was parsed while matching; another
  /// is parsed straight from the link's bytes. Neither makes any text.
  /// - Parameter name: The parameter's name.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func int(_ name: String) throws(LinkError) -> Int {
    if let index = pathIndex(name) {
      if let value = intValue(index) { return value }
      let capture = LinkCapture(packed: capture(index))
      if !capture.encoded, let value = LinkBytes.int(bytes[capture.start..<capture.end]) {
        return value
      }
    }
    let text = try string(name)
    guard let value = LinkBytes.int(Array(text.utf8)) else {
      throw .invalidParameter(name: name, value: text, expected: "Int")
    }
    return value
  }

  /// The position of a path parameter among the captures.
  private func pathIndex(_ name: String) -> Int? {
    let records = trie.patternRecords
    let count = records[routeIndex].nameCount
    if count > 0, records[routeIndex].names.0 == name { return 0 }
    if count > 1, records[routeIndex].names.1 == name { return 1 }
    if count > 2, records[routeIndex].names.2 == name { return 2 }
    guard count > 3 else { return nil }
    let names = linkPattern.names
    for index in 3..<names.count where names[index] == name { return index }
    return nil
  }

  /// The decoded text of a captured segment.
  private func text(of capture: LinkCapture) -> String {
    let segment = bytes[capture.start..<capture.end]
    // Segments with a `%` were checked while matching, so decoding succeeds.
    return capture.encoded
      ? LinkBytes.decode(segment, plusIsSpace: false) ?? ""
      : String(decoding: segment, as: UTF8.self)
  }

  /// A parameter as `Double`.
  /// - Parameter name: The parameter's name.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func double(_ name: String) throws(LinkError) -> Double {
    try value(name, as: Double.self)
  }

  /// A parameter as `Bool`.
  /// - Parameter name: The parameter's name.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func bool(_ name: String) throws(LinkError) -> Bool { try value(name, as: Bool.self) }

  /// A parameter as `UUID`.
  /// - Parameter name: The parameter's name.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func uuid(_ name: String) throws(LinkError) -> UUID {
    let text = try string(name)
    guard let value = UUID(uuidString: text) else {
      throw .invalidParameter(name: name, value: text, expected: "UUID")
    }
    return value
  }

  /// A parameter as any `LosslessStringConvertible` type.
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - type: The type.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(LinkError)
    -> T
  {
    let text = try string(name)
    guard let value = T(text) else {
      throw .invalidParameter(name: name, value: text, expected: String(describing: type))
    }
    return value
  }

  /// A parameter as a `RawRepresentable` type with `String` raw values.
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - type: The type.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func value<T: RawRepresentable>(_ name: String, as type: T.Type) throws(LinkError) -> T
  where T.RawValue == String {
    let text = try string(name)
    guard let value = T(rawValue: text) else {
      throw .invalidParameter(name: name, value: text, expected: String(describing: type))
    }
    return value
  }

  /// A parameter as a `RawRepresentable` type with `Int` raw values.
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - type: The type.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func value<T: RawRepresentable>(_ name: String, as type: T.Type) throws(LinkError) -> T
  where T.RawValue == Int {
    let text = try string(name)
    guard let raw = Int(text), let value = T(rawValue: raw) else {
      throw .invalidParameter(name: name, value: text, expected: String(describing: type))
    }
    return value
  }
}

/// One parameter of a link: its name in the pattern and its percent-decoded value.
///
/// ```swift
/// for parameter in match.parameters.values { print(parameter.name, parameter.value) }
/// ```
public struct LinkParameter: Hashable, Sendable {
  /// The parameter's name in the pattern.
  public let name: String
  /// The decoded value.
  public let value: String

  /// Creates a parameter.
  /// - Parameters:
  ///   - name: The name.
  ///   - value: The decoded value.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
