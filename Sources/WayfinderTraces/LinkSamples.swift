package import Wayfinder

/// Values to fill a link table's patterns with, so that every link can be opened without a
/// person typing one: by the navigation map (``NavigationMap``) and the link explorer of
/// WayfinderTesting.
///
/// A path parameter without a sample gets its type's: `sample` for `String`, `1` for `Int`,
/// `1.5` for `Double`, `true` for `Bool`, a fixed UUID, an enumeration's first value; a
/// catch-all (`*screens`) gets no segment; a query parameter is left out, so a required query
/// item (a value that is not optional) needs a sample. Give several values to a name when patterns that share it need
/// different ones: each link takes the first that opens.
///
/// ```swift
/// let samples: LinkSamples = ["box": ["inbox"], "screens": ["one/three", "two/presented"]]
/// let map = NavigationMap(links: links, from: .start, samples: samples)
/// ```
public struct LinkSamples: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// The values to try, by parameter name, in order.
  public var values: [String: [String]]

  /// Samples by parameter name.
  /// - Parameter values: The values to try, by parameter name, in order.
  public init(_ values: [String: [String]] = [:]) { self.values = values }

  /// Samples by parameter name, from a dictionary literal.
  /// - Parameter elements: Each name with the values to try.
  public init(dictionaryLiteral elements: (String, [String])...) {
    self.init(Dictionary(elements, uniquingKeysWith: +))
  }

  /// The links to try for one declared link, best first: the `n`th takes each parameter's `n`th
  /// sample (or its last), until every parameter's samples are used.
  package func links<Route>(for index: Int, in table: LinkTable<Route>) -> [String] {
    let declaration = table.declarations[index]
    let rounds = declaration.parameters.map { values[$0.name]?.count ?? 1 }.max() ?? 1
    var links: [String] = []
    for round in 0..<max(rounds, 1) {
      let link = table.exampleLink(index) { parameter in
        if let given = values[parameter.name], !given.isEmpty {
          return given[min(round, given.count - 1)]
        }
        return Self.typical(parameter)
      }
      if let link, !links.contains(link) { links.append(link) }
    }
    return links
  }

  /// A parameter's value when no sample names it; `nil` for a type the map cannot guess.
  static func typical(_ parameter: LinkDeclarationSummary.Parameter) -> String? {
    if case .catchAll(let needsOne) = parameter.kind { return needsOne ? nil : "" }
    if parameter.kind == .query { return nil }
    if let first = parameter.finiteValues?.first { return first }
    switch parameter.type {
    case "String": return "sample"
    case "Int": return "1"
    case "Double": return "1.5"
    case "Bool": return "true"
    case "UUID": return "00000000-0000-0000-0000-000000000001"
    default: return nil
    }
  }

  /// Opens the declared link at `index` with the samples, from each start in turn: the first
  /// link that opens, with its state, or why none did.
  package func open<Route: Equatable>(
    _ index: Int, in table: LinkTable<Route>, from starts: [NavigationState<Route>]
  ) -> Result<(link: String, state: NavigationState<Route>), SampleRefusal> {
    let names = table.declarations[index].parameters.map(\.name)
    var refusal = SampleRefusal(reason: "no sample value for \(names.joined(separator: ", "))")
    for link in links(for: index, in: table) {
      for start in starts {
        do throws(LinkError) {
          return .success((link, try table.target(for: link, base: start)))
        } catch {
          refusal = SampleRefusal(reason: "\(link): \(error)")
        }
      }
    }
    return .failure(refusal)
  }
}

/// Why no sample opened a link.
package struct SampleRefusal: Error {
  /// The last refusal, or the parameters without a sample.
  package var reason: String
}
