import Foundation

extension NavigationMap {
  /// The map as one self-contained HTML page, in the trace page's look: the map drawn (tabs,
  /// screens, and the ways between them; ways only traces took dashed), and beside it every
  /// screen with its links, their parameters and example links, and how often traces showed
  /// it. Clicking a screen in the list or on the map selects it in both. No network, no
  /// external script.
  ///
  /// ```swift
  /// let map = NavigationMap(links: links, from: .start)
  /// try Data(map.page(title: "Sample app").utf8).write(to: pageURL)
  /// ```
  /// - Parameter title: The page's title.
  /// - Returns: The HTML.
  /// - Throws: A ``TraceError`` of code ``TraceError/Code/encodingFailed`` when the page's data
  ///   cannot be written.
  public func page(title: String) throws(TraceError) -> String {
    let layout = MapLayout(self)
    let data = MapPageData(
      title: title, width: layout.width, height: layout.height, nodes: layout.nodes,
      edges: edges.map {
        MapPageData.Edge(
          from: $0.from, to: $0.to, label: Self.label(of: $0), declared: $0.declared)
      },
      screens: screens, unvisited: unvisited, traceCount: traceCount)
    let safe = try PageText.scriptData(data)
    return MapPageTemplate.html(title: PageText.escaped(title), data: safe)
  }
}

/// What the map page's script reads.
struct MapPageData: Encodable {
  struct Edge: Encodable {
    var from: String
    var to: String
    var label: String
    var declared: Bool
  }

  var title: String
  var width: Int
  var height: Int
  var nodes: [MapLayout.Node]
  var edges: [Edge]
  var screens: [NavigationMap.Screen]
  var unvisited: [String]
  var traceCount: Int
}
