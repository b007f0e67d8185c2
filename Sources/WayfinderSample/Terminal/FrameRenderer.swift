package import Wayfinder

/// Draws what a phone would show for a navigation state, as text: the tab bar, the active
/// stack as a breadcrumb with the top screen, each modal layer as a box over it, the alert on
/// top, then the actions available on that screen.
///
/// ```swift
/// let navigator = Navigator(NavigationState.sampleStart)
/// print(FrameRenderer().render(navigator.state))
/// ```
package struct FrameRenderer: Sendable {
  /// The width of the frame in characters.
  package var width: Int

  /// Creates a renderer.
  /// - Parameter width: The frame width (default 64).
  package init(width: Int = 64) {
    self.width = width
  }

  /// The frame for a state.
  /// - Parameters:
  ///   - state: The state to draw.
  ///   - title: The window's title (default: the shop's).
  /// - Returns: The lines, joined with newlines.
  package func render(
    _ state: NavigationState<SampleRoute>, title: String = "Wayfinder Shop"
  ) -> String {
    var lines: [String] = []
    let tabs: Tabs<SampleRoute>? = if case .tabs(let tabs) = state.base { tabs } else { nil }
    let baseStack = tabs?.selectedStack ?? state.stack(at: .base)
    var body: [String] = []
    if let split = state.split { body += columns(split) }
    if let baseStack {
      let place = tabs.map { "tab \($0.selection)" } ?? "stack"
      body += screen(baseStack, place: place)
    }
    if let tabs {
      body.append(String(repeating: "─", count: width - 4))
      body.append(
        tabs.ids.map { $0 == tabs.selection ? "[\($0)]" : " \($0) " }.joined(separator: "  "))
    }
    lines += box(
      title: title, body, corners: ("╭", "╮", "╰", "╯"), line: "─", side: "│")
    for (index, layer) in state.layers.enumerated() {
      let indent = String(repeating: " ", count: 2 * (index + 1))
      let framed = box(
        title: layerTitle(layer.presentation), screen(layer.content, place: "layer"),
        corners: ("┏", "┓", "┗", "┛"), line: "━", side: "┃", width: width - 4 * (index + 1))
      lines += framed.map { indent + $0 }
    }
    if let alert = state.alert?.content {
      var text = [alert.title]
      if let message = alert.message { text.append(message) }
      text.append(
        alert.buttons.map { button in
          "[\(button.title)]" + (button.role == .destructive ? " (destructive)" : "")
        }.joined(separator: "  "))
      let title = alert.style == .alert ? "alert" : "confirmation dialog"
      lines += box(title: title, text, corners: ("╔", "╗", "╚", "╝"), line: "═", side: "║")
        .map { "   " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  private func screen(_ stack: Stack<SampleRoute>, place: String) -> [String] {
    // Routes are shown escaped before they are measured, so a route's text cannot move the
    // cursor or break the frame.
    let crumbs = stack.routes.map { DemoText.visible($0.description) }.joined(separator: " › ")
    let top = stack.top.route
    return [
      "\(place) › \(crumbs)", "", "  " + DemoText.visible(top.description),
      "  " + DemoText.visible(top.summary), "",
    ]
  }

  /// A split view: its columns side by side, or, collapsed, the one stack a phone shows.
  private func columns(_ split: SplitColumns<SampleRoute>) -> [String] {
    let compact = split.compactStack
    if split.isCollapsed, let root = compact.first {
      return screen(Stack(root: root, pushed: Array(compact.dropFirst())), place: "compact")
    }
    let shown: [SplitColumn] =
      switch split.visibility {
      case .detailOnly: [.detail]
      case .doubleColumn: Array(split.columns.suffix(2))
      case .all, .automatic: split.columns
      }
    let inner = width - 4
    let gap = " │ "
    let each = (inner - gap.count * (shown.count - 1)) / shown.count
    func fit(_ text: String) -> String {
      let visible = text.count > each ? String(text.prefix(each - 1)) + "…" : text
      return visible + String(repeating: " ", count: each - visible.count)
    }
    let cells: [[String]] = shown.map { column in
      guard let stack = split[column] else { return [column.rawValue, "", "  (nothing selected)"] }
      let crumbs = stack.routes.map { DemoText.visible($0.description) }.joined(separator: " › ")
      return [
        column.rawValue + (column == split.deepestColumn ? " ◀" : ""), crumbs,
        "  " + DemoText.visible(stack.top.route.description),
        "  " + DemoText.visible(stack.top.route.summary),
      ]
    }
    let rows = cells.map(\.count).max() ?? 0
    var lines = ["split, \(split.visibility)"]
    for row in 0..<rows {
      lines.append(cells.map { fit(row < $0.count ? $0[row] : "") }.joined(separator: gap))
    }
    lines.append("")
    return lines
  }

  private func layerTitle(_ presentation: Presentation) -> String {
    switch presentation {
    case .sheet(let style):
      var parts = ["sheet", style.detents.map(\.description).joined(separator: "/")]
      if style.dragIndicator == .visible { parts.append("drag indicator") }
      if let radius = style.cornerRadius { parts.append("radius \(Int(radius))") }
      return parts.joined(separator: " · ")
    case .fullScreenCover: return "full-screen cover"
    case .custom(let transition): return "custom · \(transition)"
    }
  }

  private func box(
    title: String, _ body: [String], corners: (String, String, String, String), line: String,
    side: String, width: Int? = nil
  ) -> [String] {
    let width = width ?? self.width
    let inner = width - 2
    let head = "\(line) \(title) "
    var lines = [
      corners.0 + head + String(repeating: line, count: max(0, inner - head.count)) + corners.1
    ]
    for text in body {
      let clipped = text.count > inner - 2 ? String(text.prefix(inner - 3)) + "…" : text
      lines.append(
        side + " " + clipped + String(repeating: " ", count: inner - 2 - clipped.count) + " " + side
      )
    }
    lines.append(corners.2 + String(repeating: line, count: inner) + corners.3)
    return lines
  }
}
