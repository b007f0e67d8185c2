/// The navigation map as it is drawn: nodes and ways added as links and traces are read, each
/// kept once, in the order first met.
struct MapDrawing {
  var tabs: [String] = []
  var screens: [NavigationMap.Screen] = []
  var edges: [NavigationMap.Edge] = []
  private var screenIndex: [String: Int] = [:]
  private var edgeIndex: [String: Int] = [:]

  /// A link that opened: its screen gets the link, and every way on its path is declared.
  mutating func reached(_ link: NavigationMap.Link) {
    guard let top = link.path.last else { return }
    add(path: link.path, declared: true)
    screens[screen(top.node)].links.append(link)
  }

  /// A link no sample opened: listed under its pattern, so that it is not lost.
  mutating func unreached(_ link: NavigationMap.Link) {
    screens[screen("?" + link.pattern)].links.append(link)
  }

  /// A recorded state whose shown screen is `top`, reached from `previous`.
  mutating func visit(_ top: String, from previous: String?, path: [NavigationMap.Step]) {
    add(path: path, declared: false)
    screens[screen(top)].visits += 1
    guard let previous, previous != top else { return }
    let how = path.last.map(\.how) ?? .trace
    if let index = edgeIndex[previous + "\u{1}" + top] {
      edges[index].visits += 1
    } else {
      edge(from: previous, to: top, how: how == .push || how == .root ? .trace : how)
      edges[edges.count - 1].visits = 1
    }
  }

  /// Adds each node of a path and the ways between them.
  private mutating func add(path: [NavigationMap.Step], declared: Bool) {
    var previous: String?
    for step in path {
      if step.node.hasPrefix("tab:") {
        let tab = String(step.node.dropFirst(4))
        if !tabs.contains(tab) { tabs.append(tab) }
      } else {
        _ = screen(step.node)
      }
      if let previous {
        let index = edge(from: previous, to: step.node, how: step.how)
        if declared { edges[index].declared = true }
      }
      previous = step.node
    }
  }

  /// The index of a screen, added when new.
  private mutating func screen(_ name: String) -> Int {
    if let index = screenIndex[name] { return index }
    screens.append(NavigationMap.Screen(name: name, links: [], visits: 0))
    screenIndex[name] = screens.count - 1
    return screens.count - 1
  }

  /// The index of a way, added when new.
  @discardableResult
  private mutating func edge(from: String, to: String, how: NavigationMap.Move) -> Int {
    let key = from + "\u{1}" + to
    if let index = edgeIndex[key] { return index }
    edges.append(NavigationMap.Edge(from: from, to: to, how: how, declared: false, visits: 0))
    edgeIndex[key] = edges.count - 1
    return edges.count - 1
  }
}
