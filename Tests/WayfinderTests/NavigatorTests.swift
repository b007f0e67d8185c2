import Foundation
import Observation
import Testing
import Wayfinder

/// Records whether reading `read` would be invalidated by `change`.
@MainActor
func notifies(_ read: () -> Void, when change: () -> Void) -> Bool {
  let fired = Flag()
  withObservationTracking(read) { fired.set() }
  change()
  return fired.value
}

/// A flag set from Observation's `onChange`, which is `@Sendable`.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var raw = false
  var value: Bool { lock.withLock { raw } }
  func set() { lock.withLock { raw = true } }
}

/// Counts Observation's `onChange` calls, which are `@Sendable`.
final class Count: @unchecked Sendable {
  private let lock = NSLock()
  private var raw = 0
  var value: Int { lock.withLock { raw } }
  func add() { lock.withLock { raw += 1 } }
}

/// Tracks `read` and tracks it again from each `onChange` (called on the main thread, while
/// the change is announced), counting the changes heard.
@MainActor
func trackContinuously(_ read: @escaping @MainActor @Sendable () -> Void, count: Count) {
  withObservationTracking(read) {
    count.add()
    MainActor.assumeIsolated { trackContinuously(read, count: count) }
  }
}

@MainActor
@Suite("Navigator: events and fine-grained observation")
struct NavigatorTests {
  @Test("every command publishes one event with old state, new state, command and outcome")
  func events() throws {
    let navigator = Navigator(root: Screen.a)
    var events: [NavigationEvent<Screen>] = []
    let token = navigator.observe { events.append($0) }
    try navigator.push(.b)
    try navigator.pop()
    #expect(throws: NavigationError(.nothingToPop(.base))) { try navigator.pop() }
    try navigator.popToRoot()
    token.cancel()
    try navigator.push(.c)

    #expect(events.map(\.sequence) == [1, 2, 3, 4])
    #expect(
      events.map(\.command.kind) == [
        .push([.b], on: nil), .pop(1, on: nil), .pop(1, on: nil),
        .popToRoot(on: nil),
      ])
    #expect(
      events.map(\.outcome) == [
        .changed, .changed, .failed(.because(.nothingToPop(.base))),
        .unchanged,
      ])
    #expect(events[0].oldState.activeStack.routes == [.a])
    #expect(events[0].newState.activeStack.routes == [.a, .b])
    #expect(events[2].oldState == events[2].newState)
    #expect(events[0].description == "#1 push [B] → changed")
    #expect(
      events[2].description
        == "#3 pop 1 → failed: nothing to pop: the stack at base holds only its root")
  }

  @Test("a refused command returns the error and leaves the state as it was")
  func refused() throws {
    let navigator = Navigator(root: Screen.a)
    let before = navigator.state
    #expect(throws: NavigationError(.nothingPresented)) { try navigator.dismiss() }
    #expect(navigator.state == before)
  }

  @Test("an observer that issues a command sees events in order")
  func reentrantObserver() throws {
    let navigator = Navigator(root: Screen.a)
    var seen: [Int] = []
    let observing = navigator.observe { event in
      seen.append(event.sequence)
      if event.sequence == 1 { _ = try? navigator.push(.c) }
    }
    defer { observing.cancel() }
    var second: [Int] = []
    let observingSecond = navigator.observe { second.append($0.sequence) }
    defer { observingSecond.cancel() }
    try navigator.push(.b)
    #expect(seen == [1, 2])
    #expect(second == [1, 2])
    #expect(navigator.state.activeStack.routes == [.a, .b, .c])
  }

  @Test("the async event stream delivers every event in order")
  func stream() async throws {
    let navigator = Navigator(root: Screen.a)
    let stream = navigator.events()
    try navigator.push(.b)
    try navigator.present(.presented, as: .fullScreenCover)
    try navigator.goBack()
    var received: [NavigationCommand<Screen>.Kind] = []
    for await event in stream {
      received.append(event.command.kind)
      if received.count == 3 { break }
    }
    #expect(received == [.push([.b], on: nil), .present([.presented], .fullScreenCover), .goBack])
  }

  @Test("a change inside tab b does not notify a reader of tab a")
  func tabGranularity() throws {
    let navigator = Navigator(fourTabs())
    let readTabA = { _ = navigator.stack(at: .tab(.tabA)) }
    let readTabB = { _ = navigator.stack(at: .tab(.tabB)) }
    let readSelection = { _ = navigator.selectedTab }
    #expect(!notifies(readTabA, when: { _ = try? navigator.push(.two, on: .tab(.tabB)) }))
    #expect(notifies(readTabB, when: { _ = try? navigator.push(.three, on: .tab(.tabB)) }))
    #expect(!notifies(readSelection, when: { _ = try? navigator.push(.three, on: .tab(.tabB)) }))
    #expect(notifies(readSelection, when: { _ = try? navigator.selectTab(.tabC) }))
    #expect(!notifies(readTabA, when: { _ = try? navigator.selectTab(.tabD) }))
  }

  @Test("presenting a sheet does not notify a reader of the stack beneath it")
  func sheetGranularity() throws {
    let navigator = Navigator(root: Screen.one)
    try navigator.push(.two)
    let readBase = { _ = navigator.stack(at: .base) }
    let readLayers = { _ = navigator.layers }
    #expect(!notifies(readBase, when: { _ = try? navigator.present(.presented, as: sampleSheet) }))
    #expect(notifies(readLayers, when: { _ = try? navigator.push(.three) }))
    #expect(!notifies(readBase, when: { _ = try? navigator.dismiss() }))
    #expect(notifies(readBase, when: { _ = try? navigator.pop() }))
  }

  @Test("a reader of the active stack hears of a new active stack and of changes to it only")
  func activeStackGranularity() throws {
    let navigator = Navigator(fourTabs())
    let readActive = { _ = navigator.activeStack }
    #expect(notifies(readActive, when: { _ = try? navigator.push(.two) }))
    #expect(!notifies(readActive, when: { _ = try? navigator.push(.two, on: .tab(.tabB)) }))
    #expect(notifies(readActive, when: { _ = try? navigator.selectTab(.tabB) }))
    #expect(notifies(readActive, when: { _ = try? navigator.present(.presented, as: sampleSheet) }))
    #expect(notifies(readActive, when: { _ = try? navigator.push(.three) }), "inside the sheet")
    #expect(!notifies(readActive, when: { _ = try? navigator.push(.one, on: .tab(.tabA)) }))
    #expect(notifies(readActive, when: { _ = try? navigator.dismiss() }))
    #expect(notifies(readActive, when: { _ = try? navigator.pop() }))
  }

  @Test("readers of stacks keep hearing of their own stack while many layers come and go")
  func manyLayers() throws {
    let navigator = Navigator(root: Screen.one)
    let readBase = { _ = navigator.stack(at: .base) }
    for _ in 0..<40 {
      try navigator.present(.presented, as: .fullScreenCover)
      let layer = try #require(navigator.state.layers.last?.id)
      let readLayer = { _ = navigator.stack(at: .layer(layer)) }
      #expect(notifies(readLayer, when: { _ = try? navigator.push(.two) }))
      #expect(!notifies(readBase, when: { _ = try? navigator.push(.three) }))
      #expect(notifies(readLayer, when: { _ = try? navigator.dismiss() }))
      #expect(notifies(readBase, when: { _ = try? navigator.push(.two) }))
      #expect(notifies(readBase, when: { _ = try? navigator.pop() }))
    }
  }

  @Test("a reader of a stack that left hears nothing of the stacks presented after it")
  func noKeyShared() throws {
    let navigator = Navigator(root: Screen.one)
    try navigator.present(.presented, as: .fullScreenCover)
    let first = try #require(navigator.state.layers.last?.id)
    // A reader that reads again as soon as it hears of a change, as a continuous observation
    // does: it still reads the first layer's stack after that layer is dismissed.
    let heard = Count()
    trackContinuously({ _ = navigator.stack(at: .layer(first)) }, count: heard)
    try navigator.dismiss()
    #expect(heard.value == 1, "the dismissal")
    try navigator.present(.presented, as: .fullScreenCover)
    let second = try #require(navigator.state.layers.last?.id)
    let readSecond = { _ = navigator.stack(at: .layer(second)) }
    #expect(notifies(readSecond, when: { _ = try? navigator.push(.two) }))
    #expect(heard.value == 1, "a push on another layer's stack is not the first layer's")
  }

  @Test("a refused or empty command notifies nobody; the whole state notifies on any change")
  func noSpuriousNotifications() throws {
    let navigator = Navigator(root: Screen.one)
    let readState = { _ = navigator.state }
    let readAlert = { _ = navigator.alert }
    #expect(!notifies(readState, when: { _ = try? navigator.pop() }))
    #expect(!notifies(readState, when: { _ = try? navigator.popToRoot() }))
    #expect(notifies(readState, when: { _ = try? navigator.push(.two) }))
    #expect(!notifies(readAlert, when: { _ = try? navigator.push(.three) }))
    #expect(notifies(readAlert, when: { _ = try? navigator.presentAlert(AlertState(title: "x")) }))
  }

  @Test("ask shows an alert and returns the tapped button's action")
  func askAlert() async throws {
    let navigator = Navigator(root: Screen.one)
    let alert = AlertState(
      title: "Delete?",
      buttons: [
        AlertButton("Delete", role: .destructive, action: "delete"),
        AlertButton("Cancel", role: .cancel),
      ])
    let observing = navigator.observe { event in
      if case .presentAlert = event.command.kind {
        try? navigator.userDid(.answeredAlert("delete"))
      }
    }
    defer { observing.cancel() }
    let answer = try await navigator.presentAlert(alert)
    #expect(answer == "delete")
    #expect(navigator.alert == nil)
  }

  @Test("ask returns nil when the alert goes away without an action, and throws when refused")
  func askDismissed() async throws {
    let navigator = Navigator(root: Screen.one)
    let closer = navigator.observe { event in
      if case .presentAlert = event.command.kind { _ = try? navigator.goBack() }
    }
    #expect(try await navigator.presentAlert(AlertState(title: "Gone")) == nil)
    closer.cancel()
    try show(AlertState(title: "Busy"), on: navigator)
    await #expect(throws: NavigationError(.alertAlreadyShown)) {
      try await navigator.presentAlert(AlertState(title: "Second"))
    }
  }

  @Test("restore installs a valid state verbatim and refuses an invalid one")
  func restore() throws {
    let navigator = Navigator(root: Screen.one)
    var saved = fourTabs()
    try saved.push(.two)
    try navigator.restore(saved)
    #expect(navigator.state == saved)
  }
}
