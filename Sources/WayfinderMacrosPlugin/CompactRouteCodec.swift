import SwiftSyntax

/// The `_CompactRoute` conformance `@Links` writes for a `Codable` route enum: a reader of the
/// compact restoration format that reads each case as the compiler's synthesised
/// `init(from:)` reads it — a container with one key, the case's name, whose value is a
/// container of the case's values under their labels (`_0`, `_1`… for a value without one) —
/// without going through `Decoder`'s containers.
///
/// It is written only when the macro can see that the conformance is the synthesised one: the
/// enum declares `Codable` or `Decodable` itself, has no raw type or raw values, no generic parameters, no
/// `CodingKeys` of its own, no `init(from:)`, no case inside `#if`, and no two cases of one
/// name. Otherwise the route is read with `init(from:)`, as any other.
enum CompactRouteCodec {
  /// An associated value as the reader reads it.
  private struct Value {
    /// Its key: its label, or `_N` by position.
    var key: String
    /// Its label in the case's pattern (`id: `), or nothing.
    var argument: String
    /// The type read: the type as written, or the wrapped type of an optional.
    var type: String
    var isOptional: Bool
  }

  /// The raw value types of the standard library: an enum of one is coded as its raw value.
  private static let rawTypes: Set<String> = [
    "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
    "UInt32", "UInt64", "Double", "Float", "Float16", "Float80",
  ]

  /// The extension's text, or `nil` when the enum's `Decodable` conformance may not be the
  /// synthesised one.
  /// - Parameters:
  ///   - enumeration: The enum.
  ///   - type: Its name.
  ///   - access: Its access modifier followed by a space, or nothing.
  static func extensionText(for enumeration: EnumDeclSyntax, type: String, access: String)
    -> String?
  {
    guard enumeration.genericParameterClause == nil else { return nil }
    let inherited =
      enumeration.inheritanceClause?.inheritedTypes.map {
        $0.type.trimmedDescription.replacingPrefix("Swift.")
      } ?? []
    guard inherited.contains(where: { $0 == "Codable" || $0 == "Decodable" }),
      !inherited.contains(where: rawTypes.contains)
    else { return nil }
    var cases: [(name: String, values: [Value])] = []
    for member in enumeration.memberBlock.members {
      if member.decl.is(IfConfigDeclSyntax.self) { return nil }
      if let function = member.decl.as(InitializerDeclSyntax.self),
        function.signature.parameterClause.parameters.first?.firstName.text == "from"
      {
        return nil
      }
      if let named = member.decl.asProtocol((any NamedDeclSyntax).self),
        named.name.text.hasSuffix("CodingKeys")
      {
        return nil
      }
      if let alias = member.decl.as(TypeAliasDeclSyntax.self),
        alias.name.text.hasSuffix("CodingKeys")
      {
        return nil
      }
      guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in declaration.elements {
        guard element.rawValue == nil else { return nil }
        let name = element.name.text.trimmingBackticks
        guard !cases.contains(where: { $0.name == name }) else { return nil }
        var values: [Value] = []
        for (index, parameter) in (element.parameterClause?.parameters ?? []).enumerated() {
          guard !parameter.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) else {
            return nil
          }
          let label = parameter.firstName.map { $0.text.trimmingBackticks }
          let labelled = label != nil && label != "_"
          var read = parameter.type.trimmedDescription
          let optional = Self.wrapped(parameter.type)
          if let optional { read = optional }
          values.append(
            Value(
              key: labelled ? label! : "_\(index)",
              argument: labelled ? "\(Self.argumentLabel(label!)): " : "", type: read,
              isOptional: optional != nil))
        }
        cases.append((name, values))
      }
    }
    guard !cases.isEmpty else { return nil }
    // Sorted, so that the reader finds a name by halving; each case's index is its name's.
    let sorted = cases.map(\.name).sorted()
    let names = sorted.map { "\"\($0)\"" }.joined(separator: ", ")
    var body: [String] = []
    for (name, values) in cases {
      body.append("case \(sorted.firstIndex(of: name)!):")
      body.append("try reader.open()")
      guard !values.isEmpty else {
        body.append("while try reader.nextField() != nil {")
        body.append("try reader.skip()")
        body.append("}")
        body.append("route = .\(name)")
        continue
      }
      for (number, value) in values.enumerated() {
        let type = value.type.contains(" ") ? "(\(value.type))" : value.type
        body.append("var value\(number): \(type)\(value.isOptional ? "??" : "?")")
      }
      body.append("while let field = try reader.nextField() {")
      body.append("switch field {")
      for (number, value) in values.enumerated() {
        let read =
          value.isOptional
          ? "try reader.decodeIfPresent(\(value.type).self)"
          : "try reader.decode(\(value.type).self)"
        body.append("case \"\(value.key)\" where value\(number) == nil:")
        body.append("value\(number) = \(read)")
      }
      body.append("default:")
      body.append("try reader.skip()")
      body.append("}")
      body.append("}")
      let required = values.indices.filter { !values[$0].isOptional }.map { "let value\($0)" }
      if !required.isEmpty {
        body.append("guard \(required.joined(separator: ", ")) else {")
        body.append("throw reader.missingValue()")
        body.append("}")
      }
      let arguments = values.enumerated().map { number, value in
        value.argument + (value.isOptional ? "value\(number) ?? nil" : "value\(number)")
      }
      body.append("route = .\(name)(\(arguments.joined(separator: ", ")))")
    }
    return """
      extension \(type): _CompactRoute {
      /// The names of the cases, as the compact restoration format keys them, sorted.
      nonisolated private static let compactCases: [String] = [\(names)]

      /// Reads a route from the compact restoration format, as the synthesised `init(from:)`
      /// reads it. Not isolated, so that the conformance is not either, in a module whose
      /// declarations are isolated to the main actor by default: the restorer reads routes
      /// on any thread.
      nonisolated \(access)static func _restore(from reader: inout _CompactRouteReader) throws -> \(type) {
      var route: \(type)?
      var found = 0
      try reader.open()
      while let index = try reader.nextCase(compactCases) {
      switch index {
      \(body.joined(separator: "\n"))
      default:
      try reader.skip()
      continue
      }
      found += 1
      }
      guard found == 1, let route else {
      throw reader.notOneCase(found)
      }
      return route
      }
      }
      """
  }

  /// A label as an argument list spells it: only `inout`, `var` and `let` need backticks there.
  private static func argumentLabel(_ label: String) -> String {
    ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
  }

  /// The wrapped type of an optional type (`Int` for `Int?` or `Optional<Int>`), or `nil`.
  private static func wrapped(_ type: TypeSyntax) -> String? {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.trimmedDescription
    }
    if let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first,
      identifier.genericArgumentClause?.arguments.count == 1
    {
      return argument.argument.trimmedDescription
    }
    return nil
  }
}

extension String {
  /// The name without the backticks that make a keyword a name.
  fileprivate var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }

  /// The text without `prefix` at its start.
  fileprivate func replacingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
