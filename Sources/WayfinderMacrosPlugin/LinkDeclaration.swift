import SwiftSyntax

/// One `@Link` on an enum case, read from the source: the case, its associated values, the
/// pattern and the placement's arguments as written.
struct LinkDeclaration {
  /// An associated value of the case.
  struct Value {
    /// Its name: its label (`id` in `case item(id: Int)`), or, for a value without one, the
    /// pattern parameter at its position; `nil` when it has neither.
    var label: String?
    /// Whether the case spells the label (`item(id: Int)`), rather than taking the value by
    /// position (`mailbox(String)`).
    var isLabelled = true
    /// Its type as written.
    var type: TypeSyntax
    /// Whether the type is optional (`Int?`, `Optional<Int>`).
    var isOptional: Bool
    /// The type without the optional (`Int` for `Int?`).
    var wrapped: TypeSyntax
  }

  /// The case's name.
  var caseName: String
  /// The case's associated values, in order.
  var values: [Value]
  /// The `@Link` attribute.
  var attribute: AttributeSyntax
  /// The pattern, as written.
  var pattern: String
  /// The pattern's string literal, for diagnostics.
  var patternNode: ExprSyntax
  /// The parsed pattern.
  var parsed: ParsedPattern
  /// The placement's arguments, as written: `tab`, `presentation`, `column`, `asRoot`.
  var tab: ExprSyntax?
  var presentation: ExprSyntax?
  var column: ExprSyntax?
  var asRoot: ExprSyntax?
  /// The patterns of the screens under it (`parents: ["/search/:query"]`), with their nodes.
  var parents: [(pattern: String, node: ExprSyntax)]
  /// The tabs of a family of links (`inEachTab: [AppTab.a, .b]`), one link per tab whose
  /// pattern has the tab's name where it says `{tab}`.
  var tabs: ExprSyntax?
  /// The pattern's parameters that no value of the case carries but a parent's does
  /// (`:box` in `/mail/:box/:id` on `message(id:)` under `/mail/:box`): the link builds the
  /// parent from them, so it is a stack link.
  var parentParameters: [String] = []

  /// A value by its name.
  func value(named name: String) -> Value? { values.first { $0.label == name } }
}

/// A link pattern as the macro reads it: literal segments, `:name` path parameters, and
/// `?a&b` query parameters (optional).
struct ParsedPattern: Equatable {
  /// The path parameters, in order.
  var pathParameters: [String] = []
  /// The query parameters, in order.
  var queryParameters: [String] = []
  /// Whether it has a catch-all segment (`*name`).
  var hasCatchAll = false
  /// Whether a segment is the `{tab}` placeholder of a family of links.
  var hasTabPlaceholder = false
  /// The pattern with every parameter's name erased, to compare two patterns.
  var shape: String = ""

  /// Every parameter, path first.
  var parameters: [String] { pathParameters + queryParameters }

  /// The pattern with the path parameter `name` renamed, or `nil` when `name` is not a path
  /// parameter (a query parameter's fix is not certain).
  static func renaming(_ name: String, to replacement: String, in pattern: String) -> String? {
    let pieces = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var segments = pieces[0].split(separator: "/", omittingEmptySubsequences: false).map(
      String.init)
    guard let index = segments.firstIndex(of: ":" + name) else { return nil }
    segments[index] = ":" + replacement
    return segments.joined(separator: "/") + (pieces.count == 2 ? "?" + pieces[1] : "")
  }

  /// Reads a pattern; `nil` when it does not start with `/`.
  init?(_ text: String) {
    guard text.hasPrefix("/") else { return nil }
    let pieces = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var shape: [String] = []
    for raw in pieces[0].split(separator: "/") {
      if raw.first == ":" {
        pathParameters.append(String(raw.dropFirst()))
        shape.append(":")
      } else if raw.first == "*" {
        hasCatchAll = true
        shape.append("*")
      } else if raw.contains("{tab}") {
        hasTabPlaceholder = true
        shape.append(String(raw))
      } else {
        shape.append(String(raw))
      }
    }
    if pieces.count == 2 {
      queryParameters = pieces[1].split(separator: "&").map(String.init)
    }
    self.shape = "/" + shape.joined(separator: "/")
  }
}

extension TypeSyntax {
  /// The type without an optional around it, and whether there was one.
  var unwrappingOptional: (wrapped: TypeSyntax, isOptional: Bool) {
    if let optional = self.as(OptionalTypeSyntax.self) {
      return (optional.wrappedType, true)
    }
    if let optional = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return (optional.wrappedType, true)
    }
    if let identifier = self.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first,
      case .type(let wrapped) = argument.argument
    {
      return (wrapped, true)
    }
    // `Swift.Optional<Int>`
    if let member = self.as(MemberTypeSyntax.self), member.name.text == "Optional",
      member.baseType.trimmedDescription == "Swift",
      let argument = member.genericArgumentClause?.arguments.first,
      case .type(let wrapped) = argument.argument
    {
      return (wrapped, true)
    }
    // `(Int?)`: parentheses around one type.
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.firstName == nil
    {
      return only.type.unwrappingOptional
    }
    return (self, false)
  }

  /// Why a value of this type cannot be a link parameter, or `nil` when it can be one as far as
  /// its spelling says (the compiler checks `LinkParameterValue` in the generated code).
  var linkParameterProblem: String? {
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.firstName == nil
    {
      return only.type.linkParameterProblem
    }
    return switch self.kind {
    case .arrayType, .dictionaryType: "a collection"
    case .tupleType: "a tuple"
    case .functionType, .attributedType: "a function"
    case .optionalType, .implicitlyUnwrappedOptionalType: "optional twice"
    case .someOrAnyType, .compositionType: "an existential"
    case .metatypeType: "a metatype"
    default: nil
    }
  }
}
