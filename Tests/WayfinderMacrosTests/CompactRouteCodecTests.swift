import SwiftParser
import SwiftSyntax
import Testing

@testable import WayfinderMacrosPlugin

/// The `_CompactRoute` conformance `@Links` writes, and when it writes none.
@Suite("The macro's compact route reader, as written")
struct CompactRouteCodecTests {
  /// The codec written for the enum declared by `source`, indented as the macro emits it.
  static func codec(_ source: String) -> String? {
    let file = Parser.parse(source: source)
    guard let enumeration = file.statements.first?.item.as(EnumDeclSyntax.self) else {
      return nil
    }
    return CompactRouteCodec.extensionText(for: enumeration, type: "Screen", access: "public ")
      .map(LinksMacro.indented)
  }

  @Test("each case read under its name; each value under its label or position, first one kept")
  func written() {
    let text = Self.codec(
      """
      public enum Screen: Hashable, Codable {
        case home
        case item(id: Int, note: String?)
        case pair(Int, Optional<Probe>)
      }
      """)
    #expect(
      text == """
        extension Screen: _CompactRoute {
            /// The names of the cases, as the compact restoration format keys them, sorted.
            nonisolated private static let compactCases: [String] = ["home", "item", "pair"]

            /// Reads a route from the compact restoration format, as the synthesised `init(from:)`
            /// reads it. Not isolated, so that the conformance is not either, in a module whose
            /// declarations are isolated to the main actor by default: the restorer reads routes
            /// on any thread.
            nonisolated public static func _restore(from reader: inout _CompactRouteReader) throws -> Screen {
                var route: Screen?
                var found = 0
                try reader.open()
                while let index = try reader.nextCase(compactCases) {
                    switch index {
                    case 0:
                        try reader.open()
                        while try reader.nextField() != nil {
                            try reader.skip()
                        }
                        route = .home
                    case 1:
                        try reader.open()
                        var value0: Int?
                        var value1: String??
                        while let field = try reader.nextField() {
                            switch field {
                            case "id" where value0 == nil:
                                value0 = try reader.decode(Int.self)
                            case "note" where value1 == nil:
                                value1 = try reader.decodeIfPresent(String.self)
                            default:
                                try reader.skip()
                            }
                        }
                        guard let value0 else {
                            throw reader.missingValue()
                        }
                        route = .item(id: value0, note: value1 ?? nil)
                    case 2:
                        try reader.open()
                        var value0: Int?
                        var value1: Probe??
                        while let field = try reader.nextField() {
                            switch field {
                            case "_0" where value0 == nil:
                                value0 = try reader.decode(Int.self)
                            case "_1" where value1 == nil:
                                value1 = try reader.decodeIfPresent(Probe.self)
                            default:
                                try reader.skip()
                            }
                        }
                        guard let value0 else {
                            throw reader.missingValue()
                        }
                        route = .pair(value0, value1 ?? nil)
                    default:
                        try reader.skip()
                        continue
                    }
                    found += 1
                }
                guard found == 1, let route else {
                    throw reader.notOneCase(found)
                }
                return route
            }
        }
        """)
  }

  @Test(
    "none where the conformance may not be the synthesised one",
    arguments: [
      "enum Screen: Hashable { case home }",
      "enum Screen: String, Codable { case home }",
      "enum Screen: Codable { case home = 1 }",
      "enum Screen<ID: Codable>: Codable { case item(ID) }",
      "enum Screen: Codable { case home\n enum CodingKeys: String, CodingKey { case home = \"h\" } }",
      "enum Screen: Codable { case item(id: Int)\n enum ItemCodingKeys: CodingKey { case id } }",
      "enum Screen: Codable { case home\n init(from decoder: any Decoder) throws { self = .home } }",
      "enum Screen: Codable { case home\n #if DEBUG\n case debug\n #endif }",
      "enum Screen: Codable { case item(Int!) }",
    ])
  func notWritten(_ source: String) {
    #expect(Self.codec(source) == nil)
  }

  @Test("a keyword is a case name and a label; Swift.Codable and Decodable count")
  func keywords() throws {
    let text = try #require(
      Self.codec("enum Screen: Swift.Decodable { case `default`(`for`: Int, `inout`: Int) }"))
    #expect(text.contains("nonisolated private static let compactCases: [String] = [\"default\"]"))
    #expect(text.contains("case \"for\" where value0 == nil:"))
    #expect(
      text.contains(
        "route = .default(for: value0, `inout`: value1)"))
  }
}
