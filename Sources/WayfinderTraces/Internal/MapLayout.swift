/// Where the map page draws each node: in columns by how many ways separate it from a tab (or
/// from a node nothing leads to), in the order nodes are first met within a column.
struct MapLayout {
  /// A node placed on the page.
  struct Node: Encodable {
    var id: String
    var label: String
    var detail: String
    var x: Int
    var y: Int
    var isTab: Bool
    var unvisited: Bool
  }

  static let columnWidth = 220
  static let rowHeight = 64

  var nodes: [Node] = []
  var width = 0
  var height = 0

  init(_ map: NavigationMap) {
    let ids = map.tabs.map { "tab:" + $0 } + map.screens.map(\.name)
    var next: [String: [String]] = [:]
    var incoming: Set<String> = []
    for edge in map.edges {
      next[edge.from, default: []].append(edge.to)
      incoming.insert(edge.to)
    }
    var depth: [String: Int] = [:]
    // Breadth first from the tabs, then from each node nothing leads to, then from whatever is
    // left (a cycle no start reaches).
    let starts = [map.tabs.map { "tab:" + $0 }, ids.filter { !incoming.contains($0) }, ids]
    for group in starts {
      var queue = group.filter { depth[$0] == nil }
      for id in queue { depth[id] = 0 }
      var index = 0
      while index < queue.count {
        let id = queue[index]
        index += 1
        for to in next[id] ?? [] where depth[to] == nil {
          depth[to] = depth[id]! + 1
          queue.append(to)
        }
      }
    }
    let unvisited = Set(map.unvisited)
    var rows: [Int: Int] = [:]
    for id in ids {
      let column = depth[id] ?? 0
      let row = rows[column, default: 0]
      rows[column] = row + 1
      let screen = map.screens.first { $0.name == id }
      nodes.append(
        Node(
          id: id, label: id.hasPrefix("tab:") ? "Tab " + id.dropFirst(4) : id,
          detail: screen.map(NavigationMap.linkSummary(of:)) ?? "",
          x: 20 + column * Self.columnWidth, y: 20 + row * Self.rowHeight,
          isTab: id.hasPrefix("tab:"), unvisited: unvisited.contains(id)))
    }
    width = 40 + ((depth.values.max() ?? 0) + 1) * Self.columnWidth
    height = 40 + (rows.values.max() ?? 1) * Self.rowHeight
  }
}
