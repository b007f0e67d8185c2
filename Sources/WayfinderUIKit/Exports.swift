#if canImport(UIKit)
  // WayfinderUIKit brings the core and its windows (WayfinderScenes) with it: `import WayfinderUIKit` is enough in an app.
  @_exported public import Wayfinder
  @_exported public import WayfinderScenes
#endif
