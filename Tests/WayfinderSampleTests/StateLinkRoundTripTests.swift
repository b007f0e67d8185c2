import Foundation
import Testing
import Wayfinder
import WayfinderSample

/// Printing a state the sample's link table can express, and opening the printed link, gives
/// the state back (up to entry ids).
@Suite("Links: whole states print and open back (sample table)")
@MainActor
struct StateLinkRoundTripTests {
  /// A deterministic generator (SplitMix64).
  struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  /// A random link of the shop that names its tab: a tab, a stack link (with a sheet or
  /// not), a fixed link with its own back stack. (`/cart` and `/quicklook/:id` open in
  /// whichever tab is selected; `tabless` checks that a state they made says so.)
  static func randomLink(_ random: inout Random) -> String {
    let names = ["shoes", "running", "trail", "socks"]
    let categories = (0..<(1 + random.next(5))).map { _ in names[random.next(4)] }
    let product = 1 + random.next(4)
    switch random.next(8) {
    case 0, 1: return "wayfinder://shop/browse/" + categories.joined(separator: "/")
    case 2, 3: return "wayfinder://shop/preview/" + categories.joined(separator: "/")
    case 4:
      let links = ["", "/reviews", "/photos"].map { "/shop/product/\(product)" + $0 }
      return (links + ["/shop"])[random.next(4)]
    case 5: return ["/search/boots", "/search/rain%20jacket", "/search"][random.next(3)]
    case 6: return ["/welcome", "/welcome/features", "/welcome/notifications"][random.next(3)]
    default: return ["/account", "/account/orders"][random.next(2)]
    }
  }

  /// What opening a link must give back: every tab's routes, the selection, the layers.
  static func screens(_ state: NavigationState<SampleRoute>) -> String {
    let stacks = state.stackLocations.compactMap { location -> String? in
      guard case .layer = location else {
        return "\(location): "
          + (state.stack(at: location)?.routes.map(\.description) ?? []).joined(separator: " › ")
      }
      return nil
    }
    let layers = state.layers.map { "\($0.presentation) \($0.content.routes)" }
    return "\(state.selectedTab?.rawValue ?? "-") | \(stacks) | \(layers)"
  }

  @Test("1,000 generated states print completely and open back to themselves")
  func roundTrip() throws {
    let table = LinkTable<SampleRoute>.sample
    var random = Random(state: 2_026)
    var checked = 0
    for _ in 0..<1_000 {
      // The state: one to four links opened in a row from the start (other tabs vary).
      let navigator = Navigator(NavigationState<SampleRoute>.sampleStart, links: table)
      for _ in 0..<(1 + random.next(4)) {
        try navigator.open(Self.randomLink(&random))
      }
      let state = navigator.state
      let printed = try #require(navigator.link(), "no link for \(Self.screens(state))")
      #expect(printed.omitted.isEmpty, "\(printed) for \(Self.screens(state))")

      // Opened on a running app that shows something else in that tab, with layers on top.
      let elsewhere = Navigator(state, links: table)
      elsewhere.linkBase = .sampleStart
      try elsewhere.push(.product(1))
      try elsewhere.present(.quickLook(1), as: .grow)
      try elsewhere.open(printed.url)
      #expect(Self.screens(elsewhere.state) == Self.screens(state), "\(printed.url)")

      // A cold start gives the selected tab's stack and the layers (other tabs start afresh).
      let cold = try table.target(for: printed.url.absoluteString, base: .sampleStart)
      #expect(cold.selectedTab == state.selectedTab)
      #expect(cold.activeStack.routes == state.activeStack.routes, "\(printed.url)")
      #expect(cold.layers.map(\.presentation) == state.layers.map(\.presentation))
      checked += 1
    }
    #expect(checked == 1_000)
  }

  @Test("nested categories print their whole stack; a product prints alone")
  func example() throws {
    var state = NavigationState<SampleRoute>.sampleStart
    try state.push(contentsOf: [.category("shoes"), .category("running")])
    let navigator = Navigator(state, links: .sample)
    #expect(navigator.url(for: .product(2))?.absoluteString == "wayfinder://shop/product/2")
    #expect(navigator.url(for: .reviews(2)) == nil, "reviews print with their product, as a stack")
    #expect(navigator.link()?.url.absoluteString == "wayfinder://shop/browse/shoes/running")
  }

  @Test("a sheet opened by a link that names no tab prints, saying the tab is not in it")
  func tabless() throws {
    let navigator = Navigator(NavigationState<SampleRoute>.sampleStart, links: .sample)
    try navigator.selectTab(SampleTab.search)
    try navigator.open(try #require(URL(string: "wayfinder://cart")))
    let printed = try #require(navigator.link())
    #expect(printed.url.absoluteString == "wayfinder://cart")
    #expect(printed.omitted == [.tab(TabID(SampleTab.search))])
  }
}
