import Foundation
import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@Links`: reads every `@Link` of an enum's cases and writes, in an extension, the link table
/// both ways — a pattern per case whose `build` makes the case from the link's parameters and
/// whose `values` gives them back from the case — with each case's placement and print key.
public struct LinksMacro: ExtensionMacro {
  /// The extension with `addLinks(to:)` and `linkTable(schemes:hosts:)`, or nothing, with the
  /// diagnostics, when a declaration is wrong.
  /// - Parameters:
  ///   - node: The `@Links` attribute.
  ///   - declaration: The enum.
  ///   - type: The enum's type.
  ///   - protocols: The conformances asked for (none).
  ///   - context: Where diagnostics go.
  /// - Returns: The extension.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard let enumeration = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: node, message: LinkDiagnostic.notAnEnum))
      return []
    }
    let requireAll = argument("requireAll", of: node)?.trimmedDescription == "true"
    var links: [LinkDeclaration] = []
    var shapes: [String: LinkDeclaration] = [:]
    var valid = true
    for member in enumeration.memberBlock.members {
      guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let link = cases.attributes.attribute(named: "Link")
      let noLink = cases.attributes.attribute(named: "NoLink")
      for element in cases.elements {
        if link != nil, noLink != nil {
          context.diagnose(
            Diagnostic(
              node: element, message: LinkDiagnostic.linkAndNoLink(caseName: element.name.text)))
          valid = false
        }
        if link == nil, noLink == nil, requireAll {
          context.diagnose(
            Diagnostic(
              node: element, message: LinkDiagnostic.missingLink(caseName: element.name.text),
              fixIt: FixIt(
                message: LinkFixIt(message: "mark '\(element.name.text)' @NoLink"),
                changes: [
                  .replace(
                    oldNode: Syntax(cases.caseKeyword),
                    newNode: Syntax(
                      TokenSyntax.keyword(
                        .case, leadingTrivia: cases.caseKeyword.leadingTrivia + "@NoLink ",
                        trailingTrivia: cases.caseKeyword.trailingTrivia)))
                ])))
          valid = false
        }
      }
      guard let link else { continue }
      guard cases.elements.count == 1, let element = cases.elements.first else {
        context.diagnose(
          Diagnostic(node: link, message: LinkDiagnostic.severalCasesInOneDeclaration))
        valid = false
        continue
      }
      guard let declared = read(link, on: element, in: context) else {
        valid = false
        continue
      }
      let key = shapeKey(of: declared)
      if let first = shapes[key] {
        context.diagnose(
          Diagnostic(
            node: declared.patternNode,
            message: LinkDiagnostic.duplicatePattern(
              pattern: declared.pattern, firstCase: first.caseName),
            notes: [
              Note(
                node: Syntax(first.patternNode),
                message: LinkNote(message: "'\(first.caseName)' declares it first"))
            ]))
        valid = false
        continue
      }
      shapes[key] = declared
      links.append(declared)
    }
    for link in links where !checkParents(of: link, among: links, in: context) { valid = false }
    guard valid else { return [] }
    let access = enumeration.modifiers.contains { $0.name.text == "public" } ? "public " : ""
    let typeName = type.trimmedDescription
    let additions = links.map { addition(for: $0, among: links, type: typeName) }
    let keys = links.map { "case .\($0.caseName): \"\($0.caseName)\"" }
    let printKey =
      keys.count
        == enumeration.memberBlock.members.compactMap({ $0.decl.as(EnumCaseDeclSyntax.self) })
        .flatMap(\.elements).count
      ? "switch route {\n\(keys.joined(separator: "\n"))\n}"
      : "switch route {\n\(keys.joined(separator: "\n"))\ndefault: nil\n}"
    let text: DeclSyntax = """
      extension \(raw: typeName) {
        /// Adds the links declared with `@Link` on this enum's cases to a table's builder,
        /// each with its placement, and names each case as its print key.
        \(raw: access)static func addLinks(to builder: inout LinkTableBuilder<\(raw: typeName)>) throws(LinkError) {
          builder.printKey = { route in \(raw: links.isEmpty ? "nil" : printKey) }
          \(raw: additions.joined(separator: "\n"))
        }

        /// The link table of the links declared with `@Link`.
        \(raw: access)static func linkTable(schemes: [String], hosts: [String] = []) throws(LinkError) -> LinkTable<\(raw: typeName)> {
          var builder = LinkTableBuilder<\(raw: typeName)>(schemes: schemes, hosts: hosts)
          try addLinks(to: &builder)
          return try builder.build()
        }
      }
      """
    // Indented as a person would write it: the parts above are put together from text.
    guard let extensionDecl = text.formatted().as(ExtensionDeclSyntax.self) else { return [] }
    return [extensionDecl]
  }

  /// An argument of an attribute by its label.
  static func argument(_ label: String, of attribute: AttributeSyntax) -> ExprSyntax? {
    guard case .argumentList(let arguments) = attribute.arguments else { return nil }
    return arguments.first { $0.label?.text == label }?.expression
  }

  /// Reads one `@Link`, reporting what makes it unusable.
  static func read(
    _ attribute: AttributeSyntax, on element: EnumCaseElementSyntax,
    in context: some MacroExpansionContext
  ) -> LinkDeclaration? {
    let caseName = element.name.text
    guard case .argumentList(let arguments) = attribute.arguments,
      let first = arguments.first, first.label == nil,
      let literal = first.expression.as(StringLiteralExprSyntax.self),
      let pattern = literal.representedLiteralValue
    else {
      context.diagnose(Diagnostic(node: attribute, message: LinkDiagnostic.patternMustBeALiteral))
      return nil
    }
    let patternNode = first.expression
    guard let parsed = ParsedPattern(pattern) else {
      context.diagnose(
        Diagnostic(node: patternNode, message: LinkDiagnostic.patternMustStartWithSlash(pattern)))
      return nil
    }
    guard !parsed.hasCatchAll else {
      context.diagnose(
        Diagnostic(node: patternNode, message: LinkDiagnostic.catchAllNotSupported(pattern)))
      return nil
    }
    var values: [LinkDeclaration.Value] = []
    var usable = true
    for (index, parameter) in (element.parameterClause?.parameters ?? []).enumerated() {
      let label = parameter.firstName.flatMap { $0.text == "_" ? nil : $0.text }
      let (wrapped, isOptional) = parameter.type.unwrappingOptional
      guard let label else {
        let missing = parsed.parameters.filter { name in
          !(element.parameterClause?.parameters ?? []).contains { $0.firstName?.text == name }
        }
        var fixIts: [FixIt] = []
        if missing.count == 1, let name = missing.first {
          fixIts.append(
            FixIt(
              message: LinkFixIt(message: "label it '\(name)'"),
              changes: [
                .replace(
                  oldNode: Syntax(parameter),
                  newNode: Syntax(
                    parameter.with(\.firstName, .identifier(name)).with(
                      \.colon, .colonToken(trailingTrivia: .space))))
              ]))
        }
        context.diagnose(
          Diagnostic(
            node: parameter,
            message: LinkDiagnostic.unlabelledValue(position: index + 1, caseName: caseName),
            fixIts: fixIts))
        usable = false
        continue
      }
      if let why = wrapped.linkParameterProblem {
        context.diagnose(
          Diagnostic(
            node: parameter.type,
            message: LinkDiagnostic.unsupportedValueType(
              value: label, type: parameter.type.trimmedDescription, why: why)))
        usable = false
      }
      values.append(
        LinkDeclaration.Value(
          label: label, type: parameter.type, isOptional: isOptional, wrapped: wrapped))
    }
    // An unlabelled value is reported alone: the parameter it was meant for is the same mistake.
    guard usable else { return nil }
    let names = values.compactMap(\.label)
    let unmatched = parsed.parameters.filter { !names.contains($0) }
    for name in unmatched {
      let unused = names.filter { !parsed.parameters.contains($0) }
      var fixIts: [FixIt] = []
      if unused.count == 1, let replacement = unused.first {
        let fixed = pattern.replacingOccurrences(of: ":" + name, with: ":" + replacement)
        fixIts.append(
          FixIt(
            message: LinkFixIt(message: "name the parameter '\(replacement)'"),
            changes: [
              .replace(
                oldNode: Syntax(patternNode),
                newNode: Syntax(StringLiteralExprSyntax(content: fixed)))
            ]))
      }
      context.diagnose(
        Diagnostic(
          node: patternNode,
          message: LinkDiagnostic.parameterWithoutValue(parameter: name, caseName: caseName),
          fixIts: fixIts))
      usable = false
    }
    for value in values {
      guard let label = value.label else { continue }
      if !parsed.parameters.contains(label) {
        // A renamed parameter is reported once, on the pattern, with its fix.
        if !unmatched.isEmpty { continue }
        context.diagnose(
          Diagnostic(
            node: element,
            message: LinkDiagnostic.valueNotInPattern(value: label, caseName: caseName)))
        usable = false
      } else if value.isOptional, parsed.pathParameters.contains(label) {
        context.diagnose(
          Diagnostic(node: patternNode, message: LinkDiagnostic.pathParameterOptional(value: label))
        )
        usable = false
      }
    }
    var parents: [(String, ExprSyntax)] = []
    if let list = argument("parents", of: attribute)?.as(ArrayExprSyntax.self) {
      for item in list.elements {
        guard let literal = item.expression.as(StringLiteralExprSyntax.self),
          let text = literal.representedLiteralValue
        else {
          context.diagnose(
            Diagnostic(node: item.expression, message: LinkDiagnostic.patternMustBeALiteral))
          usable = false
          continue
        }
        parents.append((text, item.expression))
      }
    }
    guard usable else { return nil }
    return LinkDeclaration(
      caseName: caseName, values: values, attribute: attribute, pattern: pattern,
      patternNode: patternNode, parsed: parsed, tab: argument("tab", of: attribute),
      presentation: argument("presentation", of: attribute),
      column: argument("column", of: attribute), asRoot: argument("asRoot", of: attribute),
      parents: parents)
  }

  /// What makes two patterns open the same links: their shape, each path parameter by the
  /// type of its value (a typed parameter and an untyped one do not collide).
  static func shapeKey(of link: LinkDeclaration) -> String {
    var key = link.parsed.shape
    for name in link.parsed.pathParameters {
      let type = link.values.first { $0.label == name }?.wrapped.trimmedDescription ?? "String"
      if let range = key.range(of: "/:") {
        key.replaceSubrange(range, with: "/#\(type == "String" ? "" : type)")
      }
    }
    return key
  }

  /// Whether every parent of `link` is declared, and `link` has the values it needs.
  static func checkParents(
    of link: LinkDeclaration, among links: [LinkDeclaration], in context: some MacroExpansionContext
  ) -> Bool {
    var fine = true
    for (pattern, node) in link.parents {
      guard let parent = links.first(where: { $0.pattern == pattern }) else {
        context.diagnose(Diagnostic(node: node, message: LinkDiagnostic.unknownParent(pattern)))
        fine = false
        continue
      }
      for value in parent.values where !value.isOptional {
        guard let label = value.label, !link.values.contains(where: { $0.label == label }) else {
          continue
        }
        context.diagnose(
          Diagnostic(
            node: node, message: LinkDiagnostic.parentNeedsValue(parent: pattern, value: label)))
        fine = false
      }
    }
    return fine
  }

  /// The builder call that adds one case's link.
  static func addition(
    for link: LinkDeclaration, among links: [LinkDeclaration], type: String
  ) -> String {
    var placement: [String] = []
    if let tab = link.tab { placement.append("tab: TabID(\(tab.trimmedDescription))") }
    if !link.parents.isEmpty {
      let parents = link.parents.compactMap { pattern, _ in
        links.first { $0.pattern == pattern }
      }
      let available = Set(link.values.compactMap(\.label))
      let made = parents.map { construction(of: $0, from: available) }
      // Only the values a parent takes are bound (an unused binding is a warning).
      let needed = Set(parents.flatMap { $0.values.compactMap(\.label) })
      let bindings = link.values.map { value in
        value.label.map { needed.contains($0) ? "let \($0)" : "_" } ?? "_"
      }
      let match =
        bindings.allSatisfy({ $0 == "_" })
        ? "guard case .\(link.caseName) = route else { return [] }"
        : "guard case .\(link.caseName)(\(bindings.joined(separator: ", "))) = route else { return [] }"
      placement.append(
        "parents: { route in\n\(match)\nreturn [\(made.joined(separator: ", "))]\n}")
    }
    if let presentation = link.presentation {
      placement.append("presentation: \(presentation.trimmedDescription)")
    }
    if let asRoot = link.asRoot { placement.append("asRoot: \(asRoot.trimmedDescription)") }
    if let column = link.column { placement.append("column: \(column.trimmedDescription)") }
    let placementText = "LinkPlacement<\(type)>(\(placement.joined(separator: ", ")))"
    let pattern = StringLiteralExprSyntax(content: link.pattern).description
    if link.values.isEmpty {
      return "try builder.add(\(pattern), route: .\(link.caseName), placement: \(placementText))"
    }
    let typed = link.values.filter { $0.wrapped.trimmedDescription != "String" }
    let types =
      typed.isEmpty
      ? "[:]"
      : "["
        + typed.map { "\"\($0.label!)\": \($0.wrapped.trimmedDescription).self" }
        .joined(separator: ", ") + "]"
    let arguments = link.values.map { "\($0.label!): try $0.value(\"\($0.label!)\")" }
    let labels = link.values.map { $0.label! }
    let printed = link.values.map { value in
      let name = value.label!
      return value.isOptional
        ? "if let \(name) { values[\"\(name)\"] = \"\\(\(name))\" }"
        : "values[\"\(name)\"] = \"\\(\(name))\""
    }
    return """
      try builder.add(
        \(pattern), types: \(types), placement: \(placementText), key: "\(link.caseName)",
        build: { .\(link.caseName)(\(arguments.joined(separator: ", "))) },
        values: { route in
          guard case .\(link.caseName)(\(labels.map { "let \($0)" }.joined(separator: ", "))) = route else { return nil }
          var values: [String: String] = [:]
          \(printed.joined(separator: "\n"))
          return values
        })
      """
  }

  /// A parent case made from the values of the case under it (parents need only values it has).
  static func construction(of parent: LinkDeclaration, from available: Set<String>) -> String {
    guard !parent.values.isEmpty else { return ".\(parent.caseName)" }
    let arguments = parent.values.map { value in
      let name = value.label!
      return "\(name): \(available.contains(name) ? name : "nil")"
    }
    return ".\(parent.caseName)(\(arguments.joined(separator: ", ")))"
  }
}

/// `@Link`: declares a case's link; read by `@Links`, it adds nothing itself.
public struct LinkMacro: PeerMacro {
  /// Nothing: `@Links` reads the attribute; only one placed off an enum case is reported.
  /// - Parameters:
  ///   - node: The `@Link` or `@NoLink` attribute.
  ///   - declaration: What it is attached to.
  ///   - context: Where diagnostics go.
  /// - Returns: No declaration.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if !declaration.is(EnumCaseDeclSyntax.self) {
      context.diagnose(Diagnostic(node: node, message: LinkDiagnostic.notOnACase))
    }
    return []
  }
}

extension AttributeListSyntax {
  /// The attribute with this name, if the list has one.
  func attribute(named name: String) -> AttributeSyntax? {
    for element in self {
      if case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == name
      {
        return attribute
      }
    }
    return nil
  }
}
