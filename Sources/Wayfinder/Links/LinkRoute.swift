/// One declared link: a pattern, how its parameters become a route, how a route gives its
/// parameters back (for printing), and where the route lives.
@usableFromInline
struct LinkRoute<Route>: Sendable {
  let pattern: LinkPattern
  @usableFromInline let build: @Sendable (LinkParameters) throws -> Route
  let values: @Sendable (Route) -> [String: String]?
  @usableFromInline let placement: LinkPlacement<Route>
  let universal: Bool
}

/// A node of the compiled trie. Plain integers only, so the matching loop does no reference
/// counting; children, literal bytes and typed edges live in the table's flat arrays.
struct TrieNode: Sendable {
  /// This node's own literal, as a range of `LinkTable.literalBytes`.
  var literalStart: Int32 = 0
  var literalCount: Int32 = 0
  /// Open-addressing slots for literal children: a range of `LinkTable.slots` (a power of two
  /// long, or empty); each slot holds a child index or -1.
  var slotStart: Int32 = 0
  var slotCount: Int32 = 0
  /// Typed-parameter children, a range of `LinkTable.typedEdges`.
  var typedStart: Int32 = 0
  var typedCount: Int32 = 0
  /// The untyped-parameter child, or -1.
  var untyped: Int32 = -1
  /// The route whose catch-all starts here, or -1.
  var catchAll: Int32 = -1
  /// The route whose path ends here, or -1.
  var terminal: Int32 = -1
  /// A route whose pattern passes through here, for "nearest pattern" messages.
  var sample: Int32 = -1
  /// The hash of this node's literal.
  var literalHash: UInt64 = 0
}

/// A typed-parameter edge: the parameter type's index in `LinkTable.types`, its kind for the
/// fast path (`nil` for types checked through their general `accepts`), and the child.
struct TypedEdge: Sendable {
  var type: Int32
  var child: Int32
  var fast: FastKind?
}

/// The built-in parameter types whose check runs on raw bytes without copying the type.
enum FastKind: Sendable {
  case int, bool, uuid
}
