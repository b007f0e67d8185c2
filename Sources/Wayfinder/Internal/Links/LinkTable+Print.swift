extension LinkTable {
  /// The path of a route, such as `/c/detail/42`, from the first declared link whose `values`
  /// closure recognises it.
  ///
  /// Parameter values are percent-encoded (a `/` inside a value becomes `%2F`), so
  /// `match(path(for: route))` gives the route back.
  /// - Parameter route: The route.
  /// - Returns: The path and query, or `nil` when no link prints this route.
  /// - Complexity: O(number of links) to find the link, or O(links with the route's key) with a
  ///   ``LinkTableBuilder/printKey``; O(path length) to print.
  package func path(for route: Route) -> String? {
    path(for: route, preferringTab: nil)
  }

  /// The path of a route, preferring a link placed in `tab` when several print the route.
  func path(for route: Route, preferringTab tab: TabID?) -> String? {
    var fallback: String?
    // The patterns once, rather than under the print cache's lock for each candidate.
    let patterns = trie.patterns
    for index in printCandidates(for: [route]) {
      let declared = declaredLink(index)
      guard let values = declared.values(route),
        let path = Self.fill(patterns[index], with: LinkValues(values))
      else { continue }
      if tab == nil || declared.placement.tab == tab { return path }
      if fallback == nil { fallback = path }
    }
    return fallback
  }

  /// A link that opens `route`.
  ///
  /// ```swift
  /// table.url(for: .detail(42))                  // "myapp://c/detail/42"
  /// table.url(for: .detail(42), universal: true) // "https://example.com/c/detail/42"
  /// ```
  /// - Parameters:
  ///   - route: The route.
  ///   - universal: `true` for a universal link on the first host, `false` (default) for the
  ///     first custom scheme.
  /// - Returns: The link, or `nil` when no link prints this route, the table has no scheme
  ///   (or host) to print with, or the printed link would be longer (or have more segments)
  ///   than this table accepts, so it could not be opened.
  package func url(for route: Route, universal: Bool = false) -> String? {
    url(path: path(for: route), universal: universal)
  }

  private func url(path: String?, universal: Bool) -> String? {
    guard let path, fitsLimits(path) else { return nil }
    let link: String
    if universal {
      guard let host = universalHosts.first else { return nil }
      link = "https://\(host)\(path)"
    } else {
      guard let scheme = customSchemes.first else { return nil }
      link = "\(scheme)://\(path.dropFirst())"
    }
    return link.utf8.count <= maximumLength ? link : nil
  }

  /// Whether a printed path stays within the segment limit the matcher applies.
  private func fitsLimits(_ path: String) -> Bool {
    let segments = path.utf8.prefix { $0 != UInt8(ascii: "?") }.lazy.filter {
      $0 == UInt8(ascii: "/")
    }.count
    return segments <= maximumSegments && path.utf8.count <= maximumLength
  }

  /// A link to what the user sees: the selected tab, its back stack and the top layer, as
  /// far as the table can express them. `link(for:universal:)` says what it left out.
  ///
  /// ```swift
  /// table.url(for: state)  // "myapp://c/path/three/one"
  /// ```
  /// - Parameters:
  ///   - state: The state.
  ///   - universal: As in ``url(for:universal:)``.
  /// - Returns: The link, or `nil` when not even the screen on top is linkable.
  package func url(for state: NavigationState<Route>, universal: Bool = false) -> String?
  where Route: Equatable {
    link(for: state, universal: universal)?.url.absoluteString
  }

  /// Prints a path into a link with the table's first scheme or host, within its limits.
  func printedURL(path: String?, universal: Bool) -> String? {
    url(path: path, universal: universal)
  }

  static func fill(_ pattern: LinkPattern, with given: LinkValues) -> String? {
    let values = given.parameters
    var path = ""
    for segment in pattern.segments {
      switch segment {
      case .literal(let text):
        path += "/" + encode(text)
      case .parameter(let name):
        guard let value = values[name], !value.isEmpty else { return nil }
        path += "/" + encode(value)
      case .catchAll(let name):
        if pattern.catchAllNeedsOne, given.segments.isEmpty, (values[name] ?? "").isEmpty {
          return nil
        }
        if !given.segments.isEmpty {
          // Each segment printed as one: a `/` inside it is encoded and comes back as it was.
          for segment in given.segments {
            guard !segment.isEmpty else { return nil }
            path += "/" + encode(segment)
          }
          continue
        }
        // Split by scalar: a `/` followed by a combining mark is one `Character`.
        for piece in (values[name] ?? "").unicodeScalars.split(separator: "/") {
          path += "/" + encode(String(String.UnicodeScalarView(piece)))
        }
      }
    }
    if path.isEmpty { path = "/" }
    var query: [String] = []
    for (name, _) in pattern.query {
      if let value = values[name] { query.append(encode(name) + "=" + encode(value)) }
    }
    if !query.isEmpty { path += "?" + query.joined(separator: "&") }
    return path
  }

  /// Percent-encodes everything but unreserved characters (RFC 3986).
  static func encode(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
