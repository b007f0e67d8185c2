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
      """
      public enum Shop: Hashable, Sendable {
        case home
        case results(query: String, page: Int?)
        case item(query: String, id: Int)
        case cart
        case signIn
      }

      extension Shop {
          /// Adds the links declared with `@Link` on this enum's cases to a table's builder,
          /// each with its placement, and names each case as its print key (a route of another
          /// case keeps the key the builder gave it).
          public static func addLinks(to builder: inout LinkTableBuilder<Shop>) throws(LinkError) {
              let previous = builder.printKey
              builder.printKey = { route in linkKey(route) ?? previous?(route) }
              try linkDeclarations().add(to: &builder)
          }

          /// The link table of the links declared with `@Link`.
          public static func linkTable(schemes: [String], hosts: [String] = []) throws(LinkError) -> LinkTable<Shop> {
              var builder = LinkTableBuilder<Shop>(schemes: schemes, hosts: hosts)
              try addLinks(to: &builder)
              return try builder.build()
          }

          /// The link table of the links declared with `@Link`, compiled: each pattern was parsed when
          /// this enum was compiled, so that making the table parses nothing, and cannot fail.
          public static func compiledLinkTable(schemes: [String], hosts: [String] = []) -> LinkTable<Shop> {
              linkDeclarations().table(schemes: schemes, hosts: hosts, printKey: { linkKey($0) })
          }

          /// The print key of a route: its case's name, if the case has a link.
          private static func linkKey(_ route: Shop) -> String? {
              switch route {
              case .home: "home"
              case .results: "results"
              case .item: "item"
              case .cart: "cart"
              default: nil
              }
          }

          /// Every link declared with `@Link`, each pattern parsed when this enum was compiled.
          private static func linkDeclarations() -> _CompiledLinks<Shop> {
              var links = _CompiledLinks<Shop>(
                  names: ["shop", "search", "query", "page", "item", "id", "cart"],
                  types: [Int.self],
                  count: 4,
                  codes: "CBBEBbaBcaCCfaDGBbaBcaCbaEfaFBCbaGB",
                  trie: "FCBCBIJCFBAADBABBBECDBACBCADBBADBBAEAABCHHAACDAAFFAABG",
                  build: { try compiledLinkRoute($0, $1) },
                  values: { compiledLinkValues($0, $1) },
                  placement: { compiledLinkPlacement($0) })
              links.add("/shop", key: "home", link: 0)
              links.add("/shop/search/:query?page", key: "results", link: 1)
              links.add("/shop/search/:query/item/:id", key: "item", link: 2)
              links.add("/cart", key: "cart", link: 3)
              return links
          }

          /// The route of the link numbered `linkNumber` in `linkDeclarations()`, made from the
          /// link's parameters, or `nil` for a number no link has.
          nonisolated private static func compiledLinkRoute(_ linkNumber: Int, _ linkParameters: LinkParameters) throws -> Shop? {
              switch linkNumber {
              case 0:
                  return .home
              case 1:
                  return .results(query: try linkParameters.value("query"), page: try linkParameters.valueIfPresent("page"))
              case 2:
                  return .item(query: try linkParameters.value("query"), id: try linkParameters.value("id"))
              case 3:
                  return .cart
              default: return nil
              }
          }

          /// The values that print `linkRoute` with the link numbered `linkNumber` in
          /// `linkDeclarations()`, or `nil` when the route is not that link's.
          nonisolated private static func compiledLinkValues(_ linkNumber: Int, _ linkRoute: Shop) -> [String: String]? {
              switch linkNumber {
              case 0:
                  guard case .home = linkRoute else { return nil }
                  return [:]
              case 1:
                  guard case .results(let `query`, let `page`) = linkRoute else { return nil }
                  var linkValues: [String: String] = [:]
                  linkValues["query"] = linkText(`query`)
                  if let `page` { linkValues["page"] = linkText(`page`) }
                  return linkValues
              case 2:
                  guard case .item(let `query`, let `id`) = linkRoute else { return nil }
                  return ["query": linkText(`query`), "id": linkText(`id`)]
              case 3:
                  guard case .cart = linkRoute else { return nil }
                  return [:]
              default: return nil
              }
          }

          /// The placement of the link numbered `linkNumber` in `linkDeclarations()`, made when a
          /// link opens.
          nonisolated private static func compiledLinkPlacement(_ linkNumber: Int) -> LinkPlacement<Shop> {
              switch linkNumber {
              case 0:
                  return LinkPlacement<Shop>(tab: TabID(AppTab.shop), asRoot: true)
              case 1:
                  return LinkPlacement<Shop>(tab: TabID(AppTab.shop))
              case 2:
                  return LinkPlacement<Shop>(tab: TabID(AppTab.shop), parents: { linkRoute in
                      guard case .item(let `query`, _) = linkRoute else { return [] }
                      return [.results(query: `query`, page: nil)]
                  })
              case 3:
                  return LinkPlacement<Shop>(presentation: .sheet())
              default: return LinkPlacement<Shop>()
              }
          }
      }
      """
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
      """
      enum Mail: Hashable, Sendable {
        case root
        case mailbox(String)
        case message(Int)
      }

      extension Mail: LinkValidating {
          /// Adds the links declared with `@Link` on this enum's cases to a table's builder,
          /// each with its placement, and names each case as its print key (a route of another
          /// case keeps the key the builder gave it).
          static func addLinks(to builder: inout LinkTableBuilder<Mail>) throws(LinkError) {
              let previous = builder.printKey
              builder.printKey = { route in linkKey(route) ?? previous?(route) }
              for tab in MailTab.allCases {
                  let tabID = TabID(tab)
                  try builder.add("/" + tabID.rawValue, route: .root, placement: LinkPlacement<Mail>(tab: tabID, asRoot: true))
              }
              for tab in MailTab.allCases {
                  let tabID = TabID(tab)
                  try builder.add(
                      "/" + tabID.rawValue + "/box/:box", types: [:], placement: LinkPlacement<Mail>(tab: tabID), key: "mailbox",
                      build: { linkParameters in
                          let linkRoute: Mail = .mailbox(try linkParameters.value("box"))
                          try Mail.validateLink(linkRoute)
                          return linkRoute
                      },
                      values: { linkRoute in
                          guard case .mailbox(let `box`) = linkRoute else { return nil }
                          return ["box": linkText(`box`)]
                      })
              }
              for tab in MailTab.allCases {
                  let tabID = TabID(tab)
                  try builder.add(
                      "/" + tabID.rawValue + "/box/:box/:id", types: ["id": Int.self], placement: LinkPlacement<Mail>(tab: tabID), key: "message",
                      stack: { linkParameters in
                          let linkRoute: Mail = .message(try linkParameters.value("id"))
                          try Mail.validateLink(linkRoute)
                          let linkParent0: Mail = .mailbox(try linkParameters.value("box"))
                          try Mail.validateLink(linkParent0)
                          return [linkParent0, linkRoute]
                      },
                      values: { linkStack in
                          guard linkStack.count == 2, case .mailbox(let `box`) = linkStack[0], case .message(let `id`) = linkStack[1] else { return nil }
                          return LinkValues(["box": linkText(`box`), "id": linkText(`id`)])
                      })
              }
          }

          /// The link table of the links declared with `@Link`.
          static func linkTable(schemes: [String], hosts: [String] = []) throws(LinkError) -> LinkTable<Mail> {
              var builder = LinkTableBuilder<Mail>(schemes: schemes, hosts: hosts)
              try addLinks(to: &builder)
              return try builder.build()
          }

          /// The link table of the links declared with `@Link`, which cannot fail to build: an error
          /// that `linkTable(schemes:hosts:)` throws is given by every link the table opens.
          static func compiledLinkTable(schemes: [String], hosts: [String] = []) -> LinkTable<Mail> {
              do {
                  return try linkTable(schemes: schemes, hosts: hosts)
              } catch {
                  return LinkTable(_refusingEveryLink: error)
              }
          }

          /// The print key of a route: its case's name, if the case has a link.
          private static func linkKey(_ route: Mail) -> String? {
              switch route {
              case .root: "root"
              case .mailbox: "mailbox"
              case .message: "message"
              }
          }
      }
      """
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
