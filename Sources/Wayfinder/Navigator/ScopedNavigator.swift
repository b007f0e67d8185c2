/// The part of the navigation a scoped navigator may touch.
///
/// ```swift
/// let mail = navigator.scoped(to: .stack(.tab("mail")))
/// let me = navigator.scoped(to: .screen(entryID))
/// ```
public enum NavigationScope: Hashable, Sendable, CustomStringConvertible {
  /// One stack: a tab's, a layer's, or the base stack.
  case stack(StackLocation)
  /// One screen, and the stack that holds it.
  case screen(EntryID)

  /// `stack tab mail` or `screen #4`.
  public var description: String {
    switch self {
    case .stack(let location): "stack \(location)"
    case .screen(let id): "screen \(id)"
    }
  }
}

/// A navigator handle limited to one part of the navigation: what a feature module or a
/// screen receives instead of the whole ``Navigator``.
///
/// It pushes and pops only on its own stack (whatever layer is on top), closes only itself,
/// and names no other location, so a feature cannot touch another tab. A screen's handle
/// (scope ``NavigationScope/screen(_:)``) closes the screen the way it was shown — pop or
/// dismiss — and finishes it with a result for whoever awaits it.
///
/// ```swift
/// import SwiftUI
///
/// struct PickerView: View {
///   let screen: ScopedNavigator<Screen>
///   var body: some View {
///     Button("Red") { try? screen.finish(with: Color.red) }
///     Button("Cancel") { try? screen.close() }
///   }
/// }
/// ```
@MainActor
public struct ScopedNavigator<Route: Hashable & Sendable> {
  private let navigator: Navigator<Route>
  /// What this handle may touch.
  public let scope: NavigationScope

  init(navigator: Navigator<Route>, scope: NavigationScope) {
    self.navigator = navigator
    self.scope = scope
  }

  /// The stack this handle acts on, or `nil` when its scope has left the state.
  public var location: StackLocation? {
    switch scope {
    case .stack(let location):
      navigator.storage.stack(at: location) == nil ? nil : location
    case .screen(let id):
      navigator.storage.location(of: id)
    }
  }

  /// The stack this handle acts on (observed: a view reading it re-renders when it changes).
  public var stack: Stack<Route>? { location.flatMap(navigator.stack(at:)) }

  /// The stack's location, or the error naming the scope that left.
  private func resolved() throws(NavigationError) -> StackLocation {
    guard let location else {
      switch scope {
      case .stack(let location): throw .stackNotFound(location)
      case .screen(let id): throw .entryNotFound(id)
      }
    }
    return location
  }

  /// The screen closed or finished by this handle: its own, or its layer's root.
  private func ownScreen() throws(NavigationError) -> EntryID {
    switch scope {
    case .screen(let id): return id
    case .stack(.layer(let layer)):
      guard let stack = navigator.storage.stack(at: .layer(layer)) else {
        throw .stackNotFound(.layer(layer))
      }
      return stack.root.id
    case .stack(let location):
      guard let stack = navigator.storage.stack(at: location) else {
        throw .stackNotFound(location)
      }
      throw .cannotClose(stack.root.id)
    }
  }

  /// Pushes screens on this handle's stack.
  ///
  /// ```swift
  /// try mail.push(.message(7))
  /// ```
  /// - Parameter routes: The screens, bottom to top.
  /// - Throws: The navigator's error; the state is then unchanged.
  public func push(_ routes: Route...) throws(NavigationError) {
    try navigator.push(contentsOf: routes, on: resolved())
  }

  /// Pushes a screen on this handle's stack and waits for its result; see
  /// ``Navigator/push(_:on:returning:)``.
  /// - Parameters:
  ///   - route: The screen.
  ///   - type: The result's type.
  /// - Returns: The result, or `nil` when the screen went any other way.
  /// - Throws: The navigator's error.
  public func push<Value: Sendable>(_ route: Route, returning type: Value.Type)
    async throws(NavigationError) -> Value?
  {
    try await navigator.push(route, on: resolved(), returning: type)
  }

  /// Pops screens off this handle's stack.
  /// - Parameter count: How many (default 1).
  /// - Throws: The navigator's error.
  public func pop(_ count: Int = 1) throws(NavigationError) {
    try navigator.pop(count, on: resolved())
  }

  /// Pops this handle's stack to its root.
  /// - Throws: The navigator's error.
  public func popToRoot() throws(NavigationError) {
    try navigator.popToRoot(on: resolved())
  }

  /// Pops this handle's stack to one of its screens.
  /// - Parameter entry: A screen on this handle's stack.
  /// - Throws: ``NavigationError/outsideScope(_:)`` for a screen on another stack.
  public func pop(to entry: EntryID) throws(NavigationError) {
    let location = try resolved()
    guard navigator.storage.location(of: entry) == location else { throw .outsideScope(entry) }
    try navigator.pop(to: entry)
  }

  /// Presents a screen above everything, and returns a handle for the new layer.
  ///
  /// ```swift
  /// let sheet = try screen.present(.compose, as: .sheet())
  /// ```
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - presentation: How to present it.
  /// - Returns: A handle scoped to the new layer.
  /// - Throws: The navigator's error.
  @discardableResult
  public func present(_ route: Route, as presentation: Presentation) throws(NavigationError)
    -> ScopedNavigator
  {
    _ = try resolved()
    try navigator.present(route, as: presentation)
    let layer = navigator.storage.layers.last?.id ?? LayerID(0)
    return ScopedNavigator(navigator: navigator, scope: .stack(.layer(layer)))
  }

  /// Presents a screen and waits for its result; see ``Navigator/present(_:as:returning:)``.
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - presentation: How to present it.
  ///   - type: The result's type.
  /// - Returns: The result, or `nil` when the screen went any other way.
  /// - Throws: The navigator's error.
  public func present<Value: Sendable>(
    _ route: Route, as presentation: Presentation, returning type: Value.Type
  ) async throws(NavigationError) -> Value? {
    _ = try resolved()
    return try await navigator.present(route, as: presentation, returning: type)
  }

  /// Gives this handle's screen a new route, keeping its identity (a detail screen that
  /// switches to another item).
  ///
  /// ```swift
  /// try screen.replace(with: .detail(43))
  /// ```
  /// - Parameter route: The screen's new route.
  /// - Throws: ``NavigationError/cannotClose(_:)`` for a stack's handle, or the navigator's
  ///   error.
  public func replace(with route: Route) throws(NavigationError) {
    try navigator.replace(ownScreen(), with: route)
  }

  /// Closes this handle's screen (or its layer): pops it when it was pushed, dismisses it
  /// when it was presented. Its leave guard is asked.
  /// - Throws: ``NavigationError/cannotClose(_:)`` for a tab's or the base stack's handle, or
  ///   the navigator's error.
  public func close() throws(NavigationError) {
    try navigator.close(ownScreen())
  }

  /// Closes this handle's screen (or its layer) with a result for whoever awaits it.
  ///
  /// ```swift
  /// try screen.finish(with: Color.red)
  /// ```
  /// - Parameter value: The result.
  /// - Throws: ``NavigationError/resultTypeMismatch(_:)``, or what ``close()`` throws.
  public func finish<Value: Sendable>(with value: Value) throws(NavigationError) {
    try navigator.finish(ownScreen(), with: value)
  }

  /// Guards this handle's screen against being left; see
  /// ``Navigator/guardLeaving(_:canLeave:confirm:)``.
  /// - Parameters:
  ///   - canLeave: Answers at once; `true` lets a command remove the screen.
  ///   - confirm: Asks the user; `true` lets the refused command run.
  /// - Throws: What ``close()`` throws for a scope without a screen of its own.
  public func guardLeaving(
    canLeave: (@MainActor () -> Bool)? = nil, confirm: (@MainActor () async -> Bool)? = nil
  ) throws(NavigationError) {
    try navigator.guardLeaving(ownScreen(), canLeave: canLeave, confirm: confirm)
  }

  /// Removes this handle's screen's leave guard.
  public func stopGuardingLeave() {
    if let screen = try? ownScreen() { navigator.stopGuardingLeave(screen) }
  }
}

extension Navigator {
  /// A handle that can only touch one part of the navigation.
  ///
  /// ```swift
  /// struct MailFeature {
  ///   let navigator: ScopedNavigator<Screen>
  /// }
  /// let feature = MailFeature(navigator: navigator.scoped(to: .stack(.tab("mail"))))
  /// ```
  /// - Parameter scope: The part.
  /// - Returns: The handle.
  public func scoped(to scope: NavigationScope) -> ScopedNavigator<Route> {
    ScopedNavigator(navigator: self, scope: scope)
  }

  /// A screen's own handle: close me, push on my stack, present above me, finish me with a
  /// result.
  ///
  /// ```swift
  /// try navigator.screen(pickerID).finish(with: Color.red)
  /// ```
  /// - Parameter entry: The screen.
  /// - Returns: The handle.
  public func screen(_ entry: EntryID) -> ScopedNavigator<Route> {
    ScopedNavigator(navigator: self, scope: .screen(entry))
  }
}
