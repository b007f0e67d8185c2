import Testing
import Wayfinder

/// Plan lengths for the changes apps make most, per host preset. The README quotes this table.
@Suite("Plan lengths for typical changes")
struct TypicalPlanTests {
  struct Change: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @Sendable () throws -> (NavigationState<Screen>, NavigationState<Screen>)
    /// Steps for SwiftUI (iOS 17+), the strict test host, UIKit, ideal.
    let lengths: [Int]
    var testDescription: String { name }
  }

  static let changes: [Change] = [
    Change(
      name: "push one screen",
      make: {
        let old = fourTabs()
        var new = old
        try new.push(.two)
        return (old, new)
      }, lengths: [1, 1, 1, 1]),
    Change(
      name: "replace the top screen (pop and push)",
      make: {
        var old = fourTabs()
        try old.push(.two)
        var new = old
        try new.replaceTop(with: .three)
        return (old, new)
      }, lengths: [2, 2, 1, 1]),
    Change(
      name: "deep link: dismiss two sheets, switch tab, push two",
      make: {
        var old = fourTabs()
        try old.present(.presented, as: sampleSheet)
        try old.present(.detail(1), as: sampleSheet)
        var new = old
        new.dismissAll()
        try new.selectTab(.tabC)
        try new.push(contentsOf: [.two, .three])
        return (old, new)
      }, lengths: [2, 4, 2, 2]),
    Change(
      name: "present a sheet and a cover on top of it",
      make: {
        let old = fourTabs()
        var new = old
        try new.present(.presented, as: sampleSheet)
        try new.present(.detail(2), as: .fullScreenCover)
        return (old, new)
      }, lengths: [2, 2, 2, 1]),
    Change(
      name: "close three layers and pop to root",
      make: {
        var old = fourTabs()
        try old.push(contentsOf: [.two, .three])
        for _ in 0..<3 { try old.present(.presented, as: .fullScreenCover) }
        var new = old
        new.dismissAll()
        try new.popToRoot()
        return (old, new)
      }, lengths: [2, 4, 2, 2]),
    Change(
      name: "switch tab",
      make: {
        let old = fourTabs()
        var new = old
        try new.selectTab(.tabD)
        return (old, new)
      }, lengths: [1, 1, 1, 1]),
  ]

  @Test("steps per preset", arguments: changes)
  func lengths(change: Change) throws {
    let (old, new) = try change.make()
    let lengths = HostCapabilities.tested.map {
      NavigationPlanner.plan(from: old, to: new, capabilities: $0).count
    }
    #expect(lengths == change.lengths)
  }
}
