public import Foundation

/// One entry of the `components` array of an apple-app-site-association file.
package struct AppSiteComponent: Hashable, Sendable, Codable {
  /// The path pattern, with each parameter and catch-all as `*`.
  package let path: String
  /// The declared pattern it comes from.
  package let comment: String

  /// Creates a component.
  /// - Parameters:
  ///   - path: The path pattern with `*` wildcards.
  ///   - comment: The pattern it comes from.
  package init(path: String, comment: String) {
    self.path = path
    self.comment = comment
  }

  private enum CodingKeys: String, CodingKey {
    case path = "/"
    case comment
  }
}

/// The shape of an apple-app-site-association file's `applinks` section.
private struct AppSiteFile: Encodable {
  struct Detail: Encodable {
    let appIDs: [String]
    let components: [AppSiteComponent]
  }
  struct AppLinks: Encodable { let details: [Detail] }
  let applinks: AppLinks
}

extension LinkTable {
  /// The `components` of an apple-app-site-association file for the universal links, in
  /// declaration order.
  ///
  /// ```swift
  /// for component in table.appSiteComponents { print(component.path) }  // "/c/detail/*"
  /// ```
  package var appSiteComponents: [AppSiteComponent] {
    // The patterns once, rather than under the print cache's lock for each link.
    let patterns = trie.patterns
    let routes = declaredRoutes
    return routes.indices.filter { routes[$0].universal }.map { index in
      let pattern = patterns[index]
      var path = ""
      for segment in pattern.segments {
        switch segment {
        case .literal(let text): path += "/" + Self.encode(text)
        case .parameter, .catchAll: path += "/*"
        }
      }
      return AppSiteComponent(path: path.isEmpty ? "/" : path, comment: pattern.text)
    }
  }

  /// A complete apple-app-site-association file for the given apps: one `components` entry per
  /// universal link, in declaration order, each parameter and catch-all as `*` (`/c/detail/*`).
  ///
  /// ```swift
  /// let data = try table.appSiteAssociationJSON(appIDs: ["ABCDE12345.com.example.app"])
  /// ```
  /// - Parameter appIDs: The apps' identifiers (`TEAMID.bundle.id`).
  /// - Returns: The file's JSON.
  /// - Throws: An encoding error (not expected for these values).
  public func appSiteAssociationJSON(appIDs: [String]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let detail = AppSiteFile.Detail(appIDs: appIDs, components: appSiteComponents)
    return try encoder.encode(AppSiteFile(applinks: .init(details: [detail])))
  }
}
