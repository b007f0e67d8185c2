import MacroTesting
import Testing
import WayfinderMacrosPlugin

/// What the macro writes for an enum with a tab, parents, a query parameter and a sheet.
@Suite(
  .macros(
    ["Links": LinksMacro.self, "Link": LinkMacro.self, "NoLink": LinkMacro.self], record: .never))
struct LinksMacroExpansionTests {
  @Test("each case's link, both ways, with its placement and print key")
  func expansion() {
    assertMacro {
      """
      @Links
      public enum Shop: Hashable, Sendable {
        @Link("/shop", tab: AppTab.shop, asRoot: true)
        case home
        @Link("/shop/search/:query?page", tab: AppTab.shop)
        case results(query: String, page: Int?)
        @Link("/shop/item/:id", tab: AppTab.shop, parents: ["/shop"])
        case item(id: Int)
        @Link("/cart", presentation: .sheet())
        case cart
        case signIn
      }
      """
    } expansion: {
      #"""
      public enum Shop: Hashable, Sendable {
        case home
        case results(query: String, page: Int?)
        case item(id: Int)
        case cart
        case signIn
      }

      extension Shop {
        /// Adds the links declared with `@Link` on this enum's cases to a table's builder,
        /// each with its placement, and names each case as its print key.
        public static func addLinks(to builder: inout LinkTableBuilder<Shop>) throws(LinkError) {
          builder.printKey = { route in
              switch route {
              case .home:
                  "home"
              case .results:
                  "results"
              case .item:
                  "item"
              case .cart:
                  "cart"
              default:
                  nil
              }
          }
          try builder.add("/shop", route: .home, placement: LinkPlacement<Shop>(tab: TabID(AppTab.shop), asRoot: true))
          try builder.add(
            "/shop/search/:query?page", types: ["page": Int.self], placement: LinkPlacement<Shop>(tab: TabID(AppTab.shop)), key: "results",
            build: {
            .results(query: try $0.value("query"), page: try $0.value("page"))
        },
            values: { route in
              guard case .results(let query, let page) = route else {
              return nil
          }
              var values: [String: String] = [:]
              values["query"] = "\(query)"
          if let page {
              values["page"] = "\(page)"
          }
              return values
            })
          try builder.add(
            "/shop/item/:id", types: ["id": Int.self], placement: LinkPlacement<Shop>(tab: TabID(AppTab.shop), parents: { route in
                guard case .item = route else {
                    return []
                }
                return [.home]
            }), key: "item",
            build: {
            .item(id: try $0.value("id"))
        },
            values: { route in
              guard case .item(let id) = route else {
              return nil
          }
              var values: [String: String] = [:]
              values["id"] = "\(id)"
              return values
            })
          try builder.add("/cart", route: .cart, placement: LinkPlacement<Shop>(presentation: .sheet()))
        }

        /// The link table of the links declared with `@Link`.
        public static func linkTable(schemes: [String], hosts: [String] = []) throws(LinkError) -> LinkTable<Shop> {
          var builder = LinkTableBuilder<Shop>(schemes: schemes, hosts: hosts)
          try addLinks(to: &builder)
          return try builder.build()
        }
      }
      """#
    }
  }
}
