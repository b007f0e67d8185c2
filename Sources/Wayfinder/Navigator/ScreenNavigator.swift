import Foundation

/// A screen's own navigator: push on its stack, present above it, give it a new route, close
/// it, finish it with a result — without naming where it is, and without `try`.
///
/// Every screen a host shows has one. A SwiftUI screen reads it from its environment with
/// `@ScreenNavigation` (from `WayfinderSwiftUI`); a UIKit screen asks its host,
/// `host.screen(of: self)`. Its verbs never throw: each returns what it made (or `true`), and
/// `nil` (or `false`) when the navigator refused. A refusal is never silent: the navigator
/// publishes it as an event whose outcome is `.failed` with the ``NavigationError`` (a leave
/// guard that asks, a route rule that denies, a screen that already left), which
/// `WayfinderLogging` logs and `TestNavigator` reports. A handle made outside a shown screen (a
/// view outside every screen, a preview) does nothing and says so with the diagnostic
/// ``NavigationDiagnostic/screenNotShown(_:)`` (and, with no navigator at all, a line printed
/// in debug builds).
///
/// ```swift
/// import SwiftUI
/// import WayfinderSwiftUI
///
/// struct PickerView: View {
///   @ScreenNavigation private var screen: ScreenNavigator<Screen>
///   var body: some View {
///     Button("Red") { screen.finish(with: Color.red) }
///     Button("Cancel") { screen.close() }
///   }
/// }
/// ```
///
/// Code that must handle the reason of a refusal (a coordinator, a test) calls the
/// ``Navigator``, whose commands throw a typed ``NavigationError``.
@MainActor
public struct ScreenNavigator<Route: Hashable & Sendable>: Sendable {
  private let shownBy: Navigator<Route>?
  private let entry: EntryID?

  /// A handle for a screen the navigator shows, for code that holds the screen's id (a
  /// coordinator, a test).
  ///
  /// ```swift
  /// let picker = ScreenNavigator(navigator, entry: pickerID)
  /// picker.finish(with: "red")
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
  /// a tab, open a link); `nil` outside a view a host shows.
  ///
  /// ```swift
  /// try screen.navigator?.selectTab(AppTab.search)
  /// ```
  public var navigator: Navigator<Route>? { shownBy }

  /// The screen's entry, for the navigator's own commands (a leave guard in UIKit); `nil`
  /// outside a shown screen.
  ///
  /// ```swift
  /// var formGuard: NavigationToken?
  /// if let id = screen.id {
  ///   formGuard = try navigator.guardLeaving(id, canLeave: { !form.hasChanges })
  /// }
  /// ```
  public var id: EntryID? { shownBy == nil ? nil : entry }

  /// The stack that holds the screen: its tab, split-view column or layer (`nil` outside a
  /// shown screen, or once the screen left).
  ///
  /// ```swift
  /// if case .tab(let tab)? = screen.location { print("shown in the tab", tab) }
  /// ```
  public var location: StackLocation? {
    guard let shownBy, let entry else { return nil }
    return shownBy.state.location(of: entry)
  }

  /// Pushes a screen on this screen's stack, even while a sheet covers it.
  ///
  /// ```swift
  /// screen.push(.message(7))
  /// ```
  /// - Parameter route: The screen.
  /// - Returns: The new screen's id, or `nil` when the navigator refused (published as a
  ///   failed event; the state is then unchanged).
  @discardableResult
  public func push(_ route: Route) -> EntryID? {
    attempt("push", .push([route], on: nil)) { navigator, _, location throws(NavigationError) in
      try navigator.push(route, on: location)
    }
  }

  /// Pushes several screens on this screen's stack as one change.
  ///
  /// ```swift
  /// screen.push(contentsOf: [.message(7), .attachments])
  /// ```
  /// - Parameter routes: The screens, bottom to top.
  /// - Returns: The new screens' ids, bottom to top, or `nil` when the navigator refused.
  @discardableResult
  public func push(contentsOf routes: [Route]) -> [EntryID]? {
    attempt("push", .push(routes, on: nil)) { navigator, _, location throws(NavigationError) in
      try navigator.push(contentsOf: routes, on: location)
    }
  }

  /// Pushes a screen on this screen's stack and waits for its result, as
  /// `Navigator.result(of:as:)` waits.
  ///
  /// ```swift
  /// let contact = await screen.push(.contactPicker, returning: Contact.self)
  /// ```
  /// - Parameters:
  ///   - route: The screen.
  ///   - type: The result's type.
  /// - Returns: The result, or `nil` when the screen went any other way or the push was
  ///   refused.
  public func push<Value: Sendable>(_ route: Route, returning type: Value.Type) async -> Value? {
    guard let navigator = shownBy, let pushed = push(route) else { return nil }
    return await navigator.result(of: pushed, as: type)
  }

  /// Presents a screen above everything, as the root of a new layer.
  ///
  /// ```swift
  /// screen.present(.compose, as: .sheet(detents: [.medium, .large]))
  /// ```
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - presentation: How to present it.
  /// - Returns: The new layer's id, or `nil` when the navigator refused.
  @discardableResult
  public func present(_ route: Route, as presentation: Presentation) -> LayerID? {
    attempt("present", .present([route], presentation)) { navigator, _, _ throws(NavigationError) in
      try navigator.present(route, as: presentation)
    }
  }

  /// Presents a screen and waits for its result, as `Navigator.result(of:as:)` waits.
  ///
  /// ```swift
  /// let color = await screen.present(.picker, as: .sheet(), returning: String.self)
  /// ```
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - presentation: How to present it.
  ///   - type: The result's type.
  /// - Returns: The result, or `nil` when the screen went any other way or the presentation
  ///   was refused.
  public func present<Value: Sendable>(
    _ route: Route, as presentation: Presentation, returning type: Value.Type
  ) async -> Value? {
    guard let navigator = shownBy, let layer = present(route, as: presentation) else {
      return nil
    }
    return await navigator.result(of: layer, as: type)
  }

  /// Shows an alert owned by this screen and waits for the user's answer; the alert goes when
  /// the screen leaves.
  ///
  /// ```swift
  /// let confirm = AlertState(
  ///   title: "Delete?", buttons: [AlertButton("Delete", role: .destructive, action: "delete")])
  /// Task {
  ///   if await screen.presentAlert(confirm) == "delete" { screen.close() }
  /// }
  /// ```
  /// - Parameter alert: The alert.
  /// - Returns: The tapped button's action; `nil` when a button without an action was tapped,
  ///   the alert went any other way, or the navigator refused to show it.
  public func presentAlert(_ alert: AlertState) async -> AlertActionID? {
    guard let navigator = shownBy else { return refuseOutside("presentAlert") }
    guard let entry else { return refuseOutside("presentAlert") }
    do {
      return try await navigator.presentAlert(alert, owner: .entry(entry))
    } catch {
      Self.printRefusal("presentAlert", error)
      return nil
    }
  }

  /// Gives this screen a new route, keeping its identity (a detail screen that switches to
  /// another item).
  ///
  /// ```swift
  /// screen.replace(with: .detail(43))
  /// ```
  /// - Parameter route: The screen's new route.
  /// - Returns: `false` when the navigator refused.
  @discardableResult
  public func replace(with route: Route) -> Bool {
    let command = entry.map { NavigationCommand<Route>.Kind.replace($0, with: route) }
    return attempt("replace", command) { navigator, entry, _ throws(NavigationError) in
      try navigator.replace(entry, with: route)
    } != nil
  }

  /// Pops this screen's stack back to its first screen (a flow's last step going home).
  ///
  /// ```swift
  /// screen.popToRoot()  // the flow's Done button
  /// ```
  /// - Returns: `false` when the navigator refused (a leave guard that asks, for example).
  @discardableResult
  public func popToRoot() -> Bool {
    attempt("popToRoot", .popToRoot(on: nil)) { navigator, _, location throws(NavigationError) in
      try navigator.popToRoot(on: location)
    } != nil
  }

  /// Closes this screen the way it was shown: pops it when it was pushed, dismisses its layer
  /// when it is a layer's root. Its leave guard is asked.
  ///
  /// ```swift
  /// screen.close()  // the form's Cancel button
  /// ```
  /// - Returns: `false` when the navigator refused: the root of a tab, of the base stack or of
  ///   a sidebar cannot close, and a leave guard may keep it.
  @discardableResult
  public func close() -> Bool {
    attempt("close", entry.map { .close($0) }) { navigator, entry, _ throws(NavigationError) in
      try navigator.close(entry)
    } != nil
  }

  /// Closes this screen with a result for whoever awaits it.
  ///
  /// ```swift
  /// screen.finish(with: "red")  // a picker's choice
  /// ```
  /// - Parameter value: The result.
  /// - Returns: `false` when the navigator refused (the awaiting caller expects another type,
  ///   or the screen cannot close).
  @discardableResult
  public func finish<Value: Sendable>(with value: Value) -> Bool {
    attempt("finish", entry.map { .finish($0) }) { navigator, entry, _ throws(NavigationError) in
      try navigator.finish(entry, with: value)
    } != nil
  }

  /// Runs a verb on the navigator with the screen's place; a refusal is published (by the
  /// navigator's command, or here when the screen is not where the verb can run) and gives
  /// `nil`.
  private func attempt<Value>(
    _ verb: String, _ command: NavigationCommand<Route>.Kind?,
    _ body: (Navigator<Route>, EntryID, StackLocation) throws(NavigationError) -> Value
  ) -> Value? {
    guard let navigator = shownBy, let entry else { return refuseOutside(verb) }
    guard let location = navigator.storage.location(of: entry) else {
      // The screen left (a second tap on a closing screen): the command is published as
      // refused, as the navigator publishes every refusal.
      let refusal = NavigationError(.entryNotFound(entry))
      let state = navigator.storage
      navigator.conclude(
        command ?? .close(entry), old: state, new: state, outcome: .failed(refusal))
      Self.printRefusal(verb, refusal)
      return nil
    }
    do {
      return try body(navigator, entry, location)
    } catch {
      Self.printRefusal(verb, error)
      return nil
    }
  }

  /// Reports a verb asked of a handle outside every shown screen, and gives `nil`.
  private func refuseOutside<Value>(_ verb: String) -> Value? {
    if let shownBy {
      shownBy.report(.screenNotShown(verb))
    } else {
      #if DEBUG
        FileHandle.standardError.write(
          Data("Wayfinder: a screen's navigator with no navigator was asked to \(verb)\n".utf8))
      #endif
    }
    return nil
  }

  /// Prints a refusal in debug builds, where a developer who ignored the result looks.
  private static func printRefusal(_ verb: String, _ error: NavigationError) {
    #if DEBUG
      FileHandle.standardError.write(Data("Wayfinder: screen \(verb) refused: \(error)\n".utf8))
    #endif
  }
}
