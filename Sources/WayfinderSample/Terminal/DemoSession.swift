package import Foundation
package import Wayfinder

/// Wayfinder Shop driven by typed commands: the core of `wayfinder-demo`, usable from tests.
///
/// The session holds two windows from the start, as an iPad app with two scenes: the shop
/// (tabs) and its support mail (a split view). A link opens in the window that can place it
/// (see ``DemoWindow``); `window shop|mail` shows the other one.
///
/// ```swift
/// let session = DemoSession()
/// await session.run("product 2")
/// await session.run("open wayfinder://mail/work/2")
/// print(session.frame())
/// ```
@MainActor
package final class DemoSession {
  /// The shop's window: tabs shop, search and account.
  package let shop: DemoWindow
  /// The support mail's window: a three-column split view.
  package let mail: DemoWindow
  /// The window the terminal shows.
  package private(set) var shown: DemoWindow.Name = .shop
  /// The navigator of the window shown.
  package var navigator: Navigator<SampleRoute> { window(shown).navigator }
  /// The terminal host of the window shown.
  package var host: TerminalHost { window(shown).host }
  /// The shop's routers (the composition root hands these to screens).
  package let router: SampleRouter
  /// The sample app's links.
  package let links = LinkTable<SampleRoute>.sample
  /// Whether the user is signed in (the orders rule reads it).
  package let account = SampleAccount()
  /// The caller waiting for the size picker's result.
  var pick: Task<String?, Never>?
  var pickStarting = false
  private var log: [String] = []
  var message: String?
  /// Why the last command failed (a refusal, an unknown command or screen, a bad argument),
  /// or `nil` when it did what it said.
  package internal(set) var lastFailure: String?
  /// Keep the session's log hearing the navigators' events.
  private var observing: [NavigationToken] = []
  /// Keeps the address form's leave guard on while the form is shown.
  var editGuard: NavigationToken?
  private let renderer = FrameRenderer()

  /// Creates a session: the shop at its tabs' roots, the mail at its inbox.
  package init() {
    shop = DemoWindow(.shop, state: .sampleStart, links: links)
    mail = DemoWindow(.mail, state: .mailStart, links: links)
    router = SampleRouter(navigator: shop.navigator)
    shop.navigator.rules = [.signedIn(account)]
    for window in [shop, mail] {
      let name = window.name
      observing.append(
        window.navigator.observe { [weak self] event in
          self?.log.append("\(name) #\(event.sequence) \(event.command) → \(event.outcome)")
          // A leave guard that asks is not a failure: the command runs if the user agrees.
          if case .failed(let error) = event.outcome, !error.isLeaveGuarded {
            self?.lastFailure = error.description
          }
        })
    }
  }

  /// The window named `name`.
  package func window(_ name: DemoWindow.Name) -> DemoWindow {
    switch name {
    case .shop: shop
    case .mail: mail
    }
  }

  /// Shows a window.
  func show(_ name: DemoWindow.Name) {
    shown = name
  }

  /// Runs one command line.
  /// - Parameter line: A command such as `product 2`, `tab search` or `open wayfinder://cart`.
  /// - Returns: `false` when the command was `quit`.
  @discardableResult
  package func run(_ line: String) async -> Bool {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let verb = words.first?.lowercased() else { return true }
    let argument = words.dropFirst().joined(separator: " ")
    if verb == "quit" || verb == "exit" { return false }
    lastFailure = nil
    do throws(NavigationError) {
      try execute(verb, argument)
    } catch {
      // The refusal is already in the log: every command publishes an event.
    }
    await settle()
    return true
  }

  /// Waits until the terminal shows the navigator's state, a leave guard's question is on
  /// screen, and an awaited size has come back.
  func settle() async {
    // The picker is the shop's, whichever window is shown: it is presented by the task that
    // awaits its size; let it start.
    let shop = shop.navigator
    for _ in 0..<1_000 where pickStarting && shop.pendingResultCount == 0 {
      await Task.yield()
    }
    pickStarting = false
    await shop.settled()
    await mail.navigator.settled()
    // A guard asks from a task of its own: give it the turns it needs to show its alert.
    for _ in 0..<100 where shop.isConfirmingLeave && shop.state.alert == nil {
      await Task.yield()
    }
    if let pick, shop.pendingResultCount == 0 {
      self.pick = nil
      let size = await pick.value
      message = size.map { "You picked size \($0)." } ?? "No size was picked."
    }
    await shop.settled()
  }

  /// Runs a command and returns what the demo prints for it: the command (unless the
  /// terminal echoed it already), then the frame. Control characters typed with a command are
  /// dropped; a line of only Ctrl-L redraws the frame.
  /// - Parameters:
  ///   - command: A command line (blank lines and `#` comments are skipped).
  ///   - echo: Whether to print the command before its frame (a script's lines are not on
  ///     screen yet; an interactive user's are).
  /// - Returns: The text to print, `""` for a skipped line, or `nil` after `quit`.
  package func step(_ command: String, echo: Bool = true) async -> String? {
    if command.contains("\u{0C}"),
      command.unicodeScalars.allSatisfy({ $0 == "\u{0C}" || $0 == " " })
    {
      lastFailure = nil
      return frame()
    }
    // Control characters typed with a command are kept: the command then fails and says which
    // character it could not take, escaped.
    let command = command.trimmingCharacters(in: .whitespaces)
    if command.isEmpty || command.hasPrefix("#") {
      lastFailure = nil
      return ""
    }
    guard await run(command) else { return nil }
    return (echo ? "\n> \(DemoText.visible(command))\n" : "") + frame()
  }

  /// The whole transcript of a script, as `wayfinder-demo --script` prints it.
  /// - Parameter script: Commands, one per line.
  /// - Returns: The first frame, then each command and its frame.
  package func transcript(of script: String) async -> String {
    var output = frame()
    for line in script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      guard let text = await step(String(line)) else { break }
      if !text.isEmpty { output += "\n" + text }
    }
    return output
  }

  /// The screen, the actions available on it, and the log since the last frame.
  package func frame() -> String {
    var lines = [DemoText.lines(renderer.render(navigator.state, title: shown.title))]
    lines.append("actions: " + actions().joined(separator: " · "))
    if let message {
      lines.append(DemoText.lines(message))
      self.message = nil
    }
    let steps = shop.host.takeSteps() + mail.host.takeSteps()
    if !log.isEmpty || !steps.isEmpty {
      lines.append("log:")
      // Each entry is one line, whatever a link or a route's text holds.
      lines += log.map { "  " + DemoText.visible($0, limit: 400) }
      lines += steps.map { "    step: " + DemoText.visible("\($0.operation)", limit: 400) }
    }
    log = []
    return lines.joined(separator: "\n")
  }

  /// Saves the state of the window shown for a later `--restore` (which shows it again, in
  /// the window that can hold it).
  /// - Parameter url: Where to write.
  /// - Throws: A restoration or file error.
  package func save(to url: URL) throws {
    try StateRestorer(schemaVersion: Self.schemaVersion).encode(navigator.state).write(
      to: url, options: .atomic)
  }

  /// Restores a saved state (leniently), reporting what was dropped.
  /// - Parameters:
  ///   - data: The saved bytes.
  ///   - name: The file's name, for the message.
  /// - Returns: What was restored.
  /// - Throws: ``DemoRestoreError``: the data is unreadable, or from a newer route schema.
  @discardableResult
  package func restore(from data: Data, name: String) throws(DemoRestoreError) -> RestoredState<
    SampleRoute
  > {
    let restorer = StateRestorer(mode: .lenient, schemaVersion: Self.schemaVersion)
    let restored: RestoredState<SampleRoute>
    do throws(RestorationError) {
      restored = try restorer.decode(SampleRoute.self, from: data)
    } catch {
      throw .unreadable(error)
    }
    guard restored.schemaVersion <= Self.schemaVersion else {
      throw .newerSchema(found: restored.schemaVersion, supported: Self.schemaVersion)
    }
    // A split view is the mail window's state; tabs are the shop's.
    let target: DemoWindow.Name = restored.state.split == nil ? .shop : .mail
    do throws(RestorationError) {
      try window(target).navigator.restore(restored.state)
      show(target)
    } catch {
      throw .unreadable(error)
    }
    var notes: [String] = []
    if restored.schemaVersion < Self.schemaVersion {
      notes.append("upgraded from route schema \(restored.schemaVersion)")
    }
    notes += restored.dropped.map(\.description)
    message =
      "Restored from \(name)" + (notes.isEmpty ? "." : "; " + notes.joined(separator: "; "))
    return restored
  }

  /// The route schema this build of the sample writes and reads (2: Wayfinder Shop's routes).
  package static let schemaVersion = 2
}

extension NavigationError {
  /// Whether a leave guard held the command back.
  var isLeaveGuarded: Bool {
    code == .leaveGuarded
  }
}

/// Why a saved state was not restored.
package enum DemoRestoreError: Error, CustomStringConvertible {
  /// The data is not a state this build can read.
  case unreadable(RestorationError)
  /// The data was saved by a newer version of the app, whose routes this build may not know.
  case newerSchema(found: Int, supported: Int)

  /// A sentence for the user.
  package var description: String {
    switch self {
    case .unreadable(let error): "it is not a state this demo can read (\(error))"
    case .newerSchema(let found, let supported):
      "it was saved by a newer version (route schema \(found); this one reads up to \(supported))"
    }
  }
}
