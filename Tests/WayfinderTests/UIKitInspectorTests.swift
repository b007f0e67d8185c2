import Testing
import Wayfinder

/// The compact inspector on the UIKit host: in a compact width UIKit shows the inspector column
/// as a sheet, and a layer goes over it. Dismissing that layer keeps the inspector, and is never
/// taken for the user closing it.
@Suite("UIKit: the compact inspector under the host's layers")
@MainActor
struct UIKitInspectorTests {
  @Test(
    "a compact inspector under a sheet stays when the host dismisses the sheet, and is not reported as the user's close"
  )
  func compactInspectorKept() async throws {
    var start = NavigationState(sidebar: Screen.one, content: .two)
    try start.show(.three, in: .detail)
    try start.show(.detail(9), in: .inspector)
    try start.setCollapsed(true)
    try start.present(.presented, as: sampleSheet)
    let rig = try ControllerRig(start)
    await rig.settle()
    #expect(rig.tree.chain.first == .inspector, "the inspector's sheet is under the layer")
    var closes = 0
    let observing = rig.navigator.observe { event in
      if case .userDid(.closedInspector) = event.command.kind { closes += 1 }
    }
    defer { observing.cancel() }
    try rig.navigator.dismissAll()
    await rig.settle()
    #expect(closes == 0, "the host's own dismissal is not the user's close")
    #expect(rig.navigator.state.split?[.inspector] != nil)
    #expect(rig.tree.chain == [.inspector])
    #expect(rig.tree.picture == TreePicture(rig.navigator.state))
    #expect(rig.tree.violations.isEmpty, "\(rig.tree.violations)")
  }
}
