/// One declared link: how its parameters become a route, how a route gives its parameters
/// back (for printing), and where the route lives. Its pattern is the trie's (and the
/// builder's), by the same index.
@usableFromInline
struct LinkRoute<Route>: Sendable {
  /// How the link makes its route and gives a route's parameters back.
  @usableFromInline let conversion: LinkConversion<Route>
  @usableFromInline let placement: LinkPlacement<Route>
  @usableFromInline let universal: Bool
  /// What few links declare (a stack, characters allowed), in a box of their own, so that
  /// the others keep one reference rather than 40 bytes.
  @usableFromInline let extras: LinkRouteExtras<Route>?
  /// The key of the routes this link prints (a name, such as a case name; `"show#\(id)"` narrows it), if declared.
  @usableFromInline let printKey: String?

  @inlinable
  init(
    build: consuming @escaping @Sendable (LinkParameters) throws -> Route,
    values: consuming @escaping @Sendable (Route) -> [String: String]?,
    placement: consuming LinkPlacement<Route>,
    universal: Bool, stack: (@Sendable (LinkParameters) throws -> [Route])? = nil,
    stackValues: (@Sendable ([Route]) -> LinkValues?)? = nil,
    unsafeCharactersAllowed: Set<String> = [], printKey: String? = nil
  ) {
    self.conversion = .closures(build: build, values: values)
    self.placement = placement
    self.universal = universal
    self.extras =
      stack == nil && stackValues == nil && unsafeCharactersAllowed.isEmpty
      ? nil
      : LinkRouteExtras(
        stack: stack, stackValues: stackValues, unsafeCharactersAllowed: unsafeCharactersAllowed)
    self.printKey = printKey
  }

  /// A link of a table `@Links` compiled: its route made, and its values given back, by the
  /// table's shared switches, with the link's number.
  @inlinable
  init(
    link: Int, shared: LinkSwitches<Route>, placement: consuming LinkPlacement<Route>,
    printKey: consuming String
  ) {
    self.conversion = .shared(shared, link: link)
    self.placement = placement
    self.universal = true
    self.extras = nil
    self.printKey = printKey
  }

  /// For a stack link: the routes its parameters build, bottom to top.
  @inlinable
  var stack: (@Sendable (LinkParameters) throws -> [Route])? { extras?.stack }

  /// For a stack link: the parameters that print a stack.
  @inlinable
  var stackValues: (@Sendable ([Route]) -> LinkValues?)? { extras?.stackValues }

  /// Parameters that may hold control or bidirectional-formatting characters.
  @inlinable
  var unsafeCharactersAllowed: Set<String> { extras?.unsafeCharactersAllowed ?? [] }

  /// A route's parameters, or `nil` when the route is not this link's.
  @inlinable
  func values(_ route: Route) -> [String: String]? {
    switch conversion {
    case .closures(_, let values): return values(route)
    case .shared(let shared, let link): return shared.values(link, route)
    }
  }

  /// ``LinkConversion/build(_:)`` as a closure (the stored one, for a link declared with
  /// closures).
  @inlinable
  var builder: @Sendable (LinkParameters) throws -> Route {
    switch conversion {
    case .closures(let build, _): return build
    case .shared(let shared, let link): return { try shared.build(link, $0) }
    }
  }

  /// ``values(_:)`` as a closure (the stored one, for a link declared with closures).
  @inlinable
  var valuesReader: @Sendable (Route) -> [String: String]? {
    switch conversion {
    case .closures(_, let values): return values
    case .shared(let shared, let link): return { shared.values(link, $0) }
    }
  }
}

/// What few links declare, apart from ``LinkRoute``: a stack link's closures, and the
/// parameters allowed control or bidirectional-formatting characters.
@usableFromInline
final class LinkRouteExtras<Route>: Sendable {
  /// For a stack link: the routes its parameters build, bottom to top.
  @usableFromInline let stack: (@Sendable (LinkParameters) throws -> [Route])?
  /// For a stack link: the parameters that print a stack.
  @usableFromInline let stackValues: (@Sendable ([Route]) -> LinkValues?)?
  /// Parameters that may hold control or bidirectional-formatting characters.
  @usableFromInline let unsafeCharactersAllowed: Set<String>

  @inlinable
  init(
    stack: (@Sendable (LinkParameters) throws -> [Route])?,
    stackValues: (@Sendable ([Route]) -> LinkValues?)?, unsafeCharactersAllowed: Set<String>
  ) {
    self.stack = stack
    self.stackValues = stackValues
    self.unsafeCharactersAllowed = unsafeCharactersAllowed
  }
}

/// How a link makes its route and gives a route's parameters back: its own closures, or the
/// switches a table `@Links` compiled shares among its links, with the link's number.
@usableFromInline
enum LinkConversion<Route>: Sendable {
  case closures(
    build: @Sendable (LinkParameters) throws -> Route,
    values: @Sendable (Route) -> [String: String]?)
  case shared(LinkSwitches<Route>, link: Int)

  /// Makes the link's route from its parameters.
  @inlinable
  func build(_ parameters: LinkParameters) throws -> Route {
    switch self {
    case .closures(let build, _): return try build(parameters)
    case .shared(let shared, let link): return try shared.build(link, parameters)
    }
  }
}

/// The three switches on a link's number that `@Links` writes for a whole enum, shared by the
/// links of its compiled table (one object per table, rather than two closures and a placement
/// per link).
@usableFromInline
final class LinkSwitches<Route>: Sendable {
  /// Makes link `link`'s route from its parameters, or `nil` for a number no link has.
  @usableFromInline let make: @Sendable (Int, LinkParameters) throws -> Route?
  /// Gives back a route's parameters for link `link`, or `nil` when the route is not its.
  @usableFromInline let values: @Sendable (Int, Route) -> [String: String]?
  /// Link `link`'s placement, made when asked, rather than one kept per link from launch.
  @usableFromInline let placement: @Sendable (Int) -> LinkPlacement<Route>

  @inlinable
  init(
    make: @escaping @Sendable (Int, LinkParameters) throws -> Route?,
    values: @escaping @Sendable (Int, Route) -> [String: String]?,
    placement: @escaping @Sendable (Int) -> LinkPlacement<Route>
  ) {
    self.make = make
    self.values = values
    self.placement = placement
  }

  /// Link `link`'s route from its parameters.
  @inlinable
  func build(_ link: Int, _ parameters: LinkParameters) throws -> Route {
    guard let route = try make(link, parameters) else {
      throw LinkError(
        .rejectedByRoute(pattern: parameters.pattern, reason: "no link is numbered \(link)"))
    }
    return route
  }
}

extension LinkPlacement {
  /// Why no state can hold this placement, or `nil` when one can: a stack inside a layer
  /// (``parentsInLayer``) below 0, without a presentation, or as a stack's root.
  /// - Parameter pattern: The link's pattern, which the error names.
  @usableFromInline
  func refusal(pattern: String) -> LinkError? {
    let count = parentsInLayer
    guard count != 0 else { return nil }
    let problem: String? =
      count < 0
      ? "puts \(count) parents in its layer, which is fewer than none"
      : presentation == nil
        ? "puts parents in a layer but presents none (give it a presentation)"
        : asRoot
          ? "puts parents in a layer but makes its screen a stack's root (asRoot)" : nil
    return problem.map { .because(.invalidPlacement(pattern: pattern, reason: $0)) }
  }
}

/// What a step of matching needs of a node. The records of all nodes are one array in
/// ``LinkTrie``, indexed by node number (the root's is 0); a node's literal slots and typed
/// edges are runs in two more arrays, found from here.
struct NodeHeader: Sendable, Equatable {
  /// The literal slots' count minus one (a power of two minus one), or -1 when there are none.
  var slotMask: Int32 = -1
  /// Where the node's literal slots start in `LinkTrie.slots`.
  var slots: Int32 = 0
  /// Where the node's typed edges start in `LinkTrie.edges`.
  var edges: Int32 = 0
  /// The number of typed edges.
  var typedCount: UInt16 = 0
  /// ``Flags`` bits.
  var flags: UInt8 = 0
  /// The untyped-parameter child, or -1.
  var untyped: Int32 = -1
  /// The route whose path ends here, or -1.
  var terminal: Int32 = -1

  enum Flags {
    /// A catch-all starts here (its route is in the node's ``NodeInfo``).
    static let catchAll: UInt8 = 1
    /// The terminal route declares query parameters.
    static let terminalQuery: UInt8 = 2
  }

  /// Whether a catch-all starts here.
  var hasCatchAll: Bool { flags & Flags.catchAll != 0 }
}

/// The rarely read facts about a node, apart from its record.
struct NodeInfo: Sendable, Equatable {
  /// The route whose catch-all starts here, or -1.
  var catchAll: Int32 = -1
  /// A route whose pattern passes through here, for "nearest pattern" messages.
  var sample: Int32 = -1
  /// Where this node's own literal starts in `LinkTrie.literalBytes` (its length is in the
  /// parent's slot); read only for literals longer than eight bytes.
  var literalStart: Int32 = 0
}

/// A literal child in a node's slots. Literals of up to eight bytes are compared through
/// `key` alone (their bytes packed into it); longer ones by `key` (a hash) and then their bytes.
struct LiteralSlot: Sendable, Equatable {
  var key: UInt64 = 0
  var count: Int32 = 0
  /// The child's node number, or -1 for an empty slot.
  var child: Int32 = -1
}

/// A typed-parameter edge: how its check runs, the parameter type's index in
/// `LinkTrie.types`, and the child's node number.
struct TypedEdge: Sendable, Equatable {
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
