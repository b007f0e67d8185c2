import Wayfinder
import WayfinderMacros
import WayfinderSample

#if canImport(AppIntents)
  import AppIntents  // for the intents `@LinkIntents` writes where App Intents exists
#endif

/// Wayfinder Shop's routes declared with `@Links`: the twin of `SampleRoute` (same cases,
/// same links), whose table must agree with the one the sample declares with
/// `LinkTableBuilder`. A fixture: the sample itself builds without the macros.
@LinkIntents("Shop screen", scheme: "wayfinder")
@Links(validated: true)
enum MacroSampleRoute: Hashable, Codable, Sendable {
  @Link("/shop", tab: SampleTab.shop, asRoot: true)
  case catalog
  case category(String)
  @Link("/shop/product/:id", tab: SampleTab.shop)
  case product(Int)
  @Link("/shop/product/:id/reviews", tab: SampleTab.shop, parents: ["/shop/product/:id"])
  case reviews(Int)
  @Link(
    "/shop/product/:id/photos", tab: SampleTab.shop, presentation: .fullScreenCover,
    parents: ["/shop/product/:id"])
  case photos(Int)
  @Link("/quicklook/:id", presentation: .grow)
  case quickLook(Int)
  @Link("/cart", presentation: .sampleSheet)
  case cart
  @Link("/cart/checkout", parents: ["/cart"])
  case checkout
  case sizePicker
  @Link("/search", tab: SampleTab.search, asRoot: true)
  case search
  @Link("/search/:query", tab: SampleTab.search)
  case results(query: String)
  @Link("/account", tab: SampleTab.account, asRoot: true)
  case account
  @Link("/account/orders", tab: SampleTab.account)
  case orders
  case signIn
  case editAddress
  @Link("/welcome", tab: SampleTab.shop)
  case welcome
  @Link("/welcome/features", tab: SampleTab.shop, parents: ["/welcome"])
  case features
  @Link(
    "/welcome/notifications", tab: SampleTab.shop, presentation: .sampleSheet,
    parents: ["/welcome", "/welcome/features"])
  case notifications
  case ready
  case mailboxes
  @Link("/mail/:box", column: .content)
  case mailbox(String)
  @Link("/mail/:box/:id", column: .detail, parents: ["/mail/:box"])
  case message(Int)
  case attachment(Int)

  /// The checks `@Links(validated: true)` runs on every screen a link builds: the sample's.
  static func validateLink(_ route: MacroSampleRoute) throws(LinkError) {
    switch route {
    case .product(let id), .reviews(let id), .photos(let id), .quickLook(let id):
      try SampleCatalog.check(product: id)
    case .mailbox(let name): try SampleRoute.check(mailbox: name)
    case .message(let id): try SampleRoute.check(message: id)
    default: break
    }
  }

  /// The twin's table: the macro's links, and the two families of category links, which no
  /// single case declares (written as the sample writes them).
  static func table() throws -> LinkTable<MacroSampleRoute> {
    var links = LinkTableBuilder<MacroSampleRoute>(
      schemes: ["wayfinder"], hosts: ["wayfinder.example"])
    try addLinks(to: &links)
    let shop = TabID(SampleTab.shop)
    for (family, presentation) in [("browse", nil), ("preview", Presentation.sampleSheet)] {
      try links.add(
        "/shop/\(family)/*categories+",
        placement: LinkPlacement(tab: shop, presentation: presentation),
        stack: { parameters in
          try (parameters.values("categories") as [String]).map { name in
            try SampleCatalog.check(category: name)
            return .category(name)
          }
        },
        values: { stack in
          let names = stack.compactMap { if case .category(let name) = $0 { name } else { nil } }
          return names.isEmpty || names.count < stack.count ? nil : LinkValues(segments: names)
        })
    }
    return try links.build()
  }
}
