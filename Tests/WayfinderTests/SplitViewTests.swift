import Foundation
import Observation
import PropertyBased
import Testing

@testable import Wayfinder

/// Mailboxes, messages and attachments, for the split-view scenarios.
enum Mail: Hashable, Codable, Sendable, CustomStringConvertible {
  case mailboxes
  case mailbox(String)
  case message(Int)
  case attachment(Int)

  var description: String {
    switch self {
    case .mailboxes: "mailboxes"
    case .mailbox(let name): "mailbox(\(name))"
    case .message(let id): "message(\(id))"
    case .attachment(let id): "attachment(\(id))"
    }
  }
}

func inbox() throws -> NavigationState<Mail> {
  NavigationState(sidebar: .mailboxes, content: .mailbox("inbox"))
}

@MainActor
@Suite("Split views: columns in the one value")
struct SplitViewTests {
  @Test("the selection in a column is the next column's root; commands act on the detail")
  func selectionAndDefaultColumn() throws {
    var state = try inbox()
    #expect(state.split?.selection(in: .sidebar) == .mailbox("inbox"))
    #expect(state.split?.selection(in: .content) == nil)
    #expect(state.activeLocation == .column(.content))
    try state.show(.message(7), in: .detail)
    try state.push(.attachment(1))
    #expect(state.activeLocation == .column(.detail))
    #expect(state.stack(at: .column(.detail))?.routes == [.message(7), .attachment(1)])
    #expect(
      state.split?.compactStack.map(\.route)
        == [.mailboxes, .mailbox("inbox"), .message(7), .attachment(1)])
    #expect(state.isValid)
  }

  @Test("selecting in a column empties the columns after it; re-selecting changes nothing")
  func selectionRule() throws {
    var state = try inbox()
    try state.show(.message(7), in: .detail)
    try state.push(.attachment(1))
    let before = state
    let kept = try state.show(.mailbox("inbox"), in: .content)
    #expect(kept.isEmpty)
    #expect(state == before)
    let removed = try state.show(.mailbox("sent"), in: .content)
    #expect(removed.map(\.route) == [.mailbox("inbox"), .message(7), .attachment(1)])
    #expect(state.split?.detail == nil)
    #expect(state.split?.selection(in: .sidebar) == .mailbox("sent"))
    // The user's tap is the same change as the command.
    var tapped = before
    try tapped.fold(.selected(.mailbox("sent"), in: .sidebar), reselection: .popToRoot)
    #expect(tapped.shape == state.shape)
  }

  @Test("going back reads the columns as the compact stack: a column's root empties it")
  func compactBack() throws {
    var state = try inbox()
    try state.show(.message(7), in: .detail)
    try state.push(.attachment(1))
    let attachment = state.currentEntry
    #expect(try state.goBack() == .popped(attachment))
    #expect(state.currentRoute == .message(7))
    try state.goBack()  // from the message's root back to the mailbox
    #expect(state.split?.detail == nil)
    #expect(state.currentRoute == .mailbox("inbox"))
    try state.show(.message(8), in: .detail)
    let sidebarRoot = try #require(state.split?.sidebar.root.id)
    let popped = try state.pop(to: sidebarRoot)
    #expect(popped.map(\.route) == [.mailbox("inbox"), .message(8)])
    #expect(state.split?.shownColumns == [.sidebar])
    #expect(throws: NavigationError(.nothingToGoBack)) { try state.goBack() }
  }

  @Test("refusals name the problem and leave the state unchanged")
  func refusals() throws {
    var two = NavigationState(sidebar: Mail.mailboxes)
    expectRefused(&two, .because(.columnUnavailable(.content))) { state throws(NavigationError) in
      try state.show(.mailbox("inbox"), in: .content)
    }
    expectRefused(&two, .because(.columnUnavailable(.sidebar))) { state throws(NavigationError) in
      try state.clear(.sidebar)
    }
    var three = NavigationState(sidebar: Mail.mailboxes, content: nil)
    expectRefused(&three, .because(.columnUnavailable(.detail))) { state throws(NavigationError) in
      try state.show(.message(1), in: .detail)
    }
    var stack = NavigationState(root: Mail.mailboxes)
    expectRefused(&stack, .because(.noSplitView)) { state throws(NavigationError) in
      try state.show(.message(1), in: .detail)
    }
    expectRefused(&stack, .because(.noSplitView)) { state throws(NavigationError) in
      try state.fold(.collapsed(true), reselection: .popToRoot)
    }
    let bad = SplitColumns(
      sidebar: Stack(root: Entry(id: EntryID(1), route: Mail.mailboxes)),
      content: Stack(root: Entry(id: EntryID(2), route: .mailbox("x"))), hasContentColumn: false)
    #expect(throws: NavigationError(.invalidState(.contentInTwoColumns))) {
      try NavigationState(base: .split(bad), nextID: 3)
    }
  }

  @Test("a detail without a content screen is a programmer error, stopped at construction")
  func detailWithoutContent() async {
    await #expect(processExitsWith: .failure) {
      _ = NavigationState(sidebar: Mail.mailboxes, content: nil, detail: .message(1))
    }
    // The same columns from outside (restored data) are refused with a typed error.
    let broken = SplitColumns(
      sidebar: Stack(root: Entry(id: EntryID(1), route: Mail.mailboxes)), content: nil,
      detail: Stack(root: Entry(id: EntryID(2), route: .message(1))), hasContentColumn: true)
    #expect(throws: NavigationError(.invalidState(.columnWithoutPrevious(.detail)))) {
      try NavigationState(base: .split(broken), nextID: 3)
    }
  }

  @Test("an alert on a column's screen goes when the column empties")
  func alertGoesWithColumn() throws {
    var state = try inbox()
    try state.show(.message(7), in: .detail)
    try state.presentAlert(AlertState(title: "Delete?"))
    try state.clear(.detail)
    #expect(state.alert == nil)
    #expect(state.isValid)
  }

  @Test("the three restoration formats read and write split views; collapsed is never saved")
  func restoration() throws {
    var state = try inbox()
    try state.show(.message(7), in: .detail)
    try state.push(.attachment(1))
    try state.setColumnVisibility(.doubleColumn)
    try state.present(.message(9), as: .fullScreenCover)
    var collapsed = state
    try collapsed.setCollapsed(true)
    let restorer = StateRestorer()
    #expect(try restorer.decode(Mail.self, from: restorer.encode(collapsed)).state == state)
    let json = try JSONEncoder().encode(collapsed)
    #expect(try JSONDecoder().decode(NavigationState<Mail>.self, from: json) == state)
    let text = String(decoding: json, as: UTF8.self)
    #expect(text.contains("\"split\""))
    #expect(text.contains("\"columns\":3"))
    #expect(!text.contains("ollapsed"))
    // A file written before split views existed still reads.
    let old =
      #"{"base":{"stack":{"root":{"id":1,"route":{"mailboxes":{}}},"pushed":[]}},"layers":[],"nextID":2}"#
    #expect(try JSONDecoder().decode(NavigationState<Mail>.self, from: Data(old.utf8)).isValid)
  }

  @Test("lenient restoration drops a broken column with the columns after it")
  func lenientColumns() throws {
    let json = """
      {"base":{"split":{"columns":3,"sidebar":{"root":{"id":1,"route":{"mailboxes":{}}}},
      "content":{"root":{"id":2,"route":{"nope":{}}}},
      "detail":{"root":{"id":3,"route":{"message":{"_0":7}}}},"visibility":"sideways"}},
      "layers":[],"nextID":4}
      """
    let data = frame(json, version: 2)
    let restored = try StateRestorer(mode: .lenient).decode(Mail.self, from: data)
    #expect(restored.state.split?.shownColumns == [.sidebar])
    #expect(restored.state.split?.visibility == .automatic)
    #expect(restored.dropped.map(\.part) == [.columns(from: .content)])
    #expect(throws: RestorationError.self) { try StateRestorer().decode(Mail.self, from: data) }
  }

  @Test("a push in the detail notifies no reader of the sidebar or the selection")
  func observationIsolation() throws {
    let navigator = Navigator(try inbox())
    try navigator.show(.message(7), in: .detail)
    let sidebarSelection = { _ = navigator.selection(in: .sidebar) }
    let contentSelection = { _ = navigator.selection(in: .content) }
    let sidebar = { _ = navigator.stack(at: .column(.sidebar)) }
    let content = { _ = navigator.stack(at: .column(.content)) }
    let detail = { _ = navigator.stack(at: .column(.detail)) }
    #expect(!notifies(sidebarSelection, when: { _ = try? navigator.push(.attachment(1)) }))
    #expect(!notifies(sidebar, when: { _ = try? navigator.push(.attachment(2)) }))
    #expect(!notifies(content, when: { _ = try? navigator.push(.attachment(3)) }))
    #expect(notifies(detail, when: { _ = try? navigator.push(.attachment(4)) }))
    #expect(notifies(contentSelection, when: { _ = try? navigator.show(.message(8), in: .detail) }))
    #expect(!notifies(sidebar, when: { _ = try? navigator.show(.message(9), in: .detail) }))
    #expect(
      notifies(
        { _ = navigator.columnVisibility },
        when: { _ = try? navigator.transaction { try $0.setColumnVisibility(.all) } })
    )
  }

  @Test("a column that appears with pushed screens shows its root first on SwiftUI (Q5)")
  func columnAppearsRootFirst() throws {
    let start = try inbox()
    var target = start
    try target.show(.message(7), in: .detail)
    try target.push(.attachment(1))
    let swiftUI = NavigationPlanner.plan(from: start, to: target, capabilities: .swiftUI)
    #expect(
      swiftUI.map(\.operation.description) == [
        "set column detail: message(7)", "set column detail: message(7) › attachment(1)",
      ])
    let uiKit = NavigationPlanner.plan(from: start, to: target, capabilities: .uiKit)
    #expect(uiKit.map(\.operation.description) == ["set column detail: message(7) › attachment(1)"])
    checkPlanMail(from: start, to: target)
  }

  @Test("a sidebar tap while the detail is deep: each column is replaced in one step")
  func sidebarTapPlan() throws {
    var start = try inbox()
    try start.show(.message(7), in: .detail)
    try start.push(.attachment(1))
    var target = start
    try target.fold(.selected(.mailbox("sent"), in: .sidebar), reselection: .popToRoot)
    try target.show(.message(3), in: .detail)
    let plan = NavigationPlanner.plan(from: start, to: target, capabilities: .uiKit)
    #expect(
      plan.map(\.operation.description) == [
        "set column content: mailbox(sent)", "set column detail: message(3)",
      ])
    checkPlanMail(from: start, to: target)
  }

  @Test("UIKit: a tap on a sidebar row shows the next column through the plan")
  func uiKitRowTap() async throws {
    let rig = try ControllerRig(NavigationState(sidebar: Screen.one, content: .two))
    rig.tree.tapRow(.three, in: .content)
    await rig.settle()
    #expect(rig.navigator.state.split?.selection(in: .content) == .three)
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.calls.last?.description.hasPrefix("setColumn detail") == true)
    // Collapsed, the back button at the detail's root goes back to the list.
    #expect(rig.tree.changeWidth(collapsed: true))
    #expect(rig.navigator.isCollapsed)
    #expect(rig.tree.compactBack())
    await rig.settle()
    #expect(rig.navigator.state.split?.detail == nil)
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    // Wide again: nothing lost.
    #expect(rig.tree.changeWidth(collapsed: false))
    await rig.settle()
    #expect(rig.navigator.state.split?.selection(in: .sidebar) == .two)
    #expect(rig.tree.violations.isEmpty)
  }

  @Test("SwiftUI: the sidebar list's write is the user's tap; an echo during a step is not")
  func swiftUISelectionWrite() throws {
    let navigator = Navigator(NavigationState(sidebar: Screen.one, content: .two))
    let displayed = DisplayedNavigation(navigator: navigator)
    displayed.sidebarSelection = .three
    #expect(navigator.state.split?.selection(in: .sidebar) == .three)
    #expect(displayed.state.split?.selection(in: .sidebar) == .three)
    displayed.sidebarSelection = .three  // the same row again: nothing
    #expect(navigator.state.split?.content?.root.route == .three)
    // Compact: SwiftUI clears the selection when the user goes back to the sidebar.
    displayed.write(collapsed: true)
    displayed.sidebarSelection = nil
    #expect(navigator.state.split?.shownColumns == [.sidebar])
    #expect(navigator.isCollapsed)
    displayed.columnVisibility = .detailOnly
    #expect(navigator.columnVisibility == .detailOnly)
  }
}

extension SplitViewTests {
  @Test("Q16: the sidebar list writing its selection again keeps the detail's pushed screens")
  func sidebarRewriteKeepsDetail() throws {
    var start = NavigationState(sidebar: Screen.one, content: .two)
    try start.show(.three, in: .detail)
    try start.push(.detail(1))
    let navigator = Navigator(start)
    let displayed = DisplayedNavigation(navigator: navigator)
    // SwiftUI writes the list's selection back as the view updates; the same row is no tap.
    displayed.sidebarSelection = .two
    displayed.contentSelection = .three
    #expect(navigator.state == start)
    #expect(displayed.state.stack(at: .column(.detail))?.routes == [.three, .detail(1)])
    // A compact width's column written as the one already on top is no back either.
    displayed.topColumn = .detail
    displayed.write(topColumn: .detail)
    #expect(navigator.state == start)
    // In a regular width SwiftUI may write its preferred compact column as the width
    // changes: no back (review of Q16).
    displayed.topColumn = .content
    #expect(navigator.state == start, "an expanded split view keeps its detail")
    // Going back to the list in a compact width is a user action: the detail empties.
    displayed.write(collapsed: true)
    displayed.topColumn = .content
    #expect(navigator.state.split?.detail == nil)
    #expect(navigator.state.split?.selection(in: .sidebar) == .two)
  }

  @Test("a screen closes itself in its column: a column's root empties it, a sidebar cannot")
  func closeInColumns() throws {
    var state = try inbox()
    try state.show(.message(7), in: .detail)
    let message = try #require(state.split?.detail?.root.id)
    try state.push(.attachment(1))
    try state.close(state.currentEntry.id)
    #expect(state.currentRoute == .message(7))
    try state.close(message)
    #expect(state.split?.detail == nil)
    let sidebar = try #require(state.split?.sidebar.root.id)
    expectRefused(&state, .because(.cannotClose(sidebar))) { state throws(NavigationError) in
      try state.close(sidebar)
    }
  }

  @Test("a host's column count and a visibility map both ways")
  func visibilityCounts() {
    #expect(SplitVisibility.doubleColumn.shownColumns(of: 3) == 2)
    #expect(SplitVisibility.doubleColumn.shownColumns(of: 2) == 2)
    #expect(SplitVisibility.all.shownColumns(of: 3) == 3)
    #expect(SplitVisibility.detailOnly.shownColumns(of: 2) == 1)
    #expect(SplitVisibility.automatic.shownColumns(of: 3) == nil)
    for total in 2...3 {
      for visibility in SplitVisibility.allCases where visibility != .automatic {
        let shown = visibility.shownColumns(of: total)!
        #expect(SplitVisibility(showing: shown, of: total) == visibility || total == 2)
      }
    }
    #expect(SplitVisibility(showing: 2, of: 2) == .all)
    #expect(SplitVisibility(showing: 1, of: 3) == .detailOnly)
  }
}

/// ``checkPlan`` for the mail routes: every step one update of the preset, valid, and the
/// plan reaches the target.
private func checkPlanMail(
  from old: NavigationState<Mail>, to new: NavigationState<Mail>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for capabilities in [HostCapabilities.swiftUI, .uiKit] {
    let plan = NavigationPlanner.plan(from: old, to: new, capabilities: capabilities)
    for step in plan {
      #expect(step.state.firstViolation() == nil, sourceLocation: sourceLocation)
    }
    #expect(plan.last?.state == new, sourceLocation: sourceLocation)
  }
}

@Suite("Split views: links both ways")
struct SplitLinkTests {
  static let table: LinkTable<Mail> = {
    var links = LinkTableBuilder<Mail>(schemes: ["mail"])
    do {
      try links.add(
        "/:box", placement: LinkPlacement(column: .content),
        build: { .mailbox(try $0.value("box")) },
        values: { if case .mailbox(let box) = $0 { ["box": box] } else { nil } })
      try links.add(
        "/:box/:id", types: ["id": Int.self],
        placement: LinkPlacement(column: .detail),
        stack: { [.mailbox(try $0.value("box")), .message(try $0.value("id"))] },
        values: { stack in
          guard stack.count == 2, case .mailbox(let box) = stack[0],
            case .message(let id) = stack[1]
          else { return nil }
          return LinkValues(["box": box, "id": "\(id)"])
        })
      return try links.build()
    } catch {
      preconditionFailure("valid table: \(error)")
    }
  }()

  @Test("a link to a message opens its mailbox in the content column, and prints back")
  func messageLink() throws {
    let start = NavigationState(sidebar: Mail.mailboxes, content: nil)
    let state = try Self.table.target(for: "mail://work/7", base: start)
    #expect(state.split?.selection(in: .sidebar) == .mailbox("work"))
    #expect(state.split?.selection(in: .content) == .message(7))
    #expect(state.activeLocation == .column(.detail))
    #expect(Self.table.url(for: state) == "mail://work/7")
    let mailbox = try Self.table.target(for: "mail://work", base: start)
    #expect(mailbox.split?.shownColumns == [.sidebar, .content])
    #expect(Self.table.url(for: mailbox) == "mail://work")
  }

  @Test("a link on a running split view starts over from the sidebar; other bases refuse")
  func linkOnRunningState() throws {
    var running = NavigationState(sidebar: Mail.mailboxes, content: .mailbox("inbox"))
    try running.show(.message(1), in: .detail)
    try running.push(.attachment(1))
    let state = try Self.table.target(for: "mail://inbox/2", keepingOtherTabsOf: running)
    #expect(state.stack(at: .column(.detail))?.routes == [.message(2)])
    // Applied, as a navigator opens it: the mailbox shown already keeps its identity.
    var applied = running
    try applied.apply(state)
    #expect(applied.split?.content?.root.id == running.split?.content?.root.id)
    #expect(applied.stack(at: .column(.detail))?.routes == [.message(2)])
    #expect(throws: LinkError.self) {
      try Self.table.target(for: "mail://inbox/2", base: NavigationState(root: .mailboxes))
    }
  }
}

@MainActor
@Suite("Split views: properties")
struct SplitPropertyTests {
  @Test("a reader of one column is notified exactly when that column's stack changes")
  func columnObservationIsolation() async {
    let script = Gen.int(in: 0...2_000).array(of: 1...30)
    await propertyCheck(count: 120, input: Gen.int(in: 0...1), script) { seed, commands in
      let navigator = Navigator(CommandScript.start(2 + seed))
      for n in commands {
        var target = navigator.state
        guard CommandScript.apply(n, to: &target) else { continue }
        let before = navigator.state
        var fired: [SplitColumn: Flag] = [:]
        for column in SplitColumn.allCases {
          let flag = Flag()
          fired[column] = flag
          withObservationTracking {
            _ = navigator.stack(at: .column(column))
          } onChange: {
            flag.set()
          }
        }
        let selection = Flag()
        withObservationTracking {
          _ = navigator.selection(in: .sidebar)
        } onChange: {
          selection.set()
        }
        try? navigator.apply(target)
        let after = navigator.state
        for column in SplitColumn.allCases {
          let changed = before.stack(at: .column(column)) != after.stack(at: .column(column))
          #expect(
            fired[column]!.value == changed,
            "\(column): notified \(fired[column]!.value), changed \(changed)\n\(before)\n\(after)")
        }
        if before.split?.selection(in: .sidebar) != after.split?.selection(in: .sidebar) {
          #expect(selection.value)
        }
        #expect(after.isValid)
      }
    }
  }

  @Test("a split state's printed link opens the same columns")
  func linkRoundTrip() async {
    let table = SplitLinkTests.table
    let boxes = ["inbox", "work", "archive"]
    await propertyCheck(count: 100, input: Gen.int(in: 0...2), Gen.int(in: 0...50)) { box, id in
      var state = NavigationState(sidebar: Mail.mailboxes, content: nil)
      try state.show(.mailbox(boxes[box]), in: .content)
      if id > 0 { try state.show(.message(id), in: .detail) }
      let link = try #require(table.url(for: state))
      let opened = try table.target(
        for: link, base: NavigationState(sidebar: Mail.mailboxes, content: nil))
      #expect(opened.shape == state.shape, "\(link)")
    }
  }
}
