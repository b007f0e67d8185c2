// "SwiftUI Navigation Is a Mess" (PathPresenter): an onboarding as a sequence of pages that
// slide in with any SwiftUI transition and animation, and a sheet in the middle that is shown
// only while it is the last page — all of it one state value, no Bool per screen.
//
// Page for page as the article: three pages that move in from the trailing edge and out to
// the leading one (easeInOut), "And also" as a sheet, then "Read the post". Each page is one
// step of a `NavigationFlow`: one change and one event per step, and the step after the sheet
// takes the sheet away in the same change. Dragging the sheet down pops it (a user action).
//
// Left out: PathPresenter's type-erased views (a page here is a route, so the sequence can be
// restored, linked and tested) and its `onDismiss` action on the sheet (observe the navigator's
// events instead: the drag is a `.poppedTo` user action).
#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderFlows
  import WayfinderSwiftUI

  enum Page: Hashable, Codable, Sendable {
    /// The screen the onboarding starts from.
    case start
    /// One card of the onboarding, by index into `cards`.
    case card(Int)
  }

  /// The article's cards: title and subtitle.
  let cards = [
    (text: "Nice", subtext: "Onboarding sequence of screens"),
    (text: "OK", subtext: "But how to do it with SwiftUI?"),
    (text: "So that", subtext: "it is nice and shiny"),
    (text: "And also", subtext: "flexible enough to cover all your needs"),
    (text: "Read the post", subtext: "to find the solution"),
  ]

  extension TransitionName {
    /// The article's `typeCommon`: in from the trailing edge, out to the leading one.
    static let common: TransitionName = "common"
  }

  /// The onboarding: one step per card.
  let onboarding = NavigationFlow<Page>(cards.indices.map { .push(.card($0)) })

  @main @MainActor
  struct OnboardingApp: App {
    var body: some Scene {
      WindowGroup { OnboardingWindow() }
    }
  }

  /// One window: its own navigator and flow run (an app's `@State` would be shared by every
  /// window).
  @MainActor
  struct OnboardingWindow: View {
    @State private var navigator = Navigator(root: Page.start)
    @State private var run: FlowRun<Page>?

    private let transitions: CustomTransitions = {
      var transitions = CustomTransitions()
      transitions[.common] = .init(
        .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)),
        .easeInOut)
      return transitions
    }()

    /// Every stack rooted at `start` is a page sequence; card 3 is the sheet in the middle.
    private let pages = PageStyles<Page> { page in
      switch page {
      case .start: .plain
      case .card(3): .sheet(SheetStyle(detents: [.medium]))
      case .card: .transition(.common)
      }
    }

    var body: some View {
      NavigationRoot(navigator, transitions: transitions, pages: pages) { page in
        PageView(page: page, run: $run)
      }
    }
  }

  @MainActor
  struct PageView: View {
    @Environment(Navigator<Page>.self) private var navigator
    @ScreenNavigation private var screen: ScreenNavigator<Page>
    let page: Page
    @Binding var run: FlowRun<Page>?

    var body: some View {
      VStack(spacing: 16) {
        switch page {
        case .start:
          Text("Welcome").font(.largeTitle)
          // A flow's commands throw, as the navigator's do. None is refused here: no page has a
          // leave guard and no route rule applies.
          Button("Start onboarding") { run = try? navigator.start(onboarding) }
        case .card(let index):
          Text(cards[index].text).font(.largeTitle)
          Text(cards[index].subtext).foregroundStyle(.secondary)
          HStack {
            // The flow's step back is this page closing: the run follows the state.
            Button("Back") { screen.close() }.disabled(index == 0)
            Button(index == cards.count - 1 ? "Done" : "Next") { next() }
          }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(.background)
    }

    /// The next card, or, after the last, the end of the onboarding: every card goes in one
    /// change. Never refused here (see "Start onboarding").
    private func next() {
      guard let run, let step = run.currentStep else { return }
      if step + 1 < run.flow.steps.count {
        try? run.next()
      } else {
        try? run.finish()
        self.run = nil
      }
    }
  }
#endif
