import Testing

@testable import Wayfinder

/// Q29 for UIKit's zoom: dragging a zoomed-in screen away is a way back, and a leave guard holds
/// on it as on the swipe back and the sheet's drag.
@Suite("Q29: a zoom's drag to dismiss is guarded")
struct ZoomDismissTests {
  @Test("Q29: a zoom's drag to dismiss cannot begin while the screen's guard holds; it can after")
  func pushed() throws {
    var state = NavigationState(root: Screen.one)
    let detail = try state.push(.detail(7))
    #expect(state.allowsZoomDismiss(of: detail))
    try state.setLeaveGuarded(true, for: detail)
    #expect(!state.allowsZoomDismiss(of: detail), "the guarded screen cannot be dragged away")
    try state.setLeaveGuarded(false, for: detail)
    #expect(state.allowsZoomDismiss(of: detail))
  }

  @Test("Q29: a zoomed-in sheet follows its layer: a guard inside the sheet holds its drag")
  func presented() throws {
    var state = NavigationState(root: Screen.one)
    let layer = try state.present(.detail(3), as: .sheet())
    let root = try #require(state.layers.first?.content.root.id)
    let form = try state.push(.two)  // a form pushed inside the sheet
    #expect(state.allowsZoomDismiss(of: root))
    try state.setLeaveGuarded(true, for: form)
    #expect(!state.allowsZoomDismiss(of: root), "dismissing the sheet would take the form along")
    #expect(state.layers.map(\.id) == [layer])
    #expect(state.allowsZoomDismiss(of: EntryID(999)), "a screen no longer shown may go")
  }
}
