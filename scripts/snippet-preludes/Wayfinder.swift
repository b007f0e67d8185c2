// What a doc-comment example of the core may use without declaring it: an app's routes, its
// navigator and state, the ids of screens it showed, its links. scripts/check-snippets
// compiles every example of a module after this file (and the module's own prelude, if any);
// a name an example declares itself hides the one here.

@_exported import Foundation
@_exported import Wayfinder

// Traces are in the core today; in their own module once it exists.
#if canImport(WayfinderTraces)
  @_exported import WayfinderTraces
#endif

/// An app's routes.
enum Screen: Hashable, Codable, Sendable {
  case home, list
  case detail(Int)
  case settings, privacy, account, signIn, checkout
  case compose, attachments, picker, contactPicker, player, zoom, presented, confirmation
  case welcome, features, notifications, done, welcomeBack, onboarding, editProfile
  case one, two, three, four, a, b
  case inbox, mailboxes
  case mailbox(String)
  case message(Int)
  case attachment(Int)
  case photo(Int)
  case profile(User, tab: String?)
  case post(user: Int, post: UUID)
  case search(tags: [String])

  /// Whether the screen needs a signed-in account (read by a rule).
  var needsAccount: Bool { self == .account || self == .checkout }
}

struct User: Hashable, Codable, Sendable { var id: Int }

extension NavigationState where Route == Screen {
  /// Where the app starts: four tabs of one root each, the first selected.
  static var start: NavigationState<Screen> {
    NavigationState(tabs: ["a": .one, "b": .one, "c": .one, "d": .one], selection: "a")
  }
}

@MainActor let navigator = Navigator(NavigationState<Screen>.start, links: links)
@MainActor var state = NavigationState<Screen>.start

// Ids of what the app showed (states issue ids; an id reads back from its number, as restored
// data holds it).
func issued<ID: Decodable>(_ number: Int) -> ID {
  try! JSONDecoder().decode(ID.self, from: Data("\(number)".utf8))
}
let sheetID: LayerID = issued(1)
let rootID: EntryID = issued(1)
let detailID: EntryID = issued(2)
let formID: EntryID = issued(3)
let pickerID: EntryID = issued(4)
let entryID: EntryID = issued(5)
let quizID: EntryID = issued(6)

// The app's links: a builder, and the table built from it (`links` or `table`).
@MainActor var builder = LinkTableBuilder<Screen>(schemes: ["myapp"], hosts: ["example.com"])
@MainActor let links = try! builder.build()
@MainActor let table = links
let url = URL(string: "myapp://c/detail/42")!
let launchURL = url
let pageURL = URL(fileURLWithPath: "trace.html")
let data = Data()
@MainActor var savedData: Data?

// States, alerts, flows and handles an example starts from.
@MainActor var target = NavigationState<Screen>.start
@MainActor let old = NavigationState<Screen>.start
@MainActor let new = target
@MainActor let before = old
@MainActor let after = new
let alert = AlertState(title: "Delete draft?")
let confirm = alert
let discardChangesAlert = alert
@MainActor let screen = ScreenNavigator(navigator, entry: entryID)
let restorer = StateRestorer()
@MainActor let layer = state.layers[0]
let location = StackLocation.base
let detents = CustomDetents(["compact": { maximum in min(180, maximum * 0.3) }])
@MainActor let recorder = TraceRecorder(navigator)
@MainActor let trace = recorder.trace

// What an app logs with, and what it reads.
struct Analytics {
  func track(_ routes: [Screen]) {}
  func screenShown(_ name: String) {}
}
let analytics = Analytics()
@MainActor final class Session { var isSignedIn = false }
@MainActor let session = Session()

/// A logger, as os.Logger or swift-log's Logger.
struct AppLogger {
  func info(_ message: String) {}
  func notice(_ message: String) {}
  func warning(_ message: String) {}
}
let logger = AppLogger()

// A modular app's feature routes.
enum ShopRoute: ModuleRoute {
  case catalog, cart
  case product(Int)
  static let routeName = "shop"
}
enum AccountRoute: ModuleRoute {
  case signIn, profile
  static let routeName = "account"
}

// What the app's own code provides.
func share(_ link: URL) {}
func showUnsavedBadge() {}
func preview(_ entry: Entry<Screen>) {}
struct Contact: Sendable { var name: String }
struct EditForm { var hasChanges = false }
let form = EditForm()
#if canImport(SwiftUI)
  import SwiftUI
#else
  /// A value a screen returns (SwiftUI's `Color` in an app).
  enum Color: Sendable { case red, green, blue }
#endif
@MainActor final class Model { var color = Color.red }
@MainActor let model = Model()
enum TabADestination: ModuleRoute {
  case settings
  static let routeName = "tab-a"
}

/// An app's own tab type.
enum AppTab: String, NavigationTab { case home, search, settings }
@MainActor let tracker = ScreenFocusTracker(navigator, links: links)
