import Testing
import Wayfinder

@Suite("UIKit host logic: random commands, gestures and animation delays")
@MainActor
struct ControllerConvergenceTests {
  @Test(
    "the fake tree always ends showing the navigator's state; no controller rebuilt, no command lost"
  )
  func convergence() async throws {
    for seed in 1...40 as ClosedRange<UInt64> {
      var random = SplitMix(state: seed &* 104_729)
      let start = CommandScript.start(Int(seed))
      let rig = try ControllerRig(start)
      var reference = start
      // Every user action the navigator received, folded into the reference in order.
      let observing = rig.navigator.observe { event in
        if case .userDid(let action) = event.command.kind {
          _ = try? reference.fold(action, reselection: rig.navigator.tabReselection)
        }
      }
      defer { observing.cancel() }
      var gestures = 0
      for _ in 0..<80 {
        switch Int.random(in: 0..<12, using: &random) {
        case 0..<4:
          // A command, as the app issues it: the change one command makes, applied.
          var target = reference
          _ = CommandScript.apply(Int.random(in: 0...2_000, using: &random), to: &target)
          try rig.navigator.apply(target)
          reference = rig.navigator.state
        case 4..<7:
          let tree = rig.tree
          let made: Bool
          switch Int.random(in: 0..<9, using: &random) {
          case 6:
            let route: Screen? =
              Bool.random(using: &random) ? .detail(Int.random(in: 0...2, using: &random)) : nil
            made = tree.tapRow(route, in: Bool.random(using: &random) ? .sidebar : .content)
          case 7: made = tree.changeWidth(collapsed: Bool.random(using: &random))
          case 8: made = tree.compactBack()
          case 0: made = tree.swipeBack(toDepth: Int.random(in: 1...3, using: &random))
          case 1: made = tree.swipeBack(toDepth: 1, cancelled: true)
          case 2: made = tree.dragTopSheetAway()
          case 3: made = tree.tapTab(CommandScript.tabs.randomElement(using: &random)!)
          case 4: made = tree.dragDetent(to: Int.random(in: 0...3, using: &random))
          default: made = tree.tapAlertButton(Int.random(in: 0...2, using: &random))
          }
          if made { gestures += 1 }
        case 7..<10:
          rig.tree.finishAnimation()
          await Task.yield()
        default:
          await Task.yield()
        }
        #expect(rig.navigator.state == reference, "seed \(seed): a command or a gesture was lost")
      }
      await rig.settle()
      #expect(rig.tree.picture == TreePicture(rig.navigator.state), "seed \(seed)")
      #expect(rig.host.shown.base == rig.navigator.state.base, "seed \(seed)")
      #expect(rig.host.shown.layers == rig.navigator.state.layers, "seed \(seed)")
      #expect(rig.tree.violations.isEmpty, "seed \(seed): \(rig.tree.violations)")
      #expect(rig.navigator.state == reference, "seed \(seed): a command or a gesture was lost")
      #expect(
        rig.tree.cache.count == rig.navigator.state.allEntries.count,
        "seed \(seed): controllers leak")
      #expect(rig.navigator.state.isValid)
      // The injection seam: every controller got its own entry and stack when it was made,
      // and still shows that entry there (the environment a hosted SwiftUI screen reads).
      for controller in rig.tree.allControllers {
        let context = rig.tree.cache.context(of: controller)
        #expect(context == controller.context, "seed \(seed): a screen's context is stale")
      }
      #expect(gestures > 0 || seed > 1)
    }
  }
}
