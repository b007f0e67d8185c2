import Foundation
import PropertyBased
import Testing
import Wayfinder

/// Whether the user is signed in, as the app's rules read it.
@MainActor
final class Session {
  var isSignedIn = false
}

/// The account rule: account screens need a signed-in user; the user signs in first.
@MainActor
func signInRule(_ session: Session) -> RouteRule<AppScreen> {
  RouteRule("signed in") { route in
    route.needsAccount && !session.isSignedIn ? .redirect(to: .signIn) : .allow
  }
}

@Suite("Route rules: sign-in redirects, denials and the held-back link")
@MainActor
struct RouteRuleTests {
  static func links() throws -> LinkTable<AppScreen> {
    var builder = LinkTableBuilder<AppScreen>(schemes: ["app"])
    try builder.add("/account", route: .account, placement: LinkPlacement(tab: "home"))
    try builder.add(
      "/account/settings", route: .settings,
      placement: LinkPlacement(tab: "home", parents: { _ in [.account] }))
    try builder.add("/picker", route: .picker, placement: LinkPlacement(tab: "home"))
    return try builder.build()
  }

  static func start() throws -> NavigationState<AppScreen> {
    NavigationState(tabs: ["home": .home, "more": .home], selection: "more")
  }

  @Test("a signed-out deep link to the account leads to sign-in, then to the account")
  func signInThenAccount() throws {
    let session = Session()
    let navigator = try Navigator(Self.start(), links: Self.links())
    navigator.rules = [signInRule(session)]

    try navigator.open("app://account/settings")

    #expect(navigator.state.selectedTab == "home")
    #expect(navigator.state.activeStack.routes == [.home, .signIn])
    #expect(navigator.pendingLink == URL(string: "app://account/settings"))

    session.isSignedIn = true
    navigator.reapplyRules()

    #expect(navigator.state.activeStack.routes == [.home, .account, .settings])
    #expect(navigator.pendingLink == nil)
  }

  @Test("a held-back link waits while the user is still signed out")
  func stillSignedOut() throws {
    let session = Session()
    let navigator = try Navigator(Self.start(), links: Self.links())
    navigator.rules = [signInRule(session)]
    try navigator.open("app://account")
    let before = navigator.state

    navigator.reapplyRules()

    #expect(navigator.state.showsSameScreens(as: before))
    #expect(navigator.pendingLink == URL(string: "app://account"))
    navigator.discardPendingLink()
    #expect(navigator.pendingLink == nil)
  }

  @Test("pushes and restoration are redirected too; signing out removes account screens")
  func commandsAndRestoration() throws {
    let session = Session()
    let navigator = Navigator(root: AppScreen.home)
    navigator.rules = [signInRule(session)]

    try navigator.push(.account)
    #expect(navigator.state.activeStack.routes == [.home, .signIn])

    try navigator.restore(NavigationState(root: .home, pushed: [.account, .settings]))
    #expect(navigator.state.activeStack.routes == [.home, .signIn])

    session.isSignedIn = true
    try navigator.transaction { try $0.replaceStack(with: [.home, .account, .settings]) }
    #expect(navigator.state.activeStack.routes == [.home, .account, .settings])

    session.isSignedIn = false
    navigator.reapplyRules()
    #expect(navigator.state.activeStack.routes == [.home, .signIn])
  }

  @Test("a denying rule refuses the command and names the route")
  func deny() throws {
    let navigator = Navigator(root: AppScreen.home)
    navigator.rules = [RouteRule("no pickers") { $0 == .picker ? .deny : .allow }]
    let before = navigator.state
    #expect(throws: NavigationError(.routeDenied("Picker"))) { try navigator.push(.picker) }
    #expect(navigator.state == before)
    #expect(throws: NavigationError(.routeDenied("Picker"))) {
      try navigator.present(.picker, as: .sheet())
    }
  }

  @Test("rules that keep redirecting are refused as a loop")
  func redirectLoop() throws {
    let navigator = Navigator(root: AppScreen.home)
    navigator.rules = [
      RouteRule("ping") { $0 == .form ? .redirect(to: .picker) : .allow },
      RouteRule("pong") { $0 == .picker ? .redirect(to: .form) : .allow },
    ]
    #expect(throws: NavigationError(.redirectLoop(17))) { try navigator.push(.form) }
    #expect(navigator.state.activeStack.routes == [.home])
  }

  @Test("no sequence of commands, links and restorations shows an account screen signed out")
  func neverShowsADeniedRoute() async throws {
    let script = Gen.int(in: 0...10_000).array(of: 1...50)
    await propertyCheck(count: 200, input: script) { script in try Self.run(script) }
  }

  static func run(_ script: [Int]) throws {
    let session = Session()
    let start = try Self.start()
    let navigator = Navigator(start, links: try Self.links())
    navigator.rules = [
      signInRule(session),
      RouteRule("no pickers signed out") { route in
        route == .picker && !session.isSignedIn ? .deny : .allow
      },
    ]
    let screens: [AppScreen] = [.home, .picker, .form, .account, .settings, .signIn]
    let restorer = StateRestorer()
    for n in script {
      let screen = screens[n % screens.count]
      switch n % 11 {
      case 0: _ = try? navigator.push(screen)
      case 1: _ = try? navigator.present(screen, as: .sheet())
      case 2: _ = try? navigator.transaction { try $0.replaceStack(with: [.home, screen]) }
      case 3:
        let link = ["app://account", "app://account/settings", "app://picker"][n % 3]
        try? navigator.open(link)
      case 4:
        var saved = start
        _ = try? saved.push(contentsOf: [screen, .settings], on: .tab("home"))
        _ = try? saved.present(screen, as: .fullScreenCover)
        if let data = try? restorer.encode(saved),
          let restored = try? restorer.decode(AppScreen.self, from: data)
        {
          try? navigator.restore(restored.state)
        }
      case 5:
        session.isSignedIn.toggle()
        navigator.reapplyRules()
      case 6: try? navigator.userDid(.pushed([screen], on: navigator.state.activeLocation))
      case 7: _ = try? navigator.goBack()
      case 8: _ = try? navigator.selectTab(n % 2 == 0 ? "home" : "more")
      case 9:
        var target = start
        _ = try? target.push(contentsOf: [.account, screen], on: .tab("more"))
        try? navigator.apply(target)
      default:
        _ = try? navigator.transaction { state in
          try state.push(screen)
          try state.present(screen, as: .sheet())
        }
      }
      if !session.isSignedIn {
        let shown = navigator.state.allEntries.map(\.route)
        #expect(
          !shown.contains { $0.needsAccount || $0 == .picker },
          "signed out, after command \(n):\n\(navigator.state)")
      }
    }
  }
}

extension NavigationState where Route: Equatable {
  /// Whether the two states show the same screens in the same places (ids aside).
  func showsSameScreens(as other: NavigationState) -> Bool {
    base == other.base && layers == other.layers && alert == other.alert
  }
}
