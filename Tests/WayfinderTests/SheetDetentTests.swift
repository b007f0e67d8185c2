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

  @Test("one registry for both hosts: SwiftUI's slots follow the names in order, at most eight")
  func swiftUISlots() {
    var detents = CustomDetents()
    for name in ["peek", "compact", "half"] {
      detents.register(name) { maximum in maximum / 2 }
    }
    #expect(detents.slot(of: "compact") == 0)
    #expect(detents.slot(of: "half") == 1)
    #expect(detents.slot(of: "peek") == 2)
    #expect(detents.slot(of: "unknown") == nil)
    #expect(detents.height(inSlot: 2, maximum: 800) == 400)
    #expect(detents.height(inSlot: 3, maximum: 800) == nil)
    for index in 0..<7 {
      detents.register("z\(index)") { _ in Double(index) }
    }
    // Ten names: the last two alphabetically have no slot, and are reported by the host.
    #expect(detents.names.count == 10)
    #expect(detents.slot(of: "z4") == 7)
    #expect(detents.slot(of: "z5") == nil && detents.slot(of: "z6") == nil)
    #expect(detents.height(inSlot: 7, maximum: 800) == 4)
    #expect(detents.height(inSlot: 8, maximum: 800) == nil)
  }
}

@Suite("Custom detents a host cannot show are reported")
@MainActor
struct UnregisteredDetentTests {
  @Test(
    "a sheet's custom detent that the host's registry lacks is a diagnostic, not a silent .large")
  func unregistered() {
    let navigator = Navigator(root: Screen.one)
    var diagnostics: [NavigationDiagnostic] = []
    let token = navigator.observe { event in
      if case .diagnostic(let diagnostic) = event.outcome { diagnostics.append(diagnostic) }
    }
    defer { token.cancel() }
    var detents = CustomDetents(["compact": { $0 / 3 }])
    let style = SheetStyle(detents: [.medium, .custom("compact"), .custom("peek"), .custom("peek")])
    #expect(navigator.checkCustomDetents(of: style, in: detents, slotted: false) == ["peek"])
    #expect(diagnostics == [.unregisteredDetent("peek", registered: ["compact"])])
    // SwiftUI shows eight custom detents at most: a ninth name is reported there, not in UIKit.
    for index in 0..<8 { detents.register("z\(index)") { $0 / 2 } }
    let ninth = SheetStyle(detents: [.custom("z7")])
    #expect(navigator.checkCustomDetents(of: ninth, in: detents, slotted: false).isEmpty)
    #expect(navigator.checkCustomDetents(of: ninth, in: detents, slotted: true) == ["z7"])
    #expect(diagnostics.count == 2)
  }
}
