/// A parsed path pattern such as `/users/:id/posts/:post`, `/search?q&page`, `/files/*path`
/// (zero or more segments) or `/files/*path+` (one or more).
///
/// Made only when something reads a table's patterns whole (printing, error messages, the
/// table's descriptions), from the codes the builder or `@Links` wrote; a class so that the
/// table shares one immutable instance rather than copying its arrays. A builder reads
/// patterns of printable ASCII (nearly all) over their bytes
/// (``DeclaredPatterns/appendPlain(_:types:names:)``), and any other with
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
    var names: [String] = []
    var types: [LinkParameterType] = []
    var query: [(name: String, type: LinkParameterType)] = []
    var catchAll: String?
    var catchAllNeedsOne = false
  }

  @usableFromInline let text: String
  let segments: [Segment]
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

  /// A pattern from its parts, parsed elsewhere (see ``init(compiled:path:query:numbers:names:types:)``).
  init(
    text: String, segments: [Segment], names: [String],
    types: [LinkParameterType], query: [(name: String, type: LinkParameterType)],
    catchAll: String?, catchAllNeedsOne: Bool
  ) {
    self.text = text
    self.segments = segments
    self.names = names
    self.types = types
    self.query = query
    self.catchAll = catchAll
    self.catchAllNeedsOne = catchAllNeedsOne
  }

  /// Whether the byte parser reads this pattern as the character parser would: printable
  /// ASCII and tabs, where every byte is one character (a carriage return followed by a line
  /// feed is one character, and any byte above 127 starts a scalar that may combine).
  static func isPlain(_ bytes: [UInt8]) -> Bool {
    for byte in bytes where byte >= 0x7F || (byte < 0x20 && byte != 0x09) { return false }
    return true
  }
}
