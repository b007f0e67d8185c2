import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing
import WayfinderMacrosPlugin

/// How much the macro writes: each link once, so that an enum of many links compiles fast.
@Suite("What @Links writes is written once per link")
struct LinksMacroSizeTests {
  /// The expansion of an enum of `count` links: a list, a detail with an `Int` and a query.
  private func expansion(of count: Int) -> String {
    var cases: [String] = []
    for number in 0..<count {
      cases.append("@Link(\"/r\(number)\", tab: AppTab.a)\ncase r\(number)")
      cases.append(
        "@Link(\"/r\(number)/:id?q\", tab: AppTab.a, parents: [\"/r\(number)\"])\n"
          + "case r\(number)Show(id: Int, q: String?)")
    }
    let source = "@Links\nenum Many: Hashable, Sendable {\n\(cases.joined(separator: "\n"))\n}"
    let file = Parser.parse(source: source)
    let expanded = file.expand(
      macros: ["Links": LinksMacro.self, "Link": LinkMacro.self],
      contextGenerator: { _ in BasicMacroExpansionContext() })
    return expanded.description
  }

  @Test("each pattern and each case's closures appear once, whatever the accessor")
  func eachLinkOnce() {
    let text = expansion(of: 20)
    for number in 0..<20 {
      #expect(text.components(separatedBy: "\"/r\(number)/:id?q\"").count - 1 == 1)
      #expect(text.components(separatedBy: "guard case .r\(number)Show(").count - 1 == 1)
    }
  }

  @Test("the text grows by a bounded number of lines per link")
  func linesPerLink() {
    let small = expansion(of: 10).split(separator: "\n").count
    let large = expansion(of: 40).split(separator: "\n").count
    // 60 more links (two per resource): at most 14 lines each, print key, printing, parents
    // and the placement switch's case included (a link written twice, for the builder and the
    // compiled table, takes more than 20).
    #expect(large - small <= 60 * 14)
  }
}
