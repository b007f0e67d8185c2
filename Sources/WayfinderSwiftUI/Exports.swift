#if canImport(SwiftUI)
  // WayfinderSwiftUI brings the core with it: `import WayfinderSwiftUI` is enough in an app.
  @_exported public import Wayfinder
#endif
