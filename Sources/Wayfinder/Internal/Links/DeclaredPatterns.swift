/// The patterns a ``LinkTableBuilder`` has declared, kept as the codes `@Links` writes (see
/// ``LinkCodes``) rather than as one parsed ``LinkPattern`` per link: each pattern's segments
/// and query names as numbers into the builder's ``LinkNames`` and ``types``, one run of
/// numbers for the whole table. The table reads them as a compiled table reads its codes, and
/// makes whole patterns only when something reads them (printing, error messages, the table's
/// descriptions).
///
/// A plain pattern (nearly all) is read over its bytes, in one array reused for every pattern,
/// straight into the codes, so that a pattern costs no allocation of its own but its share of
/// the runs; any other is read by ``LinkPattern/parseText(_:types:)`` first.
@usableFromInline
struct DeclaredPatterns: Sendable {
  /// The patterns as declared, by declaration index.
  @usableFromInline private(set) var texts: [String] = []
  /// Every pattern's path segment count and codes, then its query name count and codes.
  var codes: [Int32] = []
  /// Where each pattern's path segment count is in ``codes``.
  private(set) var starts: [Int] = []
  /// The parameter types the codes refer to (a typed code's tag minus
  /// ``LinkPattern/Code/typed``), one of each kind, in the order first declared.
  private(set) var types: [LinkParameterType] = []
  /// The bytes of the pattern being read.
  private(set) var bytes: [UInt8] = []
  /// The numbers of the names the pattern being read has given a parameter, its catch-all or
  /// a query name so far: the first ``seenCount``.
  var seen: [Int32] = []
  var seenCount = 0

  /// The most parameter types a table's codes can number (a code's tag is a byte).
  static let maximumTypes = 256 - Int(LinkPattern.Code.typed)
  /// The most names a table's codes can number (a code keeps 23 bits for its name).
  static let maximumNames = 1 << 23

  @usableFromInline init() {}

  /// The number of patterns.
  @usableFromInline var count: Int { texts.count }

  /// The codes, as the table reads them.
  var linkCodes: LinkCodes { LinkCodes(texts: texts, codes: codes, starts: starts) }

  /// The trie of the patterns (see ``LinkTrieDraft/init(_:types:)``).
  /// - Throws: ``LinkError/Code-swift.enum/configuration`` naming both patterns when two can
  ///   match the same link.
  @usableFromInline
  func draft() throws(LinkError) -> LinkTrieDraft {
    try LinkTrieDraft(linkCodes, types: types)
  }

  /// Parses `text` and declares it, numbering its names in `names`.
  /// - Parameters:
  ///   - text: The pattern.
  ///   - given: The parameters' types, by name.
  ///   - names: The builder's names; a refused pattern may leave names in it, which is
  ///     harmless (numbers nothing refers to).
  /// - Throws: ``LinkError/Code-swift.enum/configuration`` for a malformed pattern, or when the
  ///   table would need more than ``maximumTypes`` parameter types or ``maximumNames`` names;
  ///   the declared patterns are then as they were.
  /// - Complexity: O(pattern length).
  @usableFromInline
  mutating func add(_ text: String, types given: DeclaredTypes, names: inout LinkNames)
    throws(LinkError)
  {
    bytes.removeAll(keepingCapacity: true)
    bytes.append(contentsOf: text.utf8)
    let (codeCount, typeCount) = (codes.count, types.count)
    do throws(LinkError) {
      if LinkPattern.isPlain(bytes) {
        try appendPlain(text, types: given, names: &names)
      } else {
        try appendCodes(
          of: try LinkPattern.parseText(text, types: given.parsed), text, names: &names)
      }
      guard names.count <= Self.maximumNames else {
        throw .because(.malformedPattern(pattern: text, reason: "more than 8,388,608 names"))
      }
    } catch {
      // What was added of the pattern goes.
      codes.removeSubrange(codeCount...)
      types.removeSubrange(typeCount...)
      throw error
    }
    starts.append(codeCount)
    texts.append(text)
  }

  /// Appends the codes of a pattern ``LinkPattern/parseText(_:types:)`` read, numbering its
  /// names in `names`.
  private mutating func appendCodes(
    of parts: LinkPattern.Parts, _ text: String, names: inout LinkNames
  ) throws(LinkError) {
    codes.append(Int32(parts.segments.count))
    var parameter = 0
    for segment in parts.segments {
      switch segment {
      case .literal(let name):
        codes.append(names.intern(name) << 8 | LinkPattern.Code.literal)
      case .parameter(let name):
        codes.append(names.intern(name) << 8 | (try tag(of: parts.types[parameter], in: text)))
        parameter += 1
      case .catchAll(let name):
        codes.append(
          names.intern(name) << 8
            | (parts.catchAllNeedsOne
              ? LinkPattern.Code.catchAllNeedsOne : LinkPattern.Code.catchAll))
      }
    }
    codes.append(Int32(parts.query.count))
    for (name, type) in parts.query {
      codes.append(names.intern(name) << 8 | (try tag(of: type, in: text)))
    }
  }

  /// The tag of a parameter's code: ``LinkPattern/Code/untyped``, or
  /// ``LinkPattern/Code/typed`` plus the number of its type's kind in ``types``, added when
  /// new.
  mutating func tag(of type: LinkParameterType, in text: String) throws(LinkError)
    -> Int32
  {
    if type.isUntyped { return LinkPattern.Code.untyped }
    if let index = types.firstIndex(where: { $0.kind == type.kind }) {
      return LinkPattern.Code.typed + Int32(index)
    }
    guard types.count < Self.maximumTypes else {
      throw .because(
        .malformedPattern(
          pattern: text, reason: "more than \(Self.maximumTypes) parameter types in one table"))
    }
    types.append(type)
    return LinkPattern.Code.typed + Int32(types.count - 1)
  }
}

/// The parameter types a link declares, by name: as ``LinkTableBuilder``'s `add` takes them
/// (read one by one as the pattern names them, rather than all converted first), or already
/// as ``LinkParameterType``s.
@usableFromInline
enum DeclaredTypes {
  case values([String: any LinkParameterValue.Type])
  case parsed([String: LinkParameterType])

  /// The number of names given a type.
  var count: Int {
    switch self {
    case .values(let values): values.count
    case .parsed(let parsed): parsed.count
    }
  }

  /// The type given to `name`, if any: the few entries a link has are compared one by one
  /// rather than hashed.
  func type(of name: String) -> LinkParameterType? {
    switch self {
    case .values(let values):
      guard !values.isEmpty else { return nil }
      if values.count > 8 { return values[name].map { LinkParameterType.of($0) } }
      var index = values.startIndex
      while index != values.endIndex {
        if values[index].key == name {
          let type = values[index].value
          return LinkParameterType.of(type)
        }
        values.formIndex(after: &index)
      }
      return nil
    case .parsed(let parsed): return parsed.isEmpty ? nil : parsed[name]
    }
  }

  /// The names given a type, in order.
  var sortedNames: [String] {
    switch self {
    case .values(let values): values.keys.sorted()
    case .parsed(let parsed): parsed.keys.sorted()
    }
  }

  /// Every type, converted.
  var parsed: [String: LinkParameterType] {
    switch self {
    case .values(let values): values.mapValues { LinkParameterType.of($0) }
    case .parsed(let parsed): parsed
    }
  }
}
