import Foundation
import Testing
@_spi(Benchmarks) import Wayfinder
import WayfinderMacros

@testable import WayfinderSample

/// The table `@Links` compiles (`compiledLinkTable(schemes:hosts:)`) against the one the builder
/// makes from the same declarations (`addLinks(to:)`, then `build()`), link by link, both ways:
/// every sample link opens the same route and state or is refused with the same error, and
/// every route and state those links open prints the same link.
@Suite("The macro's compiled table equals the builder's, link by link")
struct CompiledLinkTableTests {
  /// Values for a parameter, by its type: ones a link takes, and one it may refuse.
  private static func values(_ parameter: LinkDeclarationSummary.Parameter) -> [String] {
    switch parameter.type {
    case "Int": ["1", "7", "-3", "x"]
    case "Bool": ["true", "false", "maybe"]
    case "UUID": ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8"]
    default: ["inbox", "rain jacket", "4"]
    }
  }

  /// Sample links for every declared pattern: each parameter given each of its values in turn
  /// (the others their first), query parameters with and without a value, and links no pattern
  /// matches.
  /// - Parameter choices: The values tried, in each parameter's list (its first, second, …).
  private static func corpus<Route>(_ table: LinkTable<Route>, choices: [Int]) -> [String] {
    var links: [String] = []
    for (index, declaration) in table.declarations.enumerated() {
      for choice in choices {
        for varied in declaration.parameters.indices {
          let link = table.exampleLink(index) { parameter in
            let all = values(parameter)
            let pick = parameter == declaration.parameters[varied] ? choice : 0
            if parameter.kind == .query, choice == 3 { return nil }
            return all[pick % all.count]
          }
          if let link { links.append(link) }
        }
        if declaration.parameters.isEmpty, choice == choices[0],
          let link = table.exampleLink(index, value: { _ in nil })
        {
          links.append(link)
          links.append(link + "/unknown")
          links.append(link.uppercased())
        }
      }
    }
    return links
  }

  /// Compares the two tables on every link of the corpus, from `bases`; returns how many links
  /// opened.
  private static func compare<Route: Hashable & Sendable>(
    builder: LinkTable<Route>, compiled: LinkTable<Route>, bases: [NavigationState<Route>],
    choices: [Int] = [0, 1, 2, 3]
  ) -> Int {
    #expect(builder.patterns == compiled.patterns)
    #expect(builder.customSchemes == compiled.customSchemes)
    #expect(builder.universalHosts == compiled.universalHosts)
    for (a, b) in zip(builder.declarations, compiled.declarations) {
      #expect(a.pattern == b.pattern)
      #expect(a.parameters == b.parameters, "\(a.pattern)")
      #expect(a.tab == b.tab && a.presentation == b.presentation, "\(a.pattern)")
      #expect(a.column == b.column && a.isStack == b.isStack, "\(a.pattern)")
    }
    var opened = 0
    var routes: [Route] = []
    for link in corpus(builder, choices: choices) {
      switch (LinkBenchmark.route(builder, link), LinkBenchmark.route(compiled, link)) {
      case (.success(let a), .success(let b)):
        #expect(a == b, "\(link)")
        routes.append(a)
      case (.failure(let a), .failure(let b)):
        #expect(a == b, "\(link): \(a) / \(b)")
      case (let a, let b):
        Issue.record("\(link): \(a) / \(b)")
      }
      for base in bases {
        let a = Result { () throws(LinkError) in try LinkBenchmark.target(builder, link, base: base)
        }
        let b = Result { () throws(LinkError) in
          try LinkBenchmark.target(compiled, link, base: base)
        }
        switch (a, b) {
        case (.success(let a), .success(let b)):
          opened += 1
          #expect(a == b, "\(link)")
          let printed = LinkBenchmark.link(builder, for: a)
          #expect(printed?.url == LinkBenchmark.link(compiled, for: b)?.url, "\(link) prints")
          #expect(printed?.isComplete == LinkBenchmark.link(compiled, for: b)?.isComplete)
        case (.failure(let a), .failure(let b)):
          #expect(a == b, "\(link): \(a) / \(b)")
        default:
          Issue.record("\(link): one table opened it and the other did not")
        }
      }
    }
    for route in routes {
      #expect(
        LinkBenchmark.url(builder, for: route) == LinkBenchmark.url(compiled, for: route),
        "\(route)")
    }
    return opened
  }

  @Test("Wayfinder Shop's links (the sample's @Links twin)")
  func sample() throws {
    var links = LinkTableBuilder<MacroSampleRoute>(
      schemes: ["wayfinder"], hosts: ["wayfinder.example"])
    try MacroSampleRoute.addLinks(to: &links)
    let builder = try links.build()
    let compiled = MacroSampleRoute.compiledLinkTable(
      schemes: ["wayfinder"], hosts: ["wayfinder.example"])
    let bases = try [NavigationState<SampleRoute>.sampleStart, .mailStart].map {
      try JSONDecoder().decode(
        NavigationState<MacroSampleRoute>.self, from: try JSONEncoder().encode($0))
    }
    let opened = Self.compare(builder: builder, compiled: compiled, bases: bases)
    #expect(opened > 20)
    #expect(compiled.count == builder.count && compiled.count > 10)
  }

  @Test("1,000 generated links (scripts/generate-link-fixture)")
  func generated() throws {
    var links = LinkTableBuilder<GeneratedLinks>(schemes: ["gen"], hosts: ["gen.example"])
    try GeneratedLinks.addLinks(to: &links)
    let builder = try links.build()
    let compiled = GeneratedLinks.compiledLinkTable(schemes: ["gen"], hosts: ["gen.example"])
    #expect(builder.count == 1_000)
    let base = NavigationState<GeneratedLinks>(tabs: ["a": .home, "b": .home], selection: "a")
    // A value each parameter takes, and one it may refuse (a query parameter then absent).
    let opened = Self.compare(builder: builder, compiled: compiled, bases: [base], choices: [0, 3])
    #expect(opened > 1_000)
  }
}
