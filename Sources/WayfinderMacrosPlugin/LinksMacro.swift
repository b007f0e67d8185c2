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
    // A case inside `#if` may not exist in the build: its link cannot be written for every
    // build, so it is reported rather than left out.
    var conditional = false
    for member in enumeration.memberBlock.members {
      guard let block = member.decl.as(IfConfigDeclSyntax.self) else { continue }
      conditional = true
      for clause in block.clauses {
        guard case .decls(let members) = clause.elements else { continue }
        for inner in members {
          guard let cases = inner.decl.as(EnumCaseDeclSyntax.self),
            let link = cases.attributes.attributes(named: "Link").first
          else { continue }
          context.diagnose(Diagnostic(node: link, message: LinkDiagnostic.linkInsideIfConfig))
          valid = false
        }
      }
    }
    var caseNames: [String: Syntax] = [:]
    for member in enumeration.memberBlock.members {
      guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let declaredLinks = cases.attributes.attributes(named: "Link")
      let link = declaredLinks.first
      let noLink = cases.attributes.attribute(named: "NoLink")
      for element in cases.elements {
        // Two cases of one name (`item(id:)`, `item(slug:)`) cannot be told apart by a print
        // key or a pattern without their labels.
        if link != nil, caseNames[element.name.text] != nil {
          context.diagnose(
            Diagnostic(
              node: element, message: LinkDiagnostic.overloadedCase(caseName: element.name.text)))
          valid = false
        }
        caseNames[element.name.text] = Syntax(element)
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
      // A case may have several links (a screen pushed in each tab and presented as a cover).
      for attribute in declaredLinks {
        guard let declared = read(attribute, on: element, in: context) else {
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
    }
    for link in links where !checkParents(of: link, among: links, in: context) { valid = false }
    guard valid else { return [] }
    let access =
      enumeration.modifiers.first { ["public", "package"].contains($0.name.text) }
      .map { $0.name.text + " " } ?? ""
    let typeName = type.trimmedDescription
    let validated = argument("validated", of: node)?.trimmedDescription == "true"
    let validate = validated ? "\(type.trimmedDescription).validateLink" : nil
    // The conformance, unless the enum declares it itself.
    let conformance =
      validated && protocols.contains { $0.trimmedDescription.hasSuffix("LinkValidating") }
      ? ": LinkValidating" : ""
    var keyed: [String] = []
    for link in links where !keyed.contains(link.caseName) { keyed.append(link.caseName) }
    let exhaustive =
      keyed.count
      == enumeration.memberBlock.members.compactMap({ $0.decl.as(EnumCaseDeclSyntax.self) })
      .flatMap(\.elements).count
      && !conditional
    let keys = keyed.map { "case .\($0): \"\($0)\"" } + (exhaustive ? [] : ["default: nil"])
    let keyBody = links.isEmpty ? "nil" : "switch route {\n\(keys.joined(separator: "\n"))\n}"
    let compiled = CompiledLinks(
      links, typeOf: { link, name in parameterType(name, of: link, among: links) })
    let declarations: String
    let compiledBody: String
    if compiled != nil {
      // Each link is declared once, with its codes: the builder parses the pattern's text,
      // the compiled table reads the codes.
      declarations = "try linkDeclarations().add(to: &builder)"
      compiledBody =
        "linkDeclarations().table(schemes: schemes, hosts: hosts, printKey: { linkKey($0) })"
    } else {
      declarations = links.map {
        addition(for: $0, among: links, type: typeName, validate: validate)
      }.joined(separator: "\n")
      compiledBody = """
        do {
        return try linkTable(schemes: schemes, hosts: hosts)
        } catch {
        return LinkTable(_refusingEveryLink: error)
        }
        """
    }
    let compiledDoc =
      compiled == nil
      ? """
      /// The link table of the links declared with `@Link`, which cannot fail to build: an error
      /// that `linkTable(schemes:hosts:)` throws is given by every link the table opens.
      """
      : """
      /// The link table of the links declared with `@Link`, compiled: each pattern was parsed when
      /// this enum was compiled, so that making the table parses nothing, and cannot fail.
      """
    let declarationsFunction =
      compiled.map {
        declarationList($0, links: links, type: typeName, validate: validate)
      } ?? ""
    let text = """
      extension \(typeName)\(conformance) {
      /// Adds the links declared with `@Link` on this enum's cases to a table's builder,
      /// each with its placement, and names each case as its print key (a route of another
      /// case keeps the key the builder gave it).
      \(access)static func addLinks(to builder: inout LinkTableBuilder<\(typeName)>) throws(LinkError) {
      let previous = builder.printKey
      builder.printKey = { route in linkKey(route) ?? previous?(route) }
      \(declarations)
      }

      /// The link table of the links declared with `@Link`.
      \(access)static func linkTable(schemes: [String], hosts: [String] = []) throws(LinkError) -> LinkTable<\(typeName)> {
      var builder = LinkTableBuilder<\(typeName)>(schemes: schemes, hosts: hosts)
      try addLinks(to: &builder)
      return try builder.build()
      }

      \(compiledDoc)
      \(access)static func compiledLinkTable(schemes: [String], hosts: [String] = []) -> LinkTable<\(typeName)> {
      \(compiledBody)
      }

      /// The print key of a route: its case's name, if the case has a link.
      private static func linkKey(_ route: \(typeName)) -> String? {
      \(keyBody)
      }
      \(declarationsFunction)}
      """
    // Indented here, as a person would write it, rather than by the formatter: the text is
    // parsed once, and the compiler does not format it again (`formatMode`).
    guard let extensionDecl = DeclSyntax("\(raw: indented(text))").as(ExtensionDeclSyntax.self)
    else { return [] }
    // The route's reader of the compact restoration format, when the compiler asks for it
    // and the enum's `Decodable` conformance is the synthesised one.
    guard protocols.contains(where: { $0.trimmedDescription.hasSuffix("_CompactRoute") }),
      let codec = CompactRouteCodec.extensionText(
        for: enumeration, type: typeName, access: access),
      let codecDecl = DeclSyntax("\(raw: indented(codec))").as(ExtensionDeclSyntax.self)
    else { return [extensionDecl] }
    return [extensionDecl, codecDecl]
  }

  /// The macro's text is indented by ``indented(_:)``, not formatted again.
  public static var formatMode: FormatMode { .disabled }

  /// `linkDeclarations()`: every link, declared once with its pattern's codes.
  static func declarationList(
    _ compiled: CompiledLinks, links: [LinkDeclaration], type: String, validate: String?
  ) -> String {
    let names = compiled.names.map { StringLiteralExprSyntax(content: $0).description }
    let types = compiled.types.map { "\($0).self" }
    // Each link that makes one route is numbered (a family's links share their number): the
    // two switches below make its route and give its values back by that number.
    var number = 0
    var additions: [String] = []
    var builds: [String] = []
    var readings: [String] = []
    var placements: [String] = []
    for link in links {
      guard link.parentParameters.isEmpty else {
        additions.append(
          addition(for: link, among: links, type: type, validate: validate, compiled: true))
        continue
      }
      additions.append(
        addition(
          for: link, among: links, type: type, validate: validate, compiled: true,
          number: number))
      builds.append("case \(number):\n\(builtCase(link, type: type, validate: validate))")
      readings.append("case \(number):\n\(valuesCase(link))")
      if let placement = placementCase(for: link, among: links, type: type) {
        placements.append("case \(number):\n\(placement)")
      }
      number += 1
    }
    var switches =
      number == 0
      ? ""
      : ",\nbuild: { try compiledLinkRoute($0, $1) },\nvalues: { compiledLinkValues($0, $1) }"
    if !placements.isEmpty { switches += ",\nplacement: { compiledLinkPlacement($0) }" }
    let switchFunctions =
      number == 0
      ? ""
      : """

      /// The route of the link numbered `linkNumber` in `linkDeclarations()`, made from the
      /// link's parameters, or `nil` for a number no link has.
      nonisolated private static func compiledLinkRoute(_ linkNumber: Int, _ linkParameters: LinkParameters) throws -> \(type)? {
      switch linkNumber {
      \(builds.joined(separator: "\n"))
      default: return nil
      }
      }

      /// The values that print `linkRoute` with the link numbered `linkNumber` in
      /// `linkDeclarations()`, or `nil` when the route is not that link's.
      nonisolated private static func compiledLinkValues(_ linkNumber: Int, _ linkRoute: \(type)) -> [String: String]? {
      switch linkNumber {
      \(readings.joined(separator: "\n"))
      default: return nil
      }
      }

      """
    let placementFunction =
      placements.isEmpty
      ? ""
      : """

      /// The placement of the link numbered `linkNumber` in `linkDeclarations()`, made when a
      /// link opens.
      nonisolated private static func compiledLinkPlacement(_ linkNumber: Int) -> LinkPlacement<\(type)> {
      switch linkNumber {
      \(placements.joined(separator: "\n"))
      default: return LinkPlacement<\(type)>()
      }
      }

      """
    return """

      /// Every link declared with `@Link`, each pattern parsed when this enum was compiled.
      private static func linkDeclarations() -> _CompiledLinks<\(type)> {
      var links = _CompiledLinks<\(type)>(
      names: [\(names.joined(separator: ", "))],
      types: [\(types.joined(separator: ", "))],
      count: \(links.count),
      codes: \(StringLiteralExprSyntax(content: compiled.codes).description),
      trie: \(StringLiteralExprSyntax(content: CompiledTrie(compiled, texts: links.map(\.pattern)).form).description)\(switches))
      \(additions.joined(separator: "\n"))
      return links
      }

      """ + switchFunctions + placementFunction
  }

  /// A case of the compiled table's placement switch: the placement of a numbered link, or
  /// `nil` for the default placement (the switch's `default`). A family's links are not
  /// compiled (their patterns are made at run time, one per tab).
  static func placementCase(
    for link: LinkDeclaration, among links: [LinkDeclaration], type: String
  ) -> String? {
    let arguments = casePlacementArguments(
      for: link, among: links, tab: caseTab(of: link, among: links))
    guard !arguments.isEmpty else { return nil }
    return "return LinkPlacement<\(type)>(\(arguments.joined(separator: ", ")))"
  }

  /// Text whose lines start without spaces, indented four spaces a level: a line is a level
  /// in from the line that opened the innermost bracket still open, a line starting with a
  /// closing bracket is at that bracket's opening line, and a `switch`'s cases are at its level.
  /// Brackets in string literals and comments do not count.
  static func indented(_ text: String) -> String {
    // For each bracket open: the indentation of its line, and whether that line is a switch.
    var open: [(level: Int, isSwitch: Bool)] = []
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      guard !trimmed.isEmpty else {
        lines.append("")
        continue
      }
      var level = open.last.map { $0.level + 1 } ?? 0
      if let first = trimmed.first,
        "})]".contains(first)
          || (open.last?.isSwitch == true
            && (trimmed.hasPrefix("case ") || trimmed.hasPrefix("default:")))
      {
        level = open.last?.level ?? 0
      }
      lines.append(String(repeating: "    ", count: level) + trimmed)
      let isSwitch = trimmed.hasPrefix("switch ")
      var inString = false
      var escaped = false
      var previous: Character = " "
      for character in trimmed {
        defer { previous = character }
        if inString {
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            inString = false
          }
        } else if character == "/", previous == "/" {
          break
        } else if character == "\"" {
          inString = true
        } else if "{([".contains(character) {
          open.append((level, isSwitch))
        } else if "})]".contains(character) {
          _ = open.popLast()
        }
      }
    }
    return lines.joined(separator: "\n")
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
    // The parents come first: a parameter only a parent carries is the parent's.
    var parents: [(String, ExprSyntax)] = []
    var usable = true
    if let given = argument("parents", of: attribute), !given.is(ArrayExprSyntax.self) {
      context.diagnose(Diagnostic(node: given, message: LinkDiagnostic.parentsMustBeALiteral))
      usable = false
    }
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
    let parentCarried = Set(parents.flatMap { ParsedPattern($0.0)?.parameters ?? [] })
    let tabs = argument("inEachTab", of: attribute)
    if parsed.hasTabPlaceholder != (tabs != nil) {
      context.diagnose(
        Diagnostic(
          node: patternNode,
          message: tabs == nil
            ? LinkDiagnostic.tabPlaceholderWithoutTabs(pattern)
            : LinkDiagnostic.tabsWithoutPlaceholder(pattern)))
      usable = false
    }
    let parameters = Array(element.parameterClause?.parameters ?? [])
    // Values without labels take the pattern's parameters by position: the case's own (those no
    // parent carries) when they are as many, or else all of them.
    let unlabelled = parameters.filter { $0.firstName == nil || $0.firstName?.text == "_" }
    // Only path parameters are taken by position: a query parameter is optional, so it needs
    // its label to say which value may be absent.
    let own = parsed.pathParameters.filter { !parentCarried.contains($0) }
    let positional: [String]? =
      unlabelled.isEmpty || unlabelled.count != parameters.count
      ? nil
      : own.count == parameters.count
        ? own : parsed.pathParameters.count == parameters.count ? parsed.pathParameters : nil
    var values: [LinkDeclaration.Value] = []
    for (index, parameter) in parameters.enumerated() {
      let spelled = parameter.firstName.flatMap { $0.text == "_" ? nil : $0.text }
      let label = spelled ?? positional?[index]
      let (wrapped, isOptional) = parameter.type.unwrappingOptional
      guard let label else {
        let missing = parsed.parameters.filter { name in
          !parameters.contains { $0.firstName?.text == name }
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
          label: label, isLabelled: spelled != nil, type: parameter.type, isOptional: isOptional,
          wrapped: wrapped))
    }
    // An unlabelled value is reported alone: the parameter it was meant for is the same mistake.
    guard usable else { return nil }
    let names = values.compactMap(\.label)
    let parentParameters = parsed.parameters.filter {
      !names.contains($0) && parentCarried.contains($0)
    }
    let unmatched = parsed.parameters.filter {
      !names.contains($0) && !parentCarried.contains($0)
    }
    for name in unmatched {
      let unused = names.filter { !parsed.parameters.contains($0) }
      var fixIts: [FixIt] = []
      if unused.count == 1, let replacement = unused.first,
        let fixed = ParsedPattern.renaming(name, to: replacement, in: pattern)
      {
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
    guard usable else { return nil }
    return LinkDeclaration(
      caseName: caseName, values: values, attribute: attribute, pattern: pattern,
      patternNode: patternNode, parsed: parsed, tab: argument("tab", of: attribute),
      presentation: argument("presentation", of: attribute),
      column: argument("column", of: attribute), asRoot: argument("asRoot", of: attribute),
      parents: parents, tabs: tabs, parentParameters: parentParameters)
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

  /// Whether every parent of `link` is declared, and `link` has the values it needs; a link
  /// pushed in the layer a parent presents has one such parent, and neither presents nor is a
  /// stack's root itself.
  static func checkParents(
    of link: LinkDeclaration, among links: [LinkDeclaration], in context: some MacroExpansionContext
  ) -> Bool {
    var fine = true
    var presenting: String?
    for (pattern, node) in link.parents {
      guard links.first(where: { $0.pattern == pattern })?.presentation != nil else { continue }
      if let first = presenting {
        context.diagnose(
          Diagnostic(
            node: node, message: LinkDiagnostic.twoPresentingParents(first: first, second: pattern)
          ))
        fine = false
      } else {
        presenting = pattern
      }
    }
    if let parent = presenting {
      for (argument, given) in [("presentation", link.presentation), ("asRoot", link.asRoot)] {
        guard let given, argument == "presentation" || given.trimmedDescription != "false"
        else { continue }
        context.diagnose(
          Diagnostic(
            node: given, message: LinkDiagnostic.pushedInLayer(parent: parent, argument: argument)))
        fine = false
      }
    }
    for (pattern, node) in link.parents {
      guard let parent = links.first(where: { $0.pattern == pattern }) else {
        context.diagnose(Diagnostic(node: node, message: LinkDiagnostic.unknownParent(pattern)))
        fine = false
        continue
      }
      if parent.asRoot?.trimmedDescription == "true" {
        context.diagnose(Diagnostic(node: node, message: LinkDiagnostic.parentIsRoot(pattern)))
        fine = false
      }
      for value in parent.values {
        guard let label = value.label else { continue }
        if let own = link.value(named: label) {
          // The parent is made from the case's value: the same type, and there whenever the
          // parent needs it.
          if own.wrapped.trimmedDescription != value.wrapped.trimmedDescription
            || own.isOptional && !value.isOptional
          {
            context.diagnose(
              Diagnostic(
                node: node,
                message: LinkDiagnostic.parentValueMismatch(
                  parent: pattern, value: label, needed: value.type.trimmedDescription,
                  given: own.type.trimmedDescription)))
            fine = false
          }
          continue
        }
        guard !value.isOptional, !link.parentParameters.contains(label) else { continue }
        context.diagnose(
          Diagnostic(
            node: node, message: LinkDiagnostic.parentNeedsValue(parent: pattern, value: label)))
        fine = false
      }
    }
    return fine
  }

  /// The builder call that adds one case's link, or, for a family, a loop adding one per tab.
  /// - Parameter number: For a compiled link that makes one route, its number in the
  ///   table's switches (its call then passes no closures).
  static func addition(
    for link: LinkDeclaration, among links: [LinkDeclaration], type: String, validate: String?,
    compiled: Bool = false, number: Int? = nil
  ) -> String {
    let pattern: String
    let tab: String?
    if link.tabs != nil {
      var parts: [String] = []
      for (index, piece) in link.pattern.components(separatedBy: "{tab}").enumerated() {
        if index > 0 { parts.append("tabID.rawValue") }
        if !piece.isEmpty { parts.append(StringLiteralExprSyntax(content: piece).description) }
      }
      pattern = parts.joined(separator: " + ")
      tab = "tabID"
    } else {
      pattern = StringLiteralExprSyntax(content: link.pattern).description
      tab = caseTab(of: link, among: links)
    }
    let call =
      link.parentParameters.isEmpty
      ? caseAddition(
        for: link, among: links, type: type, pattern: pattern, tab: tab, validate: validate,
        compiled: compiled, number: number)
      : stackAddition(
        for: link, among: links, type: type, pattern: pattern, tab: tab, validate: validate,
        compiled: compiled)
    guard let tabs = link.tabs else { return call }
    return """
      for tab in \(tabs.trimmedDescription) {
        let tabID = TabID(tab)
        \(call)
      }
      """
  }

  /// The type of a link's parameter as written, without an optional: the case's value of that
  /// name, or else that of the first parent that has one.
  static func parameterType(
    _ name: String, of link: LinkDeclaration, among links: [LinkDeclaration]
  ) -> String? {
    if let value = link.value(named: name) { return value.wrapped.trimmedDescription }
    for (pattern, _) in link.parents {
      if let value = links.first(where: { $0.pattern == pattern })?.value(named: name) {
        return value.wrapped.trimmedDescription
      }
    }
    return nil
  }

  /// The parent whose link presents the layer `link` is pushed in, and how many of the link's
  /// parents are in that layer (that parent and those after it), if a parent presents.
  static func presentingParent(of link: LinkDeclaration, among links: [LinkDeclaration])
    -> (parent: LinkDeclaration, inLayer: Int)?
  {
    for (index, (pattern, _)) in link.parents.enumerated() {
      if let parent = links.first(where: { $0.pattern == pattern }), parent.presentation != nil {
        return (parent, link.parents.count - index)
      }
    }
    return nil
  }

  /// The tab of a link that is not one of a family's: its own, or the presenting parent's.
  static func caseTab(of link: LinkDeclaration, among links: [LinkDeclaration]) -> String? {
    tab(of: link, among: links, given: link.tab.map { "TabID(\($0.trimmedDescription))" })
  }

  /// The tab of a link pushed in the layer a parent presents: its own, or else the parent's.
  static func tab(of link: LinkDeclaration, among links: [LinkDeclaration], given: String?)
    -> String?
  {
    guard given == nil, link.tabs == nil,
      let parent = presentingParent(of: link, among: links)?.parent, parent.tabs == nil
    else { return given }
    return parent.tab.map { "TabID(\($0.trimmedDescription))" }
  }

  /// A placement's arguments, without parents. A link pushed in the layer a parent presents
  /// takes that parent's presentation, with the parents from it on in the layer.
  static func placementArguments(
    for link: LinkDeclaration, among links: [LinkDeclaration], tab: String?
  ) -> [String] {
    var arguments: [String] = []
    if let tab { arguments.append("tab: \(tab)") }
    if let (parent, inLayer) = presentingParent(of: link, among: links),
      let presentation = parent.presentation
    {
      arguments.append("presentation: \(presentation.trimmedDescription)")
      arguments.append("parentsInLayer: \(inLayer)")
    } else if let presentation = link.presentation {
      arguments.append("presentation: \(presentation.trimmedDescription)")
    }
    if let asRoot = link.asRoot { arguments.append("asRoot: \(asRoot.trimmedDescription)") }
    if let column = link.column { arguments.append("column: \(column.trimmedDescription)") }
    return arguments
  }

  /// The `types:` argument: every parameter whose value is not a `String`, by name.
  static func typesArgument(_ values: [LinkDeclaration.Value]) -> String {
    let typed = values.filter { $0.wrapped.trimmedDescription != "String" }
    guard !typed.isEmpty else { return "[:]" }
    return "["
      + typed.map { "\"\($0.label!)\": \($0.wrapped.trimmedDescription).self" }
      .joined(separator: ", ") + "]"
  }

  /// A case made from a link's parameters (`.item(id: try parameters.value("id"))`).
  static func built(_ link: LinkDeclaration, from parameters: String) -> String {
    guard !link.values.isEmpty else { return ".\(link.caseName)" }
    let arguments = link.values.map { value in
      let verb = value.isOptional ? "valueIfPresent" : "value"
      let read = "try \(parameters).\(verb)(\"\(value.label!)\")"
      return value.isLabelled ? "\(value.label!): \(read)" : read
    }
    return ".\(link.caseName)(\(arguments.joined(separator: ", ")))"
  }

  /// A value's name in generated code: in backticks, so that a keyword (`in`, `default`) is a
  /// name too.
  static func name(_ label: String) -> String { "`\(label)`" }

  /// The statements that print values into `linkValues`, each as a link reads it back
  /// (`linkText(_:)`), an optional value only when it has one.
  ///
  /// Values that are all there are returned as one dictionary literal.
  /// - Parameters:
  ///   - values: The values, in order.
  ///   - wrap: What makes the dictionary the closure's result (`LinkValues` for a stack).
  static func printed(_ values: [LinkDeclaration.Value], as wrap: String) -> String {
    let result = wrap == "linkValues" ? "linkValues" : "\(wrap)(linkValues)"
    guard values.contains(where: \.isOptional) else {
      let pairs = values.map { "\"\($0.label!)\": linkText(\(name($0.label!)))" }
      let literal = "[\(pairs.joined(separator: ", "))]"
      return "return " + (wrap == "linkValues" ? literal : "\(wrap)(\(literal))")
    }
    let statements = values.map { value in
      let label = value.label!
      return value.isOptional
        ? "if let \(name(label)) { linkValues[\"\(label)\"] = linkText(\(name(label))) }"
        : "linkValues[\"\(label)\"] = linkText(\(name(label)))"
    }
    return (["var linkValues: [String: String] = [:]"] + statements + ["return \(result)"])
      .joined(separator: "\n")
  }

  /// A case link's placement's arguments: ``placementArguments(for:among:tab:)`` with its
  /// parents, if any, made from the case's own values.
  static func casePlacementArguments(
    for link: LinkDeclaration, among links: [LinkDeclaration], tab: String?
  ) -> [String] {
    var placement = placementArguments(for: link, among: links, tab: tab)
    if !link.parents.isEmpty {
      let parents = link.parents.compactMap { pattern, _ in
        links.first { $0.pattern == pattern }
      }
      let available = Set(link.values.compactMap(\.label))
      let made = parents.map { construction(of: $0, from: available) }
      // Only the values a parent takes are bound (an unused binding is a warning).
      let needed = Set(parents.flatMap { $0.values.compactMap(\.label) })
      let bindings = link.values.map { value in
        value.label.map { needed.contains($0) ? "let \(name($0))" : "_" } ?? "_"
      }
      let match =
        bindings.allSatisfy({ $0 == "_" })
        ? "guard case .\(link.caseName) = linkRoute else { return [] }"
        : "guard case .\(link.caseName)(\(bindings.joined(separator: ", "))) = linkRoute else { return [] }"
      placement.insert(
        "parents: { linkRoute in\n\(match)\nreturn [\(made.joined(separator: ", "))]\n}",
        at: tab == nil ? 0 : 1)
    }
    return placement
  }

  /// A link that opens one case: its parents, if any, come from the case's own values. A
  /// compiled link with a number declares its placement in the table's placement switch
  /// (``placementCase(for:among:type:)``).
  static func caseAddition(
    for link: LinkDeclaration, among links: [LinkDeclaration], type: String, pattern: String,
    tab: String?, validate: String?, compiled: Bool = false, number: Int? = nil
  ) -> String {
    let placementText = placementArgument(
      casePlacementArguments(for: link, among: links, tab: tab), type: type)
    if compiled, let number {
      return "links.add(\(pattern), key: \"\(link.caseName)\", link: \(number))"
    }
    if link.values.isEmpty {
      guard compiled else {
        return "try builder.add(\(pattern), route: .\(link.caseName)\(placementText))"
      }
      return """
        links.add(
        \(pattern)\(placementText), key: "\(link.caseName)",
        build: { _ in .\(link.caseName) },
        values: { if case .\(link.caseName) = $0 { [:] } else { nil } })
        """
    }
    let labels = link.values.map { "let \(name($0.label!))" }
    let build =
      validate.map {
        "{ linkParameters in\nlet linkRoute: \(type) = \(built(link, from: "linkParameters"))\ntry \($0)(linkRoute)\nreturn linkRoute\n}"
      } ?? "{ \(built(link, from: "$0")) }"
    let head =
      compiled
      ? "links.add(\n\(pattern)"
      : "try builder.add(\n\(pattern), types: \(typesArgument(link.values))"
    return """
      \(head)\(placementText), key: "\(link.caseName)",
      build: \(build),
      values: { linkRoute in
      guard case .\(link.caseName)(\(labels.joined(separator: ", "))) = linkRoute else { return nil }
      \(printed(link.values, as: "linkValues"))
      })
      """
  }

  /// A case of the compiled table's route switch: the statements that make a link's route from
  /// `linkParameters`, checked by `validate` as the link's own `build` would check it.
  static func builtCase(_ link: LinkDeclaration, type: String, validate: String?) -> String {
    guard let validate, !link.values.isEmpty else {
      return "return \(built(link, from: "linkParameters"))"
    }
    return
      "let linkRoute: \(type) = \(built(link, from: "linkParameters"))\ntry \(validate)(linkRoute)\nreturn linkRoute"
  }

  /// A case of the compiled table's values switch: the statements that give back the values
  /// of `linkRoute`, or `nil` when it is not the link's case.
  static func valuesCase(_ link: LinkDeclaration) -> String {
    guard !link.values.isEmpty else {
      return "guard case .\(link.caseName) = linkRoute else { return nil }\nreturn [:]"
    }
    let labels = link.values.map { "let \(name($0.label!))" }
    return
      "guard case .\(link.caseName)(\(labels.joined(separator: ", "))) = linkRoute else { return nil }\n\(printed(link.values, as: "linkValues"))"
  }

  /// The `placement:` argument, with the comma before it, or nothing for the default placement.
  static func placementArgument(_ arguments: [String], type: String) -> String {
    arguments.isEmpty
      ? "" : ", placement: LinkPlacement<\(type)>(\(arguments.joined(separator: ", ")))"
  }

  /// A link whose parents need parameters the case does not carry (`/mail/:box/:id` on
  /// `message(id:)` under `/mail/:box`): it builds the whole stack, the parents from the link's
  /// parameters, and prints the parameters back from the stack — only a stack whose parents
  /// agree with the case on the values they share, since the link would open another one.
  static func stackAddition(
    for link: LinkDeclaration, among links: [LinkDeclaration], type: String, pattern: String,
    tab: String?, validate: String?, compiled: Bool = false
  ) -> String {
    let parents = link.parents.compactMap { pattern, _ in links.first { $0.pattern == pattern } }
    // Each parameter only a parent carries is read back from the first parent that has it.
    var owner: [String: Int] = [:]
    for parameter in link.parentParameters {
      owner[parameter] = parents.firstIndex { $0.value(named: parameter) != nil }
    }
    let parentValues = link.parentParameters.compactMap { parameter in
      owner[parameter].flatMap { parents[$0].value(named: parameter) }
    }
    let check = validate.map { "try \($0)(linkRoute)\n" } ?? ""
    var statements: [String] = []
    for (index, parent) in parents.enumerated() {
      statements.append(
        "let linkParent\(index): \(type) = \(built(parent, from: "linkParameters"))")
      if let validate, !parent.values.isEmpty {
        statements.append("try \(validate)(linkParent\(index))")
      }
    }
    let stack = (0..<parents.count).map { "linkParent\($0)" } + ["linkRoute"]
    var matches = ["linkStack.count == \(parents.count + 1)"]
    var agreements: [String] = []
    for (index, parent) in parents.enumerated() {
      let bindings = parent.values.map { value -> String in
        guard let label = value.label else { return "_" }
        if owner[label] == index { return "let \(name(label))" }
        if link.value(named: label) != nil {
          agreements.append("linkShared\(index)_\(label) == \(name(label))")
          return "let linkShared\(index)_\(label)"
        }
        return "_"
      }
      matches.append(
        bindings.allSatisfy { $0 == "_" }
          ? "case .\(parent.caseName) = linkStack[\(index)]"
          : "case .\(parent.caseName)(\(bindings.joined(separator: ", "))) = linkStack[\(index)]")
    }
    let labels = link.values.map { "let \(name($0.label!))" }
    matches.append(
      labels.isEmpty
        ? "case .\(link.caseName) = linkStack[\(parents.count)]"
        : "case .\(link.caseName)(\(labels.joined(separator: ", "))) = linkStack[\(parents.count)]")
    matches += agreements
    let placementText = placementArgument(
      placementArguments(for: link, among: links, tab: tab), type: type)
    let head =
      compiled
      ? "links.add(\n\(pattern)"
      : "try builder.add(\n\(pattern), types: \(typesArgument(link.values + parentValues))"
    return """
      \(head)\(placementText), key: "\(link.caseName)",
      stack: { linkParameters in
      let linkRoute: \(type) = \(built(link, from: "linkParameters"))
      \(check)\(statements.joined(separator: "\n"))
      return [\(stack.joined(separator: ", "))]
      },
      values: { linkStack in
      guard \(matches.joined(separator: ", ")) else { return nil }
      \(printed(parentValues + link.values, as: "LinkValues"))
      })
      """
  }

  /// A parent case made from the values of the case under it (parents need only values it has).
  static func construction(of parent: LinkDeclaration, from available: Set<String>) -> String {
    guard !parent.values.isEmpty else { return ".\(parent.caseName)" }
    let arguments = parent.values.map { value in
      let label = value.label!
      let made = available.contains(label) ? name(label) : "nil"
      return value.isLabelled ? "\(label): \(made)" : made
    }
    return ".\(parent.caseName)(\(arguments.joined(separator: ", ")))"
  }
}

/// `@Link`: declares a case's link; read by `@Links`, it adds nothing itself.
public struct LinkMacro: PeerMacro {
  /// Nothing: `@Links` reads the attribute; one placed off an enum case, or on a case of an
  /// enum without `@Links` (which nothing would read), is reported.
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
    } else if let enumeration = context.lexicalContext.first?.as(EnumDeclSyntax.self),
      enumeration.attributes.attribute(named: "Links") == nil
    {
      context.diagnose(
        Diagnostic(
          node: node,
          message: LinkDiagnostic.linkWithoutLinks(enumName: enumeration.name.text)))
    }
    return []
  }
}

extension AttributeListSyntax {
  /// The attribute with this name, if the list has one.
  func attribute(named name: String) -> AttributeSyntax? { attributes(named: name).first }

  /// Every attribute with this name, in order.
  func attributes(named name: String) -> [AttributeSyntax] {
    compactMap { element in
      guard case .attribute(let attribute) = element,
        [name, "WayfinderMacros." + name].contains(attribute.attributeName.trimmedDescription)
      else { return nil }
      return attribute
    }
  }
}
