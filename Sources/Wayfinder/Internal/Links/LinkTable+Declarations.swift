import Foundation

/// One declared link as tools read it (the navigation map, the link explorer): its pattern,
/// its parameters with their types, and its placement.
package struct LinkDeclarationSummary: Sendable {
  /// A parameter of the pattern.
  package struct Parameter: Sendable, Hashable {
    /// Where a parameter sits in a link.
    package enum Kind: Sendable, Hashable {
      /// A path segment (`:id`).
      case path
      /// An optional query item (`?q`).
      case query
      /// The trailing catch-all (`*screens`), with whether it needs one segment (`*name+`).
      case catchAll(needsOne: Bool)
    }

    /// The parameter's name.
    package var name: String
    /// Its type's name (`String`, `Int`, an app's enumeration).
    package var type: String
    /// Every value it accepts, when the type is an enumeration.
    package var finiteValues: [String]?
    /// Where it sits.
    package var kind: Kind
  }

  /// The pattern as declared.
  package var pattern: String
  /// Its parameters: the path ones in order, then the catch-all, then the query.
  package var parameters: [Parameter]
  /// The tab the link selects, if it names one.
  package var tab: TabID?
  /// The presentation it opens in, if any.
  package var presentation: Presentation?
  /// The split view column it opens in, if any.
  package var column: SplitColumn?
  /// Whether it builds a whole stack.
  package var isStack: Bool
}

extension LinkTable {
  /// Every declared link, in declaration order.
  package var declarations: [LinkDeclarationSummary] {
    zip(declaredRoutes, trie.patterns).map { route, pattern in
      var parameters: [LinkDeclarationSummary.Parameter] = zip(pattern.names, pattern.types).map {
        LinkDeclarationSummary.Parameter(
          name: $0, type: $1.name, finiteValues: $1.finiteValues, kind: .path)
      }
      if let catchAll = pattern.catchAll {
        parameters.append(
          .init(
            name: catchAll, type: "String", finiteValues: nil,
            kind: .catchAll(needsOne: pattern.catchAllNeedsOne)))
      }
      parameters += pattern.query.map {
        .init(name: $0.name, type: $0.type.name, finiteValues: $0.type.finiteValues, kind: .query)
      }
      return LinkDeclarationSummary(
        pattern: pattern.text, parameters: parameters, tab: route.placement.tab,
        presentation: route.placement.presentation, column: route.placement.column,
        isStack: route.stack != nil)
    }
  }

  /// A link of the declaration at `index`, its parameters filled by `value` (a catch-all's
  /// value is segments joined by `/`; a query parameter without a value is left out), printed
  /// with the table's first custom scheme, or its first universal host; `nil` when a path
  /// parameter has no value, or the table accepts no scheme and no host.
  /// - Parameters:
  ///   - index: The declaration's index in ``declarations``.
  ///   - value: The text of a parameter, by the parameter.
  /// - Returns: The link.
  package func exampleLink(
    _ index: Int, value: (LinkDeclarationSummary.Parameter) -> String?
  ) -> String? {
    let pattern = linkPattern(index)
    let summary = declarations[index]
    var path: [String] = []
    for segment in pattern.segments {
      switch segment {
      case .literal(let text): path.append(Self.encoded(text))
      case .parameter(let name):
        guard let parameter = summary.parameters.first(where: { $0.name == name }),
          let text = value(parameter), !text.isEmpty
        else { return nil }
        path.append(Self.encoded(text))
      case .catchAll(let name):
        guard let parameter = summary.parameters.first(where: { $0.name == name }),
          let text = value(parameter)
        else { return nil }
        path += text.split(separator: "/").map { Self.encoded(String($0)) }
      }
    }
    var query: [String] = []
    for parameter in summary.parameters where parameter.kind == .query {
      if let text = value(parameter) {
        query.append("\(parameter.name)=\(Self.encoded(text))")
      }
    }
    let tail =
      path.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    if let scheme = customSchemes.first { return "\(scheme)://\(tail)" }
    if let host = universalHosts.first { return "https://\(host)/\(tail)" }
    return nil
  }

  /// A segment or query value, percent-encoded.
  private static func encoded(_ text: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/?&=+#")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }

  /// The key the table files a route under for printing (a case name, with the macro), if the
  /// table has one.
  package func printKey(of route: Route) -> String? { printKey?(route) }
}
