import Foundation
import MacroTesting
import Testing
import Wayfinder
import WayfinderMacros
import WayfinderMacrosPlugin

/// A shop whose links open stacks inside presented layers: the cart a sheet over the catalog,
/// checkout pushed in it, the receipt pushed on checkout, and an order's stack link (its parent
/// built from the link's parameter) in a cover.
@Links
private enum LayeredShop: Hashable, Sendable {
  @Link("/shop", tab: LayeredTab.shop, asRoot: true)
  case home
  @Link("/shop/catalog", tab: LayeredTab.shop)
  case catalog
  @Link("/cart", tab: LayeredTab.shop, presentation: .sheet(), parents: ["/shop/catalog"])
  case cart
  @Link("/cart/checkout", parents: ["/shop/catalog", "/cart"])
  case checkout
  @Link("/cart/checkout/receipt/:id", parents: ["/shop/catalog", "/cart", "/cart/checkout"])
  case receipt(id: Int)
  @Link("/orders/:order", presentation: .fullScreenCover)
  case order(order: Int)
  @Link("/orders/:order/:line", parents: ["/orders/:order"])
  case line(line: Int)
}

private enum LayeredTab: String, NavigationTab { case shop, help }

@MainActor
@Suite("The macro's links into presented stacks, when they run")
struct LinksMacroLayerTableTests {
  private func navigator() throws -> Navigator<LayeredShop> {
    Navigator(
      NavigationState(tabs: [LayeredTab.shop: .home, .help: .home], selection: .help),
      links: try LayeredShop.linkTable(schemes: ["shop"]))
  }

  @Test("a link under a presenting parent opens in that parent's layer, in its tab")
  func opens() throws {
    let navigator = try navigator()
    try navigator.open(URL(string: "shop://cart/checkout/receipt/5")!)
    let state = navigator.state
    #expect(state.selectedTab == TabID(LayeredTab.shop), "the presenting parent's tab")
    #expect(state.stack(at: .tab(LayeredTab.shop))?.routes == [.home, .catalog])
    #expect(state.layers.map(\.presentation) == [.sheet()])
    #expect(state.layers.first?.content.routes == [.cart, .checkout, .receipt(id: 5)])
    #expect(navigator.link()?.url.absoluteString == "shop://cart/checkout/receipt/5")
    #expect(navigator.link()?.omitted == [])
  }

  @Test("a stack link whose parent presents opens the whole stack in the parent's cover")
  func stackLink() throws {
    let navigator = try navigator()
    try navigator.open(URL(string: "shop://orders/12/3")!)
    #expect(navigator.state.layers.map(\.presentation) == [.fullScreenCover])
    #expect(navigator.state.activeStack.routes == [.order(order: 12), .line(line: 3)])
    #expect(navigator.link()?.url.absoluteString == "shop://orders/12/3")
  }

  @Test("every state a link opens prints back as that link")
  func roundTrip() throws {
    let table = try LayeredShop.linkTable(schemes: ["shop"])
    let base = NavigationState<LayeredShop>(
      tabs: [LayeredTab.shop: .home, .help: .home], selection: .help)
    // The orders' links name no tab: they open in whichever is selected, and say so.
    let anyTab = [LinkOmission.tab(TabID(LayeredTab.help))]
    for (link, omitted) in [
      ("shop://cart", []), ("shop://cart/checkout", []), ("shop://cart/checkout/receipt/9", []),
      ("shop://orders/4", anyTab), ("shop://orders/4/2", anyTab),
    ] {
      let state = try table.target(for: link, base: base)
      let printed = table.link(for: state)
      #expect(printed?.url.absoluteString == link)
      #expect(printed?.omitted == omitted, "\(link)")
    }
  }
}

/// What the macro writes for a link into a presented stack, and what it refuses.
@Suite(
  .macros(
    ["Links": LinksMacro.self, "Link": LinkMacro.self, "NoLink": LinkMacro.self], record: .never))
struct LinksMacroLayerExpansionTests {
  @Test("a link under a presenting parent takes its presentation, its tab and its layer")
  func expansion() {
    assertMacro {
      """
      @Links
      enum Shop: Hashable, Sendable {
        @Link("/shop", tab: AppTab.shop)
        case catalog
        @Link("/cart", tab: AppTab.shop, presentation: .sheet(), parents: ["/shop"])
        case cart
        @Link("/cart/checkout", parents: ["/shop", "/cart"])
        case checkout
        @Link("/cart/item/:id", tab: AppTab.help, parents: ["/cart"])
        case item(id: Int)
      }
      """
    } expansion: {
      """
      enum Shop: Hashable, Sendable {
        case catalog
        case cart
        case checkout
        case item(id: Int)
      }

      extension Shop {
          /// Adds the links declared with `@Link` on this enum's cases to a table's builder,
          /// each with its placement, and names each case as its print key (a route of another
          /// case keeps the key the builder gave it).
          static func addLinks(to builder: inout LinkTableBuilder<Shop>) throws(LinkError) {
              let previous = builder.printKey
              builder.printKey = { route in linkKey(route) ?? previous?(route) }
              try linkDeclarations().add(to: &builder)
          }

          /// The link table of the links declared with `@Link`.
          static func linkTable(schemes: [String], hosts: [String] = []) throws(LinkError) -> LinkTable<Shop> {
              var builder = LinkTableBuilder<Shop>(schemes: schemes, hosts: hosts)
              try addLinks(to: &builder)
              return try builder.build()
          }

          /// The link table of the links declared with `@Link`, compiled: each pattern was parsed when
          /// this enum was compiled, so that making the table parses nothing, and cannot fail.
          static func compiledLinkTable(schemes: [String], hosts: [String] = []) -> LinkTable<Shop> {
              linkDeclarations().table(schemes: schemes, hosts: hosts, printKey: { linkKey($0) })
          }

          /// The print key of a route: its case's name, if the case has a link.
          private static func linkKey(_ route: Shop) -> String? {
              switch route {
              case .catalog: "catalog"
              case .cart: "cart"
              case .checkout: "checkout"
              case .item: "item"
              }
          }

          /// Every link declared with `@Link`, each pattern parsed when this enum was compiled.
          private static func linkDeclarations() -> _CompiledLinks<Shop> {
              var links = _CompiledLinks<Shop>(
                  names: ["shop", "cart", "checkout", "item", "id"],
                  types: [Int.self],
                  count: 4,
                  codes: "CBBCbaBBDbaBbaCBEbaBbaDfaEB",
                  trie: "FCBCBHJCFBAABBABFBACBBADBCAEBBAEAABCCDAAEFDEAAAABG",
                  build: { try compiledLinkRoute($0, $1) },
                  values: { compiledLinkValues($0, $1) },
                  placement: { compiledLinkPlacement($0) })
              links.add("/shop", key: "catalog", link: 0)
              links.add("/cart", key: "cart", link: 1)
              links.add("/cart/checkout", key: "checkout", link: 2)
              links.add("/cart/item/:id", key: "item", link: 3)
              return links
          }

          /// The route of the link numbered `linkNumber` in `linkDeclarations()`, made from the
          /// link's parameters, or `nil` for a number no link has.
          nonisolated private static func compiledLinkRoute(_ linkNumber: Int, _ linkParameters: LinkParameters) throws -> Shop? {
              switch linkNumber {
              case 0:
                  return .catalog
              case 1:
                  return .cart
              case 2:
                  return .checkout
              case 3:
                  return .item(id: try linkParameters.value("id"))
              default: return nil
              }
          }

          /// The values that print `linkRoute` with the link numbered `linkNumber` in
          /// `linkDeclarations()`, or `nil` when the route is not that link's.
          nonisolated private static func compiledLinkValues(_ linkNumber: Int, _ linkRoute: Shop) -> [String: String]? {
              switch linkNumber {
              case 0:
                  guard case .catalog = linkRoute else { return nil }
                  return [:]
              case 1:
                  guard case .cart = linkRoute else { return nil }
                  return [:]
              case 2:
                  guard case .checkout = linkRoute else { return nil }
                  return [:]
              case 3:
                  guard case .item(let `id`) = linkRoute else { return nil }
                  return ["id": linkText(`id`)]
              default: return nil
              }
          }

          /// The placement of the link numbered `linkNumber` in `linkDeclarations()`, made when a
          /// link opens.
          nonisolated private static func compiledLinkPlacement(_ linkNumber: Int) -> LinkPlacement<Shop> {
              switch linkNumber {
              case 0:
                  return LinkPlacement<Shop>(tab: TabID(AppTab.shop))
              case 1:
                  return LinkPlacement<Shop>(tab: TabID(AppTab.shop), parents: { linkRoute in
                      guard case .cart = linkRoute else { return [] }
                      return [.catalog]
                  }, presentation: .sheet())
              case 2:
                  return LinkPlacement<Shop>(tab: TabID(AppTab.shop), parents: { linkRoute in
                      guard case .checkout = linkRoute else { return [] }
                      return [.catalog, .cart]
                  }, presentation: .sheet(), parentsInLayer: 1)
              case 3:
                  return LinkPlacement<Shop>(tab: TabID(AppTab.help), parents: { linkRoute in
                      guard case .item = linkRoute else { return [] }
                      return [.cart]
                  }, presentation: .sheet(), parentsInLayer: 1)
              default: return LinkPlacement<Shop>()
              }
          }
      }
      """
    }
  }

  @Test("a stack link under a presenting parent puts its parents in the layer")
  func stackExpansion() {
    assertMacro {
      """
      @Links
      enum Orders: Hashable, Sendable {
        @Link("/orders/:order", presentation: .fullScreenCover)
        case order(order: Int)
        @Link("/orders/:order/:line", parents: ["/orders/:order"])
        case line(line: Int)
      }
      """
    } expansion: {
      """
      enum Orders: Hashable, Sendable {
        case order(order: Int)
        case line(line: Int)
      }

      extension Orders {
          /// Adds the links declared with `@Link` on this enum's cases to a table's builder,
          /// each with its placement, and names each case as its print key (a route of another
          /// case keeps the key the builder gave it).
          static func addLinks(to builder: inout LinkTableBuilder<Orders>) throws(LinkError) {
              let previous = builder.printKey
              builder.printKey = { route in linkKey(route) ?? previous?(route) }
              try linkDeclarations().add(to: &builder)
          }

          /// The link table of the links declared with `@Link`.
          static func linkTable(schemes: [String], hosts: [String] = []) throws(LinkError) -> LinkTable<Orders> {
              var builder = LinkTableBuilder<Orders>(schemes: schemes, hosts: hosts)
              try addLinks(to: &builder)
              return try builder.build()
          }

          /// The link table of the links declared with `@Link`, compiled: each pattern was parsed when
          /// this enum was compiled, so that making the table parses nothing, and cannot fail.
          static func compiledLinkTable(schemes: [String], hosts: [String] = []) -> LinkTable<Orders> {
              linkDeclarations().table(schemes: schemes, hosts: hosts, printKey: { linkKey($0) })
          }

          /// The print key of a route: its case's name, if the case has a link.
          private static func linkKey(_ route: Orders) -> String? {
              switch route {
              case .order: "order"
              case .line: "line"
              }
          }

          /// Every link declared with `@Link`, each pattern parsed when this enum was compiled.
          private static func linkDeclarations() -> _CompiledLinks<Orders> {
              var links = _CompiledLinks<Orders>(
                  names: ["orders", "order", "line"],
                  types: [Int.self],
                  count: 2,
                  codes: "DBfaBBEBfaBfaCB",
                  trie: "DCBCBFDDDBAABCABBCABBBACAABCBDBE",
                  build: { try compiledLinkRoute($0, $1) },
                  values: { compiledLinkValues($0, $1) },
                  placement: { compiledLinkPlacement($0) })
              links.add("/orders/:order", key: "order", link: 0)
              links.add(
                  "/orders/:order/:line", placement: LinkPlacement<Orders>(presentation: .fullScreenCover, parentsInLayer: 1), key: "line",
                  stack: { linkParameters in
                      let linkRoute: Orders = .line(line: try linkParameters.value("line"))
                      let linkParent0: Orders = .order(order: try linkParameters.value("order"))
                      return [linkParent0, linkRoute]
                  },
                  values: { linkStack in
                      guard linkStack.count == 2, case .order(let `order`) = linkStack[0], case .line(let `line`) = linkStack[1] else { return nil }
                      return LinkValues(["order": linkText(`order`), "line": linkText(`line`)])
                  })
              return links
          }

          /// The route of the link numbered `linkNumber` in `linkDeclarations()`, made from the
          /// link's parameters, or `nil` for a number no link has.
          nonisolated private static func compiledLinkRoute(_ linkNumber: Int, _ linkParameters: LinkParameters) throws -> Orders? {
              switch linkNumber {
              case 0:
                  return .order(order: try linkParameters.value("order"))
              default: return nil
              }
          }

          /// The values that print `linkRoute` with the link numbered `linkNumber` in
          /// `linkDeclarations()`, or `nil` when the route is not that link's.
          nonisolated private static func compiledLinkValues(_ linkNumber: Int, _ linkRoute: Orders) -> [String: String]? {
              switch linkNumber {
              case 0:
                  guard case .order(let `order`) = linkRoute else { return nil }
                  return ["order": linkText(`order`)]
              default: return nil
              }
          }

          /// The placement of the link numbered `linkNumber` in `linkDeclarations()`, made when a
          /// link opens.
          nonisolated private static func compiledLinkPlacement(_ linkNumber: Int) -> LinkPlacement<Orders> {
              switch linkNumber {
              case 0:
                  return LinkPlacement<Orders>(presentation: .fullScreenCover)
              default: return LinkPlacement<Orders>()
              }
          }
      }
      """
    }
  }

  @Test("two presenting parents: a link opens a stack inside one layer only")
  func twoPresentingParents() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/cart", presentation: .sheet())
        case cart
        @Link("/cart/help", presentation: .fullScreenCover, parents: ["/cart"])
        case help
        @Link("/cart/help/faq", parents: ["/cart", "/cart/help"])
        case faq
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/cart", presentation: .sheet())
        case cart
        @Link("/cart/help", presentation: .fullScreenCover, parents: ["/cart"])
                                          ┬───────────────
                                          ╰─ 🛑 this screen is pushed in the layer '/cart' presents, so it takes no 'presentation:'; leave it out
        case help
        @Link("/cart/help/faq", parents: ["/cart", "/cart/help"])
                                                   ┬───────────
                                                   ╰─ 🛑 '/cart/help' presents a layer over the one '/cart' presents; a link opens a stack inside one layer only
        case faq
      }
      """
    }
  }

  @Test("a link pushed in a presenting parent's layer neither presents nor is a root")
  func pushedInLayer() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/cart", presentation: .sheet())
        case cart
        @Link("/cart/checkout", asRoot: true, parents: ["/cart"])
        case checkout
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/cart", presentation: .sheet())
        case cart
        @Link("/cart/checkout", asRoot: true, parents: ["/cart"])
                                        ┬───
                                        ╰─ 🛑 this screen is pushed in the layer '/cart' presents, so it takes no 'asRoot:'; leave it out
        case checkout
      }
      """
    }
  }
}
