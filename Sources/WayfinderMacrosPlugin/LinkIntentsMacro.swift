import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@LinkIntents`: writes, inside a route enum, the screens the system can open by name — each
/// case with a `@Link` of its own and no values — as `linkDestinations`, and, where App Intents
/// exists, an `AppEnum` of them (`Destination`) and an intent that opens one
/// (`OpenDestinationIntent`), whose target content is the screen's printed link.
public struct LinkIntentsMacro: MemberMacro {
  /// The members, or nothing, with the diagnostics, when the declaration is wrong.
  /// - Parameters:
  ///   - node: The `@LinkIntents` attribute.
  ///   - declaration: The enum.
  ///   - protocols: The conformances asked for (none).
  ///   - context: Where diagnostics go.
  /// - Returns: The members.
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumeration = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: node, message: LinkIntentsDiagnostic.notAnEnum))
      return []
    }
    guard case .argumentList(let arguments) = node.arguments,
      let titleArgument = arguments.first(where: { $0.label == nil }),
      let title = literal(titleArgument.expression)
    else {
      context.diagnose(Diagnostic(node: node, message: LinkIntentsDiagnostic.titleMustBeALiteral))
      return []
    }
    guard let schemeArgument = arguments.first(where: { $0.label?.text == "scheme" }),
      let scheme = literal(schemeArgument.expression), isScheme(scheme)
    else {
      context.diagnose(Diagnostic(node: node, message: LinkIntentsDiagnostic.schemeMustBeALiteral))
      return []
    }
    let enumName = enumeration.name.text
    let destinations = destinations(of: enumeration, scheme: scheme.lowercased())
    guard !destinations.isEmpty else {
      context.diagnose(
        Diagnostic(node: node, message: LinkIntentsDiagnostic.noDestination(enumName: enumName)))
      return []
    }
    let access = accessPrefix(of: enumeration)
    let list = destinations.map {
      "  LinkDestination(route: .\($0.name), name: \(quoted($0.name)), title: \(quoted($0.title)), link: \(quoted($0.link))),"
    }
    let cases = destinations.map { "    case \($0.name)" }
    let titles = destinations.map { "      .\($0.name): \(quoted($0.title))," }
    let routes = destinations.map { "      case .\($0.name): return .\($0.name)" }
    let links = destinations.map { "      case .\($0.name): return \(quoted($0.link))" }
    let titleText = quoted(title)
    let openTitle = quoted("Open " + title)
    return [
      """
      /// The screens the system can open by name (`@LinkIntents`): each case with a link and no
      /// values, with its title and printed link.
      \(raw: access)static let linkDestinations: [LinkDestination<\(raw: enumName)>] = [
      \(raw: list.joined(separator: "\n"))
      ]
      """,
      """
      #if canImport(AppIntents)
        /// A screen of `\(raw: enumName)` that Shortcuts, Siri and Spotlight open by name: each
        /// case with a link and no values (`@LinkIntents`).
        \(raw: access)enum Destination: String, AppEnum {
      \(raw: cases.joined(separator: "\n"))

          /// What Shortcuts calls one.
          \(raw: access)static let typeDisplayRepresentation: TypeDisplayRepresentation = \(raw: titleText)
          /// What Shortcuts calls each.
          \(raw: access)static let caseDisplayRepresentations: [Destination: DisplayRepresentation] = [
      \(raw: titles.joined(separator: "\n"))
          ]

          /// The screen it opens.
          \(raw: access)var route: \(raw: enumName) {
            switch self {
      \(raw: routes.joined(separator: "\n"))
            }
          }

          /// The printed link that opens it.
          \(raw: access)var link: String {
            switch self {
      \(raw: links.joined(separator: "\n"))
            }
          }
        }

        #if os(iOS) || os(tvOS) || os(visionOS)
          /// Opens a screen of `\(raw: enumName)` (`@LinkIntents`): the system brings the app
          /// forward, routes the intent to the window whose links match its target content (the
          /// screen's printed link), and the window's link inbox opens it.
          @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
          \(raw: access)struct OpenDestinationIntent: OpenIntent, TargetContentProvidingIntent {
            /// What Shortcuts calls the action.
            \(raw: access)static let title: LocalizedStringResource = \(raw: openTitle)

            /// The screen to open.
            @Parameter(title: \(raw: titleText))
            \(raw: access)var target: Destination

            /// An intent with no screen yet, as the system makes it.
            \(raw: access)init() {}

            /// An intent that opens `target`.
            \(raw: access)init(target: Destination) { self.target = target }

            /// The screen's printed link, which picks the window and which the inbox opens.
            \(raw: access)var contentIdentifier: String { target.link }

            /// Nothing: the window opens the link before this runs.
            \(raw: access)func perform() async throws -> some IntentResult { .result() }
          }
        #endif
      #endif
      """,
    ]
  }

  /// One screen the macro lists.
  struct Destination {
    var name: String
    var title: String
    var link: String
  }

  /// Every case with a `@Link` of a literal pattern, in no family of tabs, and no values.
  static func destinations(of enumeration: EnumDeclSyntax, scheme: String) -> [Destination] {
    var found: [Destination] = []
    for member in enumeration.memberBlock.members {
      guard let cases = member.decl.as(EnumCaseDeclSyntax.self), cases.elements.count == 1,
        let element = cases.elements.first, element.parameterClause == nil,
        let link = cases.attributes.attributes(named: "Link").first,
        case .argumentList(let arguments) = link.arguments,
        let first = arguments.first, first.label == nil,
        let pattern = literal(first.expression), pattern.hasPrefix("/"),
        !arguments.contains(where: { $0.label?.text == "inEachTab" }),
        !pattern.contains(where: { ":*?{".contains($0) })
      else { continue }
      let name = element.name.text
      found.append(
        Destination(
          name: name, title: title(ofCase: name), link: "\(scheme)://\(pattern.dropFirst())"))
    }
    return found
  }

  /// A case's name in words: `quickLook` → `Quick Look`.
  static func title(ofCase name: String) -> String {
    var words: [String] = []
    for character in name.trimmingBackticks {
      if character.isUppercase || words.isEmpty {
        words.append(String(character).uppercased())
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words.joined(separator: " ")
  }

  /// A string literal's text, without interpolation.
  static func literal(_ expression: ExprSyntax) -> String? {
    guard let string = expression.as(StringLiteralExprSyntax.self),
      string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    else { return nil }
    return string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
  }

  /// Whether `text` is a URL scheme: a letter, then letters, digits, `+`, `-` or `.`.
  static func isScheme(_ text: String) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }

  /// `public ` or `package ` when the enum is, so the members are as visible as it.
  static func accessPrefix(of enumeration: EnumDeclSyntax) -> String {
    for modifier in enumeration.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  /// `text` as a Swift string literal.
  static func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"" + escaped + "\""
  }
}

extension String {
  /// The name without the backticks of an escaped identifier.
  fileprivate var trimmingBackticks: Substring {
    self.drop { $0 == "`" }.prefix { $0 != "`" }
  }
}

/// What `@LinkIntents` reports.
enum LinkIntentsDiagnostic: DiagnosticMessage {
  case notAnEnum
  case titleMustBeALiteral
  case schemeMustBeALiteral
  case noDestination(enumName: String)

  var message: String {
    switch self {
    case .notAnEnum: "@LinkIntents lists the screens of a route enum; attach it to an @Links enum"
    case .titleMustBeALiteral:
      "the title must be a string literal without interpolation: App Intents reads it at build time"
    case .schemeMustBeALiteral:
      "'scheme:' must be a string literal naming a URL scheme of the link table ('myapp')"
    case .noDestination(let enumName):
      "no case of '\(enumName)' has a @Link of its own and no values, so no screen can be opened by name"
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "WayfinderMacros", id: "\(self)".prefix { $0 != "(" }.description)
  }

  var severity: DiagnosticSeverity { .error }
}
