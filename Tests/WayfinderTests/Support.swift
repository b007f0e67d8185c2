import Testing
import Wayfinder

/// The routes of the articles' sample apps.
enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
  case a, b, c, d
  case one, two, three
  case presented
  case detail(Int)
  case second(name: String)

  var description: String {
    switch self {
    case .a: "A"
    case .b: "B"
    case .c: "C"
    case .d: "D"
    case .one: "one"
    case .two: "two"
    case .three: "three"
    case .presented: "presented"
    case .detail(let id): "detail(\(id))"
    case .second(let name): "second(\(name))"
    }
  }
}

extension TabID {
  static let tabA: TabID = "a"
  static let tabB: TabID = "b"
  static let tabC: TabID = "c"
  static let tabD: TabID = "d"
}

/// Four tabs a–d, each rooted at `.one`, tab a selected.
func fourTabs() -> NavigationState<Screen> {
  // The literal is valid; a failure here is a bug in the initialiser under test.
  NavigationState(tabs: ["a": .one, "b": .one, "c": .one, "d": .one], selection: "a")
}

/// The sheet of the sample app: medium detent, drag indicator, corner radius 24.
let sampleSheet = Presentation.sheet(
  SheetStyle(detents: [.medium], dragIndicator: .visible, cornerRadius: 24))

/// Runs `body` and expects it to throw `expected` without changing `state`.
func expectRefused<Route: Equatable>(
  _ state: inout NavigationState<Route>, _ expected: NavigationError,
  _ body: (inout NavigationState<Route>) throws(NavigationError) -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let before = state
  do throws(NavigationError) {
    try body(&state)
    Issue.record("expected \(expected), but the command succeeded", sourceLocation: sourceLocation)
  } catch {
    #expect(error == expected, sourceLocation: sourceLocation)
  }
  #expect(
    state == before, "a refused command must not change the state",
    sourceLocation: sourceLocation)
}
