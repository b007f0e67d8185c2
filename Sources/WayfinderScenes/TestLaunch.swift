public import Foundation
public import Wayfinder

/// A window's start asked for by a UI test or an automation tool, in the app's launch arguments:
/// `-WayfinderLink <link>` opens a link, `-WayfinderState <base64>` restores a saved state. In a
/// debug build, the hosts start the window from it instead of its saved state
/// (`navigationScene`, `SceneNavigation.connect(session:options:)`), name each screen's
/// container for accessibility (``identifier(for:)``), and show the window's current link and
/// what became of the launch to the test; a release build reads no argument.
///
/// ```swift
/// // In the UI test: start the app on a product's reviews, without walking there.
/// let arguments = TestLaunch.arguments(link: URL(string: "myapp://c/detail/42")!)
/// // app.launchArguments += arguments; app.launch()
///
/// // In the app (what the hosts do in a debug build):
/// let window = SceneNavigation(navigator: Navigator(root: Screen.home, links: links))
/// let outcome = window.start(testArguments: ["App"] + arguments)
/// ```
public struct TestLaunch: Hashable, Sendable, CustomStringConvertible {
  /// What the window starts from.
  public let start: WindowStart

  /// The argument followed by the link to open: `-WayfinderLink`.
  public static let linkArgument = "-WayfinderLink"
  /// The argument followed by the saved state to restore, in base64: `-WayfinderState`.
  public static let stateArgument = "-WayfinderState"
  /// The argument that asks only for the accessibility names and the link, with the window
  /// starting as usual: `-WayfinderUITest`.
  public static let uiTestArgument = "-WayfinderUITest"
  /// The longest state argument read, in base64 characters (1 MiB).
  public static let maximumStateLength = 1_048_576

  /// The arguments that start the app's window on `link`.
  /// - Parameter link: A link of the app.
  /// - Returns: The launch arguments (`[linkArgument, link]`).
  public static func arguments(link: URL) -> [String] {
    [linkArgument, link.absoluteString]
  }

  /// The arguments that start the app's window in `state`.
  ///
  /// ```swift
  /// var state = NavigationState(root: Screen.home)
  /// try state.push(.detail(42))
  /// let arguments = try TestLaunch.arguments(state: state)
  /// ```
  /// - Parameters:
  ///   - state: The state, with routes the app can decode.
  ///   - restorer: How it is written (default: the format the app reads by default).
  /// - Returns: The launch arguments (`[stateArgument, base64]`).
  /// - Throws: A `RestorationError` when the state cannot be written.
  public static func arguments<Route: Hashable & Codable>(
    state: NavigationState<Route>, restorer: StateRestorer = StateRestorer()
  ) throws(RestorationError) -> [String] {
    [stateArgument, try restorer.encode(state).base64EncodedString()]
  }

  /// Reads a test's launch from a process's arguments.
  /// - Parameter arguments: The arguments (`ProcessInfo.processInfo.arguments`).
  /// - Returns: The launch, or `nil` when the arguments ask for none.
  /// - Throws: A ``TestLaunchError`` that names what is wrong: an argument without its value,
  ///   both a link and a state, a value too long, a state that is not base64.
  public static func read(_ arguments: [String]) throws(TestLaunchError) -> TestLaunch? {
    let link = try value(of: linkArgument, in: arguments, limit: WindowStart.maximumLinkLength)
    let state = try value(of: stateArgument, in: arguments, limit: maximumStateLength)
    switch (link, state) {
    case (nil, nil):
      return nil
    case (.some, .some):
      throw .linkAndState
    case (let link?, nil):
      guard let url = URL(string: link) else { throw .notALink(String(link.prefix(80))) }
      return TestLaunch(start: .link(url))
    case (nil, let state?):
      guard let data = Data(base64Encoded: state) else { throw .stateNotBase64 }
      return TestLaunch(start: WindowStart(content: .state(data)))
    }
  }

  /// Whether `arguments` ask for UI-test support: a test launch, or ``uiTestArgument``.
  /// - Parameter arguments: The process's arguments.
  /// - Returns: Whether the hosts name screens and show the link.
  public static func isUITest(_ arguments: [String]) -> Bool {
    arguments.contains { [linkArgument, stateArgument, uiTestArgument].contains($0) }
  }

  /// The accessibility identifier of a screen's container: `screen.` and the route's case
  /// name ("screen.detail" for `.detail(42)`), the same across runs, so a UI test finds it.
  ///
  /// ```swift
  /// let name = TestLaunch.identifier(for: Screen.detail(42))  // "screen.detail"
  /// // XCUITest: app.otherElements["screen.detail"].waitForExistence(timeout: 2)
  /// ```
  /// - Parameter route: The screen's route.
  /// - Returns: The identifier.
  public static func identifier<Route>(for route: Route) -> String {
    "screen." + ScreenFocusNames.caseName(route)
  }

  /// The accessibility identifier of the element whose value is the window's current link.
  public static let linkIdentifier = "wayfinder.link"
  /// The accessibility identifier of the element whose value says what became of the launch.
  public static let launchIdentifier = "wayfinder.launch"

  /// What the test reads of a launch: `opened`, or `refused:` and the reason.
  /// - Parameter outcome: What ``SceneNavigation/start(testArguments:)`` returned.
  /// - Returns: The text.
  public static func summary<Route>(
    of outcome: Result<SceneNavigation<Route>.Launch, TestLaunchError>
  ) -> String {
    switch outcome {
    case .failure(let error): "refused: \(error)"
    case .success(.fresh(let error?)): "refused: \(error)"
    case .success(let launch): "opened: \(launch)"
    }
  }

  /// The launch, for logs: `test launch from link myapp://…`.
  public var description: String { "test launch from \(start)" }

  /// The value after `argument`, bounded.
  private static func value(of argument: String, in arguments: [String], limit: Int)
    throws(TestLaunchError) -> String?
  {
    guard let index = arguments.firstIndex(of: argument) else { return nil }
    guard index + 1 < arguments.count else { throw .missingValue(argument: argument) }
    let value = arguments[index + 1]
    guard value.utf8.count <= limit else { throw .tooLong(argument: argument, limit: limit) }
    return value
  }
}

/// Why a test's launch arguments were refused; the window then starts as usual.
@nonexhaustive
public enum TestLaunchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The argument is the last one, without its value.
  case missingValue(argument: String)
  /// Both a link and a state were given: a window starts from one.
  case linkAndState
  /// The value is longer than the limit, in bytes.
  case tooLong(argument: String, limit: Int)
  /// The link argument is not a URL.
  case notALink(String)
  /// The state argument is not base64.
  case stateNotBase64

  /// What is wrong, for a log or a test's failure.
  public var description: String {
    switch self {
    case .missingValue(let argument): "\(argument) has no value after it"
    case .linkAndState: "both a link and a state were given; a window starts from one"
    case .tooLong(let argument, let limit): "the value of \(argument) is longer than \(limit) bytes"
    case .notALink(let text): "'\(text)' is not a link"
    case .stateNotBase64: "the state is not base64"
    }
  }
}

extension SceneNavigation {
  /// Starts the window as a UI test's launch arguments ask, instead of from its saved state:
  /// on a link or a state (``TestLaunch``). The hosts call it first in a debug build; it does
  /// nothing once the window has started.
  ///
  /// ```swift
  /// let window = SceneNavigation(navigator: Navigator(root: Screen.home, links: links))
  /// if let outcome = window.start(testArguments: ProcessInfo.processInfo.arguments) {
  ///   print("test launch:", TestLaunch.summary(of: outcome))
  /// }
  /// ```
  /// - Parameter arguments: The process's arguments.
  /// - Returns: `nil` when they ask for no launch (start the window as usual); else what
  ///   became of it — the window's launch (fresh, with the reason, when the link or state was
  ///   refused) or why the arguments were refused, with the window not started.
  @discardableResult
  public func start(testArguments arguments: [String]) -> Result<Launch, TestLaunchError>? {
    do throws(TestLaunchError) {
      guard let test = try TestLaunch.read(arguments) else { return nil }
      guard launch == .waiting else { return .success(launch) }
      return .success(start(test.start, restoring: nil))
    } catch {
      return .failure(error)
    }
  }
}

extension TestLaunch {
  /// Whether this process was launched by a UI test (``isUITest(_:)``), read once; always
  /// `false` in a release build.
  /// What became of the process's last UI-test launch (``SceneNavigation/startForUITest()``),
  /// for the launch element of a UIKit window, whose host is not told by the window's start.
  @MainActor package static var lastSummary: String?

  package static let processIsUITest: Bool = {
    #if DEBUG
      isUITest(ProcessInfo.processInfo.arguments)
    #else
      false
    #endif
  }()
}

extension SceneNavigation {
  /// In a debug build, starts the window as the process's UI-test arguments ask
  /// (``start(testArguments:)``) and says what became of it in the console; the hosts call it
  /// before the window's usual start, which then does nothing.
  /// - Returns: What the test reads of the launch, or `nil` when none was asked for (or in a
  ///   release build).
  package func startForUITest() -> String? {
    #if DEBUG
      guard let outcome = start(testArguments: ProcessInfo.processInfo.arguments) else {
        return nil
      }
      let summary = TestLaunch.summary(of: outcome)
      print("Wayfinder: test launch \(summary)")
      TestLaunch.lastSummary = summary
      return summary
    #else
      return nil
    #endif
  }
}
