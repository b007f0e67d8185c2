/// The compiled form of an `@Links` enum's links: every pattern parsed here, at compile time,
/// as the run time's builder would parse it — its names numbered once for the whole table, its
/// parameters typed — so that `compiledLinkTable(schemes:hosts:)` parses nothing at launch.
///
/// The form exists only when the macro can prove that the builder would accept every link:
/// patterns of plain ASCII with no percent-encoding and no `{tab}` family, each well formed,
/// and no two typed parameters at one position that may accept the same text (two of the app's
/// own types there, or `Int` and `Double`). Otherwise the accessor builds the table with the
/// builder, as `linkTable(schemes:hosts:)` does.
struct CompiledLinks {
  /// A pattern's segments and query names as codes (see `_CompiledLinks`).
  struct Pattern {
    var path: [Int]
    var query: [Int]
  }

  /// Every literal and parameter name, once, in the order the builder numbers them.
  private(set) var names: [String] = []
  /// The parameter types that are not `String`, once each, as written.
  private(set) var types: [String] = []
  /// Each link's codes, in declaration order.
  private(set) var patterns: [Pattern] = []

  /// The links' codes as `_CompiledLinks` reads them (see `LinkTrieForm`): for each link, the
  /// count of its path segments and their codes, then the count of its query names and theirs.
  var codes: String {
    var text = ""
    for pattern in patterns {
      for part in [pattern.path, pattern.query] {
        LinkTrieForm.append(part.count, to: &text)
        for code in part { LinkTrieForm.append(code, to: &text) }
      }
    }
    return text
  }

  /// The compiled form of `links`, or `nil` when the macro cannot prove that the builder
  /// accepts them all.
  /// - Parameters:
  ///   - links: The declared links, in order.
  ///   - typeOf: A parameter's type as written (`nil` or `String` for an untyped one).
  init?(_ links: [LinkDeclaration], typeOf: (LinkDeclaration, String) -> String?) {
    var numbers: [String: Int] = [:]
    var typeNumbers: [String: Int] = [:]
    // What stands at each position of the trie: the typed parameters' types, and the ends.
    var typedAt: [String: Set<String>] = [:]
    var ends: Set<String> = []
    func number(_ name: String) -> Int {
      if let known = numbers[name] { return known }
      names.append(name)
      numbers[name] = names.count - 1
      return names.count - 1
    }
    func code(_ name: String, type: String?) -> Int {
      guard let type, type != "String" else { return number(name) << 8 | 1 }
      let index =
        typeNumbers[type]
        ?? {
          types.append(type)
          typeNumbers[type] = types.count - 1
          return types.count - 1
        }()
      return number(name) << 8 | (4 + index)
    }
    for link in links {
      guard link.tabs == nil, let parsed = Self.parse(link.pattern) else { return nil }
      var pattern = Pattern(path: [], query: [])
      var position = ""
      for segment in parsed.path {
        switch segment {
        case .literal(let text):
          pattern.path.append(number(text) << 8)
          position += "/=" + text
        case .parameter(let name):
          let type = typeOf(link, name)
          pattern.path.append(code(name, type: type))
          if let type, type != "String" {
            let kind = Self.kind(of: type)
            typedAt[position, default: []].insert(kind)
            position += "/#" + kind
          } else {
            position += "/:"
          }
        }
      }
      for name in parsed.query { pattern.query.append(code(name, type: typeOf(link, name))) }
      guard ends.insert(position).inserted else { return nil }
      patterns.append(pattern)
    }
    guard types.count <= 250, typedAt.values.allSatisfy(Self.cannotOverlap) else { return nil }
  }

  /// A type as the run time tells it apart: the standard library's and Foundation's types by
  /// their names, whatever the module written before them.
  static func kind(of type: String) -> String {
    for prefix in ["Swift.", "Foundation."] where type.hasPrefix(prefix) {
      return String(type.dropFirst(prefix.count))
    }
    return type
  }

  /// Whether typed parameters of these types at one position can never accept the same text:
  /// one type, or types of the standard library's that do not overlap.
  private static func cannotOverlap(_ kinds: Set<String>) -> Bool {
    guard kinds.count > 1 else { return true }
    return kinds.isSubset(of: ["Int", "Bool", "UUID", "Double"])
      && !(kinds.contains("Int") && kinds.contains("Double"))
  }

  /// A segment of a parsed pattern.
  enum Segment {
    case literal(String)
    case parameter(String)
  }

  /// Parses a pattern as the builder parses a plain one, or `nil` when the builder would refuse
  /// it, or when it is not plain: a byte outside printable ASCII, a `%` (the builder decodes
  /// it), or a catch-all (which `@Link` does not declare).
  static func parse(_ text: String) -> (path: [Segment], query: [String])? {
    let bytes = Array(text.utf8)
    guard bytes.first == UInt8(ascii: "/"),
      bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "%") })
    else { return nil }
    let pieces = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var path: [Segment] = []
    var seen: Set<String> = []
    for raw in pieces[0].split(separator: "/") {
      if raw.first == ":" {
        let name = String(raw.dropFirst())
        guard isName(name), seen.insert(name).inserted else { return nil }
        path.append(.parameter(name))
      } else {
        guard !raw.contains(where: { ":*#".contains($0) }) else { return nil }
        path.append(.literal(String(raw)))
      }
    }
    var query: [String] = []
    if pieces.count == 2 {
      for name in pieces[1].split(separator: "&", omittingEmptySubsequences: false) {
        let name = String(name)
        guard isName(name), seen.insert(name).inserted else { return nil }
        query.append(name)
      }
    }
    return (path, query)
  }

  /// Whether ASCII text is a name: a letter or `_`, then letters, digits or `_`.
  private static func isName(_ name: String) -> Bool {
    guard let first = name.utf8.first, isLetter(first) else { return false }
    return name.utf8.allSatisfy {
      isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }
}
