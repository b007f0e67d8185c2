/// The controllers an imperative host keeps for the entries it shows, by entry id: a screen's
/// controller is made once and reused for as long as its entry stays on its stack, and dropped
/// when the entry leaves.
///
/// Generic over the controller type, so the same rules serve `UIViewController`s in the UIKit
/// host and plain objects in tests.
///
/// <!-- snippet: skip: an excerpt of a UIKit host's code -->
/// ```swift
/// var cache = ControllerCache<Screen, UIViewController>()
/// let controllers = cache.controllers(for: stack.entries, at: .base) { screen, context in
///   makeController(for: screen, showing: context)
/// }
/// navigationController.setViewControllers(controllers, animated: true)
/// ```
package struct ControllerCache<Route: Equatable, Controller: AnyObject> {
  private var byEntry: [EntryID: (route: Route, controller: Controller)] = [:]
  private var byController: [ObjectIdentifier: EntryID] = [:]
  private var entriesAt: [StackLocation: [EntryID]] = [:]
  /// How many controllers were made so far.
  package private(set) var madeCount = 0

  /// Creates an empty cache.
  package init() {}

  /// The controllers for a stack's entries, root first: the cached one for each entry that
  /// has one (with the same route), a new one from `make` for the others. Controllers of
  /// entries that were at `location` and are no longer are dropped.
  /// - Parameters:
  ///   - entries: The stack's entries, root first.
  ///   - location: The stack.
  ///   - make: Makes the controller of a route, given the screen's context (its entry and
  ///     `location`): what a host puts into a hosted SwiftUI screen's environment.
  /// - Returns: One controller per entry.
  /// - Complexity: O(n) in the number of entries.
  package mutating func controllers(
    for entries: [Entry<Route>], at location: StackLocation,
    make: (Route, ScreenContext) -> Controller
  ) -> [Controller] {
    let kept = Set(entries.map { $0.id })
    for id in entriesAt[location] ?? [] where !kept.contains(id) { drop(id) }
    entriesAt[location] = entries.map { $0.id }
    return entries.map { entry in
      if let cached = byEntry[entry.id], cached.route == entry.route { return cached.controller }
      if byEntry[entry.id] != nil { drop(entry.id) }
      let controller = make(entry.route, ScreenContext(entryID: entry.id, location: location))
      madeCount += 1
      byEntry[entry.id] = (entry.route, controller)
      byController[ObjectIdentifier(controller)] = entry.id
      return controller
    }
  }

  /// The context of the screen a controller shows: its entry and its stack.
  /// - Parameter controller: A controller this cache made.
  /// - Returns: Its context, or `nil` for a controller the cache did not make (or dropped).
  package func context(of controller: Controller) -> ScreenContext? {
    guard let id = byController[ObjectIdentifier(controller)] else { return nil }
    let location = entriesAt.first { $0.value.contains(id) }?.key
    return location.map { ScreenContext(entryID: id, location: $0) }
  }

  /// The route of the screen a controller shows.
  /// - Parameter controller: A controller this cache made.
  /// - Returns: Its route, or `nil` for a controller the cache did not make (or dropped).
  package func route(of controller: Controller) -> Route? {
    byController[ObjectIdentifier(controller)].flatMap { byEntry[$0]?.route }
  }

  /// The cached controller of an entry.
  /// - Parameter id: The entry.
  /// - Returns: Its controller, or `nil`.
  package func controller(for id: EntryID) -> Controller? { byEntry[id]?.controller }

  /// The entries that controllers show, in order, stopping at the first controller this cache
  /// did not make (one the app pushed on its own).
  /// - Parameter controllers: A navigation controller's controllers, root first.
  /// - Returns: Their entry ids.
  package func entryIDs(of controllers: [Controller]) -> [EntryID] {
    var ids: [EntryID] = []
    for controller in controllers {
      guard let id = byController[ObjectIdentifier(controller)] else { break }
      ids.append(id)
    }
    return ids
  }

  /// Drops the controllers of a stack that is gone (a dismissed layer).
  /// - Parameter location: The stack.
  package mutating func removeStack(at location: StackLocation) {
    for id in entriesAt.removeValue(forKey: location) ?? [] { drop(id) }
  }

  /// Keeps only the first `count` entries of a stack (the user popped the others).
  /// - Parameters:
  ///   - location: The stack.
  ///   - count: How many entries remain.
  package mutating func trimStack(at location: StackLocation, to count: Int) {
    guard let ids = entriesAt[location], count < ids.count else { return }
    for id in ids[max(count, 0)...] { drop(id) }
    entriesAt[location] = Array(ids.prefix(max(count, 0)))
  }

  /// Drops every controller (the root is rebuilt).
  package mutating func removeAll() {
    byEntry = [:]
    byController = [:]
    entriesAt = [:]
  }

  /// The stacks the cache holds controllers for.
  package var locations: [StackLocation] { Array(entriesAt.keys) }

  /// How many controllers the cache holds.
  package var count: Int { byEntry.count }

  private mutating func drop(_ id: EntryID) {
    guard let cached = byEntry.removeValue(forKey: id) else { return }
    byController[ObjectIdentifier(cached.controller)] = nil
  }
}
