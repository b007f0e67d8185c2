import Testing

@testable import Wayfinder

/// The SwiftUI host closes every way back past a guarded screen before it can start (Q37,
/// Q29), held against `NavigationStackModel`, which destroys a popped destination as SwiftUI
/// does.
@Suite("SwiftUI's ways back past a guarded screen (Q37, Q29)")
@MainActor
struct SwiftUIWaysBackTests {
  /// One › Two (a guarded form) › Three, shown by a binding host; the form's guard asks.
  func formUnderAScreen() throws -> (
    Navigator<Screen>, GatedHost, NavigationStackModel, UserAnswers, NavigationToken
  ) {
    let (navigator, host) = GatedHost.driving(
      NavigationState(root: Screen.one, pushed: [.two, .three]))
    let form = navigator.state.activeStack.entries[1].id
    let answers = UserAnswers()
    let token = try navigator.guardLeaving(
      form, canLeave: { false }, confirm: { await answers.ask() })
    let stack = try #require(host.displayed.stack(for: .base))
    return (navigator, host, NavigationStackModel(stack, in: host.displayed), answers, token)
  }

  @Test("Q37: no back menu, back button or swipe above a guarded form; the form keeps its view")
  func noWayBackPastTheForm() async throws {
    let (navigator, host, model, answers, token) = try formUnderAScreen()
    defer { token.cancel() }
    let form = try #require(model.instance(atDepth: 1))

    #expect(!model.goBack(.backMenu(toDepth: 0)), "the menu that pops past the form is not there")
    #expect(!model.goBack(.backButton), "nor the system button that carries it")
    #expect(!model.goBack(.edgeSwipe))
    #expect(!model.goBack(.contentSwipe), "iOS 26's content swipe is off on the stack")
    #expect(navigator.state.activeStack.depth == 3)
    #expect(answers.asked == 0)

    // The screen above the form goes back one screen with the host's own button.
    #expect(model.goBack(.oneStepButton))
    await host.finishAll(navigator)
    #expect(navigator.state.activeStack.routes == [.one, .two])
    #expect(model.instance(atDepth: 1) == form, "the form is the view the user typed into")

    // On the form itself: no back button at all; the way out is the app's Cancel, which asks.
    #expect(!model.goBack(.backButton))
    #expect(!model.goBack(.oneStepButton))
    #expect(!model.goBack(.edgeSwipe))
    #expect(throws: NavigationError.self) { try navigator.pop() }
    await waitUntil("the guard asks") { answers.isAsking }
    answers.answer(false)  // "Keep editing"
    await waitUntil("the question is over") { !navigator.isConfirmingLeave }
    await host.finishAll(navigator)
    #expect(navigator.state.activeStack.routes == [.one, .two])
    #expect(model.instance(atDepth: 1) == form, "still the same view after keep editing")
  }

  @Test("Q37: without a guard every way back is the system's; a guard lifted opens them again")
  func guardLiftedOpensTheWays() async throws {
    let (navigator, host, model, _, token) = try formUnderAScreen()
    token.cancel()
    #expect(model.goBack(.edgeSwipe))
    await host.finishAll(navigator)
    #expect(navigator.state.activeStack.routes == [.one, .two])
    #expect(model.goBack(.backMenu(toDepth: 0)))
    await host.finishAll(navigator)
    #expect(navigator.state.activeStack.routes == [.one])
  }

  @Test("Q37: a pop made in code past the form is the fallback: shown again, rebuilt, reported")
  func popInCodeIsTheReportedFallback() async throws {
    let (navigator, host, model, answers, token) = try formUnderAScreen()
    defer { token.cancel() }
    var diagnostics: [NavigationDiagnostic] = []
    let observing = navigator.observe { event in
      if let diagnostic = event.diagnostic { diagnostics.append(diagnostic) }
    }
    defer { observing.cancel() }
    let form = try #require(model.instance(atDepth: 1))
    // SwiftUI's `dismiss` action on Three, then on Two, as app code outside the navigator:
    // SwiftUI destroys the form before the host hears of it.
    model.pop(toDepth: 0)
    await waitUntil("the guard asks") { answers.isAsking }
    answers.answer(false)
    await waitUntil("the question is over") { !navigator.isConfirmingLeave }
    await host.finishAll(navigator)
    #expect(navigator.state.activeStack.routes == [.one, .two], "the form is shown again")
    #expect(model.instance(atDepth: 1) != form, "rebuilt: what the user typed is gone")
    #expect(diagnostics == [.guardedScreenShownAgain(model.formID(navigator).description)])
  }
}

extension NavigationStackModel {
  /// The guarded form's entry in these tests: the first pushed screen.
  func formID(_ navigator: Navigator<Screen>) -> EntryID {
    navigator.state.activeStack.entries[1].id
  }
}
