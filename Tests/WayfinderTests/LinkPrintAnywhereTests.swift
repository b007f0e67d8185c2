import Foundation
import Testing
import Wayfinder

/// What a widget, a notification service or an App Intent does: print the app's links with
/// its table alone, off the main actor.
@Suite("A link table prints routes and states without a navigator, on any thread")
struct LinkPrintAnywhereTests {
  /// The table, made where an extension would make it: outside the main actor.
  nonisolated static func table() throws -> LinkTable<Store> { try LinkIntoLayerTests.table() }

  nonisolated static func printRoute(_ table: LinkTable<Store>, universal: Bool) -> URL? {
    table.url(for: .item(42), universal: universal)
  }

  @Test("a route prints from a nonisolated function and a detached task")
  func route() async throws {
    let table = try Self.table()
    #expect(Self.printRoute(table, universal: false)?.absoluteString == "store://shop/item/42")
    let printed = await Task.detached { Self.printRoute(table, universal: true) }.value
    #expect(printed?.absoluteString == "https://store.example/shop/item/42")
    let none: URL? = table.url(for: .help)
    #expect(none == nil, "no link prints the help screen")
  }

  @Test("a state prints from a detached task, with what it leaves out")
  func state() async throws {
    let table = try Self.table()
    var state = LinkIntoLayerTests.base
    try state.present(stack: [.cart, .checkout, .receipt(7)], as: .fullScreenCover)
    let (url, link) = await Task.detached { () -> (URL?, StateLink?) in
      let url: URL? = table.url(for: state)
      return (url, table.link(for: state, universal: true))
    }.value
    #expect(url?.absoluteString == "store://receipt/7")
    #expect(link?.url.absoluteString == "https://store.example/receipt/7")
    #expect(link?.omitted == [.tab("help")], "the receipt's link opens in any tab")
  }

  @Test("the table prints what the navigator prints")
  @MainActor
  func sameAsNavigator() throws {
    let table = try Self.table()
    let navigator = Navigator(LinkIntoLayerTests.base, links: table)
    let printed: URL? = table.url(for: .item(9))
    #expect(printed == navigator.url(for: .item(9)))
    let shown: URL? = table.url(for: navigator.state)
    #expect(shown == navigator.link()?.url)
  }
}
