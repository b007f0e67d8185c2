extension ScreenNavigator {
  /// Whether this screen is the one the user sees: on top of its window, as the host has shown
  /// it, while the window is active (see ``ScreenFocusTracker``). A view that reads it is
  /// rendered again when it changes; `false` outside a view a host shows.
  ///
  /// ```swift
  /// import SwiftUI
  /// import WayfinderSwiftUI
  ///
  /// struct Inbox: View {
  ///   @ScreenNavigation<Screen> var screen
  ///   var body: some View {
  ///     Text("Inbox")
  ///       .onChange(of: screen.isFocused) { _, focused in
  ///         if focused { print("back on top: refresh") }
  ///       }
  ///   }
  /// }
  /// ```
  public var isFocused: Bool {
    guard let navigator, let id else { return false }
    return ScreenFocusTracker.of(navigator).isFocused(id)
  }
}
