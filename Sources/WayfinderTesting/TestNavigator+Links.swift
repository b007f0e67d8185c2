public import Foundation
public import Wayfinder

extension TestNavigator {
  /// Opens a link as the app does (`onOpenURL`, a universal link) and checks the whole state
  /// it leads to: one event, opening that link, not refused, no diagnostic, and a state equal —
  /// tabs, stacks, layers, alert and ids — to what `expected` makes of the old state.
  ///
  /// ```swift
  /// try test.open(
  ///   URL(string: "myapp://inbox/messages/7")!,
  ///   expecting: { state in
  ///     try state.selectTab("inbox")
  ///     try state.push(.message(7))
  ///   })
  /// ```
  /// - Parameters:
  ///   - url: The link, opened with the navigator's `links`.
  ///   - policy: What the link replaces (default: `keepOtherTabs`).
  ///   - expected: Mutates a copy of the old state into the whole state expected.
  ///   - fileID: The file of the call, reported with a failure.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Throws: ``TestNavigatorFailure`` naming the refusal, the unexpected events or the
  ///   difference of the states; or an error thrown by `expected`.
  public func open(
    _ url: URL, policy: LinkPolicy = .keepOtherTabs,
    expecting expected: (inout NavigationState<Route>) throws -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    let caller = Caller(fileID: fileID, filePath: filePath, line: line, column: column)
    try settleEarlierEvents(at: caller)
    var wanted = navigator.state
    var refusal: NavigationError?
    do {
      try navigator.open(url, policy: policy)
    } catch {
      refusal = error
    }
    try expected(&wanted)
    let produced = unasserted
    unasserted = []
    if let refusal {
      throw TestNavigatorFailure(
        .refused, "the link \(url.absoluteString) was refused: \(refusal)", caller)
    }
    guard produced.count == 1, let event = produced.first,
      event.command.kind == .open(url.absoluteString)
    else {
      throw TestNavigatorFailure(
        .eventDiffers,
        "expected one event opening \(url.absoluteString), got: "
          + produced.map(\.description).joined(separator: "; "), caller)
    }
    try check(wanted, at: caller)
  }
}
