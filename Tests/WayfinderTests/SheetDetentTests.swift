import Foundation
import Testing
import Wayfinder

@Suite("Sheet detents: custom detents by name, and a selection always among the detents")
struct SheetDetentTests {
  @Test("a selected detent outside the detents is dropped when the style is made or changed")
  func selectionIsNormalised() throws {
    var style = SheetStyle(detents: [.medium, .large], selectedDetent: .height(100))
    #expect(style.selectedDetent == nil)
    #expect(style.currentDetent == .medium)
    style.selectedDetent = .large
    #expect(style.selectedDetent == .large)
    style.selectedDetent = .fraction(0.3)
    #expect(style.selectedDetent == nil)
    style.selectedDetent = .large
    style.detents = [.medium]
    #expect(style.selectedDetent == nil)
    // So presenting it is never refused for its selection (UIKit ignores such a selection).
    var state = NavigationState(root: Screen.one)
    try state.present(
      .presented, as: .sheet(SheetStyle(detents: [.medium], selectedDetent: .large)))
    #expect(state.isValid)
  }

  @Test("a custom detent is named, encoded as custom:name, and restored")
  func customDetentRoundTrip() throws {
    let detent = SheetDetent.custom("compact")
    #expect(detent.description == "custom:compact")
    #expect(SheetDetent("custom:compact") == detent)
    var state = NavigationState(root: Screen.one)
    try state.present(
      .presented,
      as: .sheet(SheetStyle(detents: [detent, .large], selectedDetent: detent)))
    let restorer = StateRestorer(schemaVersion: 1)
    let restored = try restorer.decode(Screen.self, from: restorer.encode(state))
    #expect(restored.state == state)
  }

  @Test("a custom detent's name is bounded: a bad name is refused, never shown")
  func badNames() throws {
    for name in ["", String(repeating: "a", count: 65), "two words", "é", "a/b"] {
      #expect(!SheetDetent.custom(name).isValid, "\(name)")
      var state = NavigationState(root: Screen.one)
      #expect(throws: NavigationError.self) {
        try state.present(.presented, as: .sheet(SheetStyle(detents: [.custom(name)])))
      }
      #expect(state.layers.isEmpty)
    }
    #expect(SheetDetent.custom("peek-1_x.y").isValid)
  }

  @Test("the UIKit heights of custom detents: registered, clamped, or large when unknown")
  func customHeights() {
    var detents = CustomDetents(["compact": { maximum in maximum * 0.25 }])
    detents.register("tall") { _ in 10_000 }
    detents.register("broken") { _ in .nan }
    #expect(detents.height(of: "compact", maximum: 800) == 200)
    #expect(detents.height(of: "tall", maximum: 800) == 800)
    #expect(detents.height(of: "broken", maximum: 800) == 800)
    #expect(detents.height(of: "unknown", maximum: 800) == 800)
    #expect(detents.contains("compact") && !detents.contains("unknown"))
  }
}
