// What a doc-comment example of WayfinderSwiftUI may use without declaring it (after the
// core's prelude): the app's screens as views, its link table.

@_exported import SwiftUI
@_exported import WayfinderSwiftUI

/// The view of one of the app's screens.
struct ScreenView: View {
  let screen: Screen
  init(_ screen: Screen) { self.screen = screen }
  var body: some View { Text(String(describing: screen)) }
}

/// The app's links, built once.
enum AppLinks {
  @MainActor static let table = try! LinkTableBuilder<Screen>(schemes: ["myapp"]).build()
}

struct ShopScreen: View {
  init(_ route: ShopRoute) {}
  var body: some View { Text("shop") }
}
struct AccountScreen: View {
  init(_ route: AccountRoute) {}
  var body: some View { Text("account") }
}

/// A window's root view, which starts from a ``WindowStart``.
struct WindowView: View {
  let start: WindowStart?
  var body: some View { Text("window") }
}

/// Two of the app's screens.
struct HomeView: View {
  var body: some View { Text("Home") }
}
struct DetailView: View {
  let id: Int
  var body: some View { Text("Detail \(id)") }
}
