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
    var slot = parameters.routeIndex
    if let switches {
      // A compiled table's switches make its numbered links' routes; a link declared with
      // closures of its own makes its route itself.
      let number = linkNumbers[slot]
      guard number < 0 else {
        if let unsafe = parameters.firstUnsafeCharacter(allowing: []) { return .failure(unsafe) }
        do {
          return .success(
            LinkMatch(route: try switches.build(number, parameters), parameters: parameters))
        } catch {
          return .failure(Self.failure(error, pattern: parameters.pattern))
        }
      }
      slot = -1 - number
    }
    // Two stored parts of the link's declaration read, rather than the whole copied out.
    let extras = builtRoutes[slot].extras
    if let unsafe = parameters.firstUnsafeCharacter(
      allowing: extras?.unsafeCharactersAllowed ?? [])
    {
      return .failure(unsafe)
    }
    do {
      if let stack = extras?.stack {
        let routes = try stack(parameters)
        guard let last = routes.last else {
          return .failure(
            .because(
              .rejectedByRoute(pattern: parameters.pattern, reason: "the link names no screen")))
        }
        return .success(
          LinkMatch(route: last, parameters: parameters, parents: Array(routes.dropLast())))
      }
      return .success(
        LinkMatch(route: try builtRoutes[slot].conversion.build(parameters), parameters: parameters)
      )
    } catch {
      return .failure(Self.failure(error, pattern: parameters.pattern))
    }
  }

  /// What a route's builder threw, as the link's error: a ``LinkError`` as it is, anything
  /// else as the route's refusal.
  @usableFromInline
  static func failure(_ error: any Error, pattern: String) -> LinkError {
    (error as? LinkError) ?? LinkTrie.refusal(pattern, error)
  }

  /// Resolves a link to a route, throwing on a bad link.
  /// - Parameter link: The link text.
  /// - Returns: The route.
  /// - Throws: ``LinkError``.
  package func route(for link: String) throws(LinkError) -> Route {
    try match(link).get().route
  }

}
