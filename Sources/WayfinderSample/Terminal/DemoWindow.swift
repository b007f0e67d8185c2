import Foundation
package import Wayfinder
import WayfinderScenes

/// One window of the demo, as on an iPad with two scenes: its navigator and the terminal host
/// it drives.
@MainActor
package final class DemoWindow {
  /// Which window.
  package enum Name: String, CaseIterable, Sendable {
    /// The shop, in tabs.
    case shop
    /// The support mail, in a three-column split view.
    case mail

    /// The title the frame shows.
    var title: String {
      switch self {
      case .shop: "Wayfinder Shop"
      case .mail: "Wayfinder Shop · support mail"
      }
    }
  }

  /// The window's name.
  package let name: Name
  /// The window's navigator.
  package let navigator: Navigator<SampleRoute>
  /// The terminal host the navigator drives.
  package let host: TerminalHost

  /// Creates a window showing `state`.
  init(_ name: Name, state: NavigationState<SampleRoute>, links: LinkTable<SampleRoute>) {
    self.name = name
    navigator = Navigator(state, links: links)
    host = TerminalHost(showing: state)
    navigator.attach(host)
  }

  /// Whether this window's state can hold what `link` opens (a split view's column, a tab).
  func canPlace(_ link: URL) -> Bool {
    let scratch = Navigator(navigator.state, links: navigator.links)
    return (try? scratch.open(link)) != nil
  }

  /// The window a link from outside the app opens in: the one `WindowForLinks` picks (the
  /// window whose own link starts with the link's first segment prefers it), else the first
  /// whose state can hold the link (the shop's tabs cannot hold a mail column, the mail's split
  /// view cannot hold a tab), else `nil`.
  /// - Parameters:
  ///   - link: The link.
  ///   - windows: The open windows, in order.
  /// - Returns: The window to open it in.
  static func window(for link: URL, among windows: [DemoWindow]) -> DemoWindow? {
    let rule = WindowForLinks.showing(pathSegments: 1)
    let preferring = windows.filter {
      WindowLinkConditions(rule, navigator: $0.navigator).prefers(link)
    }
    return preferring.first { $0.canPlace(link) } ?? windows.first { $0.canPlace(link) }
  }
}
