/// The entry a destination view of a navigation view stands for, claimed when the view is made
/// and kept for as long as it lives (Q34).
///
/// Two screens that links pushed with the same route on one stack have equal path elements,
/// as SwiftUI sees them, so a lookup by element alone names both by the topmost. A destination
/// view is made when its element is pushed, and then its screen *is* the topmost of its route:
/// the entry found then is its own. The view keeps this box in its `@State`, so its context,
/// its guard's back button and its transition probe keep naming its own entry when a later
/// screen with the same route is pushed above it, and while a step takes it away (Q8).
///
/// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
/// ```swift
/// struct Destination: View {
///   @State private var claim = EntryClaim()
///   var body: some View {
///     let id = claim.entry { displayed.entryID(for: element, in: location) }
///     screen(element.route).environment(\.screenContext, ScreenContext(entryID: id, …))
///   }
/// }
/// ```
@MainActor
package final class EntryClaim {
  private var claimed: EntryID?

  /// Creates an empty claim.
  package init() {}

  /// The claimed entry, found by `resolve` the first time it names one.
  /// - Parameter resolve: Finds the entry shown for the view's element now.
  /// - Returns: The entry, or `nil` while none is shown yet.
  package func entry(_ resolve: () -> EntryID?) -> EntryID? {
    if let claimed { return claimed }
    claimed = resolve()
    return claimed
  }
}
