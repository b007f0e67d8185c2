import MacroTesting
import SwiftSyntaxMacroExpansion
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
        @Link("/shop/search/:query/item/:id", tab: AppTab.shop, parents: ["/shop/search/:query?page"])
        case item(query: String, id: Int)
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
        case item(query: String, id: Int)
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
                  "/shop/search/:query/item/:id", types: ["id": Int.self], placement: LinkPlacement<Shop>(tab: TabID(AppTab.shop), parents: { route in
                          guard case .item(let query, _) = route else {
                              return []
                          }
                          return [.results(query: query, page: nil)]
                      }), key: "item",
                  build: {
                      .item(query: try $0.value("query"), id: try $0.value("id"))
                  },
                  values: { route in
                      guard case .item(let query, let id) = route else {
                          return nil
                      }
                      var values: [String: String] = [:]
                      values["query"] = "\(query)"
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

  @Test("a family of links, one per tab; values by position; a parent built from the link; checks")
  func familyAndStack() {
    // The conformance the compiler asks for when the enum does not declare it.
    assertMacro(
      [
        "Links": MacroSpec(type: LinksMacro.self, conformances: ["LinkValidating"]),
        "Link": MacroSpec(type: LinkMacro.self),
      ]
    ) {
      """
      @Links(validated: true)
      enum Mail: Hashable, Sendable {
        @Link("/{tab}", inEachTab: MailTab.allCases, asRoot: true)
        case root
        @Link("/{tab}/box/:box", inEachTab: MailTab.allCases)
        case mailbox(String)
        @Link("/{tab}/box/:box/:id", inEachTab: MailTab.allCases, parents: ["/{tab}/box/:box"])
        case message(Int)
      }
      """
    } expansion: {
      #"""
      enum Mail: Hashable, Sendable {
        case root
        case mailbox(String)
        case message(Int)
      }

      extension Mail: LinkValidating {
          /// Adds the links declared with `@Link` on this enum's cases to a table's builder,
          /// each with its placement, and names each case as its print key.
          static func addLinks(to builder: inout LinkTableBuilder<Mail>) throws(LinkError) {
              builder.printKey = { route in
                  switch route {
                  case .root:
                      "root"
                  case .mailbox:
                      "mailbox"
                  case .message:
                      "message"
                  }
              }
              for tab in MailTab.allCases {
                  let tabID = TabID(tab)
                  try builder.add("/" + tabID.rawValue, route: .root, placement: LinkPlacement<Mail>(tab: tabID, asRoot: true))
              }
              for tab in MailTab.allCases {
                  let tabID = TabID(tab)
                  try builder.add(
                      "/" + tabID.rawValue + "/box/:box", types: [:], placement: LinkPlacement<Mail>(tab: tabID), key: "mailbox",
                      build: { parameters in
                          let route: Mail = .mailbox(try parameters.value("box"))
                          try Mail.validateLink(route)
                          return route
                      },
                      values: { route in
                          guard case .mailbox(let box) = route else {
                              return nil
                          }
                          var values: [String: String] = [:]
                          values["box"] = "\(box)"
                          return values
                      })
              }
              for tab in MailTab.allCases {
                  let tabID = TabID(tab)
                  try builder.add(
                      "/" + tabID.rawValue + "/box/:box/:id", types: ["id": Int.self], placement: LinkPlacement<Mail>(tab: tabID), key: "message",
                      stack: { parameters in
                          let route: Mail = .message(try parameters.value("id"))
                          try Mail.validateLink(route)
                          let parent0: Mail = .mailbox(try parameters.value("box"))
                          try Mail.validateLink(parent0)
                          return [parent0, route]
                      },
                      values: { stack in
                          guard stack.count == 2, case .mailbox(let box) = stack[0], case .message(let id) = stack[1] else {
                              return nil
                          }
                          var values: [String: String] = [:]
                          values["box"] = "\(box)"
                          values["id"] = "\(id)"
                          return LinkValues(values)
                      })
              }
          }

          /// The link table of the links declared with `@Link`.
          static func linkTable(schemes: [String], hosts: [String] = []) throws(LinkError) -> LinkTable<Mail> {
              var builder = LinkTableBuilder<Mail>(schemes: schemes, hosts: hosts)
              try addLinks(to: &builder)
              return try builder.build()
          }
      }
      """#
    }
  }

  @Test("'{tab}' without the tabs it stands for, and tabs without '{tab}'")
  func tabPlaceholder() {
    assertMacro {
      """
      @Links
      enum Mail {
        @Link("/{tab}/inbox")
        case inbox
        @Link("/drafts", inEachTab: [MailTab.mail])
        case drafts
      }
      """
    } diagnostics: {
      """
      @Links
      enum Mail {
        @Link("/{tab}/inbox")
              ┬─────────────
              ╰─ 🛑 '/{tab}/inbox' has a '{tab}' segment; name the tabs it stands for with 'inEachTab:'
        case inbox
        @Link("/drafts", inEachTab: [MailTab.mail])
              ┬────────
              ╰─ 🛑 '/drafts' would be one link in every tab; put '{tab}' where the tab's name goes
        case drafts
      }
      """
    }
  }
}
