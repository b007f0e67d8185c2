/// What an alert belongs to: the screen or the modal layer that showed it.
///
/// An alert lives only as long as its owner: pop the screen, or dismiss the layer (or a layer
/// beneath it), and the alert goes too; a caller awaiting its answer gets `nil`.
///
/// ```swift
/// try state.presentAlert(alert)                            // owned by the screen on top
/// try state.presentAlert(alert, owner: .layer(sheetID))    // survives pushes inside the sheet
/// ```
public enum AlertOwner: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A screen; the alert goes when the screen leaves the state.
  case entry(EntryID)
  /// A modal layer; the alert goes when the layer is dismissed.
  case layer(LayerID)

  /// `entry #3` or `layer #7`.
  public var description: String {
    switch self {
    case .entry(let id): "entry \(id)"
    case .layer(let id): "layer \(id)"
    }
  }
}

/// The alert a state shows: its content, its identity and what it belongs to.
///
/// ```swift
/// if let shown = state.alert {
///   print(shown.id, shown.content.title, shown.owner)  // "#9 Delete? entry #7"
/// }
/// ```
public struct PresentedAlert: Hashable, Sendable, Identifiable {
  /// The alert's identity.
  public let id: AlertID
  /// The title, message and buttons.
  public var content: AlertState
  /// The screen or layer the alert belongs to.
  public var owner: AlertOwner

  /// Creates a shown alert. States create these in ``NavigationState/presentAlert(_:owner:)``;
  /// use this in tests and tools.
  /// - Parameters:
  ///   - id: The identity.
  ///   - content: The alert.
  ///   - owner: What it belongs to.
  @usableFromInline package init(id: AlertID, content: AlertState, owner: AlertOwner) {
    self.id = id
    self.content = content
    self.owner = owner
  }
}

extension PresentedAlert: Codable {
  enum CodingKeys: String, CodingKey {
    case id, content, owner
    /// The key of the alert's content in format 1, which had no owner.
    case route
  }

  /// Decodes an alert; data of format 1 (content under `route`, no owner) is read too, and
  /// its owner is filled in by the state that holds it (see ``NavigationState``'s decoder).
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a field is missing or malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(AlertID.self, forKey: .id)
    if container.contains(.content) {
      content = try container.decode(AlertState.self, forKey: .content)
    } else {
      content = try container.decode(AlertState.self, forKey: .route)
    }
    // A missing owner is marked with the alert's own id, which no entry or layer can have;
    // the state's decoder replaces it (format 1) and the invariant check rejects it otherwise.
    owner =
      try container.decodeIfPresent(AlertOwner.self, forKey: .owner)
      ?? .entry(EntryID(id.rawValue))
  }

  /// Encodes the id, content and owner.
  /// - Parameter encoder: The encoder.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(content, forKey: .content)
    try container.encode(owner, forKey: .owner)
  }

  /// Whether this alert came from format 1 data and still needs an owner.
  var lacksOwner: Bool { owner == .entry(EntryID(id.rawValue)) }
}
