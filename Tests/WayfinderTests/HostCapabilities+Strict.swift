@testable import Wayfinder

extension HostCapabilities {
  /// The strictest host the planner is tested against: as ``swiftUI``, but one modal is
  /// dismissed per update and a tab switch never shares an update with a path change (how
  /// SwiftUI behaved before iOS 17). No host of the package is this strict; planning for it keeps
  /// the planner general.
  static let strict = HostCapabilities(
    name: "strict", pushesSeveralAtOnce: true, popsSeveralAtOnce: true,
    replacesStackInOneStep: false, dismissesSeveralAtOnce: false, presentsSeveralAtOnce: false,
    changesTabAndStackTogether: false, changesRootAndPathTogether: false)

  /// The presets and ``strict``, in the order of the plan-length tables: SwiftUI, strict,
  /// UIKit, ideal.
  static let tested: [HostCapabilities] = [.swiftUI, .strict, .uiKit, .ideal]
}
