/// What sits under every modal layer: one stack, a tab bar with a stack per tab, or a split
/// view with a stack per column.
///
/// ```swift
/// switch state.base {
/// case .stack(let stack): print(stack.routes)
/// case .tabs(let tabs): print(tabs.selection)
/// case .split(let split): print(split.selection(in: .sidebar) as Any)
/// }
/// ```
public enum NavigationBase<Route> {
  /// A single navigation stack.
  case stack(Stack<Route>)
  /// A tab bar, each tab with its own stack.
  case tabs(Tabs<Route>)
  /// A split view, each column with its own stack.
  case split(SplitColumns<Route>)
}

extension NavigationBase {
  /// A momentary stand-in that holds no storage; never visible outside a mutation.
  @inlinable static var placeholder: NavigationBase { .tabs(Tabs(selection: "", items: [])) }
}

extension NavigationBase: Equatable where Route: Equatable {
  /// Whether the two are the same kind of base with equal contents. Written out (rather than
  /// synthesised) so that it is specialised for the app's route type.
  @inlinable
  public static func == (lhs: NavigationBase, rhs: NavigationBase) -> Bool {
    switch (lhs, rhs) {
    case (.stack(let a), .stack(let b)): a == b
    case (.tabs(let a), .tabs(let b)): a == b
    case (.split(let a), .split(let b)): a == b
    default: false
    }
  }
}
extension NavigationBase: Hashable where Route: Hashable {}
extension NavigationBase: Sendable where Route: Sendable {}

extension NavigationBase: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case stack, tabs, split
  }

  /// Decodes `{"stack": …}`, `{"tabs": …}` or `{"split": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.stack) {
      self = .stack(try container.decode(Stack<Route>.self, forKey: .stack))
    } else if container.contains(.tabs) {
      self = .tabs(try container.decode(Tabs<Route>.self, forKey: .tabs))
    } else if container.contains(.split) {
      self = .split(try container.decode(SplitColumns<Route>.self, forKey: .split))
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "base is neither stack, tabs nor split")
      )
    }
  }

  /// Encodes `{"stack": …}`, `{"tabs": …}` or `{"split": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .stack(let stack): try container.encode(stack, forKey: .stack)
    case .tabs(let tabs): try container.encode(tabs, forKey: .tabs)
    case .split(let split): try container.encode(split, forKey: .split)
    }
  }
}
