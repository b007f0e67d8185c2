import Foundation
import Synchronization
import Testing

@_spi(Benchmarks) @testable import Wayfinder

/// How many times the placement switch was asked for a placement.
private final class PlacementCount: Sendable {
  let value = Mutex(0)
}

/// ``TinyLinks``'s three links numbered, as `@Links` declares them, with a placement switch that
/// counts what it makes: `/items/:id` opens in tab `b`.
private func numberedTable(_ count: PlacementCount) -> LinkTable<TinyLinks> {
  var links = _CompiledLinks<TinyLinks>(
    names: TinyLinks.names, types: [Int.self], count: 3, codes: TinyLinks.text(TinyLinks.codes),
    trie: TinyLinks.text(TinyLinks.trie),
    build: { link, parameters in
      switch link {
      case 0: .items
      case 1: .item(try parameters.value("id"))
      case 2: .new
      default: nil
      }
    },
    values: { link, route in
      switch (link, route) {
      case (0, .items), (2, .new): [:]
      case (1, .item(let id)): ["id": "\(id)"]
      default: nil
      }
    },
    placement: { link in
      count.value.withLock { $0 += 1 }
      return link == 1 ? LinkPlacement(tab: "b") : LinkPlacement()
    })
  links.add("/items", key: "items", link: 0)
  links.add("/items/:id", key: "item", link: 1)
  links.add("/new", key: "new", link: 2)
  return links.table(schemes: ["app"], printKey: { TinyLinks.key($0) })
}

@MainActor
@Suite("A compiled table makes a link's placement when the link opens")
struct CompiledPlacementTests {
  @Test("no placement is made with the table; opening a link makes its own, in its tab")
  func madeWhenOpened() throws {
    let count = PlacementCount()
    let table = numberedTable(count)
    #expect(count.value.withLock { $0 } == 0)
    let navigator = Navigator(
      NavigationState<TinyLinks>(tabs: ["a": .items, "b": .new], selection: "a"), links: table)
    try navigator.open(URL(string: "app://items/3")!)
    #expect(count.value.withLock { $0 } >= 1)
    #expect(navigator.state.selectedTab == "b")
    #expect(navigator.state.activeStack.routes == [.new, .item(3)])
  }
}
