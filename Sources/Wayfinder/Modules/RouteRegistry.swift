/// The module route types an app restores, by their stable names.
///
/// ```swift
/// let registry = RouteRegistry([ShopRoute.self, AccountRoute.self])
/// let restorer = StateRestorer(routes: registry)
/// let restored = try restorer.decode(AnyRoute.self, from: data)
/// ```
public struct RouteRegistry: Sendable {
  private var decoders: [String: @Sendable (any Decoder) throws -> AnyRoute] = [:]

  /// The key under which a decoder finds the registry in its `userInfo`.
  package static let userInfoKey = CodingUserInfoKey(rawValue: "wayfinder.routeRegistry")!

  /// Creates a registry of route types.
  /// - Parameter types: The module route types.
  ///
  /// Two types with the same ``ModuleRoute/routeName`` are a programmer error, stopped here (a
  /// registry is made once, at launch): saved routes of one could be read as the other.
  public init(_ types: [any ModuleRoute.Type]) {
    for type in types { register(type) }
  }

  /// Adds a route type.
  /// - Parameter type: The type.
  ///
  /// A name already taken is a programmer error, stopped here.
  public mutating func register<Route: ModuleRoute>(_ type: Route.Type) {
    precondition(
      decoders[Route.routeName] == nil, "two route types are named '\(Route.routeName)'")
    decoders[Route.routeName] = { decoder in AnyRoute(try Route(from: decoder)) }
  }

  /// The registered names, sorted.
  package var names: [String] { decoders.keys.sorted() }

  /// Decodes the route of the type registered under `name`.
  func decode(_ name: String, from decoder: any Decoder) throws -> AnyRoute {
    guard let decode = decoders[name] else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "\(Self.unregisteredMarker)\(name.prefix(64))'"))
    }
    return try decode(decoder)
  }

  /// What starts the message of a decoding error for a name no type is registered under.
  static let unregisteredMarker = "no route type is registered as '"

  /// The unregistered name a decoding error's message names, or `nil` when it names none.
  /// - Parameter message: The message (of a ``RestorationError`` or ``DroppedContent``).
  static func unregisteredName(in message: String) -> String? {
    guard let start = message.range(of: unregisteredMarker)?.upperBound,
      let end = message[start...].firstIndex(of: "'")
    else { return nil }
    return String(message[start..<end])
  }
}

extension AnyRoute: Codable {
  private enum CodingKeys: String, CodingKey {
    case type
    case value
  }

  /// Decodes a route by its type's stable name, with the ``RouteRegistry`` found in the
  /// decoder's `userInfo` (``StateRestorer`` puts it there).
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` without a registry, for an unknown name, or a bad value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .type)
    guard let registry = decoder.userInfo[RouteRegistry.userInfoKey] as? RouteRegistry else {
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container,
        debugDescription: "decoding AnyRoute needs a RouteRegistry in userInfo")
    }
    self = try registry.decode(name, from: container.superDecoder(forKey: .value))
  }

  /// Encodes the type's stable name and the route.
  /// - Parameter encoder: The encoder.
  /// - Throws: The route's encoding error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(routeName, forKey: .type)
    try base.encode(to: container.superEncoder(forKey: .value))
  }
}
