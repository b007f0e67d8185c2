import Foundation

/// The values a link carried, handed to a route's builder, read with ``value(_:)->T`` (one value)
/// and ``values(_:)`` (a repeated query name, a catch-all's segments), whose types are inferred.
///
/// ```swift
/// try builder.add(
///   "/users/:id/posts/:post", types: ["id": Int.self, "post": UUID.self],
///   build: { .post(user: try $0.value("id"), post: try $0.value("post")) },
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
  package var remainder: [String] { extras?.remainder ?? [] }

  /// The query parameters present.
  var query: [LinkParameter] { extras?.query ?? [] }

  /// The number of path parameters (every one of the pattern's is present).
  private var captureCount: Int { trie.patternRecords[routeIndex].nameCount }

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
  @usableFromInline package var pattern: String { trie.patternTexts[routeIndex] }

  /// Each path and query parameter present, percent-decoded, in pattern order.
  ///
  /// Path parameters are decoded when asked for, so reading a parameter by name is cheaper
  /// than going through this array.
  package var values: [LinkParameter] {
    var values: [LinkParameter] = []
    values.reserveCapacity(captureCount + query.count)
    for index in 0..<captureCount {
      values.append(LinkParameter(name: trie.parameterName(routeIndex, index), value: text(index)))
    }
    return values + query
  }

  /// The value of a parameter, if present.
  /// - Parameter name: The parameter's name.
  /// - Returns: The decoded text, or `nil` (an absent query parameter).
  @usableFromInline
  package subscript(name: String) -> String? {
    if let index = pathIndex(name) { return text(index) }
    return query.first { $0.name == name }?.value
  }

  /// A parameter's value, of the type the route needs (inferred): the first value of a
  /// repeated query name.
  ///
  /// A path parameter declared `Int` was parsed while matching, and is read without making
  /// any text.
  ///
  /// ```swift
  /// try builder.add(
  ///   "/items/:id", types: ["id": Int.self],
  ///   build: { .detail(try $0.value("id")) }, values: { _ in nil })
  /// ```
  /// - Parameter name: The parameter's name.
  /// - Returns: The value.
  /// - Throws: ``LinkError/Code-swift.enum/invalidParameter`` when the parameter is
  ///   absent or its text is not a `T`.
  @inlinable
  public func value<T: LinkParameterValue>(_ name: String) throws(LinkError) -> T {
    // Specialized for `Int`, the checked cast costs nothing and reads no text twice.
    if T.self == Int.self, let value = try int(name) as? T { return value }
    let text = try string(name)
    guard let value = T(linkParameter: text) else {
      throw .invalidParameter(name: name, value: text, expected: String(describing: T.self))
    }
    return value
  }

  /// An optional parameter's value (a query parameter the link may leave out), of the type
  /// the route needs (inferred): `nil` when the link does not carry it. ``value(_:)`` reads a
  /// parameter the link must carry.
  ///
  /// ```swift
  /// enum Route { case search(String?, page: Int?) }
  /// var builder = LinkTableBuilder<Route>()
  /// try builder.add(
  ///   "/search?q&page", types: ["page": Int.self],
  ///   build: { .search(try $0.valueIfPresent("q"), page: try $0.valueIfPresent("page")) },
  ///   values: { _ in nil })
  /// ```
  /// - Parameter name: The parameter's name.
  /// - Returns: The value, or `nil` when the parameter is absent.
  /// - Throws: ``LinkError/Code-swift.enum/invalidParameter`` when its text is not a `T`.
  @inlinable
  public func valueIfPresent<T: LinkParameterValue>(_ name: String) throws(LinkError) -> T? {
    guard let text = self[name] else { return nil }
    guard let value = T(linkParameter: text) else {
      throw .invalidParameter(name: name, value: text, expected: String(describing: T.self))
    }
    return value
  }

  /// Every value of a parameter, in the order of the link: each value of a repeated query
  /// name (`?tag=a&tag=b`), each segment a catch-all took, or a path parameter's one value;
  /// empty when the parameter is absent.
  ///
  /// ```swift
  /// try builder.add(
  ///   "/search?tag", build: { .search(tags: try $0.values("tag")) }, values: { _ in nil })
  /// ```
  /// - Parameter name: The parameter's name.
  /// - Returns: Its values.
  /// - Throws: ``LinkError/Code-swift.enum/invalidParameter`` for a value that is not a
  ///   `T`.
  public func values<T: LinkParameterValue>(_ name: String) throws(LinkError) -> [T] {
    try values(named: name).map { text throws(LinkError) in
      guard let value = T(linkParameter: text) else {
        throw .invalidParameter(name: name, value: text, expected: String(describing: T.self))
      }
      return value
    }
  }

  /// Every decoded value of a parameter, in the order of the link (see ``values(_:)``).
  package func values(named name: String) -> [String] {
    if let index = pathIndex(name) { return [text(index)] }
    if name == trie.catchAllName(routeIndex) { return remainder }
    return query.filter { $0.name == name }.map(\.value)
  }

  /// The text of a required parameter.
  /// - Parameter name: The parameter's name.
  /// - Returns: The decoded text.
  /// - Throws: ``LinkError/Code-swift.enum/invalidParameter`` when it is absent.
  @usableFromInline
  func string(_ name: String) throws(LinkError) -> String {
    guard let value = self[name] else {
      throw .invalidParameter(name: name, value: "", expected: "a value")
    }
    return value
  }

  /// A parameter as `Int`: a path parameter declared `Int` was parsed while matching; another
  /// is parsed straight from the link's bytes. Neither makes any text.
  @usableFromInline
  func int(_ name: String) throws(LinkError) -> Int {
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
    let record = trie.patternRecords[routeIndex]
    let count = record.nameCount
    let names = trie.recordNames
    if count > 0, names[Int(record.names.0)] == name { return 0 }
    if count > 1, names[Int(record.names.1)] == name { return 1 }
    if count > 2, names[Int(record.names.2)] == name { return 2 }
    guard count > 3 else { return nil }
    for index in 3..<count where trie.parameterName(routeIndex, index) == name { return index }
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
}

/// One parameter of a link: its name in the pattern and its percent-decoded value.
///
/// ```swift
/// for parameter in match.parameters.values { print(parameter.name, parameter.value) }
/// ```
package struct LinkParameter: Hashable, Sendable {
  /// The parameter's name in the pattern.
  package let name: String
  /// The decoded value.
  package let value: String

  /// Creates a parameter.
  /// - Parameters:
  ///   - name: The name.
  ///   - value: The decoded value.
  package init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
