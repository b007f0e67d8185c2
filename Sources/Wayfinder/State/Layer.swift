/// A modal layer: how it is presented and the stack it holds.
///
/// A sheet or cover holds a whole stack, so screens can be pushed inside it. The layer has an
/// id of its own, so replacing the root screen inside a sheet keeps the sheet.
///
/// ```swift
/// for layer in state.layers {
///   print(layer.presentation, layer.content.routes)
/// }
/// ```
public struct Layer<Route>: Identifiable {
  /// The layer's identity, issued by the state like entry ids.
  public let id: EntryID
  /// How the layer is shown.
  public internal(set) var presentation: Presentation
  /// The screens inside the layer.
  public internal(set) var content: Stack<Route>

  /// Creates a layer from a stack that already carries ids.
  /// - Parameters:
  ///   - id: The layer's identity.
  ///   - presentation: How the layer is shown.
  ///   - content: The stack inside it.
  public init(id: EntryID, presentation: Presentation, content: Stack<Route>) {
    self.id = id
    self.presentation = presentation
    self.content = content
  }
}

extension Layer: Equatable where Route: Equatable {}
extension Layer: Hashable where Route: Hashable {}
extension Layer: Sendable where Route: Sendable {}
extension Layer: Codable where Route: Codable {}
