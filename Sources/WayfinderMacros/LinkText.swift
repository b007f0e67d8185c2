public import Wayfinder

/// A link parameter's value as a link writes it, so that reading the link gives the value back:
/// an enumeration's raw value (not its description), a `LosslessStringConvertible` value's
/// description, anything else as text. The links `@Links` writes print their values with it.
///
/// ```swift
/// enum Folder: String, CaseIterable, LinkParameterValue { case inbox = "in" }
///
/// linkText(Folder.inbox)  // "in"
/// linkText(42)  // "42"
/// ```
/// - Parameter value: The value.
/// - Returns: The text `init(linkParameter:)` reads it from.
public func linkText(_ value: some LinkParameterValue) -> String {
  if let raw = value as? any RawRepresentable { return rawText(raw) }
  if let lossless = value as? any LosslessStringConvertible { return lossless.description }
  return "\(value)"
}

/// A raw value's text, the raw value itself read as `linkText(_:)` reads a value.
private func rawText<Value: RawRepresentable>(_ value: Value) -> String {
  let raw = value.rawValue
  if let parameter = raw as? any LinkParameterValue { return linkText(parameter) }
  return "\(raw)"
}
