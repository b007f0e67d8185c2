import Foundation

/// The type of a link parameter, which decides what it accepts and its matching priority: a
/// typed parameter (`Int`, `Double`, `Bool`, `UUID`, an enumeration, any
/// `LosslessStringConvertible`) wins over an untyped `String` parameter.
///
/// ```swift
/// enum SortOrder: String, CaseIterable { case newest, oldest }
/// let types: [String: LinkParameterType] = ["id": .int, "order": .enumeration(SortOrder.self)]
/// try builder.add(
///   "/items/:id/:order", types: types,
///   build: { .detail(try $0.int("id")) },
///   values: { if case .detail(let id) = $0 { ["id": "\(id)", "order": "newest"] } else { nil } })
/// ```
public struct LinkParameterType: Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case string, int, double, bool, uuid
    case custom(String)
  }

  let kind: Kind
  /// The type's name, used in error messages.
  public let name: String
  /// Every value the type accepts, when there are few (enumerations); used to prove that two
  /// parameter types at the same position cannot both accept a segment.
  let finiteValues: [String]?
  /// A value the type accepts, for checks and examples.
  let sample: String
  private let acceptsText: (@Sendable (String) -> Bool)?

  init(
    kind: Kind, name: String, sample: String, finiteValues: [String]? = nil,
    accepts: (@Sendable (String) -> Bool)? = nil
  ) {
    self.kind = kind
    self.name = name
    self.sample = sample
    self.finiteValues = finiteValues
    self.acceptsText = accepts
  }

  /// Any non-empty text; the lowest-priority parameter.
  public static let string = LinkParameterType(kind: .string, name: "String", sample: "text")
  /// A whole number that fits in `Int`.
  public static let int = LinkParameterType(kind: .int, name: "Int", sample: "42")
  /// A finite decimal number.
  public static let double = LinkParameterType(kind: .double, name: "Double", sample: "1.5")
  /// `true` or `false`.
  public static let bool = LinkParameterType(kind: .bool, name: "Bool", sample: "true")
  /// A UUID such as `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
  public static let uuid = LinkParameterType(
    kind: .uuid, name: "UUID", sample: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")

  /// The raw values of an enumeration.
  ///
  /// ```swift
  /// enum SortOrder: String, CaseIterable { case newest, oldest }
  /// let type = LinkParameterType.enumeration(SortOrder.self)
  /// ```
  /// - Parameter type: A `CaseIterable` enumeration with `String` raw values.
  /// - Returns: A parameter type accepting exactly those raw values.
  public static func enumeration<E: CaseIterable & RawRepresentable>(_ type: E.Type)
    -> LinkParameterType where E.RawValue == String
  {
    let values = E.allCases.map(\.rawValue)
    let set = Set(values)
    return LinkParameterType(
      kind: .custom(String(reflecting: type)), name: String(describing: type),
      sample: values.first ?? "", finiteValues: values, accepts: { set.contains($0) })
  }

  /// The raw values of an enumeration with `Int` raw values.
  /// - Parameter type: A `CaseIterable` enumeration with `Int` raw values.
  /// - Returns: A parameter type accepting exactly those raw values, written in decimal.
  public static func enumeration<E: CaseIterable & RawRepresentable>(_ type: E.Type)
    -> LinkParameterType where E.RawValue == Int
  {
    let values = E.allCases.map { String($0.rawValue) }
    let set = Set(values)
    return LinkParameterType(
      kind: .custom(String(reflecting: type)), name: String(describing: type),
      sample: values.first ?? "", finiteValues: values, accepts: { set.contains($0) })
  }

  /// Any `LosslessStringConvertible` type, accepted when `T(text)` succeeds.
  ///
  /// Its grammar is unknown to the table, so it is treated as possibly overlapping every other
  /// typed parameter at the same position.
  /// - Parameters:
  ///   - type: The type.
  ///   - sample: A valid value, for checks and examples.
  /// - Returns: The parameter type.
  public static func lossless<T: LosslessStringConvertible & SendableMetatype>(
    _ type: T.Type, sample: String
  )
    -> LinkParameterType
  {
    LinkParameterType(
      kind: .custom(String(reflecting: type)), name: String(describing: type), sample: sample,
      accepts: { T($0) != nil })
  }

  /// The type's name.
  public var description: String { name }

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
