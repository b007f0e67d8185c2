// wayfinder-demo: drives a navigator through the scenarios of the sample app and prints the
// navigation tree and the event log after each step.

import Wayfinder

enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
  case one, two, three, presented

  var description: String {
    switch self {
    case .one: "One"
    case .two: "Two"
    case .three: "Three"
    case .presented: "PresentedView"
    }
  }
}

@MainActor
func runWalkthrough() throws {
  let navigator = Navigator(
    try NavigationState<Screen>(tabs: ["a": .one, "b": .one, "c": .one, "d": .one], selection: "a")
  )
  navigator.observe { event in print("  event \(event)") }

  func step(_ title: String, _ body: () -> Void) {
    print("\n▶ \(title)")
    body()
    print(
      navigator.state.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
  }

  step("push Two and Three on tab a") { navigator.push(contentsOf: [.two, .three]) }
  step("switch to tab c and push Two") {
    navigator.selectTab("c")
    navigator.push(.two)
  }
  step("present PresentedView as a sheet (medium, drag indicator, radius 24)") {
    navigator.present(
      .presented,
      as: .sheet(SheetStyle(detents: [.medium], dragIndicator: .visible, cornerRadius: 24)))
  }
  step("go back: dismisses the sheet") { navigator.goBack() }
  step("pop on tab d, which is at its root: refused, state unchanged") {
    navigator.pop(on: .tab("d"))
  }
  step("show an alert with a destructive action") {
    navigator.showAlert(
      AlertState(
        title: "Delete draft?",
        buttons: [
          AlertButton("Delete", role: .destructive, action: "delete"),
          AlertButton("Cancel", role: .cancel),
        ]))
  }
  step("tap Delete") { navigator.tapAlertButton("delete") }
  step("re-select tab c: pops it to its root") { navigator.selectTab("c") }
}

do {
  try MainActor.assumeIsolated { try runWalkthrough() }
} catch {
  print("wayfinder-demo: \(error)")
}
