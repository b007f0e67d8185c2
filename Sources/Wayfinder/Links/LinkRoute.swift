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
/// counting; literal slots, literal bytes and typed edges live in the trie's flat buffers.
struct TrieNode: Sendable {
  /// Open-addressing slots for literal children: `slotMask + 1` slots (a power of two) from
  /// `slotStart` in `LinkTrie.slots`, or none when `slotMask` is -1.
  var slotStart: Int32 = 0
  var slotMask: Int32 = -1
  /// Typed-parameter children, a range of `LinkTrie.typedEdges`.
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
  /// Where this node's own literal starts in `LinkTrie.literalBytes` (its length is in the
  /// parent's slot).
  var literalStart: Int32 = 0
}

/// A literal child in a node's slots. Literals of up to eight bytes are compared through
/// `key` alone (their bytes packed into it); longer ones by `key` (a hash) and then their bytes.
struct LiteralSlot: Sendable {
  var key: UInt64 = 0
  var count: Int32 = 0
  /// The child node, or -1 for an empty slot.
  var child: Int32 = -1
}

/// A typed-parameter edge: how its check runs, the parameter type's index in
/// `LinkTrie.types`, and the child.
struct TypedEdge: Sendable {
  var kind: FastKind
  var type: Int32
  var child: Int32
}

/// How a typed parameter is checked: the built-in types on the raw bytes, anything else
/// through its general `accepts`.
enum FastKind: UInt8, Sendable {
  case general, int, bool, uuid

  init(_ type: LinkParameterType) {
    switch type.kind {
    case .int: self = .int
    case .bool: self = .bool
    case .uuid: self = .uuid
    case .string, .double, .custom: self = .general
    }
  }
}
