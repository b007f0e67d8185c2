import Testing
import Wayfinder

@Suite("Links to module routes carry AnyRoute, and push in a modular app")
@MainActor
struct ModuleRouteLinkTests {
  @Test("a module route's link element is the route wrapped in AnyRoute, the same on every pass")
  func element() {
    let link = PathEntry(moduleRoute: ShopRoute.cart)
    #expect(link.route == AnyRoute(ShopRoute.cart))
    #expect(ShopRoute(link.route) == .cart)
    guard case .link = link.key else {
      Issue.record("a link element carries a link key, got \(link.key)")
      return
    }
    #expect(link == PathEntry(moduleRoute: ShopRoute.cart), "a link drawn again is the same (Q31)")
  }

  @Test("following the link in a Navigator<AnyRoute> app pushes the module's screen")
  func pushes() {
    let navigator = Navigator(root: AnyRoute(ShopRoute.catalog))
    var commands: [NavigationCommand<AnyRoute>.Kind] = []
    let observing = navigator.observe { commands.append($0.command.kind) }
    defer { observing.cancel() }
    let displayed = DisplayedNavigation(navigator: navigator)
    let link = PathEntry(moduleRoute: AccountRoute.profile)
    displayed.write(displayed.path(at: .base) + [link], at: .base)
    #expect(commands == [.userDid(.pushed([AnyRoute(AccountRoute.profile)], on: .base))])
    #expect(
      navigator.state.activeStack.routes.map(\.description) == ["shop.catalog", "account.profile"])
    #expect(displayed.path(at: .base) == [link])
  }
}
