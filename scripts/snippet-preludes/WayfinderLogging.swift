// What a doc-comment example of WayfinderLogging may use without declaring it (after the
// core's prelude): swift-log.

@_exported import Logging
@_exported import WayfinderLogging
