import Foundation
import Testing

@testable import Wayfinder

/// How a table is built: the byte parser against the character parser, the numbered names,
/// and what is made only when the table first prints.
@Suite("Links: building a table")
struct LinkBuildTests {
  /// The pieces random patterns are made of: every byte the grammar gives a meaning to, and
  /// some it refuses.
  static let pieces = [
    "/", "/", "/", "a", "b", "id", "_x", "9", ":", "*", "+", "?", "&", "#", "%2F", "%41", "%zz",
    "%", "%C3%A9", "%FF", "-", ".", "~", " ", "\t",
  ]

  /// The types random patterns declare, some for names they have and some for names they lack.
  static let typeSets: [[String: LinkParameterType]] = [
    [:], ["id": .of(Int.self)], ["a": .of(UUID.self), "b": .of(Bool.self)], ["x": .of(String.self)],
    ["_x": .of(Int.self), "zz": .of(Double.self)],
  ]

  struct Outcome: Equatable {
    var segments: [LinkPattern.Segment] = []
    var names: [String] = []
    var types: [String] = []
    var query: [String] = []
    var catchAll: String?
    var needsOne = false
    var error: LinkError?
  }

  static func outcome(_ read: () throws(LinkError) -> LinkPattern.Parts) -> Outcome {
    do {
      let parts = try read()
      return Outcome(
        segments: parts.segments, names: parts.names, types: parts.types.map(\.name),
        query: parts.query.map { "\($0.name): \($0.type.name)" }, catchAll: parts.catchAll,
        needsOne: parts.catchAllNeedsOne)
    } catch {
      return Outcome(error: error)
    }
  }

  /// What the byte reader makes of a plain pattern: the codes it declares, read back into a
  /// pattern, or its error (the declared patterns then unchanged).
  static func plainOutcome(
    _ text: String, types: [String: LinkParameterType], declared: inout DeclaredPatterns,
    names: inout LinkNames
  ) -> Outcome {
    let before = declared.linkCodes
    do {
      try declared.add(text, types: .parsed(types), names: &names)
    } catch {
      let after = declared.linkCodes
      let unchanged = after.codes == before.codes && after.texts == before.texts
      return Outcome(
        error: unchanged
          ? error : LinkError(.malformedPattern(pattern: text, reason: "codes left behind")))
    }
    let codes = declared.linkCodes
    let last = codes.count - 1
    let pattern = LinkPattern(
      compiled: text, path: codes.path(last), query: codes.query(last),
      numbers: Array(0..<Int32(names.count)), names: names, types: declared.types)
    return Outcome(
      segments: pattern.segments, names: pattern.names, types: pattern.types.map(\.name),
      query: pattern.query.map { "\($0.name): \($0.type.name)" }, catchAll: pattern.catchAll,
      needsOne: pattern.catchAllNeedsOne)
  }

  @Test("the byte parser accepts and refuses what the character parser does, with its messages")
  func parsersAgree() {
    var random = SystemRandomNumberGenerator()
    var declared = DeclaredPatterns()
    var names = LinkNames()
    for _ in 0..<20_000 {
      var text = Bool.random(using: &random) ? "/" : ""
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        text += Self.pieces.randomElement(using: &random)!
      }
      let types = Self.typeSets.randomElement(using: &random)!
      let bytes = Array(text.utf8)
      guard LinkPattern.isPlain(bytes) else { continue }
      // One reader for every pattern, as a builder reads them: nothing of a pattern may stay
      // for the next.
      let fast = Self.plainOutcome(text, types: types, declared: &declared, names: &names)
      let reference = Self.outcome { () throws(LinkError) in
        try LinkPattern.parseText(text, types: types)
      }
      #expect(fast == reference, "\(text) \(types.keys.sorted())")
    }
  }

  @Test("the two parsers agree on the patterns of the tests and the sample app")
  func knownPatterns() {
    let patterns = [
      "/", "/a", "/a/", "//a//b", "/c/detail/:id", "/files/*path+", "/folder/*path", "/*rest",
      "/search?q&page", "/search?", "/search?q&", "/search?q&q", "/a/:x/:x", "/a/*rest/b",
      "/a/:", "/a/*", "/a/*+", "/a/b:c", "/a/%zz", "/a/%2F", "/a?b?c", "/a/:id?id", "items",
    ]
    for text in patterns {
      for types in Self.typeSets {
        var declared = DeclaredPatterns()
        var names = LinkNames()
        let fast = Self.plainOutcome(text, types: types, declared: &declared, names: &names)
        let reference = Self.outcome { () throws(LinkError) in
          try LinkPattern.parseText(text, types: types)
        }
        #expect(fast == reference, "\(text) \(types.keys.sorted())")
      }
    }
  }

  @Test("patterns that are not plain ASCII are read by characters, and match")
  func unicodePatterns() throws {
    #expect(!LinkPattern.isPlain(Array("/café/:id".utf8)))
    #expect(!LinkPattern.isPlain(Array("/a\r\n/b".utf8)))
    #expect(LinkPattern.isPlain(Array("/a/:id?q&page".utf8)))
    var builder = LinkTableBuilder<String>(schemes: ["app"])
    try builder.add("/café/:id", route: "café")
    try builder.add("/tea/:id", route: "tea")
    let table = try builder.build()
    #expect(try table.match("app://caf%C3%A9/1").get().route == "café")
    #expect(try table.match("app://tea/2").get().route == "tea")
    #expect(
      throws: LinkError(.malformedPattern(pattern: "/é/:x/:x", reason: "'x' appears twice"))
    ) {
      try builder.add("/é/:x/:x", route: "x")
    }
  }

  @Test("a name is stored once and keeps its number; keys are the matcher's")
  func namesAreNumbered() {
    var names = LinkNames()
    var numbers: [String: Int32] = [:]
    // Enough names to grow the table several times; short and long (hashed) ones.
    let texts = (0..<500).map { $0.isMultiple(of: 2) ? "n\($0)" : "a-longer-name-\($0)" }
    for text in texts { numbers[text] = names.intern(text) }
    #expect(names.count == texts.count)
    for text in texts {
      let number = names.intern(text)
      #expect(number == numbers[text])
      #expect(names.texts[Int(number)] == text)
      #expect(names.length(number) == text.utf8.count)
      let bytes = Array(text.utf8)
      #expect(names.keys[Int(number)] == LinkBytes.key(bytes))
      let start = Int(names.starts[Int(number)])
      #expect(Array(names.bytes[start..<(start + bytes.count)]) == bytes)
    }
    #expect(names.count == texts.count, "interning again adds nothing")
    // A name inside a longer array, by range.
    let source = Array("/n2/x".utf8)
    #expect(names.intern(source, 1..<3) == numbers["n2"])
  }

  @Test("what only printing reads is made when the table first prints, and prints the same")
  func printingIsDeferred() throws {
    let table = try makeTable()
    #expect(!table.printing.isMade)
    _ = try table.match("wayfinder://c/detail/42").get()
    #expect(!table.printing.isMade, "matching does not make it")
    #expect(table.url(for: .detail(42)) == "wayfinder://c/detail/42")
    #expect(table.printing.isMade)
    let copy = table
    #expect(copy.printing.isMade, "copies share it")
    #expect(copy.url(for: .detail(7)) == "wayfinder://c/detail/7")
  }

  @Test("a not-found message names the nearest pattern without its query")
  func nearestPattern() throws {
    var builder = LinkTableBuilder<String>(schemes: ["app"])
    try builder.add("/search?q&page", route: "search")
    try builder.add("/items/:id", route: "item")
    let table = try builder.build()
    #expect(
      throws: LinkError(.notFound(path: "/search/more", nearest: "/search"))
    ) { try table.match("/search/more").get() }
    #expect(
      throws: LinkError(.notFound(path: "/items/1/more", nearest: "/items/:id"))
    ) { try table.match("/items/1/more").get() }
  }

  @Test("a refused pattern leaves the builder as it was")
  func refusedPatternChangesNothing() throws {
    var builder = LinkTableBuilder<String>(schemes: ["app"])
    try builder.add("/a/:id", route: "a")
    #expect(throws: LinkError.self) { try builder.add("/b/:x/:x", route: "b") }
    #expect(builder.routes.count == 1)
    #expect(builder.declared.texts == ["/a/:id"])
    let table = try builder.build()
    #expect(table.patterns == ["/a/:id"])
    #expect(try table.match("app://a/1").get().route == "a")
    #expect(throws: LinkError.self) { try table.match("app://b/1/2").get() }
    try builder.add("/a/:other", route: "c")
    #expect(builder.routes.count == 2)
    #expect(throws: LinkError(.ambiguousPatterns("/a/:id", "/a/:other"))) { try builder.build() }
  }

  @Test("a table numbers 252 parameter types; the next is refused and the builder unchanged")
  func typeLimit() throws {
    var declared = DeclaredPatterns()
    var names = LinkNames()
    func type(_ number: Int) -> LinkParameterType {
      LinkParameterType(kind: .custom("T\(number)"), name: "T\(number)", accepts: { _ in true })
    }
    for number in 0..<DeclaredPatterns.maximumTypes {
      try declared.add("/t\(number)/:v", types: .parsed(["v": type(number)]), names: &names)
    }
    let before = declared.linkCodes
    #expect(throws: LinkError.self) {
      try declared.add("/next/:v?q", types: .parsed(["v": type(-1)]), names: &names)
    }
    #expect(declared.count == DeclaredPatterns.maximumTypes)
    #expect(declared.linkCodes.codes == before.codes)
    #expect(declared.types.count == DeclaredPatterns.maximumTypes)
    // A type already numbered is still taken.
    try declared.add("/again/:v", types: .parsed(["v": type(7)]), names: &names)
    #expect(declared.count == DeclaredPatterns.maximumTypes + 1)
  }
}
