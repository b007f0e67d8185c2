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
    #expect(a.patterns.map(\.text) == b.patterns.map(\.text))
    #expect(a.maximumLength == b.maximumLength && a.maximumSegments == b.maximumSegments)
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
