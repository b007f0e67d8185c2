/// A parsed path pattern such as `/users/:id/posts/:post`, `/search?q&page`, `/files/*path`
/// (zero or more segments) or `/files/*path+` (one or more).
///
/// A class so that the builder, the table and the trie share one immutable instance rather
/// than copying its arrays. Patterns of printable ASCII (nearly all) are read over their
/// bytes (``LinkPattern/parseBytes(_:_:types:names:)``); any other is read by
/// ``LinkPattern/parseText(_:types:)``, character by character. Both accept and refuse the
/// same patterns with the same messages.
@usableFromInline
final class LinkPattern: Sendable {
  enum Segment: Sendable, Equatable {
    case literal(String)
    case parameter(String)
    case catchAll(String)
  }

  /// What parsing finds in a pattern, before its names are numbered.
  struct Parts {
    var segments: [Segment] = []
    /// Each segment's number in the builder's ``LinkNames`` (the literal's decoded text, or
    /// the parameter's name), when the parser numbered them.
    var segmentNames: [Int32] = []
    var names: [String] = []
    var types: [LinkParameterType] = []
    var query: [(name: String, type: LinkParameterType)] = []
    var catchAll: String?
    var catchAllNeedsOne = false

    /// Whether `name` already names a parameter, the catch-all or a query parameter (a
    /// handful, so compared one by one).
    func has(_ name: String) -> Bool {
      names.contains(name) || catchAll == name || query.contains { $0.name == name }
    }
  }

  @usableFromInline let text: String
  let segments: [Segment]
  /// Each segment's number in the builder's ``LinkNames``: the literal's decoded text, or the
  /// parameter's name. The trie compares these numbers instead of text.
  let segmentNames: [Int32]
  /// The path parameters' names, in order.
  let names: [String]
  /// The path parameters' types, in the order of `names`.
  let types: [LinkParameterType]
  /// Optional query parameters, with their types.
  let query: [(name: String, type: LinkParameterType)]
  /// The catch-all's name, if the pattern ends with one.
  let catchAll: String?
  /// Whether the catch-all needs at least one segment (`*name+`).
  let catchAllNeedsOne: Bool
  /// The pattern with parameters as `:name` and no query, for not-found messages: the text
  /// itself (shared, not copied) unless the pattern has a query.
  let path: String

  /// Parses a pattern, numbering its segment names in `names`.
  /// - Throws: ``LinkError/Code-swift.enum/configuration``; `names` may then hold names
  ///   of the refused pattern, which is harmless (numbers nothing refers to).
  @usableFromInline
  init(_ text: String, types: [String: LinkParameterType], names: inout LinkNames)
    throws(LinkError)
  {
    let bytes = Array(text.utf8)
    var parts: Parts
    if Self.isPlain(bytes) {
      parts = try Self.parseBytes(text, bytes, types: types, names: &names)
    } else {
      parts = try Self.parseText(text, types: types)
      parts.segmentNames = parts.segments.map { segment in
        switch segment {
        case .literal(let name), .parameter(let name), .catchAll(let name):
          names.intern(name)
        }
      }
    }
    self.text = text
    self.segments = parts.segments
    self.segmentNames = parts.segmentNames
    self.names = parts.names
    self.types = parts.types
    self.query = parts.query
    self.catchAll = parts.catchAll
    self.catchAllNeedsOne = parts.catchAllNeedsOne
    if bytes.contains(UInt8(ascii: "?")) {
      // Split where the character parser splits: at the first '?' that is a character.
      self.path = String(
        text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
    } else {
      self.path = text
    }
  }

  /// A pattern from its parts, parsed elsewhere (see ``init(compiled:path:query:numbers:names:types:)``).
  init(
    text: String, segments: [Segment], segmentNames: [Int32], names: [String],
    types: [LinkParameterType], query: [(name: String, type: LinkParameterType)],
    catchAll: String?, catchAllNeedsOne: Bool, hasQuery: Bool = true
  ) {
    self.text = text
    self.segments = segments
    self.segmentNames = segmentNames
    self.names = names
    self.types = types
    self.query = query
    self.catchAll = catchAll
    self.catchAllNeedsOne = catchAllNeedsOne
    // A pattern without a query (most) is its own path: no search for a `?`.
    if hasQuery, let mark = text.utf8.firstIndex(of: UInt8(ascii: "?")) {
      self.path = String(text[..<mark])
    } else {
      self.path = text
    }
  }

  /// Whether the byte parser reads this pattern as the character parser would: printable
  /// ASCII and tabs, where every byte is one character (a carriage return followed by a line
  /// feed is one character, and any byte above 127 starts a scalar that may combine).
  static func isPlain(_ bytes: [UInt8]) -> Bool {
    for byte in bytes where byte >= 0x7F || (byte < 0x20 && byte != 0x09) { return false }
    return true
  }
}
