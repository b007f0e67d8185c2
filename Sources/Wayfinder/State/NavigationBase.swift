/// What sits under every modal layer: one stack, or a tab bar with a stack per tab.
///
/// ```swift
/// switch state.base {
/// case .stack(let stack): print(stack.routes)
/// case .tabs(let tabs): print(tabs.selection)
/// }
/// ```
public enum NavigationBase<Route> {
  /// A single navigation stack.
  case stack(Stack<Route>)
  /// A tab bar, each tab with its own stack.
  case tabs(Tabs<Route>)
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
    default: false
    }
  }
}
extension NavigationBase: Hashable where Route: Hashable {}
extension NavigationBase: Sendable where Route: Sendable {}

extension NavigationBase: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case stack, tabs
  }

  /// Decodes `{"stack": …}` or `{"tabs": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.stack) {
      self = .stack(try container.decode(Stack<Route>.self, forKey: .stack))
    } else if container.contains(.tabs) {
      self = .tabs(try container.decode(Tabs<Route>.self, forKey: .tabs))
    } else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "base is neither stack nor tabs"))
    }
  }

  /// Encodes `{"stack": …}` or `{"tabs": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .stack(let stack): try container.encode(stack, forKey: .stack)
    case .tabs(let tabs): try container.encode(tabs, forKey: .tabs)
    }
  }
}
