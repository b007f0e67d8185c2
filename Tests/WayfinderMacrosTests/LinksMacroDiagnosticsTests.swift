import MacroTesting
import Testing
import WayfinderMacrosPlugin

/// Every mistake the macro reports, each as a developer would make it.
@Suite(
  .macros(
    ["Links": LinksMacro.self, "Link": LinkMacro.self, "NoLink": LinkMacro.self], record: .never))
struct LinksMacroDiagnosticsTests {
  @Test("a pattern parameter that names no associated value, with the fix that renames it")
  func parameterWithoutValue() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/item/:itemID")
        case item(id: Int)
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/item/:itemID")
              ┬──────────────
              ╰─ 🛑 the pattern's parameter 'itemID' names no associated value of 'item'
                 ✏️ name the parameter 'id'
        case item(id: Int)
      }
      """
    } fixes: {
      """
      @Links
      enum Shop {
        @Link("/item/:id")
        case item(id: Int)
      }
      """
    } expansion: {
      """
      enum Shop {
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
              case .item: "item"
              }
          }

          /// Every link declared with `@Link`, each pattern parsed when this enum was compiled.
          private static func linkDeclarations() -> _CompiledLinks<Shop> {
              var links = _CompiledLinks<Shop>(
                  names: ["item", "id"],
                  types: [Int.self],
                  count: 1,
                  codes: "DBfaBB",
                  trie: "CCBCBEDCDBAABCABBBABBCAABD",
                  build: { try compiledLinkRoute($0, $1) },
                  values: { compiledLinkValues($0, $1) })
              links.add("/item/:id", key: "item", link: 0)
              return links
          }

          /// The route of the link numbered `linkNumber` in `linkDeclarations()`, made from the
          /// link's parameters, or `nil` for a number no link has.
          nonisolated private static func compiledLinkRoute(_ linkNumber: Int, _ linkParameters: LinkParameters) throws -> Shop? {
              switch linkNumber {
              case 0:
                  return .item(id: try linkParameters.value("id"))
              default: return nil
              }
          }

          /// The values that print `linkRoute` with the link numbered `linkNumber` in
          /// `linkDeclarations()`, or `nil` when the route is not that link's.
          nonisolated private static func compiledLinkValues(_ linkNumber: Int, _ linkRoute: Shop) -> [String: String]? {
              switch linkNumber {
              case 0:
                  guard case .item(let `id`) = linkRoute else { return nil }
                  return ["id": linkText(`id`)]
              default: return nil
              }
          }
      }
      """
    }
  }

  @Test("an associated value no pattern parameter carries")
  func valueNotInPattern() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/item")
        case item(id: Int)
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/item")
        case item(id: Int)
             ┬────────────
             ╰─ 🛑 'item's associated value 'id' is not in the pattern, so a link cannot build the case
      }
      """
    }
  }

  @Test("an associated value of a type no link can carry")
  func unsupportedType() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/items/:ids")
        case items(ids: [Int])
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/items/:ids")
        case items(ids: [Int])
                        ┬────
                        ╰─ 🛑 'ids' of type '[Int]' cannot be a link parameter: it is a collection
      }
      """
    }
  }

  @Test("an unlabelled associated value among labelled ones, with the fix that labels it")
  func unlabelled() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/item/:id/:page")
        case item(Int, page: Int)
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/item/:id/:page")
        case item(Int, page: Int)
                  ┬───
                  ╰─ 🛑 associated value 1 of 'item' has no label; label it with its pattern parameter's name
                     ✏️ label it 'id'
      }
      """
    } fixes: {
      """
      @Links
      enum Shop {
        @Link("/item/:id/:page")
        case item(id: Int, page: Int)
      }
      """
    } expansion: {
      """
      enum Shop {
        case item(id: Int, page: Int)
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
              case .item: "item"
              }
          }

          /// Every link declared with `@Link`, each pattern parsed when this enum was compiled.
          private static func linkDeclarations() -> _CompiledLinks<Shop> {
              var links = _CompiledLinks<Shop>(
                  names: ["item", "id", "page"],
                  types: [Int.self],
                  count: 1,
                  codes: "EBfaBfaCB",
                  trie: "CCBCBFDDDBAABCABBCABBBABBCAABDBE",
                  build: { try compiledLinkRoute($0, $1) },
                  values: { compiledLinkValues($0, $1) })
              links.add("/item/:id/:page", key: "item", link: 0)
              return links
          }

          /// The route of the link numbered `linkNumber` in `linkDeclarations()`, made from the
          /// link's parameters, or `nil` for a number no link has.
          nonisolated private static func compiledLinkRoute(_ linkNumber: Int, _ linkParameters: LinkParameters) throws -> Shop? {
              switch linkNumber {
              case 0:
                  return .item(id: try linkParameters.value("id"), page: try linkParameters.value("page"))
              default: return nil
              }
          }

          /// The values that print `linkRoute` with the link numbered `linkNumber` in
          /// `linkDeclarations()`, or `nil` when the route is not that link's.
          nonisolated private static func compiledLinkValues(_ linkNumber: Int, _ linkRoute: Shop) -> [String: String]? {
              switch linkNumber {
              case 0:
                  guard case .item(let `id`, let `page`) = linkRoute else { return nil }
                  return ["id": linkText(`id`), "page": linkText(`page`)]
              default: return nil
              }
          }
      }
      """
    }
  }

  @Test("two cases with one pattern")
  func duplicatePattern() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/item/:id")
        case item(id: Int)
        @Link("/item/:number")
        case other(number: Int)
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/item/:id")
        case item(id: Int)
        @Link("/item/:number")
              ┬──────────────
              ╰─ 🛑 '/item/:number' has the same pattern as 'item'; a link must open one case
        case other(number: Int)
      }
      """
    }
  }

  @Test("with requireAll, a case without a link, with the fix that marks it @NoLink")
  func missingLink() {
    assertMacro {
      """
      @Links(requireAll: true)
      enum Shop {
        @Link("/home")
        case home
        case signIn
      }
      """
    } diagnostics: {
      """
      @Links(requireAll: true)
      enum Shop {
        @Link("/home")
        case home
        case signIn
             ┬─────
             ╰─ 🛑 'signIn' has no link, and @Links(requireAll: true) asks for one on every case
                ✏️ mark 'signIn' @NoLink
      }
      """
    } fixes: {
      """
      @Links(requireAll: true)
      enum Shop {
        @Link("/home")
        case home
        @NoLink case signIn
      }
      """
    } expansion: {
      """
      enum Shop {
        case home
        case signIn
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
              case .home: "home"
              default: nil
              }
          }

          /// Every link declared with `@Link`, each pattern parsed when this enum was compiled.
          private static func linkDeclarations() -> _CompiledLinks<Shop> {
              var links = _CompiledLinks<Shop>(
                  names: ["home"],
                  types: [],
                  count: 1,
                  codes: "CBB",
                  trie: "CBBDDBDBAABBABBCAA",
                  build: { try compiledLinkRoute($0, $1) },
                  values: { compiledLinkValues($0, $1) })
              links.add("/home", key: "home", link: 0)
              return links
          }

          /// The route of the link numbered `linkNumber` in `linkDeclarations()`, made from the
          /// link's parameters, or `nil` for a number no link has.
          nonisolated private static func compiledLinkRoute(_ linkNumber: Int, _ linkParameters: LinkParameters) throws -> Shop? {
              switch linkNumber {
              case 0:
                  return .home
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
              default: return nil
              }
          }
      }
      """
    }
  }

  @Test("a parent whose value the case has with another type or may not have")
  func parentValueMismatch() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/search/:query")
        case results(query: String)
        @Link("/item/:id?query", parents: ["/search/:query"])
        case item(id: Int, query: String?)
        @Link("/seller/:query", parents: ["/search/:query"])
        case seller(query: Int)
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/search/:query")
        case results(query: String)
        @Link("/item/:id?query", parents: ["/search/:query"])
                                           ┬───────────────
                                           ╰─ 🛑 the parent '/search/:query' needs 'query' as 'String', and this case has it as 'String?'
        case item(id: Int, query: String?)
        @Link("/seller/:query", parents: ["/search/:query"])
                                          ┬───────────────
                                          ╰─ 🛑 the parent '/search/:query' needs 'query' as 'String', and this case has it as 'Int'
        case seller(query: Int)
      }
      """
    }
  }

  @Test("parents that are not literals, a link inside #if, two cases of one name")
  func unreadable() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/home")
        case home
        @Link("/item/:id", parents: Shop.homeParents)
        case item(id: Int)
        @Link("/item/:slug/by-slug")
        case item(slug: String)
        #if DEBUG
        @Link("/debug")
        case debug
        #endif
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/home")
        case home
        @Link("/item/:id", parents: Shop.homeParents)
                                    ┬───────────────
                                    ╰─ 🛑 parents must be an array of string literals, each the pattern of another case's @Link
        case item(id: Int)
        @Link("/item/:slug/by-slug")
        case item(slug: String)
             ┬─────────────────
             ╰─ 🛑 another case is named 'item': a case with a link needs a name of its own
        #if DEBUG
        @Link("/debug")
        ┬──────────────
        ╰─ 🛑 @Link on a case inside #if is not read: the link table is written for every build; declare the case outside #if, or add its link with LinkTableBuilder
        case debug
        #endif
      }
      """
    }
  }

  @Test("a @Link in an enum without @Links")
  func linkWithoutLinks() {
    assertMacro {
      """
      enum Shop {
        @Link("/home")
        case home
      }
      """
    } diagnostics: {
      """
      enum Shop {
        @Link("/home")
        ┬─────────────
        ╰─ 🛑 nothing reads this @Link: add @Links to 'Shop'
        case home
      }
      """
    }
  }

  @Test("a link in the layer its parent presents that presents too")
  func presentedInPresentedParent() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/cart", presentation: .sheet())
        case cart
        @Link("/cart/checkout", presentation: .sheet(), parents: ["/cart"])
        case checkout
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/cart", presentation: .sheet())
        case cart
        @Link("/cart/checkout", presentation: .sheet(), parents: ["/cart"])
                                              ┬───────
                                              ╰─ 🛑 this screen is pushed in the layer '/cart' presents, so it takes no 'presentation:'; leave it out
        case checkout
      }
      """
    }
  }

  @Test("a parent that is the root of its stack")
  func parentIsRoot() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/shop", asRoot: true)
        case home
        @Link("/shop/item/:id", parents: ["/shop"])
        case item(id: Int)
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/shop", asRoot: true)
        case home
        @Link("/shop/item/:id", parents: ["/shop"])
                                          ┬──────
                                          ╰─ 🛑 '/shop' is the root of its stack (asRoot: true), and parents are pushed above the root; leave it out
        case item(id: Int)
      }
      """
    }
  }

  @Test("a parent pattern no case declares, and one that needs a value the case lacks")
  func parents() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/search/:query")
        case results(query: String)
        @Link("/item/:id", parents: ["/search/:query", "/nowhere"])
        case item(id: Int)
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/search/:query")
        case results(query: String)
        @Link("/item/:id", parents: ["/search/:query", "/nowhere"])
                                                       ┬─────────
                                     │                 ╰─ 🛑 no case declares the parent pattern '/nowhere'
                                     ┬───────────────
                                     ╰─ 🛑 the parent '/search/:query' needs 'query', which this case does not have
        case item(id: Int)
      }
      """
    }
  }

  @Test("an optional value as a path segment, and a catch-all")
  func optionalsAndCatchAll() {
    assertMacro {
      """
      @Links
      enum Shop {
        @Link("/search/:query")
        case search(query: String?)
        @Link("/path/*screens")
        case path(screens: String)
      }
      """
    } diagnostics: {
      """
      @Links
      enum Shop {
        @Link("/search/:query")
              ┬───────────────
              ╰─ 🛑 'query' is optional, so it cannot be a path segment; make it a query parameter ('?query')
        case search(query: String?)
        @Link("/path/*screens")
              ┬───────────────
              ╰─ 🛑 '/path/*screens' has a catch-all segment; declare it with LinkTableBuilder's stack form
        case path(screens: String)
      }
      """
    }
  }

  @Test("@Links on a struct")
  func notAnEnum() {
    assertMacro {
      """
      @Links
      struct Shop {}
      """
    } diagnostics: {
      """
      @Links
      ┬─────
      ╰─ 🛑 @Links declares the links of an enum's cases; attach it to an enum
      struct Shop {}
      """
    }
  }
}
