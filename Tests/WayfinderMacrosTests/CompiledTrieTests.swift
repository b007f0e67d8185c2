import Testing
import WayfinderMacros

@_spi(Benchmarks) @testable import Wayfinder

/// A count: `Int` under another name, which `@Links` cannot tell from an app's own type.
typealias LinkCount = Int

/// Links whose parameter types the run time tells apart otherwise than their names do.
@Links
enum AliasedLinks: Hashable, Sendable {
  @Link("/a/:n")
  case a(n: Int)
  @Link("/b/:n")
  case b(n: LinkCount)
  @Link("/c/:n/d")
  case c(n: LinkCount)
}

/// The trie `@Links` compiled when the enum was compiled, read by `compiledLinkTable`, against
/// the one the builder makes from the same declarations: node by node, slot by slot, edge by
/// edge.
@Suite("The trie @Links compiles is the builder's")
struct CompiledTrieTests {
  /// The first index at which two arrays differ, or `nil` when they are equal.
  private static func firstDifference<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int? {
    a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? (a.count < b.count ? a.count : nil)
  }

  /// Expects the compiled table's trie to have been read from the compiled form (or built, when
  /// `compiledForm` is false) and to equal the builder's in every part.
  private static func expectSameTrie<Route>(
    builder: LinkTable<Route>, compiled: LinkTable<Route>, compiledForm: Bool = true
  ) {
    let (a, b) = (builder.trie, compiled.trie)
    #expect(!a.isCompiledForm)
    #expect(b.isCompiledForm == compiledForm)
    #expect(a.nodes.count == b.nodes.count && a.nodes.count > 1)
    #expect(firstDifference(a.nodes, b.nodes) == nil, "nodes")
    #expect(firstDifference(a.nodeInfo, b.nodeInfo) == nil, "node info")
    #expect(firstDifference(a.slots, b.slots) == nil, "literal slots")
    #expect(firstDifference(a.edges, b.edges) == nil, "typed edges")
    #expect(a.literalBytes == b.literalBytes)
    #expect(a.types.map(\.kind) == b.types.map(\.kind))
    #expect(a.maximumLength == b.maximumLength && a.maximumSegments == b.maximumSegments)
    // What matching reads of each pattern, which the compiled table made from its codes.
    #expect(a.patternRecords.count == b.patternRecords.count)
    for index in a.patternRecords.indices {
      let (x, y) = (a.patternRecords[index], b.patternRecords[index])
      let text = a.patternTexts[index]
      #expect(text == b.patternTexts[index])
      #expect(x.nameCount == y.nameCount, "\(text)")
      #expect(
        (0..<x.nameCount).allSatisfy { a.parameterName(index, $0) == b.parameterName(index, $0) })
      #expect(a.catchAllName(index) == b.catchAllName(index), "\(text)")
      #expect(x.catchAllNeedsOne == y.catchAllNeedsOne, "\(text)")
      #expect(
        a.queryParameters(index).map { "\($0.name):\($0.type.kind)" }
          == b.queryParameters(index).map { "\($0.name):\($0.type.kind)" }, "\(text)")
    }
    // The parsed patterns, which the compiled table makes when first read.
    #expect(a.patterns.count == b.patterns.count)
    for (index, (x, y)) in zip(a.patterns, b.patterns).enumerated() {
      #expect(x.text == y.text && a.patternPath(index) == b.patternPath(index))
      #expect(x.segments == y.segments, "\(x.text)")
      #expect(x.names == y.names && x.types.map(\.kind) == y.types.map(\.kind), "\(x.text)")
      #expect(x.query.map(\.name) == y.query.map(\.name), "\(x.text)")
      #expect(x.query.map(\.type.kind) == y.query.map(\.type.kind), "\(x.text)")
      #expect(x.catchAll == y.catchAll && x.catchAllNeedsOne == y.catchAllNeedsOne)
    }
  }

  @Test("Wayfinder Shop's links (the sample's @Links twin)")
  func sample() throws {
    var links = LinkTableBuilder<MacroSampleRoute>(
      schemes: ["wayfinder"], hosts: ["wayfinder.example"])
    try MacroSampleRoute.addLinks(to: &links)
    Self.expectSameTrie(
      builder: try links.build(),
      compiled: MacroSampleRoute.compiledLinkTable(
        schemes: ["wayfinder"], hosts: ["wayfinder.example"]))
  }

  @Test("1,000 generated links")
  func generated() throws {
    var links = LinkTableBuilder<GeneratedLinks>(schemes: ["gen"], hosts: ["gen.example"])
    try GeneratedLinks.addLinks(to: &links)
    Self.expectSameTrie(
      builder: try links.build(),
      compiled: GeneratedLinks.compiledLinkTable(schemes: ["gen"], hosts: ["gen.example"]))
  }

  @Test(
    "A table, compiled or built, makes no pattern whole to be made, nor to match: only to print")
  func patternsMadeWhenPrinted() throws {
    let table = MacroSampleRoute.compiledLinkTable(
      schemes: ["wayfinder"], hosts: ["wayfinder.example"])
    #expect(table.trie.isCompiledForm)
    #expect(!table.trie.patternsAreMade, "made with the table")
    for link in ["wayfinder://shop", "wayfinder://shop/product/3", "wayfinder://cart/checkout"] {
      #expect((try? LinkBenchmark.route(table, link).get()) != nil, "\(link)")
    }
    #expect(try LinkBenchmark.route(table, "wayfinder://shop/product/3").get() == .product(3))
    // Refused links name a pattern and a parameter, read from the codes.
    #expect(throws: LinkError(.notFound(path: "shop/product/3/x", nearest: "/shop/product/:id"))) {
      try LinkBenchmark.route(table, "wayfinder://shop/product/3/x").get()
    }
    #expect(throws: LinkError.invalidParameter(name: "id", value: "x", expected: "Int")) {
      try LinkBenchmark.route(table, "wayfinder://shop/product/x").get()
    }
    #expect(!table.trie.patternsAreMade, "made to match")
    _ = table.declarations
    #expect(table.trie.patternsAreMade)
    // The builder keeps its patterns as codes too.
    var builder = LinkTableBuilder<MacroSampleRoute>(schemes: ["wayfinder"])
    try MacroSampleRoute.addLinks(to: &builder)
    let built = try builder.build()
    #expect(!built.trie.patternsAreMade, "made by the builder")
    #expect(throws: LinkError(.notFound(path: "shop/product/3/x", nearest: "/shop/product/:id"))) {
      try LinkBenchmark.route(built, "wayfinder://shop/product/3/x").get()
    }
    #expect(!built.trie.patternsAreMade, "made to match")
    #expect(built.url(for: .product(3))?.absoluteString == "wayfinder://shop/product/3")
    #expect(built.trie.patternsAreMade)
  }

  @Test("A type alias of Int beside Int: the table builds its trie, as the builder does")
  func aliasedTypes() throws {
    var links = LinkTableBuilder<AliasedLinks>(schemes: ["app"])
    try AliasedLinks.addLinks(to: &links)
    let builder = try links.build()
    let compiled = AliasedLinks.compiledLinkTable(schemes: ["app"])
    Self.expectSameTrie(builder: builder, compiled: compiled, compiledForm: false)
    for link in ["app://a/3", "app://b/4", "app://c/5/d", "app://b/x"] {
      #expect(
        LinkBenchmark.route(builder, link) == LinkBenchmark.route(compiled, link), "\(link)")
    }
  }
}
