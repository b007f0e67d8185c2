import Foundation
import PropertyBased
import Testing
import Wayfinder

@Suite("Link matching rules: priority, ambiguity, parameters")
struct LinkMatchingTests {
  @Test("literal beats typed beats untyped beats catch-all, whatever the declaration order")
  func priority() throws {
    let patterns: [(String, [String: any LinkParameterValue.Type])] = [
      ("/items/*rest", [:]), ("/items/:slug", [:]), ("/items/:id", ["id": Int.self]),
      ("/items/new", [:]),
    ]
    for order in [patterns, patterns.reversed()] {
      let table = try matchingTable(order)
      #expect(try table.route(for: "/items/new") == "/items/new")
      #expect(try table.route(for: "/items/42") == "/items/:id id=42")
      #expect(try table.route(for: "/items/hello") == "/items/:slug slug=hello")
      #expect(try table.route(for: "/items/hello/there") == "/items/*rest +hello +there")
    }
  }

  @Test("typed parameters of disjoint types share a position")
  func disjointTypes() throws {
    let table = try matchingTable([
      ("/x/:n", ["n": Int.self]), ("/x/:u", ["u": UUID.self]), ("/x/:b", ["b": Bool.self]),
      ("/x/:o", ["o": SortOrder.self]),
    ])
    #expect(try table.route(for: "/x/-7") == "/x/:n n=-7")
    #expect(try table.route(for: "/x/true") == "/x/:b b=true")
    #expect(try table.route(for: "/x/oldest") == "/x/:o o=oldest")
    #expect(
      try table.route(for: "/x/E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        == "/x/:u u=E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    #expect(throws: LinkError.invalidParameter(name: "n", value: "maybe", expected: "Int")) {
      try table.match("/x/maybe").get()
    }
  }

  @Test(
    "ambiguous tables are refused, naming both patterns",
    arguments: [
      (["/items/:id", "/items/:name"], "/items/:id", "/items/:name"),
      (["/a/:x", "/a/:y"], "/a/:x", "/a/:y"),
      (["/same", "/same"], "/same", "/same"),
      (["/s?q", "/s?page"], "/s?q", "/s?page"),
      (["/f/*a", "/f/*b"], "/f/*a", "/f/*b"),
    ])
  func ambiguity(patterns: [String], first: String, second: String) throws {
    #expect(throws: LinkError(.ambiguousPatterns(first, second))) {
      try matchingTable(patterns.map { ($0, [:]) })
    }
  }

  @Test("overlapping typed parameters at one position are refused")
  func overlappingTypes() throws {
    #expect(throws: LinkError(.ambiguousPatterns("/n/:i", "/n/:d"))) {
      try matchingTable([("/n/:i", ["i": Int.self]), ("/n/:d", ["d": Double.self])])
    }
    enum Code: Int, CaseIterable, LinkParameterValue { case ok = 200 }
    #expect(throws: LinkError(.ambiguousPatterns("/c/:i", "/c/:code"))) {
      try matchingTable([("/c/:i", ["i": Int.self]), ("/c/:code", ["code": Code.self])])
    }
    #expect(throws: LinkError(.ambiguousPatterns("/v/:a", "/v/:b"))) {
      try matchingTable([
        ("/v/:a", ["a": Int.self]), ("/v/:b", ["b": Grams.self]),
      ])
    }
  }

  @Test(
    "malformed patterns are refused with the reason",
    arguments: [
      ("items", "it must start with '/'"),
      ("/a/*rest/b", "a catch-all must be the last segment"),
      ("/a/:", "':' is not a valid parameter name"),
      ("/a/:x/:x", "'x' appears twice"),
      ("/a/b:c", "literal 'b:c' contains ':', '*' or '#'"),
      ("/a/%zz", "literal '%zz' has malformed percent-encoding"),
      ("/a?", "'' is not a valid query name"),
    ])
  func malformed(pattern: String, reason: String) throws {
    #expect(throws: LinkError(.malformedPattern(pattern: pattern, reason: reason))) {
      try matchingTable([(pattern, [:])])
    }
  }

  @Test("a type for a name the pattern lacks is refused")
  func strayType() throws {
    #expect(
      throws: LinkError(
        .malformedPattern(
          pattern: "/a/:x", reason: "a type is given for 'y', which the pattern does not have"))
    ) { try matchingTable([("/a/:x", ["y": Int.self])]) }
  }

  @Test("query parameters are optional, typed, decoded, and unknown ones ignored")
  func query() throws {
    let table = try matchingTable([("/search?q&page", ["page": Int.self])])
    #expect(try table.route(for: "/search") == "/search?q&page")
    #expect(try table.route(for: "/search?q=a+b%21&x=1&page=3") == "/search?q&page q=a b! page=3")
    #expect(throws: LinkError.invalidParameter(name: "page", value: "two", expected: "Int")) {
      try table.match("/search?page=two").get()
    }
  }

  @Test("a dead end falls back to the last catch-all passed")
  func catchAllFallback() throws {
    let table = try matchingTable([("/docs/*path", [:]), ("/docs/api/:name", [:])])
    #expect(try table.route(for: "/docs/api/push") == "/docs/api/:name name=push")
    #expect(try table.route(for: "/docs/api/push/more") == "/docs/*path +api +push +more")
    #expect(try table.route(for: "/docs") == "/docs/*path")
  }

  @Test("a route's builder may refuse")
  func builderRefuses() throws {
    struct TooBig: Error {}
    var builder = LinkTableBuilder<Int>()
    try builder.add(
      "/n/:n", types: ["n": Int.self],
      build: { parameters in
        let n: Int = try parameters.value("n")
        if n > 10 { throw TooBig() }
        return n
      }, values: { ["n": "\($0)"] })
    let table = try builder.build()
    #expect(try table.route(for: "/n/3") == 3)
    #expect(throws: LinkError(.rejectedByRoute(pattern: "/n/:n", reason: "TooBig()"))) {
      try table.match("/n/11").get()
    }
  }

  @Test("random text never crashes the matcher")
  func randomText() async throws {
    let table = try makeTable()
    let alphabet = Array("abc/:%?#.-_09AZ é🧭+=&2F".unicodeScalars)
    let texts = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...80).map { indices in
      String(String.UnicodeScalarView(indices.map { alphabet[$0] }))
    }
    await propertyCheck(count: 500, input: texts) { text in
      _ = table.match(text)
      _ = table.match("wayfinder://" + text)
      _ = table.match("https://wayfinder.example/" + text)
    }
  }
}
