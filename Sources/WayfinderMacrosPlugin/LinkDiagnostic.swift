import SwiftDiagnostics
import SwiftSyntax

/// What the `@Links` macro reports, each with its fix where one is certain.
enum LinkDiagnostic: DiagnosticMessage {
  case notAnEnum
  case notOnACase
  case severalCasesInOneDeclaration
  case patternMustBeALiteral
  case patternMustStartWithSlash(String)
  case catchAllNotSupported(String)
  case parameterWithoutValue(parameter: String, caseName: String)
  case valueNotInPattern(value: String, caseName: String)
  case unlabelledValue(position: Int, caseName: String)
  case unsupportedValueType(value: String, type: String, why: String)
  case pathParameterOptional(value: String)
  case duplicatePattern(pattern: String, firstCase: String)
  case missingLink(caseName: String)
  case unknownParent(String)
  case parentNeedsValue(parent: String, value: String)
  case linkAndNoLink(caseName: String)
  case tabPlaceholderWithoutTabs(String)
  case tabsWithoutPlaceholder(String)
  case parentIsRoot(String)
  case parentValueMismatch(parent: String, value: String, needed: String, given: String)
  case parentsMustBeALiteral
  case linkInsideIfConfig
  case overloadedCase(caseName: String)
  case linkWithoutLinks(enumName: String)
  case twoPresentingParents(first: String, second: String)
  case pushedInLayer(parent: String, argument: String)

  var message: String {
    switch self {
    case .notAnEnum: "@Links declares the links of an enum's cases; attach it to an enum"
    case .notOnACase: "@Link and @NoLink belong on an enum case inside an @Links enum"
    case .severalCasesInOneDeclaration:
      "@Link declares one case's link; declare each case on a line of its own"
    case .patternMustBeALiteral: "the pattern must be a string literal without interpolation"
    case .patternMustStartWithSlash(let pattern): "the pattern '\(pattern)' must start with '/'"
    case .catchAllNotSupported(let pattern):
      "'\(pattern)' has a catch-all segment; declare it with LinkTableBuilder's stack form"
    case .parameterWithoutValue(let parameter, let caseName):
      "the pattern's parameter '\(parameter)' names no associated value of '\(caseName)'"
    case .valueNotInPattern(let value, let caseName):
      "'\(caseName)'s associated value '\(value)' is not in the pattern, so a link cannot build the case"
    case .unlabelledValue(let position, let caseName):
      "associated value \(position) of '\(caseName)' has no label; label it with its pattern parameter's name"
    case .unsupportedValueType(let value, let type, let why):
      "'\(value)' of type '\(type)' cannot be a link parameter: it is \(why)"
    case .pathParameterOptional(let value):
      "'\(value)' is optional, so it cannot be a path segment; make it a query parameter ('?\(value)')"
    case .duplicatePattern(let pattern, let firstCase):
      "'\(pattern)' has the same pattern as '\(firstCase)'; a link must open one case"
    case .missingLink(let caseName):
      "'\(caseName)' has no link, and @Links(requireAll: true) asks for one on every case"
    case .unknownParent(let pattern): "no case declares the parent pattern '\(pattern)'"
    case .parentNeedsValue(let parent, let value):
      "the parent '\(parent)' needs '\(value)', which this case does not have"
    case .linkAndNoLink(let caseName): "'\(caseName)' has both @Link and @NoLink"
    case .tabPlaceholderWithoutTabs(let pattern):
      "'\(pattern)' has a '{tab}' segment; name the tabs it stands for with 'inEachTab:'"
    case .parentValueMismatch(let parent, let value, let needed, let given):
      "the parent '\(parent)' needs '\(value)' as '\(needed)', and this case has it as '\(given)'"
    case .parentsMustBeALiteral:
      "parents must be an array of string literals, each the pattern of another case's @Link"
    case .linkInsideIfConfig:
      "@Link on a case inside #if is not read: the link table is written for every build; declare the case outside #if, or add its link with LinkTableBuilder"
    case .twoPresentingParents(let first, let second):
      "'\(second)' presents a layer over the one '\(first)' presents; a link opens a stack inside one layer only"
    case .pushedInLayer(let parent, let argument):
      "this screen is pushed in the layer '\(parent)' presents, so it takes no '\(argument):'; leave it out"
    case .linkWithoutLinks(let enumName):
      "nothing reads this @Link: add @Links to '\(enumName)'"
    case .overloadedCase(let caseName):
      "another case is named '\(caseName)': a case with a link needs a name of its own"
    case .parentIsRoot(let pattern):
      "'\(pattern)' is the root of its stack (asRoot: true), and parents are pushed above the root; leave it out"
    case .tabsWithoutPlaceholder(let pattern):
      "'\(pattern)' would be one link in every tab; put '{tab}' where the tab's name goes"
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "WayfinderMacros", id: "\(self)".prefix { $0 != "(" }.description)
  }

  var severity: DiagnosticSeverity { .error }
}

/// A fix the macro offers.
struct LinkFixIt: FixItMessage {
  let message: String
  var fixItID: MessageID { MessageID(domain: "WayfinderMacros", id: message) }
}

/// A note beside a diagnostic.
struct LinkNote: NoteMessage {
  let message: String
  var noteID: MessageID { MessageID(domain: "WayfinderMacros", id: "note") }
}
