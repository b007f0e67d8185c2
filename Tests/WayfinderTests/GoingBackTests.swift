import PropertyBased
import Testing
import Wayfinder

@Suite("The state going back would produce")
@MainActor
struct GoingBackTests {
  @Test("it is the state after goBack() when that succeeds, and nil exactly when it is refused")
  func agreesWithGoBack() async throws {
    await propertyCheck(count: 300, input: Gen.int(in: 0...3), PropertyTests.script) {
      seed, script in
      let state = CommandScript.run(script, seed: seed)
      var back = state
      let succeeded = (try? back.goBack()) != nil
      #expect(state.afterGoingBack == (succeeded ? back : nil))
      // The query changes nothing, and what it gives keeps every invariant.
      #expect(state == CommandScript.run(script, seed: seed))
      #expect(state.afterGoingBack?.firstViolation() == nil)
    }
  }

  @Test("the navigator's answer is its state's, and going back then reaches it")
  func navigatorAgrees() async throws {
    await propertyCheck(count: 150, input: Gen.int(in: 0...3), PropertyTests.script) {
      seed, script in
      let navigator = Navigator(CommandScript.run(script, seed: seed))
      let predicted = navigator.state.afterGoingBack
      #expect(predicted == navigator.state.afterGoingBack)
      if let predicted {
        try navigator.goBack()
        #expect(navigator.state == predicted)
      } else {
        #expect(throws: NavigationError(.nothingToGoBack)) { try navigator.goBack() }
      }
    }
  }

  @Test("at a lone root there is nothing to go back to; an alert goes first")
  func examples() throws {
    var state = NavigationState(root: Screen.one)
    #expect(state.afterGoingBack == nil)
    try state.push(.two)
    #expect(state.afterGoingBack?.activeStack.routes == [.one])
    try state.presentAlert(AlertState(title: "Sure?"))
    #expect(state.afterGoingBack?.alert == nil)
    #expect(state.afterGoingBack?.activeStack.routes == [.one, .two])
  }
}
