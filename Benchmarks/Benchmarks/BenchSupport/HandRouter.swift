import Observation

/// The baseline every seed article starts from: a hand-written `@Observable` router holding a
/// path of routes per tab, the selected tab and an optional sheet. Wayfinder's navigator
/// figures are reported as a multiple of this router's doing the same operations.
@MainActor @Observable
package final class HandRouter {
  /// One path per tab (tab a is 0, tab b is 1).
  package var paths: [[BenchRoute]] = [[], []]
  /// The selected tab's index.
  package var selectedTab = 0
  /// The sheet, if one is shown.
  package var sheet: BenchRoute?

  package init() {}

  /// Pushes on the selected tab's path.
  package func push(_ route: BenchRoute) { paths[selectedTab].append(route) }

  /// Pushes several screens on the selected tab's path.
  package func push(contentsOf routes: [BenchRoute]) {
    paths[selectedTab].append(contentsOf: routes)
  }

  /// Pops the top screen of the selected tab's path, if there is one.
  package func pop() {
    if !paths[selectedTab].isEmpty { paths[selectedTab].removeLast() }
  }

  /// Pops the selected tab's path to its root.
  package func popToRoot() { paths[selectedTab].removeAll() }

  /// Selects a tab.
  package func select(_ tab: Int) { selectedTab = tab }

  /// Shows a sheet.
  package func present(_ route: BenchRoute) { sheet = route }

  /// Hides the sheet.
  package func dismiss() { sheet = nil }

  /// Dismisses the sheet if there is one, else pops.
  package func goBack() {
    if sheet != nil { sheet = nil } else { pop() }
  }

  /// Shows a whole target: tab, path and sheet.
  package func apply(tab: Int, path: [BenchRoute], sheet: BenchRoute?) {
    selectedTab = tab
    paths[tab] = path
    self.sheet = sheet
  }
}
