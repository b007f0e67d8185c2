public import Foundation

/// A type a link parameter can have: declared once in
/// ``LinkTableBuilder/add(_:types:placement:universal:unsafeCharactersAllowed:key:build:values:)``
/// for matching, and read with ``LinkParameters/value(_:)->T``, whose type is inferred.
///
/// `Int`, `Double` (finite), `Bool`, `String` and `UUID` conform. An enumeration conforms with
/// an empty extension when its raw values are of one of these types, and is then matched
/// against exactly its cases' raw values when it is `CaseIterable`; any
/// `LosslessStringConvertible` type conforms with an empty extension too.
///
/// <!-- snippet-context: main
/// enum Screen: Hashable, Sendable { case sorted(SortOrder) }
/// var links = LinkTableBuilder<Screen>(schemes: ["myapp"])
/// -->
/// ```swift
/// enum SortOrder: String, CaseIterable, LinkParameterValue { case newest, oldest }
///
/// try links.add(
///   "/items/:order", types: ["order": SortOrder.self],
///   build: { .sorted(try $0.value("order")) },
///   values: { if case .sorted(let order) = $0 { ["order": order.rawValue] } else { nil } })
/// ```
public protocol LinkParameterValue: Sendable {
  /// Reads a value from a parameter's percent-decoded text, or gives `nil` when the text is
  /// not one.
  ///
  /// ```swift
  /// let id = Int(linkParameter: "42")  // 42
  /// ```
  /// - Parameter text: The decoded text (never empty).
  init?(linkParameter text: String)
}

extension LinkParameterValue where Self: LosslessStringConvertible {
  /// Reads the value with `init(_:)`.
  ///
  /// ```swift
  /// struct OrderNumber: LosslessStringConvertible, LinkParameterValue {
  ///   let value: Int
  ///   init?(_ description: String) {
  ///     guard let value = Int(description), value > 0 else { return nil }
  ///     self.value = value
  ///   }
  ///   var description: String { "\(value)" }
  /// }
  /// ```
  /// - Parameter text: The decoded text.
  public init?(linkParameter text: String) { self.init(text) }
}

extension LinkParameterValue where Self: RawRepresentable, RawValue: LinkParameterValue {
  /// Reads the raw value, then the case that has it.
  ///
  /// ```swift
  /// enum Folder: String, CaseIterable, LinkParameterValue { case inbox, sent }
  /// ```
  /// - Parameter text: The decoded text.
  public init?(linkParameter text: String) {
    guard let raw = RawValue(linkParameter: text) else { return nil }
    self.init(rawValue: raw)
  }
}

extension Int: LinkParameterValue {}
extension Bool: LinkParameterValue {}
extension String: LinkParameterValue {}

extension Double: LinkParameterValue {
  /// Reads a finite number (`inf` and `nan` are refused).
  ///
  /// ```swift
  /// let price = Double(linkParameter: "1.5")  // 1.5
  /// ```
  /// - Parameter text: The decoded text.
  public init?(linkParameter text: String) {
    guard let value = Double(text), value.isFinite else { return nil }
    self = value
  }
}

extension UUID: LinkParameterValue {
  /// Reads a UUID such as `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
  ///
  /// ```swift
  /// let id = UUID(linkParameter: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
  /// ```
  /// - Parameter text: The decoded text.
  public init?(linkParameter text: String) { self.init(uuidString: text) }
}
