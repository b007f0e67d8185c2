import Wayfinder

extension DemoSession {
  /// What covers the tab bar, so that the user cannot tap it: the top layer's kind (a sheet,
  /// a cover or a custom presentation) or an alert, or `nil` when the tab bar can be tapped.
  ///
  /// One rule for everything modal, as on a phone: a sheet, a cover and an alert (or a
  /// confirmation dialog) all take the taps away from the tab bar. A link or a command from
  /// the app still switches tabs; only the user's tap is refused.
  static func tabBarCover(in state: NavigationState<SampleRoute>) -> String? {
    if let top = state.layers.last { return kind(of: top.presentation) }
    if let alert = state.alert {
      return alert.content.style == .alert ? "alert" : "confirmation dialog"
    }
    return nil
  }

  /// The commands that can run on the screen shown: each one offered changes something or
  /// shows something, none is refused. The frame's `actions:` line.
  ///
  /// ```swift
  /// let session = DemoSession()
  /// session.actions()  // ["product 1-4", "onboarding", "cart", …]
  /// ```
  /// - Returns: The commands, with alternatives as `tab shop|search|account`.
  package func actions() -> [String] {
    let state = navigator.state
    if let alert = state.alert {
      if alert.content == .discardChanges { return ["tap discard", "tap keep"] }
      return ["tap empty", "tap cancel", "back"]
    }
    if let split = state.split, state.layers.isEmpty {
      return mailActions(split)
    }
    var actions: [String] = []
    switch state.currentRoute {
    case .catalog, .category: actions += ["product 1-4", "onboarding"]
    case .product: actions += ["reviews", "photos", "quicklook", "pick"]
    case .reviews: actions += ["photos", "quicklook"]
    case .cart: actions += ["checkout", "empty"]
    case .search: actions.append("find <query>")
    case .results: actions += ["back-to-search", "product 1-4"]
    case .account: actions += ["orders", "edit"]
    case .welcome, .features, .notifications, .ready: actions.append("next")
    case .sizePicker: actions.append("choose S|M|L")
    case .editAddress: actions.append("save")
    case .signIn: actions.append("signin")
    default: break
    }
    if !state.layers.contains(where: { $0.content.root.route == .cart }) {
      actions.append("cart")
    }
    var copy = state
    if (try? copy.pop()) != nil { actions += ["pop", "root"] }
    copy = state
    if (try? copy.goBack()) != nil { actions.append("back") }
    if !state.layers.isEmpty { actions += ["dismiss", "dismiss-all"] }
    if let top = state.layers.last, top.presentation.isInteractivelyDismissible,
      !state.blocksInteractiveDismiss(of: top.id)
    {
      actions.append("drag")
    }
    if state.activeStack.depth > 1, !state.blocksInteractivePop(at: state.activeLocation) {
      actions.append("swipe")
    }
    if state.selectedTab != nil, Self.tabBarCover(in: state) == nil {
      actions.append("tab shop|search|account")
    }
    actions += ["window mail", "open <link>", "link", "help", "quit"]
    return actions
  }

  /// The commands of the support mail: a tap in each list shown, the attachment of the
  /// message shown, going back, the width and the columns.
  func mailActions(_ split: SplitColumns<SampleRoute>) -> [String] {
    var actions: [String] = []
    let mailboxes = SampleRoute.mailboxNames.filter {
      split.selection(in: .sidebar) != .mailbox($0)
    }
    actions.append("mailbox " + mailboxes.joined(separator: "|"))
    if split.content != nil { actions.append("message 1-3") }
    if case .message? = split.detail?.top.route { actions.append("attachment") }
    if split.deepestColumn != .sidebar { actions.append("back") }
    actions.append(split.isCollapsed ? "wide" : "compact")
    actions += [
      "columns all|double|detail|automatic", "window shop", "open <link>", "link", "help", "quit",
    ]
    return actions
  }

  /// A layer's kind, in words.
  static func kind(of presentation: Presentation) -> String {
    switch presentation {
    case .sheet: "sheet"
    case .fullScreenCover: "cover"
    case .custom: "custom presentation"
    }
  }

  /// The links the help lists, each with what it opens: every one opens from a fresh start
  /// (a test runs each through `--open`).
  package nonisolated static let helpLinks: [(link: String, opens: String)] = [
    ("wayfinder://shop", "the catalog (shop tab)"),
    ("wayfinder://shop/product/2", "a product"),
    ("wayfinder://shop/product/2/reviews", "its reviews"),
    ("wayfinder://shop/product/2/photos", "its photos (full-screen cover)"),
    ("wayfinder://quicklook/2", "its quick look (custom presentation)"),
    ("wayfinder://cart", "the cart (sheet)"),
    ("wayfinder://cart/checkout", "checkout, pushed in the cart's sheet"),
    ("wayfinder://search/boots", "search results (search tab)"),
    ("wayfinder://account/orders", "the orders (signs in first, then opens)"),
    ("wayfinder://welcome/notifications", "onboarding's sheet step"),
    ("wayfinder://shop/browse/shoes/running", "nested categories"),
    ("wayfinder://shop/preview/shoes/trail", "the last category in a sheet"),
    ("wayfinder://mail/work", "a mailbox (support mail window)"),
    ("wayfinder://mail/work/2", "a message in its mailbox"),
    ("https://wayfinder.example/shop/product/3", "a universal link"),
  ]

  /// The `help` text.
  package nonisolated static var helpText: String { help }

  nonisolated static let help = """
    Commands (shop window):
      tab shop|search|account (not under a sheet, cover or alert)
      product 1-4   reviews   photos (cover)   quicklook (custom)   pick (awaits a size)
      choose S|M|L   cart (sheet)   checkout (pushed in the cart)   empty (alert)
      tap empty|cancel   find <query>   back-to-search   onboarding (a flow)   next
      orders (signed in only)   signin   signout   edit (guarded form)   save   tap discard|keep
      push <screen>   pop [n]   root   popto <screen>   replace-root <screen>
      replace-top <screen>   back   dismiss   dismiss-all
      (screens: catalog, product <n>, reviews <n>, category <name>, search, results <query>,
      account, orders, welcome)
    Commands (mail window, a split view):
      mailbox inbox|work|archive   message 1-3   attachment   back   compact   wide
      columns all|double|detail|automatic
    Both: window shop|mail   open <link> (in the window that can place it)   link
      swipe (user swipes back)   drag (user drags the sheet down)   state   help   quit
    Links:
    """ + "\n" + helpLinks.map { "  \($0.link)  \($0.opens)" }.joined(separator: "\n")
}
