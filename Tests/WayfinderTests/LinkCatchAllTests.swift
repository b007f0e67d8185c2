import Testing
import Wayfinder

/// A catch-all prints its pieces one segment each. Found by the link fuzzer: a piece that
/// starts with a combining mark fuses with the `/` before it into one `Character`, so splitting
/// the joined value by `Character` missed that `/` and printed two pieces as one.
@Suite("Links: catch-all pieces print one segment each")
struct LinkCatchAllTests {
  static let table: LinkTable<[String]> = {
    var builder = LinkTableBuilder<[String]>(schemes: ["fuzz"])
    do {
      // The pieces may hold anything, control characters included (the fuzzer's input has
      // NULs); the default refusal of those is tested in LinkSafetyTests.
      try builder.add(
        "/files/*path", unsafeCharactersAllowed: ["path"], build: { $0.remainder },
        values: { ["path": $0.joined(separator: "/")] })
      return try builder.build()
    } catch {
      preconditionFailure("valid table: \(error)")
    }
  }()

  @Test(
    "pieces round-trip, combining marks after a slash included",
    arguments: [
      ["1", "twk"], ["\u{FFFD}", "\u{06D9}x"], ["e\u{301}", "\u{301}"], ["a", "\u{20DD}", "b"],
    ])
  func roundTrip(pieces: [String]) throws {
    let printed = try #require(Self.table.url(for: pieces))
    #expect(try Self.table.route(for: printed) == pieces, "printed as \(printed)")
  }

  @Test("the fuzzer's input: a link whose pieces hold replacement characters and NULs")
  func fuzzerInput() throws {
    let bytes: [UInt8] =
      Array("/files/1/twk/-3/".utf8) + [
        0xd0, 0x2f, 0xdb, 0x99, 0xe5, 0xd0, 0x2f, 0xff, 0x28, 0x0, 0x0, 0x0,
      ]
    let link = String(decoding: bytes, as: UTF8.self)
    let route = try Self.table.route(for: link)
    let printed = try #require(Self.table.url(for: route))
    #expect(try Self.table.route(for: printed) == route)
  }

  @Test("a route whose link would exceed the table's limits prints nothing (it could not open)")
  func overLimits() throws {
    // Found by the link fuzzer: 247 replacement characters print as 2,154 bytes.
    let long = [String(repeating: "\u{FFFD}", count: 247)]
    #expect(Self.table.url(for: long) == nil)
    let many = (0..<(Self.table.maximumSegments + 1)).map { "p\($0)" }
    #expect(Self.table.url(for: many) == nil)
    let fits = ["a", String(repeating: "b", count: 100)]
    #expect(try Self.table.route(for: try #require(Self.table.url(for: fits))) == fits)
  }

  @Test("a catch-all printed from its segments round-trips a '/' inside a segment")
  func encodedSlash() throws {
    var builder = LinkTableBuilder<String>(schemes: ["files"])
    try builder.add(
      "/open/*names", stack: { $0.remainder }, values: { LinkValues(segments: $0) })
    let table = try builder.build()
    let state = try table.target(for: "files://open/a%2Fb/c", base: NavigationState(root: "root"))
    #expect(state.activeStack.routes == ["root", "a/b", "c"])
    #expect(table.url(for: state) == "files://open/a%2Fb/c")
  }
}
