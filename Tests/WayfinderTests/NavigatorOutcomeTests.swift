import Observation
import PropertyBased
import Testing
import Wayfinder

/// A navigator decides whether a command changed anything in one of two ways: by the parts it
/// announces to their readers when a view reads one, by equality of the states when none
/// does. Both must say the same, and say what the states say.
@MainActor
@Suite("Navigator: a command's outcome, observed or not")
struct NavigatorOutcomeTests {
  /// Runs `script` as transactions on a navigator starting at `seed`'s state, with a view
  /// reading the whole state again after each change when `observed`; returns each event's
  /// outcome and whether its old and new states differ.
  static func outcomes(_ script: [Int], seed: Int, observed: Bool) -> [(
    outcome: NavigationEvent<Screen>.Outcome, differ: Bool
  )] {
    let navigator = Navigator(CommandScript.start(seed))
    var outcomes: [(outcome: NavigationEvent<Screen>.Outcome, differ: Bool)] = []
    let token = navigator.observe { event in
      outcomes.append((event.outcome, event.oldState != event.newState))
    }
    for n in script {
      if observed {
        withObservationTracking {
          _ = navigator.state
        } onChange: {
        }
      }
      _ = try? navigator.transaction { state in _ = CommandScript.apply(n, to: &state) }
    }
    token.cancel()
    return outcomes
  }

  @Test("a command is 'changed' exactly when the state differs, whether or not a view reads it")
  func outcomeAgrees() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...3), PropertyTests.script) {
      seed, script in
      let bare = Self.outcomes(script, seed: seed, observed: false)
      let observed = Self.outcomes(script, seed: seed, observed: true)
      #expect(bare.map(\.outcome) == observed.map(\.outcome))
      for (outcome, differ) in bare + observed {
        switch outcome {
        case .changed: #expect(differ)
        case .unchanged: #expect(!differ)
        case .failed, .diagnostic: break
        }
      }
    }
  }
}
