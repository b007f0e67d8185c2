import Wayfinder

enum SortOrder: String, CaseIterable, Sendable, LinkParameterValue { case newest, oldest }

/// An app's own parameter type: any `LosslessStringConvertible` conforms with an empty
/// extension, and its grammar is unknown to the table.
struct Grams: LosslessStringConvertible, Sendable, LinkParameterValue {
  let value: Float
  init?(_ description: String) {
    guard let value = Float(description) else { return nil }
    self.value = value
  }
  var description: String { "\(value)" }
}

/// The test app's links, declared in a given order (to check that order never matters).
func linkDeclarations() -> [(inout LinkTableBuilder<Screen>) throws -> Void] {
  [
    { try $0.add("/a", route: .one, placement: LinkPlacement(tab: "a", asRoot: true)) },
    { try $0.add("/c", route: .one, placement: LinkPlacement(tab: "c", asRoot: true)) },
    {
      try $0.add(
        "/c/detail/:id", types: ["id": Int.self],
        placement: LinkPlacement(tab: "c", parents: { _ in [.two] }),
        build: { .detail(try $0.value("id")) },
        values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
    },
    {
      try $0.add(
        "/b/presented", route: .presented,
        placement: LinkPlacement(tab: "b", parents: { _ in [.two] }, presentation: sampleSheet))
    },
    {
      try $0.add(
        "/people/:name", placement: LinkPlacement(tab: "d"),
        build: { .second(name: try $0.value("name")) },
        values: { if case .second(let name) = $0 { ["name": name] } else { nil } })
    },
    { try $0.add("/people/new", route: .three, placement: LinkPlacement(tab: "d")) },
    { try $0.add("/two", route: .two) },
  ]
}

func makeTable(order: [Int]? = nil) throws -> LinkTable<Screen> {
  var builder = LinkTableBuilder<Screen>(schemes: ["wayfinder"], hosts: ["wayfinder.example"])
  let declarations = linkDeclarations()
  for index in order ?? Array(declarations.indices) { try declarations[index](&builder) }
  return try builder.build()
}

/// A table with no placement concerns, for matching rules.
func matchingTable(_ patterns: [(String, [String: any LinkParameterValue.Type])]) throws(LinkError)
  -> LinkTable<String>
{
  var builder = LinkTableBuilder<String>(schemes: ["app"], hosts: ["example.com"])
  for (pattern, types) in patterns {
    try builder.add(
      pattern, types: types,
      build: { parameters in
        ([parameters.pattern] + parameters.values.map { "\($0.name)=\($0.value)" }
          + parameters.remainder.map { "+\($0)" }).joined(separator: " ")
      }, values: { _ in nil })
  }
  return try builder.build()
}
