// An iOS 18 API used without `#available`: scripts/check-adapters must reject this file at the
// package's deployment target (iOS 17) on the line marked WRONG, and accept it at iOS 26, which
// proves the check sees availability as Xcode does.
#if canImport(SwiftUI)
  import SwiftUI

  struct ZoomedDetail: View {
    let namespace: Namespace.ID
    var body: some View {
      Text("detail")
        .navigationTransition(.zoom(sourceID: 1, in: namespace))  // WRONG: iOS 18 and later
    }
  }
#endif
