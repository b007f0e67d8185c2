extension NavigationCommand: CustomStringConvertible {
  /// A compact form for logs, such as `push [Two, Three] on tab c` or `dismiss 1`.
  ///
  /// ```swift
  /// let token = navigator.observe { event in print(event.command) }  // "select tab inbox"
  /// ```
  public var description: String { kind.description }
}

extension NavigationCommand.Kind: CustomStringConvertible {
  /// A compact form for logs, such as `push [Two, Three] on tab c` or `dismiss 1`.
  @usableFromInline package var description: String {
    func on(_ location: StackLocation?) -> String { location.map { " on \($0)" } ?? "" }
    func list(_ routes: [Route]) -> String {
      "[" + routes.map { "\($0)" }.joined(separator: ", ") + "]"
    }
    switch self {
    case .push(let routes, let location): return "push \(list(routes))\(on(location))"
    case .pop(let count, let location): return "pop \(count)\(on(location))"
    case .popTo(let id): return "pop to \(id)"
    case .popToFirst(let location): return "pop to first match\(on(location))"
    case .popToLast(let location): return "pop to last match\(on(location))"
    case .popToRoot(let location): return "pop to root\(on(location))"
    case .replaceRoot(let route, let location): return "replace root with \(route)\(on(location))"
    case .replaceStack(let routes, let location):
      return "replace stack with \(list(routes))\(on(location))"
    case .replaceTop(let route, let location): return "replace top with \(route)\(on(location))"
    case .replace(let id, let route): return "replace \(id) with \(route)"
    case .present(let routes, let presentation):
      return "present \(list(routes)) as \(presentation)"
    case .dismiss(let count): return "dismiss \(count)"
    case .dismissLayer(let id): return "dismiss layer \(id)"
    case .dismissAll: return "dismiss all"
    case .selectDetent(let detent, let layer): return "select detent \(detent) of layer \(layer)"
    case .selectTab(let tab): return "select tab \(tab)"
    case .show(let route, let column): return "show \(route) in \(column)"
    case .clear(let column): return "clear \(column)"
    case .setColumnVisibility(let visibility): return "set column visibility \(visibility)"
    case .goBack: return "go back"
    case .presentAlert(let alert): return "present alert \(alert)"
    case .dismissAlert: return "dismiss alert"
    case .apply: return "apply target"
    case .restore: return "restore"
    case .userDid(let action): return "user \(action)"
    case .open(let link): return "open \(link)"
    case .close(let id): return "close \(id)"
    case .finish(let id): return "finish \(id)"
    case .transaction: return "transaction"
    case .rulesDidChange: return "rules changed"
    }
  }
}
