/// The trie while it is being built: one record per node in a flat array, literal children
/// found through one table keyed by (parent, name number), typed edges in a flat list. The
/// builder fills it in one pass over its patterns; ``LinkTrie`` then compiles it.
@usableFromInline
struct LinkTrieDraft {
  /// A node: what ends or starts here and where its children are.
  struct Node {
    /// The node's own literal (its number in ``LinkNames``), or -1.
    var literal: Int32 = -1
    var untyped: Int32 = -1
    /// The route whose catch-all starts here, or -1.
    var catchAll: Int32 = -1
    /// The route whose path ends here, or -1.
    var terminal: Int32 = -1
    /// The simplest route through here (fewest segments, then alphabetical), or -1.
    var sample: Int32 = -1
    /// The number of path segments of ``sample``.
    var sampleLength: Int32 = 0
    /// The first literal child, or -1; the others follow through `nextLiteral`.
    var firstLiteral: Int32 = -1
    /// The next literal child of this node's parent, or -1.
    var nextLiteral: Int32 = -1
    var literalCount: Int32 = 0
    /// The first typed edge in ``LinkTrieDraft/typed``, or -1.
    var firstTyped: Int32 = -1
    var typedCount: Int32 = 0
  }

  /// A typed-parameter edge: the type's index in the table's types, and the child.
  struct TypedEdge {
    var type: Int32
    var child: Int32
    /// The node's next typed edge, or -1.
    var next: Int32
  }

  private(set) var nodes: [Node] = [Node()]
  private(set) var typed: [TypedEdge] = []
  /// The typed parameters' types, one of each kind, in the order first met.
  @usableFromInline private(set) var types: [LinkParameterType] = []
  /// A literal edge: (parent << 32 | name number), and the child plus one, or 0 for an empty
  /// slot (side by side, so that a probe reads one place).
  private struct LiteralEdge {
    var key: UInt64 = 0
    var child: Int32 = 0
  }

  /// Open addressing over the literal edges, probing linearly. Never more than half full:
  /// made with room for one edge per pattern (most tables have fewer: patterns share their
  /// first segments), it doubles when the edges are more, and it is freed once the trie is
  /// made (compiling the trie does not read it).
  private var literalEdges: [LiteralEdge]
  /// The number of literal edges in ``literalEdges``.
  private var literalEdgeCount = 0

  /// An empty trie, sized for about `patterns` patterns.
  private init(patterns: Int) {
    var size = 64
    while size < patterns * 2 { size *= 2 }
    literalEdges = Array(repeating: LiteralEdge(), count: size)
    nodes.reserveCapacity(patterns * 2 + 1)
  }

  /// A trie with no patterns.
  @usableFromInline static var empty: LinkTrieDraft { LinkTrieDraft(patterns: 0) }

  /// The trie of the patterns `codes` holds, in one pass: their segments are already
  /// numbered, so each step looks a number up in one table instead of hashing text.
  ///
  /// Priority is fixed and independent of declaration order: at each segment a literal wins
  /// over a typed parameter, a typed parameter over an untyped one, and those over a
  /// catch-all.
  /// - Parameters:
  ///   - codes: The patterns' codes (a builder's, or those `@Links` wrote, already read).
  ///   - types: The parameter types the codes refer to.
  /// - Throws: ``LinkError/Code-swift.enum/configuration`` naming both patterns when two can match
  ///   the same link; ``LinkError/Code-swift.enum/configuration`` beyond 65,535 parameter
  ///   types.
  /// - Complexity: O(total number of segments).
  init(_ codes: LinkCodes, types declared: [LinkParameterType]) throws(LinkError) {
    self.init(patterns: codes.count)
    let texts = codes.texts
    for index in 0..<codes.count {
      var node = 0
      let path = codes.path(index)
      var catchAll = false
      for code in path {
        let tag = code & 0xFF
        switch tag {
        case LinkPattern.Code.literal:
          node = literalChild(of: node, code >> 8)
        case LinkPattern.Code.catchAll, LinkPattern.Code.catchAllNeedsOne:
          let other = nodes[node].catchAll
          if other >= 0 {
            throw .because(.ambiguousPatterns(texts[Int(other)], texts[index]))
          }
          nodes[node].catchAll = Int32(index)
          catchAll = true
        default:
          let type =
            tag == LinkPattern.Code.untyped
            ? LinkParameterType.string : declared[Int(tag - LinkPattern.Code.typed)]
          node = try parameterChild(of: node, type: type, index, texts)
        }
        // The node's sample is the simplest pattern through it (fewest segments, then
        // alphabetical), so "nearest pattern" messages do not depend on declaration order.
        let sample = nodes[node].sample
        let length = Int32(path.count)
        let sampleLength = nodes[node].sampleLength
        if sample < 0 || length < sampleLength
          || (length == sampleLength && texts[index] < texts[Int(sample)])
        {
          nodes[node].sample = Int32(index)
          nodes[node].sampleLength = length
        }
      }
      if !catchAll {
        let other = nodes[node].terminal
        if other >= 0 {
          throw .because(.ambiguousPatterns(texts[Int(other)], texts[index]))
        }
        nodes[node].terminal = Int32(index)
      }
    }
    literalEdges = []
    guard types.count <= Int(UInt16.max) else {
      throw .because(
        .malformedPattern(
          pattern: texts.last ?? "", reason: "more than 65,535 parameter types"))
    }
  }

  /// The child of `node` for a parameter of `type`: untyped, or typed after checking that no
  /// other typed parameter there may accept the same text.
  /// - Parameters:
  ///   - pattern: The index of the pattern being added, which an error names.
  ///   - texts: The patterns as declared.
  private mutating func parameterChild(
    of node: Int, type: LinkParameterType, _ pattern: Int, _ texts: [String]
  ) throws(LinkError) -> Int {
    if type.isUntyped { return untypedChild(of: node) }
    // The first edge made that may accept the same text (the list runs newest first), read
    // in place rather than gathered into an array.
    var clash: Int32?
    var next = nodes[node].firstTyped
    while next >= 0 {
      let edge = typed[Int(next)]
      let other = types[Int(edge.type)]
      if other.kind != type.kind && other.mayOverlap(with: type) { clash = edge.child }
      next = edge.next
    }
    if let clash {
      throw .because(
        .ambiguousPatterns(texts[Int(max(nodes[Int(clash)].sample, 0))], texts[pattern]))
    }
    let typeIndex =
      types.firstIndex { $0.kind == type.kind }
      ?? {
        types.append(type)
        return types.count - 1
      }()
    return typedChild(of: node, type: typeIndex)
  }

  /// The literal child of `node` named `name`, made when missing.
  private mutating func literalChild(of node: Int, _ name: Int32) -> Int {
    let key = UInt64(node) << 32 | UInt64(UInt32(name))
    let mask = literalEdges.count - 1
    var slot = Self.slot(key, mask: mask)
    while literalEdges[slot].child != 0 {
      if literalEdges[slot].key == key { return Int(literalEdges[slot].child - 1) }
      slot = (slot + 1) & mask
    }
    let child = nodes.count
    nodes.append(Node(literal: name, nextLiteral: nodes[node].firstLiteral))
    nodes[node].firstLiteral = Int32(child)
    nodes[node].literalCount += 1
    literalEdges[slot] = LiteralEdge(key: key, child: Int32(child + 1))
    literalEdgeCount += 1
    if literalEdgeCount * 2 > literalEdges.count { grow() }
    return child
  }

  /// The untyped-parameter child of `node`, made when missing.
  private mutating func untypedChild(of node: Int) -> Int {
    if nodes[node].untyped >= 0 { return Int(nodes[node].untyped) }
    nodes.append(Node())
    nodes[node].untyped = Int32(nodes.count - 1)
    return nodes.count - 1
  }

  /// The child of `node` for typed parameters of type number `type`, made when missing.
  private mutating func typedChild(of node: Int, type: Int) -> Int {
    var edge = nodes[node].firstTyped
    while edge >= 0 {
      if typed[Int(edge)].type == type { return Int(typed[Int(edge)].child) }
      edge = typed[Int(edge)].next
    }
    nodes.append(Node())
    let child = nodes.count - 1
    typed.append(TypedEdge(type: Int32(type), child: Int32(child), next: nodes[node].firstTyped))
    nodes[node].firstTyped = Int32(typed.count - 1)
    nodes[node].typedCount += 1
    return child
  }

  private static func slot(_ key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  private mutating func grow() {
    let old = literalEdges
    literalEdges = Array(repeating: LiteralEdge(), count: old.count * 2)
    let mask = literalEdges.count - 1
    for edge in old where edge.child != 0 {
      var slot = Self.slot(edge.key, mask: mask)
      while literalEdges[slot].child != 0 { slot = (slot + 1) & mask }
      literalEdges[slot] = edge
    }
  }
}
