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
  /// The layer's identity, issued by the state from the counter that issues entry ids.
  public let id: LayerID
  @usableFromInline var _presentation: Presentation
  @usableFromInline var _content: Stack<Route>

  /// How the layer is shown.
  @inlinable public var presentation: Presentation { _presentation }
  /// The screens inside the layer.
  @inlinable public var content: Stack<Route> { _content }

  /// Creates a layer from a stack that already carries ids.
  /// - Parameters:
  ///   - id: The layer's identity.
  ///   - presentation: How the layer is shown.
  ///   - content: The stack inside it.
  @inlinable
  package init(id: LayerID, presentation: Presentation, content: Stack<Route>) {
    self.id = id
    self._presentation = presentation
    self._content = content
  }
}

extension Layer: Equatable where Route: Equatable {
  /// Whether the two are equal in every part. Written out (rather than synthesised) so that it
  /// is specialised for the app's route type.
  @inlinable
  public static func == (lhs: Layer, rhs: Layer) -> Bool {
    lhs.id == rhs.id && lhs._presentation == rhs._presentation && lhs._content == rhs._content
  }
}
extension Layer: Hashable where Route: Hashable {}
extension Layer: Sendable where Route: Sendable {}
extension Layer: Codable where Route: Codable {
  @usableFromInline enum CodingKeys: String, CodingKey {
    case id
    case _presentation = "presentation"
    case _content = "content"
  }
}
