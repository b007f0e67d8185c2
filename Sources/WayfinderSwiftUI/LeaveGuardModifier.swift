#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  /// Keeps a screen's leave guard on while `isActive` is true.
  @MainActor
  struct LeaveGuardModifier<Route: Hashable & Sendable>: ViewModifier {
    let screen: ScopedNavigator<Route>?
    let isActive: Bool
    let confirm: (@MainActor () async -> Bool)?

    func body(content: Content) -> some View {
      content
        .onAppear { update(isActive) }
        .onChange(of: isActive) { _, active in update(active) }
    }

    private func update(_ active: Bool) {
      guard let screen else { return }
      if active {
        try? screen.guardLeaving(confirm: confirm)
      } else {
        screen.stopGuardingLeave()
      }
    }
  }

  extension View {
    /// Guards a screen against being left while `isActive` (a form with unsaved changes):
    /// the back button and swipe, and the sheet's drag, are disabled; commands that would
    /// remove the screen ask `confirm` first.
    ///
    /// ```swift
    /// struct EditView: View {
    ///   @Environment(\.screenContext) private var screen
    ///   @Environment(Navigator<Screen>.self) private var navigator
    ///   @State private var name = ""
    ///   let savedName: String
    ///   var body: some View {
    ///     Form { TextField("Name", text: $name) }
    ///       .leaveGuard(screen?.handle(in: navigator), isActive: name != savedName) {
    ///         (try? await navigator.ask(discardChangesAlert)) == "discard"
    ///       }
    ///   }
    /// }
    /// ```
    /// - Parameters:
    ///   - screen: The screen's handle.
    ///   - isActive: Whether the guard is on.
    ///   - confirm: Asks the user; `true` lets the refused command run. Without it, commands
    ///     that would remove the screen are refused while `isActive`.
    /// - Returns: The view, guarded.
    public func leaveGuard<Route: Hashable & Sendable>(
      _ screen: ScopedNavigator<Route>?, isActive: Bool,
      confirm: (@MainActor () async -> Bool)? = nil
    ) -> some View {
      modifier(LeaveGuardModifier(screen: screen, isActive: isActive, confirm: confirm))
    }
  }
#endif
