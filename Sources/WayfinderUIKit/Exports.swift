#if canImport(UIKit)
  // WayfinderUIKit brings the core, its windows (WayfinderScenes) and the SwiftUI adapter
  // (`@ScreenNavigation` for the SwiftUI screens of `ScreenHostingController`) with it:
  // `import WayfinderUIKit` is enough in an app.
  @_exported public import Wayfinder
  @_exported public import WayfinderScenes
  @_exported public import WayfinderSwiftUI
#endif
