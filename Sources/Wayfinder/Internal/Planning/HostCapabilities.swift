/// What a host can do in one update (one animation), which decides how the planner splits a
/// change into steps.
///
/// ```swift
/// let plan = NavigationPlanner.plan(from: old, to: new, capabilities: .swiftUI)
/// ```
@usableFromInline package struct HostCapabilities: Hashable, Sendable, CustomStringConvertible {
  /// The preset's name, for logs.
  @usableFromInline package var name: String
  /// Append more than one screen to a stack in one update.
  @usableFromInline package var pushesSeveralAtOnce: Bool
  /// Remove more than one screen from a stack in one update.
  @usableFromInline package var popsSeveralAtOnce: Bool
  /// Change a stack arbitrarily (pop and push, or replace) in one animated update.
  @usableFromInline package var replacesStackInOneStep: Bool
  /// Dismiss more than one modal layer in one update.
  @usableFromInline package var dismissesSeveralAtOnce: Bool
  /// Present more than one modal layer in one update.
  @usableFromInline package var presentsSeveralAtOnce: Bool
  /// Change the selected tab and one stack in the same update.
  @usableFromInline package var changesTabAndStackTogether: Bool
  /// Change a shown stack's root and its pushed screens in the same update. SwiftUI drops
  /// the new path when a `NavigationStack`'s root and path change together (rule Q5), so its
  /// presets say no: the root is swapped in an update of its own, and a rebuild (a restored
  /// state, a new set of tabs) goes through the stacks' roots first.
  @usableFromInline package var changesRootAndPathTogether: Bool

  /// Creates a capability set.
  /// - Parameters:
  ///   - name: A name for logs.
  ///   - pushesSeveralAtOnce: See the property of the same name.
  ///   - popsSeveralAtOnce: See the property of the same name.
  ///   - replacesStackInOneStep: See the property of the same name.
  ///   - dismissesSeveralAtOnce: See the property of the same name.
  ///   - presentsSeveralAtOnce: See the property of the same name.
  ///   - changesTabAndStackTogether: See the property of the same name.
  ///   - changesRootAndPathTogether: See the property of the same name (default: `true`).
  @usableFromInline package init(
    name: String, pushesSeveralAtOnce: Bool, popsSeveralAtOnce: Bool,
    replacesStackInOneStep: Bool, dismissesSeveralAtOnce: Bool, presentsSeveralAtOnce: Bool,
    changesTabAndStackTogether: Bool, changesRootAndPathTogether: Bool = true
  ) {
    self.name = name
    self.pushesSeveralAtOnce = pushesSeveralAtOnce
    self.popsSeveralAtOnce = popsSeveralAtOnce
    self.replacesStackInOneStep = replacesStackInOneStep
    self.dismissesSeveralAtOnce = dismissesSeveralAtOnce
    self.presentsSeveralAtOnce = presentsSeveralAtOnce
    self.changesTabAndStackTogether = changesTabAndStackTogether
    self.changesRootAndPathTogether = changesRootAndPathTogether
  }

  /// SwiftUI on iOS 17 and later: a `NavigationStack` path can gain or lose several screens in
  /// one update, but a replacement of the same length does not animate (Q3), so a pop and a
  /// push are two acknowledged updates, each one write of the path (Q2); a stack's root is
  /// never swapped together with its path (Q5); nested sheets can be dismissed together; only
  /// one sheet or cover can be presented per update, never in the update that dismisses (Q12).
  @usableFromInline package static let swiftUI = HostCapabilities(
    name: "SwiftUI (iOS 17+)", pushesSeveralAtOnce: true, popsSeveralAtOnce: true,
    replacesStackInOneStep: false, dismissesSeveralAtOnce: true, presentsSeveralAtOnce: false,
    changesTabAndStackTogether: true, changesRootAndPathTogether: false)

  /// UIKit: `setViewControllers(_:animated:)` changes a stack in one animation, dismissing a
  /// presenter removes everything above it, and one controller is presented at a time.
  @usableFromInline package static let uiKit = HostCapabilities(
    name: "UIKit", pushesSeveralAtOnce: true, popsSeveralAtOnce: true,
    replacesStackInOneStep: true, dismissesSeveralAtOnce: true, presentsSeveralAtOnce: false,
    changesTabAndStackTogether: true)

  /// A host that can do anything in one update, such as a test or a terminal.
  @usableFromInline package static let ideal = HostCapabilities(
    name: "ideal", pushesSeveralAtOnce: true, popsSeveralAtOnce: true,
    replacesStackInOneStep: true, dismissesSeveralAtOnce: true, presentsSeveralAtOnce: true,
    changesTabAndStackTogether: true)

  /// The three presets.
  @usableFromInline package static let presets: [HostCapabilities] = [.swiftUI, .uiKit, .ideal]

  /// The preset's name.
  @usableFromInline package var description: String { name }
}
