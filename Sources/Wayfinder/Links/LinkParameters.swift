public import Foundation

/// The values a link carried, handed to a route's builder.
///
/// ```swift
/// builder.add("/users/:id/posts/:post", types: ["id": .int, "post": .uuid]) { parameters in
///   .post(user: try parameters.int("id"), post: try parameters.uuid("post"))
/// }
/// ```
public struct LinkParameters: Sendable {
  /// The pattern that matched, as declared.
  public let pattern: String
  /// Each path and query parameter present, percent-decoded, in pattern order.
  public let values: [LinkParameter]
  /// The path segments the trailing catch-all matched, percent-decoded.
  public let remainder: [String]

  /// The value of a parameter, if present.
  /// - Parameter name: The parameter's name.
  /// - Returns: The decoded text, or `nil` (an absent query parameter).
  public subscript(name: String) -> String? {
    values.first { $0.name == name }?.value
  }

  /// The text of a required parameter.
  /// - Parameter name: The parameter's name.
  /// - Returns: The decoded text.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)`` when it is absent.
  public func string(_ name: String) throws(LinkError) -> String {
    guard let value = self[name] else {
      throw .invalidParameter(name: name, value: "", expected: "a value")
    }
    return value
  }

  /// A parameter as `Int`.
  /// - Parameter name: The parameter's name.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func int(_ name: String) throws(LinkError) -> Int {
    var text = try string(name)
    // Parsed from the bytes directly: the common case, on the hot path of link matching.
    guard let value = text.withUTF8({ LinkBytes.int($0) }) else {
      throw .invalidParameter(name: name, value: text, expected: "Int")
    }
    return value
  }

  /// A parameter as `Double`.
  /// - Parameter name: The parameter's name.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func double(_ name: String) throws(LinkError) -> Double {
    try value(name, as: Double.self)
  }

  /// A parameter as `Bool`.
  /// - Parameter name: The parameter's name.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func bool(_ name: String) throws(LinkError) -> Bool { try value(name, as: Bool.self) }

  /// A parameter as `UUID`.
  /// - Parameter name: The parameter's name.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func uuid(_ name: String) throws(LinkError) -> UUID {
    let text = try string(name)
    guard let value = UUID(uuidString: text) else {
      throw .invalidParameter(name: name, value: text, expected: "UUID")
    }
    return value
  }

  /// A parameter as any `LosslessStringConvertible` type.
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - type: The type.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type) throws(LinkError)
    -> T
  {
    let text = try string(name)
    guard let value = T(text) else {
      throw .invalidParameter(name: name, value: text, expected: String(describing: type))
    }
    return value
  }

  /// A parameter as a `RawRepresentable` type with `String` raw values.
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - type: The type.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func value<T: RawRepresentable>(_ name: String, as type: T.Type) throws(LinkError) -> T
  where T.RawValue == String {
    let text = try string(name)
    guard let value = T(rawValue: text) else {
      throw .invalidParameter(name: name, value: text, expected: String(describing: type))
    }
    return value
  }

  /// A parameter as a `RawRepresentable` type with `Int` raw values.
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - type: The type.
  /// - Returns: The value.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public func value<T: RawRepresentable>(_ name: String, as type: T.Type) throws(LinkError) -> T
  where T.RawValue == Int {
    let text = try string(name)
    guard let raw = Int(text), let value = T(rawValue: raw) else {
      throw .invalidParameter(name: name, value: text, expected: String(describing: type))
    }
    return value
  }
}

/// One parameter of a link: its name in the pattern and its percent-decoded value.
///
/// ```swift
/// for parameter in match.parameters.values { print(parameter.name, parameter.value) }
/// ```
public struct LinkParameter: Hashable, Sendable {
  /// The parameter's name in the pattern.
  public let name: String
  /// The decoded value.
  public let value: String

  /// Creates a parameter.
  /// - Parameters:
  ///   - name: The name.
  ///   - value: The decoded value.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
