extension LinkTable {
  /// Resolves a link to a route.
  ///
  /// Accepts a custom-scheme link (`myapp://items/42`, where the first segment stands where a
  /// host would), a universal link (`https://example.com/items/42`, host checked against the
  /// allow-list) or a bare path (`/items/42`). Segments are split before percent-decoding, so
  /// `%2F` stays inside its segment; empty segments are ignored.
  ///
  /// - Parameter link: The link text.
  /// - Returns: The match, or a ``LinkError`` naming what is wrong.
  /// - Complexity: O(length of the link), independent of the number of routes.
  @inlinable
  package func match(_ link: String) -> Result<LinkMatch<Route>, LinkError> {
    switch trie.resolve(link) {
    case .failure(let error): return .failure(error)
    case .success(let parameters): return build(parameters)
    }
  }

  /// Calls the matched pattern's builder. Inlinable with ``match(_:)`` so that it is
  /// specialised for the app's route type, sparing generic dispatch on every link.
  @inlinable
  func build(_ parameters: LinkParameters) -> Result<LinkMatch<Route>, LinkError> {
    if let unsafe = parameters.firstUnsafeCharacter(
      allowing: routes[parameters.routeIndex].unsafeCharactersAllowed)
    {
      return .failure(unsafe)
    }
    do {
      if let stack = stackBuilders[parameters.routeIndex] {
        let routes = try stack(parameters)
        guard let last = routes.last else {
          return .failure(
            .because(
              .rejectedByRoute(pattern: parameters.pattern, reason: "the link names no screen")))
        }
        return .success(
          LinkMatch(route: last, parameters: parameters, parents: Array(routes.dropLast())))
      }
      // A compiled table keeps no builders apart: its switches make its routes (a link
      // declared with closures of its own makes its route itself).
      let route =
        if let switches {
          if case let link = linkNumbers[parameters.routeIndex], link >= 0 {
            try switches.build(link, parameters)
          } else {
            try routes[parameters.routeIndex].build(parameters)
          }
        } else {
          try builders[parameters.routeIndex](parameters)
        }
      return .success(LinkMatch(route: route, parameters: parameters))
    } catch let error as LinkError {
      return .failure(error)
    } catch {
      return .failure(LinkTrie.refusal(parameters.pattern, error))
    }
  }

  /// Resolves a link to a route, throwing on a bad link.
  /// - Parameter link: The link text.
  /// - Returns: The route.
  /// - Throws: ``LinkError``.
  package func route(for link: String) throws(LinkError) -> Route {
    try match(link).get().route
  }

}
