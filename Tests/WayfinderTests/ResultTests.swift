import Testing
import Wayfinder

/// Collects what awaited screens returned, in order.
@MainActor
final class Returned<Value> {
  var values: [Value?] = []
}

@Suite("Screens that return results")
@MainActor
struct ResultTests {
  /// Presents the picker from home and awaits a color name in a task; returns when it shows.
  func presentPicker(
    _ navigator: Navigator<AppScreen>, into returned: Returned<String>
  ) async -> EntryID? {
    Task {
      let sheet = try navigator.present(.picker, as: .sheet())
      returned.values.append(await navigator.result(of: sheet, as: String.self))
    }
    await waitUntil("the picker is shown") { navigator.pendingResultCount == 1 }
    return navigator.state.layers.last?.content.root.id
  }

  @Test("pick a color in a sheet and get it back")
  func pickAColor() async throws {
    let navigator = Navigator(root: AppScreen.home)
    let returned = Returned<String>()
    let picker = try #require(await presentPicker(navigator, into: returned))

    #expect(ScreenNavigator(navigator, entry: picker).finish(with: "red"))

    await waitUntil("the caller resumed") { returned.values.count == 1 }
    #expect(returned.values == ["red"])
    #expect(navigator.state.layers.isEmpty, "finishing closed the picker")
    #expect(navigator.pendingResultCount == 0)
  }

  @Test("drag the picker away and get nil")
  func dragAway() async throws {
    let navigator = Navigator(root: AppScreen.home)
    let returned = Returned<String>()
    _ = try #require(await presentPicker(navigator, into: returned))

    try navigator.userDid(.dismissedLayer(navigator.state.layers[0].id))

    await waitUntil("the caller resumed") { returned.values.count == 1 }
    #expect(returned.values == [nil])
  }

  @Test(
    "every other way out resumes with nil: dismissed, restored, replaced, popped",
    arguments: ["dismiss", "restore", "apply", "pop"])
  func otherWaysOut(way: String) async throws {
    let navigator = Navigator(root: AppScreen.home)
    let returned = Returned<String>()
    if way == "pop" {
      Task {
        let picker = try navigator.push(.picker)
        returned.values.append(await navigator.result(of: picker, as: String.self))
      }
      await waitUntil("the picker is pushed") { navigator.pendingResultCount == 1 }
    } else {
      _ = try #require(await presentPicker(navigator, into: returned))
    }

    switch way {
    case "dismiss": try navigator.dismissAll()
    case "restore": try navigator.restore(NavigationState(root: .home, pushed: [.form]))
    case "apply": try navigator.apply(NavigationState(root: .settings))
    default: try navigator.pop()
    }

    await waitUntil("the caller resumed") { returned.values.count == 1 }
    #expect(returned.values == [nil])
  }

  @Test("a cancelled caller resumes with nil at once; the screen stays and finishes quietly")
  func cancellation() async throws {
    let navigator = Navigator(root: AppScreen.home)
    let returned = Returned<String>()
    let task = Task {
      let sheet = try navigator.present(.picker, as: .sheet())
      returned.values.append(await navigator.result(of: sheet, as: String.self))
    }
    await waitUntil("the picker is shown") { navigator.pendingResultCount == 1 }

    task.cancel()

    await waitUntil("the caller resumed") { returned.values.count == 1 }
    #expect(returned.values == [nil])
    #expect(navigator.state.layers.count == 1, "cancelling the wait does not close the screen")
    #expect(navigator.pendingResultCount == 0)
    #expect(
      ScreenNavigator(navigator, entry: navigator.state.layers[0].content.root.id).finish(
        with: "blue"))
    #expect(returned.values == [nil], "nobody is resumed twice")
  }

  @Test("a value of another type is refused: the picker stays and its caller keeps waiting")
  func typeMismatch() async throws {
    let navigator = Navigator(root: AppScreen.home)
    let returned = Returned<String>()
    let picker = try #require(await presentPicker(navigator, into: returned))
    let before = navigator.state

    let screen = ScreenNavigator(navigator, entry: picker)
    var finished = true
    let refused = refusal(on: navigator) { finished = screen.finish(with: 42) }
    #expect(!finished && refused == .because(.resultTypeMismatch(picker)))

    #expect(navigator.state == before)
    #expect(navigator.pendingResultCount == 1)
    #expect(ScreenNavigator(navigator, entry: picker).finish(with: "green"))
    await waitUntil("the caller resumed") { returned.values.count == 1 }
    #expect(returned.values == ["green"])
  }

  @Test("waiting for a screen that is not there returns nil at once")
  func missingScreen() async {
    let navigator = Navigator(root: AppScreen.home)
    #expect(await navigator.result(of: EntryID(99), as: String.self) == nil)
  }
}
