// A deliberately wrong SwiftUI call: scripts/check-adapters must reject this file on the line
// marked WRONG, which proves the check would catch such a mistake in the adapter or examples.
#if canImport(SwiftUI)
  import SwiftUI
  import WayfinderSwiftUI

  enum Screen: Hashable, Sendable { case home }

  struct Wrong: View {
    let navigator: Navigator<Screen>
    var body: some View {
      NavigationRoot(navigator) { _ in Text("home") }
        .presentationDetents([.medium], selectedDetent: .large)  // WRONG: the label is `selection:`
    }
  }
#endif
