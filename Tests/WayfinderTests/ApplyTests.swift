import Foundation
import Testing
import Wayfinder

@Suite("Apply a target state")
struct ApplyTests {
  @Test("a target reached from tabs: switch tab, push two, present a sheet")
  func deepLinkTarget() throws {
    var state = fourTabs()
    try state.push(.two, on: .tab(.tabC))
    try state.present(.presented, as: .fullScreenCover)
    let keptTwo = state.stack(at: .tab(.tabC))!.pushed[0].id

    var target = fourTabs()
    try target.selectTab(.tabC)
    try target.push(contentsOf: [.two, .three])
    try target.present(.presented, as: sampleSheet)

    try state.apply(target)
    #expect(state.selectedTab == .tabC)
    #expect(state.activeLocation == .layer(state.layers[0].id))
    #expect(state.stack(at: .tab(.tabC))?.routes == [.one, .two, .three])
    #expect(state.stack(at: .tab(.tabC))?.pushed[0].id == keptTwo, "shared screens keep ids")
    #expect(state.layers.map(\.presentation) == [sampleSheet])
    #expect(state.isValid)
  }

  @Test("applying a state to itself changes nothing")
  func applySelf() throws {
    var state = fourTabs()
    try state.push(.two)
    try state.present(stack: [.presented, .three], as: .fullScreenCover)
    try state.presentAlert(AlertState(title: "x"))
    let before = state
    try state.apply(before)
    #expect(state == before)
  }

  @Test("an invalid target (decoded without checks) is refused and changes nothing")
  func invalidTarget() throws {
    let json =
      #"{"nextID":5,"layers":[],"base":{"tabs":{"selection":"z","items":["#
      + #"{"id":"a","stack":{"root":{"id":1,"route":{"one":{}}},"pushed":[]}}]}}}"#
    let target = try JSONDecoder().decode(NavigationState<Screen>.self, from: Data(json.utf8))
    #expect(target.firstViolation() == .selectionNotATab("z"))
    var state = NavigationState(root: Screen.one)
    expectRefused(&state, .because(.invalidState(.selectionNotATab("z")))) {
      state throws(NavigationError) in try state.apply(target)
    }
  }
}
