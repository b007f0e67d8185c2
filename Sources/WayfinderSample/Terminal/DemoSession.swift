package import Foundation
package import Wayfinder

/// The sample app driven by typed commands: the core of `wayfinder-demo`, usable from tests.
///
/// ```swift
/// let session = DemoSession()
/// await session.run("tab c")
/// await session.run("push two")
/// print(session.frame())
/// ```
@MainActor
package final class DemoSession {
  /// The app's navigator.
  package let navigator: Navigator<SampleRoute>
  /// The terminal host the navigator drives.
  package let host: TerminalHost
  /// The sample app's routers (the composition root hands these to screens).
  package let router: SampleRouter
  /// The sample app's links.
  package let links = LinkTable<SampleRoute>.sample
  /// Whether the user is signed in (the account rule reads it).
  package let account = SampleAccount()
  /// The caller waiting for the color picker's result.
  private var pick: Task<String?, Never>?
  private var pickStarting = false
  private var log: [String] = []
  private var message: String?
  /// Why the last command failed (a refusal, an unknown command or screen, a bad argument),
  /// or `nil` when it did what it said.
  package private(set) var lastFailure: String?
  /// Keeps the session's log hearing the navigator's events.
  private var observing: NavigationToken?
  /// Keeps the profile form's leave guard on while the form is shown.
  private var editGuard: NavigationToken?
  private let renderer = FrameRenderer()

  /// Creates a session.
  /// - Parameter state: The starting state (default: the sample app's start).
  package init(state: NavigationState<SampleRoute> = .sampleStart) {
    navigator = Navigator(state, links: links)
    host = TerminalHost(showing: state)
    router = SampleRouter(navigator: navigator)
    navigator.rules = [.signedIn(account)]
    navigator.attach(host)
    observing = navigator.observe { [weak self] event in
      self?.log.append("#\(event.sequence) \(event.command) → \(event.outcome)")
      // A leave guard that asks is not a failure: the command runs if the user agrees.
      if case .failed(let error) = event.outcome, !error.isLeaveGuarded {
        self?.lastFailure = error.description
      }
    }
  }

  /// Runs one command line.
  /// - Parameter line: A command such as `push two`, `tab c` or `open wayfinder://c/two`.
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
  /// screen, and an awaited color has come back.
  func settle() async {
    // The picker is presented by the task that awaits its color: let it start.
    for _ in 0..<1_000 where pickStarting && navigator.pendingResultCount == 0 {
      await Task.yield()
    }
    pickStarting = false
    await navigator.settled()
    // A guard asks from a task of its own: give it the turns it needs to show its alert.
    for _ in 0..<100 where navigator.isConfirmingLeave && navigator.state.alert == nil {
      await Task.yield()
    }
    if let pick, navigator.pendingResultCount == 0 {
      self.pick = nil
      let color = await pick.value
      message = color.map { "You picked \($0)." } ?? "No color was picked."
    }
    await navigator.settled()
  }

  /// Runs the state's commands as one navigator transaction; a refusal throws as a navigator
  /// command's does (and is in the log).
  private func transaction(
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
  private func execute(_ verb: String, _ argument: String) throws(NavigationError) {
    switch verb {
    case "help": message = Self.help
    case "push":
      if let route = Self.route(named: argument) {
        try navigator.push(route)
      } else {
        unknownScreen(argument)
      }
    case "pop":
      guard let count = argument.isEmpty ? 1 : Int(argument), count > 0 else {
        fail("'pop' takes a number of screens, such as 'pop 2'; '\(argument)' is not one.")
        return
      }
      try navigator.pop(count)
    case "root": try navigator.popToRoot()
    case "popto":
      if let route = Self.route(named: argument) {
        try transaction { try $0.popToFirst { $0 == route } }
      } else {
        unknownScreen(argument)
      }
    case "replace-root":
      if let route = Self.route(named: argument) {
        try transaction { try $0.replaceRoot(with: route) }
      } else {
        unknownScreen(argument)
      }
    case "replace-top":
      if let route = Self.route(named: argument) {
        try transaction { try $0.replaceTop(with: route) }
      } else {
        unknownScreen(argument)
      }
    case "sheet": try navigator.present(.presented, as: .sampleSheet)
    case "cover": try navigator.present(.presented, as: .fullScreenCover)
    case "grow": try navigator.present(.grown, as: .grow)
    case "dismiss": try navigator.dismiss()
    case "dismiss-all": try navigator.dismissAll()
    case "back": try navigator.goBack()
    case "tab":
      // The user taps the tab bar: whatever is modal covers it (see `tabBarCover`).
      if let cover = Self.tabBarCover(in: navigator.state) {
        fail(
          "The tab bar is under the \(cover): \(cover == "alert" ? "answer it first ('tap …')" : "dismiss it first ('dismiss')"), "
            + "or open a link.")
        return
      }
      try navigator.selectTab(TabID(argument))
    case "alert": try navigator.presentAlert(.deleteDraft)
    case "tap":
      let action: AlertActionID? =
        switch argument.lowercased() {
        case "delete": .deleteDraft
        case "discard": .discardChanges
        default: nil
        }
      try navigator.userDid(.answeredAlert(action))
      if action == .deleteDraft { message = "The draft was deleted." }
    case "first": try navigator.push(.first)
    case "second": router.showSecond(name: argument.isEmpty ? "World" : argument)
    case "back-to-first": router.backToFirst()
    case "onboarding": router.startOnboarding()
    case "pick":
      let navigator = navigator
      pick = Task {
        guard let sheet = try? navigator.present(.colorPicker, as: .sampleSheet) else { return nil }
        return await navigator.result(of: sheet, as: String.self)
      }
      pickStarting = true
    case "choose":
      guard navigator.state.currentRoute == .colorPicker,
        ["red", "green", "blue"].contains(argument)
      else {
        fail("'choose' works on the color picker ('pick'): choose red, green or blue.")
        return
      }
      try navigator.finish(navigator.state.currentEntry.id, with: argument)
    case "edit":
      try navigator.push(.editProfile)
      let navigator = navigator
      editGuard = try navigator.guardLeaving(
        navigator.state.currentEntry.id,
        confirm: { (try? await navigator.presentAlert(.discardChanges)) == .discardChanges })
    case "save":
      guard navigator.state.currentRoute == .editProfile else {
        fail("'save' works on the profile form ('edit').")
        return
      }
      try navigator.finish(navigator.state.currentEntry.id, with: "saved")
      message = "Profile saved."
    case "account": try navigator.push(.account)
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
    case "next":
      guard router.onboarding.run?.currentStep != nil else {
        fail("'next' moves through onboarding, and none is running: 'onboarding' starts it.")
        return
      }
      router.next()
    case "open":
      // A mail link opens mail mode; every other link the tab app.
      let mail = (try? links.route(for: argument))?.isMail ?? false
      navigator.linkBase = mail ? .mailStart : .sampleStart
      try navigator.open(argument)
    case "mail": try navigator.apply(.mailStart)
    case "tabs": try navigator.apply(.sampleStart)
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
    case "columns":
      guard let visibility = Self.visibility(named: argument) else {
        return fail("Which columns? all, double, detail or automatic.")
      }
      try userTapped(.changedColumnVisibility(visibility))
    case "link":
      // The library's printer says what a link cannot bring back; the demo says it too.
      guard let printed = navigator.link() else {
        message = "This screen has no link."
        return
      }
      let omitted = printed.omitted.map(\.description).joined(separator: ", ")
      message =
        "This screen's link: \(printed.url)"
        + (printed.isComplete
          ? "" : "\nNot in the link: \(omitted) (opening it shows less than this screen).")
    case "swipe":
      if let action = host.swipeBack() {
        try navigator.userDid(action)
      } else if navigator.state.blocksInteractivePop(at: navigator.state.activeLocation) {
        message = "The swipe is disabled: this screen has unsaved changes ('back' asks)."
      } else {
        message = "Nothing to swipe back from."
      }
    case "drag":
      if let action = host.dragDown() {
        try navigator.userDid(action)
      } else if let top = navigator.state.layers.last,
        navigator.state.blocksInteractiveDismiss(of: top.id)
      {
        message = "The drag is disabled: a screen in this sheet has unsaved changes."
      } else {
        message = "Nothing to drag down."
      }
    case "state": message = navigator.state.description
    default: fail("Unknown command '\(verb)'. Type 'help'.")
    }
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
    var lines = [DemoText.lines(renderer.render(navigator.state))]
    lines.append("actions: " + actions().joined(separator: " · "))
    if let message {
      lines.append(DemoText.lines(message))
      self.message = nil
    }
    let steps = host.takeSteps()
    if !log.isEmpty || !steps.isEmpty {
      lines.append("log:")
      // Each entry is one line, whatever a link or a route's text holds.
      lines += log.map { "  " + DemoText.visible($0, limit: 400) }
      lines += steps.map { "    step: " + DemoText.visible("\($0.operation)", limit: 400) }
    }
    log = []
    return lines.joined(separator: "\n")
  }

  /// Saves the state for a later `--restore`.
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
    do throws(RestorationError) {
      try navigator.restore(restored.state)
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

  /// The route schema this build of the sample writes and reads.
  package static let schemaVersion = 1

  private func unknownScreen(_ name: String) {
    fail("No screen '\(name)'. Screens: one, two, three, first, welcome.")
  }

  /// Reports what the user did in mail mode; the terminal shows it through the plan, as a
  /// UIKit split view does after a tap.
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
  private func fail(_ text: String) {
    message = text
    lastFailure = text
  }

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
  /// session.actions()  // ["push one|two|three", "sheet", "cover", "grow", "first", …]
  /// ```
  /// - Returns: The commands, with alternatives as `push one|two|three` and `tab a-d`.
  package func actions() -> [String] {
    let state = navigator.state
    if let alert = state.alert {
      if alert.content == .discardChanges { return ["tap discard", "tap keep"] }
      return ["tap delete", "tap cancel", "back"]
    }
    if let split = state.split, state.layers.isEmpty {
      return mailActions(split)
    }
    var actions = ["push one|two|three"]
    var copy = state
    if (try? copy.pop()) != nil { actions += ["pop", "root"] }
    copy = state
    if (try? copy.goBack()) != nil { actions.append("back") }
    actions += ["sheet", "cover", "grow"]
    if !state.layers.isEmpty { actions += ["dismiss", "dismiss-all"] }
    switch state.currentRoute {
    case .three: actions.append("alert")
    case .first: actions.append("second <name>")
    case .second: actions.append("back-to-first")
    case .welcome, .features, .permissions, .done: actions.append("next")
    case .colorPicker: actions.append("choose red|green|blue")
    case .editProfile: actions.append("save")
    case .signIn: actions.append("signin")
    default: actions += ["first", "onboarding", "pick", "edit", "account"]
    }
    if let top = state.layers.last, top.presentation.isInteractivelyDismissible,
      !state.blocksInteractiveDismiss(of: top.id)
    {
      actions.append("drag")
    }
    if state.activeStack.depth > 1, !state.blocksInteractivePop(at: state.activeLocation) {
      actions.append("swipe")
    }
    if state.selectedTab != nil, Self.tabBarCover(in: state) == nil { actions.append("tab a-d") }
    actions += ["mail", "open <link>", "link", "help", "quit"]
    return actions
  }

  /// The commands of mail mode: a tap in each list shown, the attachment of the message
  /// shown, going back, the width and the columns.
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
    actions += ["columns all|double|detail|automatic", "tabs", "link", "help", "quit"]
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

  static func route(named name: String) -> SampleRoute? {
    switch name.lowercased() {
    case "one": .one
    case "two": .two
    case "three": .three
    case "first": .first
    case "welcome": .welcome
    case "presented": .presented
    case "account": .account
    default: nil
    }
  }

  static let help = """
    Commands:
      push one|two|three   pop [n]   root   popto <screen>   replace-root <screen>
      replace-top <screen>   back   tab a|b|c|d (not under a sheet, cover or alert)
      sheet   cover   grow   dismiss   dismiss-all
      alert (on Three)   tap delete|cancel
      first   second <name>   back-to-first   onboarding (a flow)   next
      pick (awaits a color)   choose red|green|blue   edit (guarded form)   save   tap discard|keep
      account (signed in only)   signin   signout
      open <link>   link   swipe (user swipes back)   drag (user drags the sheet down)
      mail (a split view: mailboxes, messages, a message)   tabs (back to the tab app)
      mailbox inbox|work|archive   message 1-3   attachment   compact   wide
      columns all|double|detail|automatic
      state   help   quit
    Links: wayfinder://c/two/three/presented, /cover, /grow, /second/Ada, /onboarding/permissions,
      /a/account (signs in first), /mail/work, /mail/work/2 (mail mode)
    """
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
