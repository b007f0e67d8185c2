#if canImport(SwiftUI)
  // WayfinderSwiftUI brings the core and its windows (WayfinderScenes) with it: `import WayfinderSwiftUI` is enough in an app.
  @_exported public import Wayfinder
  @_exported public import WayfinderScenes
#endif
