import Foundation
import Testing
import Wayfinder
import WayfinderSample

/// No modes: the demo holds the shop's window and the support mail's from the start, and every
/// link its help lists opens, from a fresh start, in the window that can place it.
@Suite("The demo's two windows and the links its help lists")
@MainActor
struct DemoWindowsTests {
  /// The links the help prints, read from the help itself: a link added to the help is
  /// tested without being added here.
  nonisolated static let listed: [String] = {
    let help = DemoSession.helpText
    return help.split(whereSeparator: \.isWhitespace).map(String.init).filter {
      $0.hasPrefix("wayfinder://") || $0.hasPrefix("https://")
    }
  }()

  @Test("the help lists links, each in full, and the list is the one the test runs")
  func helpListsLinks() {
    #expect(Self.listed.count >= 12)
    #expect(Self.listed == DemoSession.helpLinks.map(\.link))
  }

  @Test(
    "every link the help lists opens from a fresh start: the screen it names is on top",
    arguments: listed)
  func opensFromFreshStart(_ link: String) async throws {
    let run = await DemoRun.run(["--open", link])
    #expect(run.status == 0, "\(link): \(run.stderr)")
    #expect(run.errors.isEmpty, "\(link): \(run.stderr)")

    let session = DemoSession()
    await session.run("open \(link)")
    #expect(session.lastFailure == nil, "\(link)")
    let named = try LinkTable<SampleRoute>.sample.route(for: link)
    var shown = session.navigator.state
    if named == .orders {
      // Signed out, the rule shows the sign-in first; the link opens after it.
      #expect(shown.currentRoute == .signIn, "\(link)")
      await session.run("signin")
      shown = session.navigator.state
    }
    #expect(shown.currentRoute == named, "\(link): \(shown.currentRoute) is on top")
    #expect(session.shown == (named.isMail ? .mail : .shop), "\(link): the window that holds it")
    let framed = named == .orders ? SampleRoute.signIn : named
    #expect(run.stdout.contains(framed.description), "\(link): the frame shows \(framed)")
  }

  @Test("a link goes to the window that can place it, and the frame names the window")
  func routesToWindow() async {
    let session = DemoSession()
    #expect(session.frame().contains("Wayfinder Shop ─"))
    await session.run("open wayfinder://mail/archive/3")
    #expect(session.shown == .mail)
    #expect(session.frame().contains("Wayfinder Shop · support mail"))
    #expect(session.shop.navigator.state == .sampleStart, "the shop's window did not change")
    await session.run("open https://wayfinder.example/search/boots")
    #expect(session.shown == .shop)
    #expect(session.navigator.state.currentRoute == .results(query: "boots"))
    #expect(session.mail.navigator.state.split?.detail?.top.route == .message(3), "kept")
  }

  @Test("a tap meant for the other window says which window to show; 'window' shows it")
  func otherWindowTaps() async {
    let session = DemoSession()
    await session.run("mailbox work")
    #expect(session.lastFailure?.contains("'window mail' shows it") == true)
    await session.run("window mail")
    await session.run("mailbox work")
    #expect(session.lastFailure == nil)
    await session.run("cart")
    #expect(session.lastFailure?.contains("'window shop' shows it") == true)
    await session.run("window nowhere")
    #expect(session.lastFailure == "Which window? shop or mail.")
    #expect(session.shown == .mail)
  }

  @Test("a restored split view shows in the mail's window, tabs in the shop's")
  func restoreChoosesWindow() async throws {
    var state = NavigationState<SampleRoute>.mailStart
    try state.show(.mailbox("work"), in: .content)
    let data = try StateRestorer(schemaVersion: DemoSession.schemaVersion).encode(state)
    let session = DemoSession()
    try session.restore(from: data, name: "saved")
    #expect(session.shown == .mail)
    #expect(session.navigator.state.split?.selection(in: .sidebar) == .mailbox("work"))
    #expect(session.shop.navigator.state == .sampleStart)
  }
}
