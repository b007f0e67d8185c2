extension NavigationState: CustomStringConvertible {
  /// A multi-line tree of the state for logs and test failures.
  ///
  /// ```text
  /// NavigationState (next id #9)
  /// ├─ tabs, selected b
  /// │  ├─ a: one #1
  /// │  ├─ b: one #2 › two #5  ◀
  /// │  ├─ c: one #3
  /// │  └─ d: one #4
  /// ├─ layer #6 sheet [medium] indicator visible radius 24
  /// │  └─ presented #7
  /// └─ alert #8 "Delete?" [Delete (destructive) → delete | Cancel (cancel)]
  /// ```
  public var description: String {
    var parts: [(head: String, children: [String])] = []
    switch base {
    case .stack(let stack):
      parts.append(("stack", [Self.line(stack)]))
    case .tabs(let tabs):
      parts.append(
        (
          "tabs, selected \(tabs.selection)",
          tabs.items.map {
            "\($0.id): \(Self.line($0.stack))" + ($0.isHidden ? " (hidden)" : "")
              + ($0.id == tabs.selection ? "  ◀" : "")
          }
        ))
    case .split(let split):
      let shown = split.isCollapsed ? ", collapsed" : ""
      parts.append(
        (
          "split, \(split.columns.count) columns, \(split.visibility)\(shown)",
          split.columns.map { column in
            "\(column): " + (split[column].map(Self.line) ?? "(empty)")
              + (column == split.deepestColumn ? "  ◀" : "")
          } + (split[.inspector].map { ["inspector: " + Self.line($0)] } ?? [])
        ))
    }
    for layer in layers {
      parts.append(("layer \(layer.id) \(layer.presentation)", [Self.line(layer.content)]))
    }
    if let alert {
      parts.append(("alert \(alert.id) \(alert.content) (of \(alert.owner))", []))
    }
    var lines = ["NavigationState (next id #\(nextID))"]
    for (index, part) in parts.enumerated() {
      let last = index == parts.count - 1
      lines.append((last ? "└─ " : "├─ ") + part.head)
      for (childIndex, child) in part.children.enumerated() {
        let childLast = childIndex == part.children.count - 1
        lines.append((last ? "   " : "│  ") + (childLast ? "└─ " : "├─ ") + child)
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func line(_ stack: Stack<Route>) -> String {
    stack.entries.map { "\($0.route) \($0.id)" }.joined(separator: " › ")
  }
}

extension Presentation: CustomStringConvertible {
  /// A one-line summary such as `sheet [medium, large] indicator visible radius 24`.
  public var description: String {
    switch self {
    case .fullScreenCover: return "full-screen cover"
    case .custom(let transition): return "custom \"\(transition)\""
    case .sheet(let style):
      var text = "sheet [" + style.detents.map(\.description).joined(separator: ", ") + "]"
      if let selected = style.selectedDetent { text += " at \(selected)" }
      if style.dragIndicator != .automatic { text += " indicator \(style.dragIndicator)" }
      if let radius = style.cornerRadius { text += " radius \(radius.compact)" }
      if style.interactiveDismissDisabled { text += " no-drag-dismiss" }
      return text
    }
  }
}

extension AlertState: CustomStringConvertible {
  /// A one-line summary such as `"Delete?" [Delete (destructive) → delete | Cancel (cancel)]`.
  public var description: String {
    var text = style == .alert ? "" : "dialog "
    text += "\"\(title)\""
    if let message { text += " \"\(message)\"" }
    let buttons = buttons.map { button in
      var label = button.title
      if let role = button.role { label += " (\(role))" }
      if let action = button.action { label += " → \(action)" }
      return label
    }
    return text + " [" + buttons.joined(separator: " | ") + "]"
  }
}

extension Double {
  /// `24` for whole numbers, `0.5` otherwise.
  var compact: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
