import Testing
import Wayfinder

@Suite("Link parameters: every value read back as written")
struct LinkParameterTests {
  @Test(
    "an Int parameter reads as its value and its text as written",
    arguments: [
      ("42", 42), ("0", 0), ("-12", -12), ("007", 7), ("+5", 5), ("-0", 0),
      ("9223372036854775807", Int.max), ("%34%32", 42),
    ])
  func intText(segment: String, value: Int) throws {
    let table = try matchingTable([("/items/:id", ["id": Int.self])])
    let parameters = try table.match("/items/\(segment)").get().parameters
    #expect(try parameters.value("id") == value)
    let written = segment == "%34%32" ? "42" : segment
    #expect(parameters["id"] == written)
    #expect(parameters.values == [LinkParameter(name: "id", value: written)])
  }

  @Test("five parameters, typed and untyped, before and after the third")
  func manyParameters() throws {
    let table = try matchingTable([
      ("/a/:one/:two/b/:three/:four/:five", ["one": Int.self, "three": Int.self, "five": Int.self])
    ])
    let parameters = try table.match("/a/1/zwei/b/3/vi%C3%A9r/-5").get().parameters
    #expect(try parameters.value("one") == 1)
    #expect(try parameters.value("two") == "zwei")
    #expect(try parameters.value("three") == 3)
    #expect(try parameters.value("four") == "viér")
    #expect(try parameters.value("five") == -5)
    #expect(parameters.values.map(\.value) == ["1", "zwei", "3", "viér", "-5"])
    #expect(parameters["six"] == nil)
  }

  @Test("an untyped parameter read as Int is parsed from its text, or refused")
  func untypedAsInt() throws {
    let table = try matchingTable([("/p/:slug", [:])])
    #expect(try table.match("/p/12").get().parameters.value("slug") == 12)
    #expect(throws: LinkError.invalidParameter(name: "slug", value: "twelve", expected: "Int")) {
      try table.match("/p/twelve").get().parameters.value("slug") as Int
    }
  }

  @Test("a catch-all after parameters keeps its own pattern's parameters only")
  func fallbackParameters() throws {
    let table = try matchingTable([
      ("/u/:id/*rest", ["id": Int.self]), ("/u/:id/posts/:post", ["id": Int.self]),
    ])
    #expect(try table.route(for: "/u/7/posts/hello") == "/u/:id/posts/:post id=7 post=hello")
    #expect(
      try table.route(for: "/u/7/posts/hello/more") == "/u/:id/*rest id=7 +posts +hello +more")
  }

  @Test("a match outlives its table")
  func outlivesTable() throws {
    func matchOnce() throws -> LinkMatch<String> {
      try matchingTable([("/people/:name/:age", ["age": Int.self])]).match("/people/ada/36").get()
    }
    let match = try matchOnce()
    #expect(match.parameters["name"] == "ada")
    #expect(try match.parameters.value("age") == 36)
    #expect(match.pattern == "/people/:name/:age")
  }
}
