public import Wayfinder

/// Every screen of Wayfinder Shop, the sample app: a shop in tabs (catalog, search, account)
/// and its support mail in a three-column split view. ``LinkTable/sample`` declares their
/// links.
///
/// ```swift
/// let navigator = Navigator(NavigationState.sampleStart, links: .sample)
/// try navigator.push(SampleRoute.product(2))
/// ```
public enum SampleRoute: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The catalog, the root of the shop tab.
  case catalog
  /// A category of the catalog; categories nest (`shoes › running`).
  case category(String)
  /// A product's page.
  case product(Int)
  /// A product's reviews.
  case reviews(Int)
  /// A product's photos, shown as a full-screen cover.
  case photos(Int)
  /// A product's quick look, growing from the centre of the screen (a custom presentation).
  case quickLook(Int)
  /// The cart, shown as a sheet.
  case cart
  /// The checkout, pushed inside the cart's sheet.
  case checkout
  /// The size picker, a sheet that returns the size chosen.
  case sizePicker
  /// The search field, the root of the search tab.
  case search
  /// The results of a search.
  case results(query: String)
  /// The account, the root of the account tab.
  case account
  /// The user's orders: for signed-in users only.
  case orders
  /// The sign-in screen the orders rule redirects to.
  case signIn
  /// The delivery address form, which guards its unsaved changes.
  case editAddress
  /// Onboarding: welcome.
  case welcome
  /// Onboarding: what the shop does.
  case features
  /// Onboarding: allow notifications, shown as a sheet in the middle of the sequence.
  case notifications
  /// Onboarding: ready to shop.
  case ready
  /// Support mail: the sidebar's list of mailboxes.
  case mailboxes
  /// Support mail: a mailbox's messages, in the content column.
  case mailbox(String)
  /// Support mail: a message, in the detail column, with its mailbox.
  case message(Int)
  /// Support mail: an attachment of a message, pushed on the detail.
  case attachment(Int)

  /// The screen's title.
  public var description: String {
    switch self {
    case .catalog: "Catalog"
    case .category(let name): "Category(\(DemoText.visible(name, limit: 30)))"
    case .product(let id): "Product(\(id))"
    case .reviews(let id): "Reviews(\(id))"
    case .photos(let id): "Photos(\(id))"
    case .quickLook(let id): "QuickLook(\(id))"
    case .cart: "Cart"
    case .checkout: "Checkout"
    case .sizePicker: "SizePicker"
    case .search: "Search"
    case .results(let query): "Results(\(DemoText.visible(query, limit: 60)))"
    case .account: "Account"
    case .orders: "Orders"
    case .signIn: "SignIn"
    case .editAddress: "EditAddress"
    case .welcome: "Welcome"
    case .features: "Features"
    case .notifications: "Notifications"
    case .ready: "Ready"
    case .mailboxes: "Mailboxes"
    case .mailbox(let name): "Mailbox(\(DemoText.visible(name, limit: 30)))"
    case .message(let id): "Message(\(id))"
    case .attachment(let id): "Attachment(\(id))"
    }
  }

  /// One line of what the screen shows.
  public var summary: String {
    switch self {
    case .catalog: "Products 1-4: " + SampleCatalog.products.map(\.name).joined(separator: ", ")
    case .category(let name): "Products in \(DemoText.visible(name, limit: 30))."
    case .product(let id): "\(SampleCatalog.name(of: id)): sizes S, M, L; photos; reviews."
    case .reviews(let id): "What buyers say about \(SampleCatalog.name(of: id))."
    case .photos(let id): "Photos of \(SampleCatalog.name(of: id)), full screen."
    case .quickLook(let id): "\(SampleCatalog.name(of: id)) grew from the centre."
    case .cart: "2 items. Checkout, or empty the cart (asks first)."
    case .checkout: "Pay for 2 items (pushed inside the cart's sheet)."
    case .sizePicker: "Choose a size: S, M or L."
    case .search: "Type a query and see results (SearchRouting)."
    case .results(let query): "Results for \"\(DemoText.visible(query, limit: 60))\"."
    case .account: "Your account: orders, delivery address."
    case .orders: "Your orders (signed in)."
    case .signIn: "Sign in to see your orders."
    case .editAddress: "Unsaved changes: leaving asks first; 'save' keeps them."
    case .welcome: "Welcome to Wayfinder Shop. 1 of 4."
    case .features: "Browse, search, check out. 2 of 4."
    case .notifications: "Allow order updates? 3 of 4 (a sheet)."
    case .ready: "Ready to shop. 4 of 4."
    case .mailboxes: "Inbox, Work, Archive."
    case .mailbox: "Messages 1 to 3."
    case .message(let id): "Message \(id), with an attachment."
    case .attachment(let id): "Attachment \(id) of the message."
    }
  }
}

/// The tabs of Wayfinder Shop.
public enum SampleTab: String, NavigationTab, CaseIterable {
  /// The catalog and everything reached from it.
  case shop
  /// Search and its results.
  case search
  /// The account and the orders.
  case account
}

extension TabID {
  /// The tabs of Wayfinder Shop.
  public static let sampleTabs: [TabID] = SampleTab.allCases.map(TabID.init)
}
