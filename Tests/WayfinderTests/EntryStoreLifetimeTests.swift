import Testing
import Wayfinder

/// A model that sends its screen's commands, keeping the navigator weakly, as the article says
/// a model must: the navigator keeps the store, and the store keeps the model.
@MainActor
final class NavigatingModel {
  weak var navigator: Navigator<Screen>?
  init(navigator: Navigator<Screen>) { self.navigator = navigator }
}

@Suite("Entry-scoped state frees what it made with its window (Q36)")
@MainActor
struct EntryStoreLifetimeTests {
  @Test("a window let go of frees its navigator, its store and every model it kept")
  func windowClosed() throws {
    weak var navigator: Navigator<Screen>?
    weak var store: EntryStore<Screen>?
    weak var model: ScreenModel?
    weak var navigating: NavigatingModel?
    do {
      let window = Navigator(fourTabs())
      let screen = try window.push(.detail(1))
      let made = EntryStore.of(window)
      model = made.model(for: screen) { ScreenModel() }
      navigating = made.model(for: screen) { NavigatingModel(navigator: window) }
      navigator = window
      store = made
      #expect(model != nil && navigating?.navigator === window && store != nil)
    }
    #expect(navigator == nil, "the store does not keep its window's navigator")
    #expect(store == nil)
    #expect(model == nil)
    #expect(navigating == nil)
  }
}
