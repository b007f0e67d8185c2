import Testing

@testable import Wayfinder

/// Q29 for UIKit's zoom: dragging a zoomed-in screen away is a way back, and a leave guard holds
/// on it as on the swipe back and the sheet's drag. Q40: the veto keeps UIKit's `willBegin`.
@Suite("Q29, Q40: a zoom's drag to dismiss is guarded, and UIKit's own answer kept")
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

  @Test(
    "Q40: a zoom's drag begins only when UIKit would begin it and no guard holds: a veto only adds refusals"
  )
  func willBeginKept() throws {
    var state = NavigationState(root: Screen.one)
    let detail = try state.push(.detail(7))
    // A horizontal pan, or content not scrolled to the top: UIKit would not begin. No guard
    // holds the screen, and UIKit's no stands.
    #expect(state.allowsZoomDismiss(of: detail))
    #expect(!state.zoomDismissShouldBegin(of: detail, byDefault: false), "UIKit's no stands")
    #expect(state.zoomDismissShouldBegin(of: detail, byDefault: true))
    try state.setLeaveGuarded(true, for: detail)
    #expect(!state.zoomDismissShouldBegin(of: detail, byDefault: true), "the guard adds a no")
    #expect(!state.zoomDismissShouldBegin(of: detail, byDefault: false))
  }
}
