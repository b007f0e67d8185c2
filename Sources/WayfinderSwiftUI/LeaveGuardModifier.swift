#if canImport(SwiftUI)
  public import SwiftUI
  import Foundation
  import Wayfinder

  /// Keeps the leave guard of the screen it is in on while `isActive` is true, by holding the
  /// guard's token: setting it to `nil` (or the view going away) lifts the guard.
  @MainActor
  struct LeaveGuardModifier: ViewModifier {
    let isActive: Bool
    let confirm: (@MainActor () async -> Bool)?
    @Environment(\.screenContext) private var context
    @Environment(\.anyNavigator) private var navigator
    @State private var token: NavigationToken?

    func body(content: Content) -> some View {
      content
        // Again on each appearance, for the newest `confirm`; the older token then does nothing.
        .onAppear { update(isActive) }
        .onChange(of: isActive) { _, active in update(active) }
        // A link's screen is given its entry a moment after it first renders.
        .onChange(of: context?.entryID) { _, _ in update(isActive) }
    }

    private func update(_ active: Bool) {
      guard active else {
        token = nil
        return
      }
      guard let navigator, let entry = context?.entryID else {
        #if DEBUG
          FileHandle.standardError.write(
            Data(
              ("Wayfinder: leaveGuard(isActive:confirm:) is used outside a screen that "
                + "NavigationRoot or UIKitHost shows; nothing is guarded.\n").utf8))
        #endif
        return
      }
      // Refused only for a screen already gone from the state: there is nothing to guard.
      token = try? navigator.guardLeaving(entry, canLeave: nil, confirm: confirm)
    }
  }

  extension View {
    /// Guards the screen this view is in against being left while `isActive` (a form with
    /// unsaved changes): the back button and swipe, and the sheet's drag, are disabled;
    /// commands that would remove the screen ask `confirm` first. See
    /// `Navigator.guardLeaving(_:canLeave:confirm:)`.
    ///
    /// ```swift
    /// struct EditView: View {
    ///   @Environment(Navigator<Screen>.self) private var navigator
    ///   @State private var name = ""
    ///   let savedName: String
    ///   var body: some View {
    ///     Form { TextField("Name", text: $name) }
    ///       .leaveGuard(isActive: name != savedName) {
    ///         (try? await navigator.presentAlert(discardChangesAlert)) == "discard"
    ///       }
    ///   }
    /// }
    /// ```
    /// - Parameters:
    ///   - isActive: Whether the guard is on.
    ///   - confirm: Asks the user; `true` lets the refused command run. Without it, commands
    ///     that would remove the screen are refused while `isActive`.
    /// - Returns: The view, guarded.
    public func leaveGuard(
      isActive: Bool, confirm: (@MainActor () async -> Bool)? = nil
    ) -> some View {
      modifier(LeaveGuardModifier(isActive: isActive, confirm: confirm))
    }
  }
#endif
