import Foundation

/// How a link parameter's declared type matches: what it accepts and its priority (a typed
/// parameter wins over an untyped `String` one). Made from a ``LinkParameterValue`` type.
@usableFromInline
struct LinkParameterType: Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case string, int, double, bool, uuid
    case custom(String)
  }

  let kind: Kind
  /// The type's name, used in error messages.
  let name: String
  /// Every value the type accepts, when there are few (enumerations); used to prove that two
  /// parameter types at the same position cannot both accept a segment.
  let finiteValues: [String]?
  private let acceptsText: (@Sendable (String) -> Bool)?

  init(
    kind: Kind, name: String, finiteValues: [String]? = nil,
    accepts: (@Sendable (String) -> Bool)? = nil
  ) {
    self.kind = kind
    self.name = name
    self.finiteValues = finiteValues
    self.acceptsText = accepts
  }

  /// Any non-empty text; the lowest-priority parameter.
  static let string = LinkParameterType(kind: .string, name: "String")
  /// A whole number that fits in `Int`.
  static let int = LinkParameterType(kind: .int, name: "Int")
  /// A finite decimal number.
  static let double = LinkParameterType(kind: .double, name: "Double")
  /// `true` or `false`.
  static let bool = LinkParameterType(kind: .bool, name: "Bool")
  /// A UUID such as `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
  static let uuid = LinkParameterType(kind: .uuid, name: "UUID")

  /// The matching of a parameter declared as `type`: the built-in types match on the link's
  /// bytes; an enumeration (`CaseIterable & RawRepresentable`) accepts its raw values; any
  /// other type accepts what its ``LinkParameterValue/init(linkParameter:)`` accepts, and is
  /// treated as possibly overlapping every other typed parameter at the same position.
  @usableFromInline
  static func of<T: LinkParameterValue>(_ type: T.Type) -> LinkParameterType {
    if type == String.self { return .string }
    if type == Int.self { return .int }
    if type == Double.self { return .double }
    if type == Bool.self { return .bool }
    if type == UUID.self { return .uuid }
    let name = String(describing: type)
    let kind = Kind.custom(String(reflecting: type))
    if let finite = type as? any (CaseIterable & RawRepresentable).Type {
      let values = rawValues(of: finite).filter { T(linkParameter: $0) != nil }
      let set = Set(values)
      return LinkParameterType(
        kind: kind, name: name, finiteValues: values, accepts: { set.contains($0) })
    }
    return LinkParameterType(kind: kind, name: name, accepts: { T(linkParameter: $0) != nil })
  }

  /// The raw values of an enumeration's cases, as text.
  private static func rawValues<E: CaseIterable & RawRepresentable>(of type: E.Type) -> [String] {
    E.allCases.map { String(describing: $0.rawValue) }
  }

  /// The type's name.
  @usableFromInline var description: String { name }

  /// Whether this type is an untyped string.
  var isUntyped: Bool { kind == .string }

  /// Whether the type accepts a (decoded) value.
  func accepts(_ text: String) -> Bool {
    switch kind {
    case .string: !text.isEmpty
    case .int: Int(text) != nil
    case .double: Double(text).map(\.isFinite) ?? false
    case .bool: text == "true" || text == "false"
    case .uuid: UUID(uuidString: text) != nil
    case .custom: acceptsText?(text) ?? false
    }
  }

  /// Whether the type accepts raw (undecoded, `%`-free) bytes; the fast path of matching.
  func accepts(_ bytes: ArraySlice<UInt8>) -> Bool {
    switch kind {
    case .string: return !bytes.isEmpty
    case .int: return LinkBytes.int(bytes) != nil
    case .bool:
      return bytes.elementsEqual("true".utf8) || bytes.elementsEqual("false".utf8)
    case .uuid: return LinkBytes.isUUID(bytes)
    case .double, .custom: return accepts(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Whether some segment could be accepted by both types (conservative: `true` when unsure).
  func mayOverlap(with other: LinkParameterType) -> Bool {
    if kind == other.kind { return true }
    if let values = finiteValues { return values.contains { other.accepts($0) } }
    if let values = other.finiteValues { return values.contains { accepts($0) } }
    switch (kind, other.kind) {
    case (.int, .double), (.double, .int): return true
    case (.custom, _), (_, .custom): return true
    default: return false
    }
  }
}
