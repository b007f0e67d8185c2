/// Where a screen is: its entry and the stack that holds it. Both hosts give it to every
/// screen they show (`NavigationRoot` in the SwiftUI environment, `UIKitHost` to the
/// controllers it makes), and make the screen's ``ScreenNavigator`` from it.
package struct ScreenContext: Hashable, Sendable {
  /// The screen's entry, `nil` for a link's screen in the moment before the navigator
  /// pushed it.
  package var entryID: EntryID?
  /// The stack the screen is on.
  package var location: StackLocation

  /// Creates a context.
  /// - Parameters:
  ///   - entryID: The screen's entry.
  ///   - location: Its stack.
  package init(entryID: EntryID?, location: StackLocation) {
    self.entryID = entryID
    self.location = location
  }
}
