public import Foundation
public import Wayfinder

extension LinkTable<SampleRoute> {
  /// Wayfinder Shop's links, for the custom scheme `wayfinder` and the host
  /// `wayfinder.example`, declared with a `LinkTableBuilder` (see
  /// ``SampleRoute/addLinks(to:)``).
  public static let sample: LinkTable<SampleRoute> = {
    var links = LinkTableBuilder<SampleRoute>(
      schemes: ["wayfinder"], hosts: ["wayfinder.example"], printKey: { $0.caseName })
    do {
      try SampleRoute.addLinks(to: &links)
      return try links.build()
    } catch {
      preconditionFailure("the sample link table is valid: \(error)")
    }
  }()
}

extension SampleRoute {
  /// Adds Wayfinder Shop's links to a builder.
  ///
  /// | link | opens |
  /// |---|---|
  /// | `/shop`, `/search`, `/account` | that tab at its root |
  /// | `/shop/product/2`, `/shop/product/2/reviews` | a product, its reviews over it |
  /// | `/shop/product/2/photos` | the product's photos as a full-screen cover |
  /// | `/quicklook/2` | the product's quick look, growing from the centre |
  /// | `/cart` | the cart as a sheet |
  /// | `/cart/checkout` | the cart sheet with checkout pushed in it |
  /// | `/search/boots` | the results of a search |
  /// | `/account/orders` | the orders (signed in only: sign-in first, then the link) |
  /// | `/welcome`, `/welcome/features`, `/welcome/notifications` | onboarding's steps |
  /// | `/shop/browse/shoes/running` | nested categories, one screen per segment |
  /// | `/shop/preview/shoes/trail` | the same, the last category in a sheet |
  /// | `/mail/work`, `/mail/work/2` | support mail: a mailbox, a message in its mailbox |
  ///
  /// ```swift
  /// var links = LinkTableBuilder<SampleRoute>(schemes: ["wayfinder"])
  /// try SampleRoute.addLinks(to: &links)
  /// let table = try links.build()
  /// ```
  /// - Parameter links: The builder.
  /// - Throws: ``LinkError/Code-swift.enum/configuration``.
  public static func addLinks(to links: inout LinkTableBuilder<SampleRoute>) throws(LinkError) {
    let shop = TabID(SampleTab.shop)
    let int: [String: any LinkParameterValue.Type] = ["id": Int.self]
    try links.add("/shop", route: .catalog, placement: LinkPlacement(tab: shop, asRoot: true))
    try links.add(
      "/shop/product/:id", types: int, placement: LinkPlacement(tab: shop), key: "product",
      build: { .product(try product($0)) },
      values: { if case .product(let id) = $0 { ["id": "\(id)"] } else { nil } })
    try links.add(
      "/shop/product/:id/reviews", types: int, placement: LinkPlacement(tab: shop),
      key: "reviews", stack: { [.product(try product($0)), .reviews(try product($0))] },
      values: { productStack($0) { if case .reviews(let id) = $0 { id } else { nil } } })
    try links.add(
      "/shop/product/:id/photos", types: int,
      placement: LinkPlacement(tab: shop, presentation: .fullScreenCover), key: "photos",
      stack: { [.product(try product($0)), .photos(try product($0))] },
      values: { productStack($0) { if case .photos(let id) = $0 { id } else { nil } } })
    try links.add(
      "/quicklook/:id", types: int, placement: LinkPlacement(presentation: .grow),
      key: "quickLook", build: { .quickLook(try product($0)) },
      values: { if case .quickLook(let id) = $0 { ["id": "\(id)"] } else { nil } })
    try links.add("/cart", route: .cart, placement: LinkPlacement(presentation: .sampleSheet))
    // Checkout pushed inside the cart's sheet: the cart, its one parent, is the sheet's root.
    try links.add(
      "/cart/checkout", route: .checkout,
      placement: LinkPlacement(
        parents: { _ in [.cart] }, presentation: .sampleSheet, parentsInLayer: 1))
    try addTabLinks(to: &links)
    try addCategoryLinks(to: &links)
    try addMailLinks(to: &links)
  }

  /// The search, account and onboarding links.
  static func addTabLinks(to links: inout LinkTableBuilder<SampleRoute>) throws(LinkError) {
    let shop = TabID(SampleTab.shop)
    let search = TabID(SampleTab.search)
    let account = TabID(SampleTab.account)
    try links.add("/search", route: .search, placement: LinkPlacement(tab: search, asRoot: true))
    try links.add(
      "/search/:query", placement: LinkPlacement(tab: search), key: "results",
      build: { .results(query: try $0.value("query")) },
      values: { if case .results(let query) = $0 { ["query": query] } else { nil } })
    try links.add(
      "/account", route: .account, placement: LinkPlacement(tab: account, asRoot: true))
    try links.add("/account/orders", route: .orders, placement: LinkPlacement(tab: account))
    try links.add("/welcome", route: .welcome, placement: LinkPlacement(tab: shop))
    try links.add(
      "/welcome/features", route: .features,
      placement: LinkPlacement(tab: shop, parents: { _ in [.welcome] }))
    try links.add(
      "/welcome/notifications", route: .notifications,
      placement: LinkPlacement(
        tab: shop, parents: { _ in [.welcome, .features] }, presentation: .sampleSheet))
  }

  /// The two families of stack links, whose segments name any nested categories: pushed, or
  /// the last one in a sheet.
  static func addCategoryLinks(to links: inout LinkTableBuilder<SampleRoute>) throws(LinkError) {
    let shop = TabID(SampleTab.shop)
    try links.add(
      "/shop/browse/*categories+", placement: LinkPlacement(tab: shop), key: "category",
      stack: { try categories($0.values("categories")) }, values: categorySegments)
    try links.add(
      "/shop/preview/*categories+",
      placement: LinkPlacement(tab: shop, presentation: .sampleSheet), key: "category",
      stack: { try categories($0.values("categories")) }, values: categorySegments)
  }

  /// The support mail's links, to its split view's columns.
  static func addMailLinks(to links: inout LinkTableBuilder<SampleRoute>) throws(LinkError) {
    try links.add(
      "/mail/:box", placement: LinkPlacement(column: .content), key: "mailbox",
      build: { .mailbox(try mailbox($0)) },
      values: { if case .mailbox(let box) = $0 { ["box": box] } else { nil } })
    try links.add(
      "/mail/:box/:id", types: ["id": Int.self], placement: LinkPlacement(column: .detail),
      key: "message",
      stack: { parameters in
        let id: Int = try parameters.value("id")
        try check(message: id)
        return [.mailbox(try mailbox(parameters)), .message(id)]
      },
      values: { stack in
        guard stack.count == 2, case .mailbox(let box) = stack[0],
          case .message(let id) = stack[1]
        else { return nil }
        return LinkValues(["box": box, "id": "\(id)"])
      })
  }

  /// The product a link's `id` names, refused when the catalog has no such product.
  private static func product(_ parameters: LinkParameters) throws -> Int {
    let id: Int = try parameters.value("id")
    try SampleCatalog.check(product: id)
    return id
  }

  /// The `id` that prints a product and the screen over it (`top` reads the screen's id).
  private static func productStack(
    _ stack: [SampleRoute], top: (SampleRoute) -> Int?
  ) -> LinkValues? {
    guard stack.count == 2, stack[0] == .product(top(stack[1]) ?? 0) else { return nil }
    return LinkValues(["id": "\(top(stack[1]) ?? 0)"])
  }

  /// The mailbox a link's `box` names, refused unless it is one of ``mailboxNames``.
  private static func mailbox(_ parameters: LinkParameters) throws -> String {
    let name: String = try parameters.value("box")
    try check(mailbox: name)
    return name
  }

  /// The screens a category link's segments name, one category each.
  static func categories(_ segments: [String]) throws(LinkError) -> [SampleRoute] {
    var stack: [SampleRoute] = []
    for segment in segments {
      try SampleCatalog.check(category: segment)
      stack.append(.category(segment))
    }
    return stack
  }

  /// The segments that print a stack of categories, or `nil` when a screen is not one.
  static func categorySegments(_ stack: [SampleRoute]) -> LinkValues? {
    var segments: [String] = []
    for route in stack {
      guard case .category(let name) = route else { return nil }
      segments.append(name)
    }
    return segments.isEmpty ? nil : LinkValues(segments: segments)
  }

  /// The case's name: the key that names the links that print it, and the map's node.
  public var caseName: String {
    switch self {
    case .catalog: "catalog"
    case .category: "category"
    case .product: "product"
    case .reviews: "reviews"
    case .photos: "photos"
    case .quickLook: "quickLook"
    case .cart: "cart"
    case .checkout: "checkout"
    case .sizePicker: "sizePicker"
    case .search: "search"
    case .results: "results"
    case .account: "account"
    case .orders: "orders"
    case .signIn: "signIn"
    case .editAddress: "editAddress"
    case .welcome: "welcome"
    case .features: "features"
    case .notifications: "notifications"
    case .ready: "ready"
    case .mailboxes: "mailboxes"
    case .mailbox: "mailbox"
    case .message: "message"
    case .attachment: "attachment"
    }
  }

  /// Refuses a mailbox that is not one of ``mailboxNames``.
  /// - Parameter name: A mailbox read from a link.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public static func check(mailbox name: String) throws(LinkError) {
    guard mailboxNames.contains(name) else {
      throw .invalidParameter(name: "box", value: name, expected: "inbox, work or archive")
    }
  }

  /// Refuses a message whose number is not 1 to 99.
  /// - Parameter id: A message number read from a link.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public static func check(message id: Int) throws(LinkError) {
    guard (1...99).contains(id) else {
      throw .invalidParameter(name: "id", value: "\(id)", expected: "1 to 99")
    }
  }
}

extension LinkTable<SampleRoute> {
  /// The link of a message in its mailbox, printed from the state it opens
  /// (`wayfinder://mail/work/2`), for opening the message in a new window.
  ///
  /// ```swift
  /// import SwiftUI
  /// import WayfinderSwiftUI
  ///
  /// struct OpenButton: View {
  ///   @Environment(\.openWindow) private var openWindow
  ///   var body: some View {
  ///     Button("Open in a new window") {
  ///       if let link = LinkTable.mailLink(mailbox: "work", message: 2) {
  ///         openWindow(value: WindowStart.link(link))
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  /// - Parameters:
  ///   - mailbox: The mailbox.
  ///   - message: The message.
  /// - Returns: The link, or `nil` when no link opens that message.
  public static func mailLink(mailbox: String, message: Int) -> URL? {
    var state = NavigationState<SampleRoute>.mailStart
    do throws(NavigationError) {
      try state.show(.mailbox(mailbox), in: .content)
      try state.show(.message(message), in: .detail)
    } catch {
      return nil
    }
    return sample.url(for: state).flatMap(URL.init(string:))
  }
}
