// What a doc-comment example of WayfinderFlows may use without declaring it (after the core's
// prelude): a flow.

@_exported import WayfinderFlows

let onboarding = NavigationFlow<Screen>([.push(.welcome), .push(.features)])
