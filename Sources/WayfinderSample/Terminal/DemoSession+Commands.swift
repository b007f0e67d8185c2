import Foundation
import Wayfinder

extension DemoSession {
  /// Runs the state's commands as one navigator transaction; a refusal throws as a navigator
  /// command's does (and is in the log).
  func transaction(
    _ body: (inout NavigationState<SampleRoute>) throws -> Void
  ) throws(NavigationError) {
    do {
      try navigator.transaction(body)
    } catch let refusal as NavigationError {
      throw refusal
    } catch {
      // The state's commands throw only `NavigationError`.
    }
  }

  /// Runs one command; a refused navigator command throws (and is in the log).
  func execute(_ verb: String, _ argument: String) throws(NavigationError) {
    if Self.mailVerbs.contains(verb), shown != .mail {
      return fail("'\(verb)' is a tap in the support mail: 'window mail' shows it.")
    }
    if Self.shopVerbs.contains(verb), shown != .shop {
      return fail("'\(verb)' is a tap in the shop: 'window shop' shows it.")
    }
    switch verb {
    case "help": message = Self.help
    case "window":
      guard let name = DemoWindow.Name(rawValue: argument.lowercased()) else {
        return fail("Which window? shop or mail.")
      }
      show(name)
    case "open": try open(argument)
    case "link": showLink()
    case "swipe": try swipe()
    case "drag": try drag()
    case "state": message = navigator.state.description
    case "push", "pop", "root", "popto", "replace-root", "replace-top", "back", "dismiss",
      "dismiss-all":
      try stackCommand(verb, argument)
    case "mailbox", "message", "attachment", "compact", "wide", "columns":
      try mailCommand(verb, argument)
    default: try shopCommand(verb, argument)
    }
  }

  /// The commands that are taps in the support mail's split view.
  static let mailVerbs: Set<String> = [
    "mailbox", "message", "attachment", "compact", "wide", "columns",
  ]

  /// The commands that are taps in the shop.
  static let shopVerbs: Set<String> = [
    "tab", "product", "reviews", "photos", "quicklook", "cart", "checkout", "empty", "tap",
    "find", "back-to-search", "onboarding", "next", "pick", "choose", "edit", "save", "orders",
    "signin", "signout",
  ]

  /// Opens a link in the window that can place it, and shows that window.
  private func open(_ link: String) throws(NavigationError) {
    if let url = URL(string: link),
      let target = DemoWindow.window(for: url, among: [shop, mail])
    {
      show(target.name)
    }
    // A link no window can place fails in the window shown, which says why.
    try navigator.open(link)
  }

  /// The commands on the active stack and its layers, in either window.
  private func stackCommand(_ verb: String, _ argument: String) throws(NavigationError) {
    switch verb {
    case "push":
      guard let route = Self.route(named: argument) else { return unknownScreen(argument) }
      try navigator.push(route)
    case "pop":
      guard let count = argument.isEmpty ? 1 : Int(argument), count > 0 else {
        return fail("'pop' takes a number of screens, such as 'pop 2'; '\(argument)' is not one.")
      }
      try navigator.pop(count)
    case "root": try navigator.popToRoot()
    case "popto":
      guard let route = Self.route(named: argument) else { return unknownScreen(argument) }
      try transaction { try $0.popToFirst { $0 == route } }
    case "replace-root":
      guard let route = Self.route(named: argument) else { return unknownScreen(argument) }
      try transaction { try $0.replaceRoot(with: route) }
    case "replace-top":
      guard let route = Self.route(named: argument) else { return unknownScreen(argument) }
      try transaction { try $0.replaceTop(with: route) }
    case "back": try navigator.goBack()
    case "dismiss": try navigator.dismiss()
    default: try navigator.dismissAll()
    }
  }

  /// The product shown on top (or under the layer over it), or product 1.
  private var productShown: Int {
    for entry in navigator.state.activeStack.routes.reversed() {
      switch entry {
      case .product(let id), .reviews(let id), .photos(let id), .quickLook(let id): return id
      default: continue
      }
    }
    return 1
  }

  /// The shop's commands.
  private func shopCommand(_ verb: String, _ argument: String) throws(NavigationError) {
    switch verb {
    case "tab":
      // The user taps the tab bar: whatever is modal covers it (see `tabBarCover`).
      if let cover = Self.tabBarCover(in: navigator.state) {
        let answer = cover == "alert" ? "answer it first ('tap …')" : "dismiss it first ('dismiss')"
        return fail("The tab bar is under the \(cover): \(answer), or open a link.")
      }
      guard let tab = SampleTab(rawValue: argument) else {
        return fail("Which tab? shop, search or account.")
      }
      try navigator.selectTab(tab)
    case "product":
      guard let id = Int(argument), (try? SampleCatalog.check(product: id)) != nil else {
        return fail("Which product? 1 to \(SampleCatalog.products.count).")
      }
      try navigator.push(.product(id))
    case "reviews": try navigator.push(.reviews(productShown))
    case "photos": try navigator.present(.photos(productShown), as: .fullScreenCover)
    case "quicklook": try navigator.present(.quickLook(productShown), as: .grow)
    case "cart": try navigator.present(.cart, as: .sampleSheet)
    case "checkout":
      guard navigator.state.currentRoute == .cart else {
        return fail("'checkout' works in the cart ('cart').")
      }
      // Pushed on the active stack: the cart's sheet.
      try navigator.push(.checkout)
    case "empty": try navigator.presentAlert(.emptyCart)
    case "tap":
      let action: AlertActionID? =
        switch argument.lowercased() {
        case "empty": .emptyCart
        case "discard": .discardChanges
        default: nil
        }
      try navigator.userDid(.answeredAlert(action))
      if action == .emptyCart { message = "The cart is empty." }
    case "find": router.showResults(query: argument.isEmpty ? "boots" : argument)
    case "back-to-search": router.backToSearch()
    case "onboarding": router.startOnboarding()
    case "next":
      guard router.onboarding.run?.currentStep != nil else {
        return fail("'next' moves through onboarding, and none is running: 'onboarding' starts it.")
      }
      router.next()
    case "pick", "choose": try pickCommand(verb, argument)
    case "edit", "save": try editCommand(verb)
    case "orders": try navigator.push(.orders)
    case "signin":
      account.isSignedIn = true
      if navigator.state.currentRoute == .signIn, navigator.pendingLink == nil {
        try navigator.close(navigator.state.currentEntry.id)
      }
      navigator.reapplyRules()
      message = "Signed in."
    case "signout":
      account.isSignedIn = false
      navigator.reapplyRules()
      message = "Signed out."
    default: fail("Unknown command '\(verb)'. Type 'help'.")
    }
  }

  /// The awaited pick: the size picker, and the size chosen in it.
  private func pickCommand(_ verb: String, _ argument: String) throws(NavigationError) {
    if verb == "pick" {
      let navigator = navigator
      pick = Task {
        guard let sheet = try? navigator.present(.sizePicker, as: .sampleSheet) else { return nil }
        return await navigator.result(of: sheet, as: String.self)
      }
      pickStarting = true
      return
    }
    let size = argument.uppercased()
    guard navigator.state.currentRoute == .sizePicker, SampleCatalog.sizes.contains(size) else {
      return fail("'choose' works on the size picker ('pick'): choose S, M or L.")
    }
    try navigator.finish(navigator.state.currentEntry.id, with: size)
  }

  /// The guarded form: the address form, and its save.
  private func editCommand(_ verb: String) throws(NavigationError) {
    if verb == "edit" {
      try navigator.push(.editAddress)
      let navigator = navigator
      editGuard = try navigator.guardLeaving(
        navigator.state.currentEntry.id,
        confirm: { (try? await navigator.presentAlert(.discardChanges)) == .discardChanges })
      return
    }
    guard navigator.state.currentRoute == .editAddress else {
      return fail("'save' works on the address form ('edit').")
    }
    try navigator.finish(navigator.state.currentEntry.id, with: "saved")
    message = "Address saved."
  }

  /// The support mail's taps: in each column, the width and the columns shown.
  private func mailCommand(_ verb: String, _ argument: String) throws(NavigationError) {
    switch verb {
    case "mailbox":
      guard SampleRoute.mailboxNames.contains(argument) else {
        return fail("Which mailbox? inbox, work or archive.")
      }
      try userTapped(.selected(.mailbox(argument), in: .sidebar))
    case "message":
      guard let id = Int(argument), (1...3).contains(id) else {
        return fail("Which message? 1, 2 or 3.")
      }
      try userTapped(.selected(.message(id), in: .content))
    case "attachment":
      guard case .message(let id)? = navigator.state.split?.detail?.top.route else {
        return fail("Open a message first ('message 1').")
      }
      try navigator.push(.attachment(id))
    case "compact": try userTapped(.collapsed(true))
    case "wide": try userTapped(.collapsed(false))
    default:
      guard let visibility = Self.visibility(named: argument) else {
        return fail("Which columns? all, double, detail or automatic.")
      }
      try userTapped(.changedColumnVisibility(visibility))
    }
  }

  /// `link`: the link of what the window shows, and what it cannot bring back.
  private func showLink() {
    guard let printed = navigator.link() else {
      message = "This screen has no link."
      return
    }
    let omitted = printed.omitted.map(\.description).joined(separator: ", ")
    message =
      "This screen's link: \(printed.url)"
      + (printed.isComplete
        ? "" : "\nNot in the link: \(omitted) (opening it shows less than this screen).")
  }

  /// `swipe`: the user swipes back.
  private func swipe() throws(NavigationError) {
    if let action = host.swipeBack() {
      try navigator.userDid(action)
    } else if navigator.state.blocksInteractivePop(at: navigator.state.activeLocation) {
      message = "The swipe is disabled: this screen has unsaved changes ('back' asks)."
    } else {
      message = "Nothing to swipe back from."
    }
  }

  /// `drag`: the user drags the sheet down.
  private func drag() throws(NavigationError) {
    if let action = host.dragDown() {
      try navigator.userDid(action)
    } else if let top = navigator.state.layers.last,
      navigator.state.blocksInteractiveDismiss(of: top.id)
    {
      message = "The drag is disabled: a screen in this sheet has unsaved changes."
    } else {
      message = "Nothing to drag down."
    }
  }

  private func unknownScreen(_ name: String) {
    fail(
      "No screen '\(name)'. Screens: catalog, product <n>, reviews <n>, category <name>, "
        + "search, results <query>, account, orders, welcome.")
  }

  /// Reports what the user did in the support mail; the terminal shows it through the plan,
  /// as a UIKit split view does after a tap.
  private func userTapped(_ action: UserAction<SampleRoute>) throws(NavigationError) {
    try navigator.userDid(action, shownAlready: false)
  }

  /// A column visibility by its short name.
  static func visibility(named name: String) -> SplitVisibility? {
    switch name {
    case "all": .all
    case "double": .doubleColumn
    case "detail": .detailOnly
    case "automatic": .automatic
    default: nil
    }
  }

  /// Shows why a command did nothing, and remembers it as the command's failure.
  func fail(_ text: String) {
    message = text
    lastFailure = text
  }

  /// A screen by its name, with its argument: `product 2`, `results boots`, `category shoes`.
  static func route(named text: String) -> SampleRoute? {
    let words = text.split(separator: " ", maxSplits: 1).map(String.init)
    guard let name = words.first?.lowercased() else { return nil }
    let argument = words.count > 1 ? words[1] : nil
    var id: Int?
    if let argument, let number = Int(argument), (try? SampleCatalog.check(product: number)) != nil
    {
      id = number
    }
    switch (name, argument) {
    case ("catalog", nil): return .catalog
    case ("product", _): return id.map { SampleRoute.product($0) }
    case ("reviews", _): return id.map { SampleRoute.reviews($0) }
    case ("category", let category?):
      return (try? SampleCatalog.check(category: category)) != nil ? .category(category) : nil
    case ("search", nil): return .search
    case ("results", let query?): return .results(query: query)
    case ("account", nil): return .account
    case ("orders", nil): return .orders
    case ("welcome", nil): return .welcome
    default: return nil
    }
  }
}
