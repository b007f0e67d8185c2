// What a doc-comment example of WayfinderTesting may use without declaring it (after the
// core's prelude): a test's navigator.

@_exported import Testing
@_exported import WayfinderTesting

@MainActor let test = TestNavigator(NavigationState<Screen>.start)
@MainActor let expected = NavigationState<Screen>.start
@MainActor let actual = NavigationState<Screen>.start
let traceURL = URL(fileURLWithPath: "session.wftrace")
