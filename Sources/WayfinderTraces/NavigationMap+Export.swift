extension NavigationMap {
  /// The map as a Mermaid flowchart (GitHub draws one in a ` ```mermaid ` block): tabs as
  /// rounded nodes, each screen with its first link, a way labelled with how it goes
  /// (pushes and roots unlabelled), ways only traces took dashed, with their count, and
  /// screens no trace visited dashed.
  ///
  /// ```swift
  /// print(NavigationMap(links: links, from: .start).mermaid)  // the sample app's:
  /// // flowchart LR
  /// //   tab_a(["Tab a"])
  /// //   …
  /// //   one["one<br/>/a (+3)"]
  /// //   …
  /// //   tab_a --> one
  /// ```
  public var mermaid: String {
    var lines = ["flowchart LR"]
    for tab in tabs {
      lines.append("  \(Self.identifier("tab:" + tab))([\"Tab \(Self.mermaidText(tab))\"])")
    }
    for screen in screens {
      lines.append(
        "  \(Self.identifier(screen.name))[\"\(Self.mermaidText(screen.name))<br/>"
          + "\(Self.mermaidText(Self.linkSummary(of: screen)))\"]")
    }
    for edge in edges {
      let from = Self.identifier(edge.from)
      let to = Self.identifier(edge.to)
      let label = Self.label(of: edge)
      if edge.declared {
        lines.append(
          label.isEmpty ? "  \(from) --> \(to)" : "  \(from) -->|\(Self.mermaidText(label))| \(to)")
      } else {
        lines.append("  \(from) -.->|\(Self.mermaidText(label))| \(to)")
      }
    }
    let unvisited = self.unvisited
    if !unvisited.isEmpty {
      lines.append("  classDef unvisited stroke-dasharray: 5 5")
      lines.append("  class \(unvisited.map(Self.identifier).joined(separator: ",")) unvisited")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The map as a Graphviz DOT graph (`dot -Tsvg map.dot`), with the same nodes and ways as
  /// ``mermaid``.
  ///
  /// ```swift
  /// print(NavigationMap(links: links, from: .start).dot)  // the sample app's:
  /// // digraph navigation {
  /// //   rankdir=LR;
  /// //   "tab:a" [label="Tab a", shape=oval];
  /// ```
  public var dot: String {
    var lines = [
      "digraph navigation {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
    ]
    for tab in tabs {
      lines.append(
        "  \(Self.dotText("tab:" + tab)) [label=\(Self.dotText("Tab " + tab)), shape=oval];")
    }
    let unvisited = Set(self.unvisited)
    for screen in screens {
      let style = unvisited.contains(screen.name) ? ", style=dashed" : ""
      lines.append(
        "  \(Self.dotText(screen.name)) [label=\(Self.dotText(screen.name + "\n" + Self.linkSummary(of: screen)))\(style)];"
      )
    }
    for edge in edges {
      var attributes: [String] = []
      let label = Self.label(of: edge)
      if !label.isEmpty { attributes.append("label=\(Self.dotText(label))") }
      if !edge.declared { attributes.append("style=dashed") }
      let tail = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  \(Self.dotText(edge.from)) -> \(Self.dotText(edge.to))\(tail);")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A screen's links in a few words: its first pattern, and how many more.
  static func linkSummary(of screen: Screen) -> String {
    guard let first = screen.links.first else { return "no link" }
    return screen.links.count == 1 ? first.pattern : "\(first.pattern) (+\(screen.links.count - 1))"
  }

  /// What a way's label says: how it goes (nothing for a push or a root), and how often traces
  /// took it.
  static func label(of edge: Edge) -> String {
    var label = edge.declared && [.push, .root, .tab].contains(edge.how) ? "" : "\(edge.how)"
    if edge.visits > 0 { label += label.isEmpty ? "×\(edge.visits)" : " ×\(edge.visits)" }
    return label
  }

  /// A node's identifier for Mermaid: a tab is `tab_` and its name; every other character
  /// than an ASCII letter or digit is written as `_` and its number, so different names stay
  /// apart.
  static func identifier(_ name: String) -> String {
    let tab = name.hasPrefix("tab:")
    var result = tab ? "tab_" : ""
    for scalar in (tab ? String(name.dropFirst(4)) : name).unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        result += "_\(scalar.value)_"
      }
    }
    return result.isEmpty ? "_" : result
  }

  /// Text inside a Mermaid label: quotes and angle brackets as entities.
  static func mermaidText(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "#amp;").replacingOccurrences(of: "\"", with: "#quot;")
      .replacingOccurrences(of: "<", with: "#lt;").replacingOccurrences(of: ">", with: "#gt;")
      .replacingOccurrences(of: "|", with: "#124;")
  }

  /// A DOT string: quoted, with quotes, backslashes and newlines escaped.
  static func dotText(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\""
      )
      .replacingOccurrences(of: "\n", with: "\\n") + "\""
  }
}
