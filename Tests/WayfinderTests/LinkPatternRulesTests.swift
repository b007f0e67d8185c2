import Testing
import Wayfinder

/// The link rules the peers' tests asked for: a catch-all that needs a segment (URLNavigator's
/// `<path:>`, React Navigation's `:p+`), every value of a repeated query name, a form's `+`,
/// and a malformed segment taken by a not-found catch-all.
@Suite("Links: one-or-more catch-alls, query rules, malformed segments")
struct LinkPatternRulesTests {
  enum Page: Hashable, Sendable {
    case home
    case files([String])
    case folder([String])
    case search([String], page: String?)
    case notFound([String])
  }

  static func table() throws -> LinkTable<Page> {
    var builder = LinkTableBuilder<Page>(schemes: ["app"])
    try builder.add("/", route: .home)
    try builder.add(
      "/files/*path+", build: { .files($0.remainder) },
      values: {
        if case .files(let path) = $0 { ["path": path.joined(separator: "/")] } else { nil }
      })
    try builder.add(
      "/folder/*path", build: { .folder($0.remainder) },
      values: {
        if case .folder(let path) = $0 { ["path": path.joined(separator: "/")] } else { nil }
      })
    try builder.add(
      "/search?tag&page", build: { .search($0.values(named: "tag"), page: $0["page"]) },
      values: { _ in nil })
    try builder.add(
      "/*rest", build: { .notFound($0.remainder) },
      values: {
        if case .notFound(let rest) = $0 { ["rest": rest.joined(separator: "/")] } else { nil }
      })
    return try builder.build()
  }

  @Test("*name+ needs one segment or more; *name takes none too")
  func oneOrMore() throws {
    let table = try Self.table()
    #expect(try table.route(for: "app://files/a/b") == .files(["a", "b"]))
    #expect(try table.route(for: "app://files/a") == .files(["a"]))
    // No segment: not the files catch-all; the app's not-found catch-all takes it.
    #expect(try table.route(for: "app://files") == .notFound(["files"]))
    #expect(try table.route(for: "app://folder") == .folder([]))
    // Printing: a one-or-more catch-all with nothing to print prints nothing.
    #expect(table.url(for: .files([])) == nil)
    #expect(table.url(for: .files(["a b"])) == "app://files/a%20b")
  }

  @Test("every value of a repeated query name is kept; the first is the one read by name")
  func repeatedNames() throws {
    let table = try Self.table()
    let match = try table.match("app://search?tag=swift&tag=ios+dev&page=2&page=3").get()
    #expect(match.parameters.values(named: "tag") == ["swift", "ios dev"])
    #expect(match.parameters["page"] == "2", "the first of a repeated name")
    #expect(match.parameters.values(named: "page") == ["2", "3"])
    #expect(match.parameters.values(named: "missing").isEmpty)
    #expect(try table.route(for: "app://search?tag=a%2Bb") == .search(["a+b"], page: nil))
    #expect(try table.route(for: "app://search?tag=a+b") == .search(["a b"], page: nil))
  }

  @Test("a malformed percent sequence reaches a catch-all as written, else names the segment")
  func malformedSegments() throws {
    let table = try Self.table()
    #expect(try table.route(for: "app://x/a%zz/b") == .notFound(["x", "a%zz", "b"]))
    #expect(try table.route(for: "app://files/a%2") == .files(["a%2"]))
    var strict = LinkTableBuilder<Page>(schemes: ["app"])
    try strict.add("/", route: .home)
    try strict.add(
      "/search?tag", build: { .search($0.values(named: "tag"), page: nil) }, values: { _ in nil })
    let table2 = try strict.build()
    #expect(throws: LinkError(.malformedPercentEncoding("a%zz"))) {
      try table2.route(for: "app://a%zz")
    }
  }

  @Test("a catch-all with '+' in its name is a pattern error only where it is not last")
  func patternErrors() throws {
    var builder = LinkTableBuilder<Page>(schemes: ["app"])
    #expect(throws: LinkError.self) { try builder.add("/a/*p+/b", route: .home) }
    #expect(throws: LinkError.self) { try builder.add("/a/:p+", route: .home) }
    #expect(throws: LinkError.self) { try builder.add("/a/*+", route: .home) }
  }
}
