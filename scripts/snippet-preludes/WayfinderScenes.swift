// What a doc-comment example of WayfinderScenes may use without declaring it (after the core's
// prelude): the app's link inbox.

@_exported import WayfinderScenes

@MainActor let inbox = LinkInbox(links: links)
