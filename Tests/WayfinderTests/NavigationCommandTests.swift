import Foundation
import Testing
import Wayfinder

@Suite("Commands describe what was asked, named like the methods")
@MainActor
struct NavigationCommandTests {
  /// The names of the commands the navigator published while `body` ran.
  func names(
    _ navigator: Navigator<Screen>, _ body: (Navigator<Screen>) throws -> Void
  ) rethrows -> [NavigationCommand<Screen>.Name] {
    var names: [NavigationCommand<Screen>.Name] = []
    let observing = navigator.observe { names.append($0.command.name) }
    defer { observing.cancel() }
    try body(navigator)
    return names
  }

  @Test("an event's command is named after the method that made it")
  func namedLikeMethods() throws {
    let navigator = Navigator(NavigationState(tabs: ["a": Screen.one, "b": .two], selection: "a"))
    let made = try names(navigator) { navigator in
      let detail = try navigator.push(.detail(1))
      try navigator.replace(detail, with: .detail(2))
      try navigator.pop(to: navigator.state.activeStack.root.id)
      try navigator.push(.three)
      try navigator.pop()
      try navigator.popToRoot()
      let sheet = try navigator.present(.presented, as: .sheet())
      try navigator.dismiss()
      try navigator.presentAlert(AlertState(title: "Sure?"))
      try navigator.dismissAlert()
      try navigator.selectTab("b")
      try navigator.transaction { try $0.push(contentsOf: [.one, .two]) }
      try navigator.goBack()
      try navigator.dismissAll()
      try navigator.userDid(.selectedTab("a"))
      _ = sheet
    }
    #expect(
      made == [
        .push, .replace, .pop, .push, .pop, .popToRoot, .present, .dismiss, .presentAlert,
        .dismissAlert, .selectTab, .transaction, .goBack, .dismissAll, .userDid,
      ])
  }

  @Test("every kind of command maps to the name of the method that makes it, every name is used")
  func everyKindHasItsName() throws {
    var state = NavigationState(root: Screen.one)
    let entry = try state.push(.two)
    let layer = try state.present(.presented, as: .sheet())
    let kinds: [(NavigationCommand<Screen>.Kind, NavigationCommand<Screen>.Name)] = [
      (.push([.two], on: nil), .push),
      (.pop(1, on: nil), .pop),
      (.popTo(entry), .pop),
      (.popToFirst(on: nil), .popToFirst),
      (.popToLast(on: .base), .popToLast),
      (.popToRoot(on: nil), .popToRoot),
      (.replaceRoot(.one, on: nil), .replaceRoot),
      (.replaceStack([.one, .two], on: nil), .replaceStack),
      (.replaceTop(.three, on: nil), .replaceTop),
      (.replace(entry, with: .three), .replace),
      (.present([.presented], .fullScreenCover), .present),
      (.dismiss(1), .dismiss),
      (.dismissLayer(layer), .dismiss),
      (.dismissAll, .dismissAll),
      (.selectDetent(.large, of: layer), .selectDetent),
      (.selectTab("a"), .selectTab),
      (.show(.two, in: .detail), .show),
      (.clear(.detail), .clear),
      (.setColumnVisibility(.all), .setColumnVisibility),
      (.goBack, .goBack),
      (.presentAlert(AlertState(title: "Sure?")), .presentAlert),
      (.dismissAlert, .dismissAlert),
      (.apply(state), .apply),
      (.restore, .restore),
      (.userDid(.cancelledPop), .userDid),
      (.open("app://a"), .open),
      (.close(entry), .close),
      (.finish(entry), .finish),
      (.transaction, .transaction),
      (.rulesDidChange, .reapplyRules),
    ]
    for (kind, name) in kinds {
      #expect(NavigationCommand(kind).name == name, "\(kind)")
    }
    // No name is left without a kind that makes it.
    #expect(Set(kinds.map(\.1)) == Set(NavigationCommand<Screen>.Name.allCases))
  }

  @Test("a command reads as a short line, and equal requests give equal commands")
  func descriptions() throws {
    let navigator = Navigator(root: Screen.one)
    var commands: [NavigationCommand<Screen>] = []
    let observing = navigator.observe { commands.append($0.command) }
    defer { observing.cancel() }
    try navigator.push(.two)
    _ = try? navigator.pop(3)
    try navigator.push(.two)
    #expect(commands.map(\.description) == ["push [two]", "pop 3", "push [two]"])
    #expect(commands[0] == commands[2] && commands[0] != commands[1])
  }

  @Test("the navigator's commands return what the state's commands of the same name return")
  func sameReturns() throws {
    let start = NavigationState(root: Screen.one)
    let navigator = Navigator(start)
    var state = start
    #expect(try navigator.push(.two) == state.push(.two))
    #expect(try navigator.push(.three) == state.push(.three))
    #expect(try navigator.pop() == state.pop())
    #expect(
      try navigator.present(.presented, as: .fullScreenCover)
        == state.present(.presented, as: .fullScreenCover))
    #expect(
      try navigator.presentAlert(AlertState(title: "t"))
        == state.presentAlert(AlertState(title: "t")))
    #expect(try navigator.dismissAlert() == state.dismissAlert())
    #expect(try navigator.goBack() == state.goBack())
    #expect(try navigator.popToRoot() == state.popToRoot())
    #expect(try navigator.dismissAll() == state.dismissAll())
    #expect(navigator.state == state)
    #expect(throws: NavigationError(.nothingToPop(.base))) { try navigator.pop() }
  }

  @Test("a trace of the first format, with the names commands had then, still reads")
  func firstTraceFormat() throws {
    let kinds: [(String, NavigationCommand<Screen>.Kind)] = [
      (#"{"popToFirstMatch":{"on":null}}"#, .popToFirst(on: nil)),
      (#"{"popToLastMatch":{"on":{"tab":{"_0":"a"}}}}"#, .popToLast(on: .tab("a"))),
      (#"{"clearColumn":{"_0":"detail"}}"#, .clear(.detail)),
      (#"{"user":{"_0":{"cancelledPop":{}}}}"#, .userDid(.cancelledPop)),
      (#"{"openLink":{"_0":"app:\/\/a"}}"#, .open("app://a")),
      (#"{"rulesChanged":{}}"#, .rulesDidChange),
      (#"{"push":{"_0":[{"two":{}}],"on":null}}"#, .push([.two], on: nil)),
    ]
    for (json, kind) in kinds {
      let read = try JSONDecoder().decode(
        NavigationCommand<Screen>.Kind.self, from: Data(json.utf8))
      #expect(read == kind, "\(json)")
      let written = try JSONEncoder().encode(kind)
      #expect(
        try JSONDecoder().decode(NavigationCommand<Screen>.Kind.self, from: written) == kind)
      #expect(String(decoding: written, as: UTF8.self).contains(json.prefix(8)), "\(json)")
    }
  }
}
