/// What a stack shown as a page sequence draws: the pages, bottom first, and the sheet page on
/// top, if the last page is one.
///
/// This is where the page rules live, so that every host draws them alike: a sheet page is
/// never drawn in the sequence; it is shown as a sheet while it is the last page and not at all
/// once a page is pushed over it; dismissing it (the user drags it down) pops it.
///
/// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
/// ```swift
/// // welcome › features › notifications (a sheet page)
/// let sequence = PageSequence(root: stack.root, path: stack.path, styles: pages)
/// sequence.pages.map(\.route)  // [.welcome, .features]
/// sequence.sheet?.route        // .notifications
/// ```
package struct PageSequence<Route: Hashable> {
  /// One page: the stack element it shows and its style.
  package struct Page: Identifiable {
    /// The element's identity (the root's is its entry).
    package let id: PathEntry<Route>.Key
    /// The page's route.
    package let route: Route
    /// How it appears.
    package let style: PageStyle
    /// Its place in the stack (0: the root), which orders the pages drawn over each other.
    package let position: Int
  }

  /// The pages drawn in the sequence, bottom first: every screen but the sheet pages.
  package let pages: [Page]
  /// The last page, when it is a sheet page: shown as a sheet over ``pages``.
  package let sheet: Page?

  /// Lays out a stack.
  /// - Parameters:
  ///   - root: The stack's root screen.
  ///   - path: Its pushed screens.
  ///   - styles: The app's page styles.
  /// - Complexity: O(depth).
  package init(root: Entry<Route>, path: [PathEntry<Route>], styles: PageStyles<Route>) {
    var all = [Page(id: .entry(root.id), route: root.route, style: .plain, position: 0)]
    for (index, element) in path.enumerated() {
      all.append(
        Page(
          id: element.key, route: element.route, style: styles.style(for: element.route),
          position: index + 1))
    }
    sheet = all.count > 1 && all[all.count - 1].style.isSheet ? all.last : nil
    pages = all.filter { !$0.style.isSheet }
  }
}

extension PageSequence.Page: Equatable where Route: Equatable {}
extension PageSequence.Page: Sendable where Route: Sendable {}
extension PageSequence: Sendable where Route: Sendable {}
