/// A screen's own navigator: push on its stack, present above it, give it a new route, close
/// it, finish it with a result — without naming where it is.
///
/// Every screen a host shows has one. A SwiftUI screen reads it from its environment with
/// `@ScreenNavigation` (from `WayfinderSwiftUI`); a UIKit screen asks its host,
/// `host.screen(of: self)`. A handle made outside a shown screen (a preview, a view a host
/// did not show) refuses every verb with ``NavigationError/Code-swift.enum/invalid``, never silently.
///
/// ```swift
/// import SwiftUI
/// import WayfinderSwiftUI
///
/// struct PickerView: View {
///   @ScreenNavigation private var screen: ScreenNavigator<Screen>
///   var body: some View {
///     Button("Red") { try? screen.finish(with: Color.red) }
///     Button("Cancel") { try? screen.close() }
///   }
/// }
/// ```
@MainActor
public struct ScreenNavigator<Route: Hashable & Sendable>: Sendable {
  private let shownBy: Navigator<Route>?
  private let entry: EntryID?

  /// A handle for a screen the navigator shows, for code that holds the screen's id (a
  /// coordinator, a test).
  ///
  /// ```swift
  /// let picker = ScreenNavigator(navigator, entry: pickerID)
  /// try picker.finish(with: "red")
  /// ```
  /// - Parameters:
  ///   - navigator: The navigator that shows the screen.
  ///   - entry: The screen.
  public init(_ navigator: Navigator<Route>, entry: EntryID) {
    self.init(navigator: navigator, entry: entry)
  }

  /// A handle for what a host knows of a screen; `nil` parts make a handle outside a screen.
  package init(navigator: Navigator<Route>?, entry: EntryID?) {
    self.shownBy = navigator
    self.entry = entry
  }

  /// The navigator that shows the screen, for what a screen's own verbs do not cover (select
  /// a tab, open a link).
  ///
  /// ```swift
  /// try screen.navigator.selectTab("inbox")
  /// ```
  /// - Throws: ``NavigationError/Code-swift.enum/invalid`` when no navigator shows this screen.
  public var navigator: Navigator<Route> {
    get throws(NavigationError) {
      guard let shownBy else { throw .outsideScreen }
      return shownBy
    }
  }

  /// The screen's entry, for the navigator's own commands (a leave guard in UIKit).
  ///
  /// ```swift
  /// let formGuard = try screen.navigator.guardLeaving(screen.id, canLeave: { !form.hasChanges })
  /// try screen.navigator.pop(to: screen.id)  // back to this screen
  /// ```
  /// - Throws: ``NavigationError/Code-swift.enum/invalid`` outside a shown screen.
  public var id: EntryID {
    get throws(NavigationError) {
      guard shownBy != nil, let entry else { throw .outsideScreen }
      return entry
    }
  }

  /// The navigator and the stack that holds the screen.
  private func place() throws(NavigationError) -> (Navigator<Route>, EntryID, StackLocation) {
    let navigator = try navigator
    let entry = try id
    guard let location = navigator.storage.location(of: entry) else {
      throw .entryNotFound(entry)
    }
    return (navigator, entry, location)
  }

  /// Pushes screens on this screen's stack, even while a sheet covers it.
  ///
  /// ```swift
  /// try screen.push(.message(7))
  /// ```
  /// - Parameter routes: The screens, bottom to top.
  /// - Throws: ``NavigationError/Code-swift.enum/invalid``, ``NavigationError/Code-swift.enum/notFound`` once
  ///   the screen has left, or the navigator's error; the state is then unchanged.
  public func push(_ routes: Route...) throws(NavigationError) {
    let (navigator, _, location) = try place()
    try navigator.push(contentsOf: routes, on: location)
  }

  /// Pushes a screen on this screen's stack and waits for its result, as
  /// `Navigator.result(of:as:)` waits.
  ///
  /// ```swift
  /// let contact = try await screen.push(.contactPicker, returning: Contact.self)
  /// ```
  /// - Parameters:
  ///   - route: The screen.
  ///   - type: The result's type.
  /// - Returns: The result, or `nil` when the screen went any other way.
  /// - Throws: What ``push(_:)-(Route...)`` throws.
  public func push<Value: Sendable>(_ route: Route, returning type: Value.Type)
    async throws(NavigationError) -> Value?
  {
    let (navigator, _, location) = try place()
    let pushed = try navigator.push(route, on: location)
    return await navigator.result(of: pushed, as: type)
  }

  /// Presents a screen above everything, as the root of a new layer.
  ///
  /// ```swift
  /// try screen.present(.compose, as: .sheet())
  /// ```
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - presentation: How to present it.
  /// - Throws: What ``push(_:)-(Route...)`` throws.
  public func present(_ route: Route, as presentation: Presentation) throws(NavigationError) {
    let (navigator, _, _) = try place()
    try navigator.present(route, as: presentation)
  }

  /// Presents a screen and waits for its result, as `Navigator.result(of:as:)` waits.
  ///
  /// ```swift
  /// let color = try await screen.present(.picker, as: .sheet(), returning: String.self)
  /// ```
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - presentation: How to present it.
  ///   - type: The result's type.
  /// - Returns: The result, or `nil` when the screen went any other way.
  /// - Throws: What ``push(_:)-(Route...)`` throws.
  public func present<Value: Sendable>(
    _ route: Route, as presentation: Presentation, returning type: Value.Type
  ) async throws(NavigationError) -> Value? {
    let (navigator, _, _) = try place()
    let layer = try navigator.present(route, as: presentation)
    return await navigator.result(of: layer, as: type)
  }

  /// Gives this screen a new route, keeping its identity (a detail screen that switches to
  /// another item).
  ///
  /// ```swift
  /// try screen.replace(with: .detail(43))
  /// ```
  /// - Parameter route: The screen's new route.
  /// - Throws: What ``push(_:)-(Route...)`` throws.
  public func replace(with route: Route) throws(NavigationError) {
    let (navigator, entry, _) = try place()
    try navigator.replace(entry, with: route)
  }

  /// Closes this screen the way it was shown: pops it when it was pushed, dismisses its layer
  /// when it is a layer's root. Its leave guard is asked.
  ///
  /// ```swift
  /// try screen.close()  // the form's Cancel button
  /// ```
  /// - Throws: ``NavigationError/Code-swift.enum/outOfRange`` for the root of a tab, of the base stack
  ///   or of a sidebar, or what ``push(_:)-(Route...)`` throws.
  public func close() throws(NavigationError) {
    let (navigator, entry, _) = try place()
    try navigator.close(entry)
  }

  /// Closes this screen with a result for whoever awaits it.
  ///
  /// ```swift
  /// try screen.finish(with: Color.red)
  /// ```
  /// - Parameter value: The result.
  /// - Throws: ``NavigationError/Code-swift.enum/invalid``, or what ``close()`` throws.
  public func finish<Value: Sendable>(with value: Value) throws(NavigationError) {
    let (navigator, entry, _) = try place()
    try navigator.finish(entry, with: value)
  }
}
