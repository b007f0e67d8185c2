import Foundation
import PropertyBased
import Testing
import Wayfinder

/// The routes of a shop whose cart is a sheet with checkout pushed in it.
enum Store: Hashable, Codable, Sendable {
  case home, catalog, help
  case item(Int)
  case cart, checkout, payment
  case receipt(Int)
}

/// Links into presented stacks (`LinkPlacement.parentsInLayer`): opened, printed back,
/// restored, and refused where the state cannot hold them.
@Suite("Links that open a stack inside a sheet or a cover")
struct LinkIntoLayerTests {
  static let base = NavigationState<Store>(tabs: ["shop": .home, "help": .help], selection: "help")

  /// The shop's links: the cart a sheet over the catalog, checkout pushed in it, a receipt two
  /// screens deep in a cover, and a stack link whose screens all go in the cart's sheet.
  static func table() throws -> LinkTable<Store> {
    var links = LinkTableBuilder<Store>(schemes: ["store"], hosts: ["store.example"])
    try links.add("/shop", route: .home, placement: LinkPlacement(tab: "shop", asRoot: true))
    try links.add(
      "/shop/item/:id", types: ["id": Int.self],
      placement: LinkPlacement(tab: "shop", parents: { _ in [.catalog] }),
      build: { .item(try $0.value("id")) },
      values: { if case .item(let id) = $0 { ["id": "\(id)"] } else { nil } })
    try links.add(
      "/cart", route: .cart,
      placement: LinkPlacement(tab: "shop", parents: { _ in [.catalog] }, presentation: .sheet()))
    try links.add(
      "/cart/checkout", route: .checkout,
      placement: LinkPlacement(
        tab: "shop", parents: { _ in [.catalog, .cart] }, presentation: .sheet(),
        parentsInLayer: 1))
    try links.add(
      "/receipt/:id", types: ["id": Int.self],
      placement: LinkPlacement(
        parents: { _ in [.cart, .checkout] }, presentation: .fullScreenCover, parentsInLayer: 2),
      build: { .receipt(try $0.value("id")) },
      values: { if case .receipt(let id) = $0 { ["id": "\(id)"] } else { nil } })
    try links.add(
      "/steps/*steps",
      placement: LinkPlacement(tab: "shop", presentation: .sheet(), parentsInLayer: 2),
      stack: { parameters in
        try (parameters.values("steps") as [String]).map { step throws(LinkError) in
          switch step {
          case "cart": .cart
          case "checkout": .checkout
          case "payment": .payment
          default: throw LinkError.invalidParameter(name: "steps", value: step, expected: "a step")
          }
        }
      },
      values: { stack in
        let steps = stack.map { route -> String? in
          switch route {
          case .cart: "cart"
          case .checkout: "checkout"
          case .payment: "payment"
          default: nil
          }
        }
        guard steps.allSatisfy({ $0 != nil }) else { return nil }
        return LinkValues(segments: steps.compactMap { $0 })
      })
    return try links.build()
  }

  @Test("a link opens its layer's stack: the cart sheet with checkout pushed in it")
  @MainActor
  func opens() throws {
    let navigator = Navigator(Self.base, links: try Self.table())
    try navigator.present(.help, as: .sheet())
    try navigator.open(URL(string: "store://cart/checkout")!)
    let state = navigator.state
    #expect(state.selectedTab == "shop")
    #expect(state.stack(at: .tab("shop"))?.routes == [.home, .catalog], "the parents under it")
    #expect(state.layers.count == 1, "the help sheet is dismissed")
    #expect(state.layers.first?.presentation == .sheet())
    #expect(state.layers.first?.content.routes == [.cart, .checkout])
    #expect(state.stack(at: .tab("help"))?.routes == [.help], "the other tab is kept")
  }

  @Test("a cover holding two parents, over whatever tab is selected")
  func cover() throws {
    let state = try Self.table().target(for: "store://receipt/12", base: Self.base)
    #expect(state.selectedTab == "help")
    #expect(state.stack(at: .tab("help"))?.routes == [.help])
    #expect(state.layers.map(\.presentation) == [.fullScreenCover])
    #expect(state.layers.first?.content.routes == [.cart, .checkout, .receipt(12)])
  }

  @Test("opened on what is shown, the layer's stack is presented over it")
  @MainActor
  func onWhatIsShown() throws {
    var links = LinkTableBuilder<Store>(schemes: ["store"])
    try links.add(
      "/cart/checkout", route: .checkout,
      placement: LinkPlacement(
        parents: { _ in [.catalog, .cart] }, presentation: .sheet(), parentsInLayer: 1,
        whenRunning: .pushOnCurrentStack))
    let navigator = Navigator(Self.base, links: try links.build())
    try navigator.push(.item(3))
    try navigator.open(URL(string: "store://cart/checkout")!)
    #expect(navigator.state.activeStack.routes == [.cart, .checkout])
    #expect(
      navigator.state.stack(at: .tab("help"))?.routes == [.help, .item(3)],
      "the parents under the layer are not pushed on what is shown")
  }

  @Test("a state with a stack in its sheet prints as the link that opens it, and back")
  func printsBack() throws {
    let table = try Self.table()
    var state = Self.base
    try state.selectTab("shop")
    try state.push(.catalog)
    try state.present(stack: [.cart, .checkout], as: .sheet())
    let printed = try #require(table.link(for: state))
    #expect(printed.url.absoluteString == "store://cart/checkout")
    #expect(printed.omitted.isEmpty, "\(printed)")
    let opened = try table.target(for: printed.url.absoluteString, base: Self.base)
    #expect(opened.layers.first?.content.routes == state.layers.first?.content.routes)
    #expect(opened.activeStack.routes == state.activeStack.routes)
  }

  @Test(
    "state → link → state: a random stack in a cover or a sheet comes back",
    arguments: [false, true])
  func roundTrip(universal: Bool) async throws {
    let table = try Self.table()
    // The stack link puts two parents in its sheet, its screen on them: three screens.
    let steps: [[Store]] = [
      [.cart, .checkout, .payment], [.payment, .cart, .checkout], [.cart, .cart, .payment],
    ]
    await propertyCheck(
      count: 100, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...(steps.count - 1))
    ) { id, pick in
      var receipt = Self.base
      try receipt.present(stack: [.cart, .checkout, .receipt(id)], as: .fullScreenCover)
      var stepped = Self.base
      try stepped.selectTab("shop")
      try stepped.present(stack: steps[pick], as: .sheet())
      // The receipt's link names no tab: it opens in whichever is selected, and says so.
      for (state, omitted) in [(receipt, [LinkOmission.tab("help")]), (stepped, [])] {
        let printed = try #require(table.link(for: state, universal: universal))
        #expect(printed.omitted == omitted, "\(printed)")
        let opened = try table.target(
          for: printed.url.absoluteString, keepingOtherTabsOf: Self.base)
        #expect(opened.selectedTab == state.selectedTab, "\(printed)")
        #expect(opened.activeStack.routes == state.activeStack.routes, "\(printed)")
        #expect(opened.layers.map(\.presentation) == state.layers.map(\.presentation))
        #expect(opened.stack(at: .tab("shop"))?.routes == state.stack(at: .tab("shop"))?.routes)
      }
    }
  }

  @Test("a layer whose stack no link opens is left out of the link, and said so")
  func layerNoLinkOpens() throws {
    var state = Self.base
    try state.selectTab("shop")
    try state.push(.item(4))
    try state.present(stack: [.checkout, .cart], as: .sheet())
    let printed = try #require(try Self.table().link(for: state))
    #expect(printed.omitted.contains(.layers(count: 1)), "\(printed)")
  }

  @Test("a restored state holding a stack in its sheet prints its link again")
  func restored() throws {
    let table = try Self.table()
    var state = Self.base
    try state.selectTab("shop")
    try state.push(.catalog)
    try state.present(stack: [.cart, .checkout], as: .sheet())
    let data = try StateRestorer().encode(state)
    let restored = try StateRestorer().decode(Store.self, from: data).state
    #expect(restored == state)
    #expect(table.link(for: restored) == table.link(for: state))
    #expect(table.link(for: restored)?.url.absoluteString == "store://cart/checkout")
  }

  @Test("opened on what is shown while an alert is up, the link is refused and nothing changes")
  @MainActor
  func refusedUnderAnAlert() throws {
    var links = LinkTableBuilder<Store>(schemes: ["store"])
    try links.add(
      "/cart/checkout", route: .checkout,
      placement: LinkPlacement(
        parents: { _ in [.cart] }, presentation: .sheet(), parentsInLayer: 1,
        whenRunning: .pushOnCurrentStack))
    let navigator = Navigator(Self.base, links: try links.build())
    try navigator.presentAlert(AlertState(title: "Out of stock"))
    let before = navigator.state
    #expect {
      try navigator.open(URL(string: "store://cart/checkout")!)
    } throws: { error in
      let link = (error as? NavigationError)?.link
      return link?.code == .refused && link?.description.contains("alert") == true
    }
    #expect(navigator.state == before)
  }

  @Test("a stack link with fewer screens than its layer needs is refused, naming why")
  @MainActor
  func refusedTooFewParents() throws {
    let navigator = Navigator(Self.base, links: try Self.table())
    let before = navigator.state
    #expect {
      try navigator.open(URL(string: "store://steps/payment")!)
    } throws: { error in
      let link = (error as? NavigationError)?.link
      return link?.code == .refused && link?.description.contains("last 2 parents") == true
    }
    #expect(navigator.state == before)
    try navigator.open(URL(string: "store://steps/cart/checkout/payment")!)
    #expect(navigator.state.activeStack.routes == [.cart, .checkout, .payment])
    #expect(navigator.state.stack(at: .tab("shop"))?.routes == [.home])
  }

  @Test(
    "a table whose placement puts parents in a layer it cannot present is refused when built",
    arguments: [0, 1, 2])
  func refusedWhenBuilt(_ problem: Int) throws {
    var placement = LinkPlacement<Store>(
      parents: { _ in [.cart] }, presentation: .sheet(), parentsInLayer: 1)
    switch problem {
    case 0: placement.presentation = nil
    case 1: placement.asRoot = true
    default: placement.parentsInLayer = -1
    }
    var links = LinkTableBuilder<Store>(schemes: ["store"])
    try links.add("/cart/checkout", route: .checkout, placement: placement)
    #expect {
      try links.build()
    } throws: { error in
      (error as? LinkError)?.code == .configuration
        && (error as? LinkError)?.description.contains("/cart/checkout") == true
    }
  }

  @Test("in a split view, the parents under the layer fill the columns")
  func splitView() throws {
    var links = LinkTableBuilder<Store>(schemes: ["store"])
    try links.add(
      "/cart/checkout", route: .checkout,
      placement: LinkPlacement(
        parents: { _ in [.catalog, .cart] }, presentation: .sheet(), parentsInLayer: 1,
        column: .content))
    let table = try links.build()
    let base = NavigationState<Store>(sidebar: .home, content: .help)
    let state = try table.target(for: "store://cart/checkout", base: base)
    #expect(state.split?[.content]?.routes == [.catalog])
    #expect(state.layers.first?.content.routes == [.cart, .checkout])
    #expect(table.link(for: state)?.url.absoluteString == "store://cart/checkout")
  }
}
