public import Foundation
public import Wayfinder

/// Which open window a link from outside the app (a custom-scheme link, a universal link)
/// opens in, when the app has several windows open (iPad, Mac, visionOS).
///
/// The system routes the link, not the app: on iPhone there is one window and it takes every
/// link. Elsewhere SwiftUI and UIKit ask each open window whether it prefers the link, then
/// whether it allows it, and open a new window when none does; `WindowLinkConditions` turns
/// this choice into those answers for a window, from what its navigator shows.
///
/// ```swift
/// import WayfinderSwiftUI
///
/// // A mail app: a link to a mailbox opens in the window already showing that mailbox
/// // (`myapp://mail/work/57` in the window showing `myapp://mail/work/42`); any window takes
/// // the others (`myapp://compose`).
/// struct MailWindow: View {
///   @State private var navigator = Navigator(root: Screen.inbox, links: links)
///   var body: some View {
///     NavigationRoot(navigator) { screen in ScreenView(screen) }
///       .navigationScene(navigator, windowForLinks: .showing(pathSegments: 2))
///   }
/// }
/// ```
@nonexhaustive
public enum WindowForLinks: Hashable, Sendable {
  /// Any open window takes any link: the system picks one (SwiftUI: the first open window it
  /// finds). The default of `.navigationScene`, since without it SwiftUI opens a new window for
  /// each link.
  case anyOpenWindow
  /// The window already showing the link's target takes it: a window prefers the links whose
  /// first `pathSegments` path segments are those of the link of what it shows (the state's
  /// own link, with the custom scheme's first segment counted as a path segment); any window
  /// takes a link that no window prefers.
  case showing(pathSegments: Int)
  /// Every link opens a new window: open windows take none.
  case newWindow
}

/// What one window answers when the system routes a link from outside the app: the strings it
/// prefers and those it allows, in the form of SwiftUI's
/// `handlesExternalEvents(preferring:allowing:)` (where `"*"` allows anything), and the same
/// rule as a test on a URL for UIKit's scene activation conditions.
///
/// ```swift
/// let conditions = WindowLinkConditions(.showing(pathSegments: 2), navigator: navigator)
/// conditions.prefers(URL(string: "myapp://mail/work/57")!)  // true in the window on work/42
/// ```
public struct WindowLinkConditions: Hashable, Sendable {
  /// The link prefixes this window prefers (empty: none).
  public let preferring: Set<String>
  /// The link prefixes this window takes when no window prefers a link (`"*"`: any).
  public let allowing: Set<String>

  /// The conditions of the window whose navigator is `navigator`, read from its current state
  /// (a SwiftUI view that reads them is updated when the state changes).
  ///
  /// A navigator without links prefers nothing and, unless `choice` is
  /// ``WindowForLinks/newWindow``, allows anything.
  /// - Parameters:
  ///   - choice: The app's choice.
  ///   - navigator: The window's navigator, with the app's links.
  /// - Complexity: O(depth of the state) to print its link, twice with universal links.
  @MainActor
  public init<Route: Hashable & Sendable>(_ choice: WindowForLinks, navigator: Navigator<Route>) {
    switch choice {
    case .anyOpenWindow:
      self.init(preferring: [], allowing: ["*"])
    case .newWindow:
      self.init(preferring: [], allowing: [])
    case .showing(let count):
      let state = navigator.state
      var prefixes: Set<String> = []
      if navigator.links != nil {
        for universal in [false, true] {
          if let url = navigator.link(for: state, universal: universal)?.url,
            let prefix = Self.prefix(of: url, pathSegments: count)
          {
            prefixes.insert(prefix)
          }
        }
      }
      self.init(preferring: prefixes, allowing: ["*"])
    }
  }

  /// Conditions with these strings.
  package init(preferring: Set<String>, allowing: Set<String>) {
    self.preferring = preferring
    self.allowing = allowing
  }

  /// Whether this window prefers `url`: it begins with one of ``preferring``, followed by the
  /// end of the link or a `/`, `?` or `#` (so the window on `myapp://mail/work` does not
  /// prefer `myapp://mail/workshop`; SwiftUI's own match is looser: it prefers any link that
  /// contains a string). Letter case is ignored, as the system ignores it.
  /// - Parameter url: A link arriving from outside the app.
  /// - Returns: `true` when this window is where the link should open.
  public func prefers(_ url: URL) -> Bool { Self.matches(url, preferring) }

  /// Whether this window takes `url` when no open window prefers it.
  /// - Parameter url: A link arriving from outside the app.
  /// - Returns: `true` when ``allowing`` holds `"*"` or a prefix of the link.
  public func allows(_ url: URL) -> Bool { Self.matches(url, allowing) }

  private static func matches(_ url: URL, _ prefixes: Set<String>) -> Bool {
    let text = url.absoluteString.lowercased()
    return prefixes.contains { prefix in
      if prefix == "*" { return true }
      guard !prefix.isEmpty, text.hasPrefix(prefix) else { return false }
      guard let next = text.dropFirst(prefix.count).first else { return true }
      return next == "/" || next == "?" || next == "#"
    }
  }

  /// The rule of ``prefers(_:)`` or ``allows(_:)`` as an `NSPredicate` format and its
  /// arguments, for UIKit's scene activation conditions (which allow no block, no `MATCHES`,
  /// only `self`): `nil` for a constant predicate, whose value is then `constant`.
  /// - Parameter prefixes: ``preferring`` or ``allowing``.
  /// - Returns: The format and its arguments, or the constant.
  package static func predicate(_ prefixes: Set<String>)
    -> (format: String, arguments: [String], constant: Bool)
  {
    if prefixes.contains("*") { return ("", [], true) }
    let sorted = prefixes.filter { !$0.isEmpty }.sorted()
    guard !sorted.isEmpty else { return ("", [], false) }
    let one =
      "self ==[cd] %@ OR self BEGINSWITH[cd] %@ OR self BEGINSWITH[cd] %@ OR self BEGINSWITH[cd] %@"
    return (
      Array(repeating: "(\(one))", count: sorted.count).joined(separator: " OR "),
      sorted.flatMap { [$0, $0 + "/", $0 + "?", $0 + "#"] }, false
    )
  }

  /// `scheme://` and the first `count` path segments of `url`, lowercased; for `http` and
  /// `https`, the host too (a custom scheme's first segment stands where a host would).
  /// `nil` when the link has fewer segments.
  package static func prefix(of url: URL, pathSegments count: Int) -> String? {
    guard count > 0, let scheme = url.scheme?.lowercased(),
      let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return nil }
    let host = components.percentEncodedHost ?? ""
    var segments = components.percentEncodedPath.split(separator: "/").map(String.init)
    let universal = scheme == "http" || scheme == "https"
    if !universal, !host.isEmpty { segments.insert(host, at: 0) }
    guard segments.count >= count else { return nil }
    let path = segments.prefix(count).joined(separator: "/")
    return (universal ? "\(scheme)://\(host)/\(path)" : "\(scheme)://\(path)").lowercased()
  }
}
