import Foundation
import PropertyBased
import Testing
import Wayfinder

/// The shop module's routes, declared in the shop module alone.
enum ShopRoute: ModuleRoute {
  case catalog, cart
  case product(Int)
  static let routeName = "shop"
}

/// The account module's routes.
enum AccountRoute: ModuleRoute {
  case profile, signIn
  static let routeName = "account"
}

@Suite("Modular routes: each feature module declares its own route type")
@MainActor
struct ModularRouteTests {
  @Test("one navigator holds routes of several modules; matching reads by module")
  func severalModules() throws {
    let navigator = Navigator(root: AnyRoute(ShopRoute.catalog))
    try navigator.push(AnyRoute(ShopRoute.product(7)))
    try navigator.present(AnyRoute(AccountRoute.signIn), as: .sheet())

    func title(_ route: AnyRoute) -> String {
      switch route.base {
      case let shop as ShopRoute: "shop \(shop)"
      case let account as AccountRoute: "account \(account)"
      default: "unknown"
      }
    }
    #expect(
      navigator.state.allEntries.map { title($0.route) } == [
        "shop catalog", "shop product(7)", "account signIn",
      ])
    #expect(ShopRoute(navigator.state.stack(at: .base)?.top.route) == .product(7))
    #expect(ShopRoute(navigator.state.currentRoute) == nil)
    #expect(navigator.state.currentRoute == AnyRoute(AccountRoute.signIn))
    #expect(AnyRoute(ShopRoute.cart) != AnyRoute(AccountRoute.profile))
    #expect("\(navigator.state.currentRoute)" == "account.signIn")
  }

  @Test("a feature's screen pushes its own routes on its own tab")
  func featureHandle() throws {
    let navigator = Navigator(
      NavigationState(
        tabs: ["shop": AnyRoute(ShopRoute.catalog), "account": AnyRoute(AccountRoute.profile)],
        selection: "account"))
    let catalog = try #require(navigator.state.stack(at: .tab("shop"))?.root.id)
    let shop = ScreenNavigator(navigator, entry: catalog)
    #expect(shop.push(AnyRoute(ShopRoute.cart)) != nil)
    #expect(navigator.state.stack(at: .tab("shop"))?.routes.last == AnyRoute(ShopRoute.cart))
    #expect(navigator.state.stack(at: .tab("account"))?.depth == 1)
  }

  @Test("restoration stores each route under its module's stable name and reads it back")
  func restoration() throws {
    var state = NavigationState(root: AnyRoute(ShopRoute.catalog))
    try state.push(AnyRoute(ShopRoute.product(3)))
    try state.present(AnyRoute(AccountRoute.signIn), as: .fullScreenCover)
    let registry = RouteRegistry([ShopRoute.self, AccountRoute.self])
    let restorer = StateRestorer(routes: registry)

    let data = try restorer.encode(state)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("shop") && !text.contains("ShopRoute"), "the stable name, not the type's")
    #expect(try restorer.decode(AnyRoute.self, from: data).state == state)
    #expect(
      try StateRestorer(mode: .lenient, routes: registry).decode(AnyRoute.self, from: data).state
        == state)
  }

  @Test("an unknown name, a missing registry and a duplicate name are typed errors")
  func failures() throws {
    let state = NavigationState(root: AnyRoute(ShopRoute.cart))
    let shopOnly = RouteRegistry([ShopRoute.self])
    let data = try StateRestorer(routes: shopOnly).encode(state)
    #expect(throws: RestorationError.self) {
      try StateRestorer().decode(AnyRoute.self, from: data)
    }
    let accountOnly = RouteRegistry([AccountRoute.self])
    #expect(throws: RestorationError.self) {
      try StateRestorer(routes: accountOnly).decode(AnyRoute.self, from: data)
    }
    #expect(shopOnly.names == ["shop"])
  }

  @Test("two route types with one name are a programmer error, stopped when the registry is made")
  func duplicateNames() async {
    await #expect(processExitsWith: .failure) {
      _ = RouteRegistry([ShopRoute.self, ShopRoute.self])
    }
  }

  @Test("links of every module go into one table")
  func links() throws {
    var builder = LinkTableBuilder<AnyRoute>(schemes: ["app"])
    try builder.add(
      "/shop/product/:id", types: ["id": Int.self],
      build: { AnyRoute(ShopRoute.product(try $0.value("id"))) },
      values: { route in
        if case .product(let id)? = ShopRoute(route) { ["id": "\(id)"] } else { nil }
      })
    try builder.add("/account", route: AnyRoute(AccountRoute.profile))
    let table = try builder.build()
    let navigator = Navigator(root: AnyRoute(ShopRoute.catalog), links: table)
    try navigator.open("app://shop/product/12")
    #expect(ShopRoute(navigator.state.currentRoute) == .product(12))
    #expect(table.url(for: AnyRoute(ShopRoute.product(12))) == "app://shop/product/12")
  }
}

@Suite("Modular routes: restored bytes are untrusted")
struct ModularRouteFuzzTests {
  @Test("mutated payloads never crash and never yield an invalid state")
  func mutatedPayloads() async throws {
    let registry = RouteRegistry([ShopRoute.self, AccountRoute.self])
    var state = NavigationState(root: AnyRoute(ShopRoute.catalog))
    try state.push(AnyRoute(ShopRoute.product(3)))
    try state.present(AnyRoute(AccountRoute.signIn), as: .sheet())
    let payload = try JSONEncoder().encode(state)
    let noise = Gen.int(in: 0...255).array(of: 1...8)
    await propertyCheck(count: 400, input: noise, Gen.int(in: 0...10_000)) { noise, position in
      var bytes = payload
      let index = position % bytes.count
      bytes.replaceSubrange(
        index..<min(index + noise.count, bytes.count), with: noise.map(UInt8.init))
      let data = frame(String(decoding: bytes, as: UTF8.self))
      for mode in [StateRestorer.Mode.strict, .lenient] {
        if let restored = try? StateRestorer(mode: mode, routes: registry).decode(
          AnyRoute.self, from: data)
        {
          #expect(restored.state.isValid)
        }
      }
    }
  }
}
