/// The module route types an app restores, by their stable names.
///
/// ```swift
/// let registry = try RouteRegistry([ShopRoute.self, AccountRoute.self])
/// let restorer = StateRestorer(routes: registry)
/// let restored = try restorer.decode(AnyRoute.self, from: data)
/// ```
public struct RouteRegistry: Sendable {
  private var decoders: [String: @Sendable (any Decoder) throws -> AnyRoute] = [:]

  /// The key under which a decoder finds the registry in its `userInfo`.
  public static let userInfoKey = CodingUserInfoKey(rawValue: "wayfinder.routeRegistry")!

  /// Creates a registry of route types.
  /// - Parameter types: The module route types.
  /// - Throws: ``RouteRegistryError/duplicateName(_:)`` when two types share a name.
  public init(_ types: [any ModuleRoute.Type]) throws(RouteRegistryError) {
    for type in types { try register(type) }
  }

  /// Adds a route type.
  /// - Parameter type: The type.
  /// - Throws: ``RouteRegistryError/duplicateName(_:)`` when its name is taken.
  public mutating func register<Route: ModuleRoute>(_ type: Route.Type) throws(RouteRegistryError) {
    guard decoders[Route.routeName] == nil else { throw .duplicateName(Route.routeName) }
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

/// Why a ``RouteRegistry`` refused a type.
@nonexhaustive
public enum RouteRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two route types declare the same name.
  case duplicateName(String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .duplicateName(let name): "two route types are named '\(name)'"
    }
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
