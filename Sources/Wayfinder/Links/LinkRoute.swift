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

/// The fixed part of a node's record in the compiled trie. A record is this header, then
/// the node's literal slots, then its typed edges, all in one run of memory, so that a step
/// of matching touches one place; records are laid out depth-first, so a pattern's nodes sit
/// close together. Nodes are named by the byte offset of their record; the root's is 0.
struct NodeHeader: Sendable {
  /// The literal slots' count minus one (a power of two minus one), or -1 for none.
  var slotMask: Int32 = -1
  /// The number of typed edges.
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
  /// parent's slot); read only for literals longer than eight bytes.
  var literalStart: Int32 = 0
  var reserved: Int32 = 0

  /// The size of a record with this header, in bytes.
  var recordSize: Int {
    MemoryLayout<NodeHeader>.stride + Int(slotMask + 1) * MemoryLayout<LiteralSlot>.stride
      + Int(typedCount) * MemoryLayout<TypedEdge>.stride
  }
}

/// A literal child in a node's slots. Literals of up to eight bytes are compared through
/// `key` alone (their bytes packed into it); longer ones by `key` (a hash) and then their bytes.
struct LiteralSlot: Sendable {
  var key: UInt64 = 0
  var count: Int32 = 0
  /// The child's record, or -1 for an empty slot.
  var child: Int32 = -1
}

/// A typed-parameter edge: how its check runs, the parameter type's index in
/// `LinkTrie.types`, and the child's record.
struct TypedEdge: Sendable {
  var kind: FastKind
  var type: UInt16
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
