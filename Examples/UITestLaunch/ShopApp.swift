#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WayfinderSwiftUI

  // The app a UI test starts anywhere. Nothing here is for tests: in a debug build launched
  // with `-WayfinderLink` or `-WayfinderState`, `navigationScene` starts the window there
  // instead of its saved state, names each screen for accessibility (`screen.product`) and
  // shows the window's current link to the test (see ShopUITests.swift).

  /// The shop's screens.
  enum ShopScreen: Hashable, Codable, Sendable {
    case catalog
    case product(Int)
    case reviews(Int)
  }

  extension LinkTable where Route == ShopScreen {
    /// `shop://catalog`, `shop://product/4` and `shop://product/4/reviews`.
    static let shop: LinkTable<ShopScreen> = {
      var builder = LinkTableBuilder<ShopScreen>(schemes: ["shop"])
      do {
        try builder.add("/catalog", route: .catalog, placement: LinkPlacement(asRoot: true))
        try builder.add("/product/:id") {
          .product(try $0.value("id"))
        } values: { route in
          if case .product(let id) = route { ["id": "\(id)"] } else { nil }
        }
        let underProduct = LinkPlacement<ShopScreen>(parents: { route in
          if case .reviews(let id) = route { [.product(id)] } else { [] }
        })
        try builder.add("/product/:id/reviews", placement: underProduct) {
          .reviews(try $0.value("id"))
        } values: { route in
          if case .reviews(let id) = route { ["id": "\(id)"] } else { nil }
        }
        return try builder.build()
      } catch {
        preconditionFailure("the shop's links are valid: \(error)")
      }
    }()
  }

  @main
  struct ShopApp: App {
    var body: some Scene {
      WindowGroup { ShopWindow() }
    }
  }

  /// The window: its navigator, restored and linked by `navigationScene`.
  struct ShopWindow: View {
    @State private var navigator = Navigator(root: ShopScreen.catalog, links: .shop)

    var body: some View {
      NavigationRoot(navigator) { screen in
        switch screen {
        case .catalog:
          List(1..<5) { id in NavigationLink("Product \(id)", route: ShopScreen.product(id)) }
        case .product(let id):
          NavigationLink("Reviews", route: ShopScreen.reviews(id))
        case .reviews(let id):
          Text("Reviews of product \(id)")
        }
      }
      .navigationScene(navigator)
    }
  }
#endif
