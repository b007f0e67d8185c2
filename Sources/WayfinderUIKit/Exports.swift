#if canImport(UIKit)
  // WayfinderUIKit brings the core with it: `import WayfinderUIKit` is enough in an app.
  @_exported public import Wayfinder
#endif
