public import Foundation
public import Wayfinder

/// What a new window starts from: a screen, a whole state, or a link. It is what an app hands
/// to SwiftUI's `openWindow(value:)` or to a UIKit scene activation, so that the new window's
/// navigator starts there, and then saves and restores its own state like any window
/// (``SceneNavigation/start(_:opening:restoring:)``).
///
/// It carries a state already encoded by a `StateRestorer` (bounded and checked when the
/// window reads it, like any saved state) or a link (at most 2,048 bytes), so it is small,
/// `Codable` and `Hashable` whatever the route.
///
/// ```swift
/// import SwiftUI
///
/// struct OpenButton: View {
///   @Environment(\.openWindow) private var openWindow
///   var body: some View {
///     Button("Open in a new window") {
///       if let start = try? WindowStart.route(Screen.message(7)) { openWindow(value: start) }
///     }
///   }
/// }
/// ```
public struct WindowStart: Hashable, Codable, Sendable, CustomStringConvertible {
  enum Content: Hashable, Codable, Sendable {
    case state(Data)
    case link(String)
    /// One screen: a state whose root is the route, placed by the window as its link would
    /// place it when the window's navigator has links that print it.
    case route(Data)
  }

  let content: Content

  /// The longest link a window can start from, in bytes.
  package static let maximumLinkLength = 2_048

  /// A window that starts from a whole state (a copy of this window's, or one the app built).
  /// - Parameters:
  ///   - state: The state.
  ///   - restorer: How it is encoded (default: the current format).
  /// - Returns: The window's start.
  /// - Throws: The encoder's `RestorationError`.
  public static func state<Route: Codable>(
    _ state: NavigationState<Route>, restorer: StateRestorer = StateRestorer()
  ) throws(RestorationError) -> WindowStart {
    WindowStart(content: .state(try restorer.encode(state)))
  }

  /// A window that starts from one screen, placed as its link places it: in a tab or a split
  /// view's columns, over the window's link base, when the window's navigator has links that
  /// print the route; otherwise a stack holding the route alone.
  /// - Parameter route: The screen.
  /// - Returns: The window's start.
  /// - Throws: The encoder's `RestorationError`.
  public static func route<Route: Hashable & Codable>(_ route: Route) throws(RestorationError)
    -> WindowStart
  {
    WindowStart(content: .route(try StateRestorer().encode(NavigationState(root: route))))
  }

  /// A window that opens a link, as a window launched by it (from the app's start).
  /// - Parameter link: The link.
  /// - Returns: The window's start.
  public static func link(_ link: URL) -> WindowStart {
    WindowStart(content: .link(link.absoluteString))
  }

  /// `state (N bytes)`, `route (N bytes)` or `link <text>`.
  public var description: String {
    switch content {
    case .state(let data): "state (\(data.count) bytes)"
    case .route(let data): "route (\(data.count) bytes)"
    case .link(let link): "link \(link.prefix(80))"
    }
  }
}
