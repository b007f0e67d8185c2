#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder

  /// Closes a screen's back button where a leave guard says so, before the user can start a way
  /// back (Q37): a guarded screen has none (it offers its own way out, a Cancel that asks),
  /// and a screen above a guarded one has a plain button that goes back one screen, without
  /// the system button's long-press menu, which could pop past the guarded one. The stack's
  /// swipes are turned off by the screen's transition probe.
  struct BackLock<Route: Hashable & Sendable>: ViewModifier {
    let displayed: DisplayedNavigation<Route>
    let entryID: EntryID?
    let location: StackLocation

    func body(content: Content) -> some View {
      let button = entryID.map { displayed.backButton(for: $0, at: location) } ?? .system
      content
        .navigationBarBackButtonHidden(button != .system)
        .toolbar {
          if button == .oneStep, let entryID {
            ToolbarItem(placement: .navigation) {
              Button {
                displayed.goBackOneStep(from: entryID, at: location)
              } label: {
                Label("Back", systemImage: "chevron.backward")
              }
            }
          }
        }
    }
  }
#endif
