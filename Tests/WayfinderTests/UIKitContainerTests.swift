import Testing
import Wayfinder

/// Q42 (with Q28 and Q30): a controller has one parent. The fake tree records what each of a
/// split view's navigation controllers holds and fails a controller put into one while another
/// still holds it; it keeps a tab chosen from the More list in the More navigation controller,
/// whose pops are pops of that tab.
@Suite("UIKit's run-time rules: one parent per controller, the More tab (host-quirks.md Q42)")
@MainActor
struct UIKitContainerTests {
  @Test("Q42: the moves between navigation controllers take every controller out before in")
  func releasesFirst() {
    let one = EntryID(1)
    let two = EntryID(2)
    let three = EntryID(3)
    let collapse = ContainerMoves.steps(
      from: [.column(.sidebar): [one], .column(.detail): [two, three]],
      to: [.compact: [one, two, three]])
    #expect(
      collapse.map(\.description) == [
        "release column sidebar []", "release column detail []", "compact [1, 2, 3]",
      ])
    let expand = ContainerMoves.steps(
      from: [.compact: [one, two, three]],
      to: [.column(.sidebar): [one], .column(.detail): [two, three], .compact: []])
    #expect(
      expand.map(\.description) == [
        "release compact []", "column sidebar [1]", "column detail [2, 3]",
      ])
    #expect(ContainerMoves.steps(from: [.compact: [one]], to: [.compact: [one]]).isEmpty)
  }

  @Test(
    "Q42: an iPad rotated with a detail shown: collapse and expansion move the same controllers, one parent each"
  )
  func rotateWithDetail() async throws {
    var start = NavigationState(sidebar: Screen.one, content: .two)
    try start.show(.three, in: .detail)
    try start.push(.detail(4), on: .column(.detail))
    let rig = try ControllerRig(start)
    await rig.settle()
    let detail = try #require(rig.navigator.state.split?.detail?.entries.map(\.id))
    let controllers = detail.compactMap { rig.tree.cache.controller(for: $0) }
    #expect(controllers.count == 2)
    #expect(rig.tree.changeWidth(collapsed: true))
    await rig.settle()
    #expect(rig.tree.held[.column(.detail)]?.isEmpty ?? true, "the column let go of them")
    #expect(rig.tree.held[.compact]?.suffix(2).elementsEqual(controllers, by: ===) == true)
    #expect(rig.tree.changeWidth(collapsed: false))
    await rig.settle()
    #expect(rig.tree.held[.compact]?.isEmpty ?? true, "the compact stack let go of them")
    #expect(rig.tree.held[.column(.detail)]?.elementsEqual(controllers, by: ===) == true)
    #expect(rig.tree.violations.isEmpty, "\(rig.tree.violations)")
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
  }

  @Test(
    "Q42: on a tab chosen from the More list, a back tap pops that tab's stack; it is never read as a selection"
  )
  func popInMore() async throws {
    let start = NavigationState<Screen>(
      tabs: ["a": .one, "b": .one, "c": .one, "d": .one, "e": .two, "f": .three],
      selection: "a")
    let rig = try ControllerRig(start)
    await rig.settle()
    #expect(rig.tree.tapMore())
    #expect(rig.tree.chooseFromMoreList("f"))
    #expect(rig.navigator.state.selectedTab == "f")
    try rig.navigator.push(.detail(6))
    await rig.settle()
    #expect(rig.tree.backInMore())
    #expect(rig.navigator.state.stack(at: .tab("f"))?.routes == [.three], "a pop of tab f")
    #expect(rig.navigator.state.selectedTab == "f")
    await rig.settle()
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.violations.isEmpty, "\(rig.tree.violations)")
  }
}
