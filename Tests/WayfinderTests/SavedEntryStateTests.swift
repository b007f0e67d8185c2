import Foundation
import Testing
import Wayfinder

/// A screen's saved UI state: a draft and where the list was scrolled.
struct Draft: Codable, Equatable {
  var text: String
  var scrolledTo: Int?
}

/// Another build's form of the same saved state, which the draft does not decode as.
struct RenamedDraft: Codable {
  var body: String
}

@Suite("Entry-scoped state: saved UI state in the restoration format")
@MainActor
struct SavedEntryStateTests {
  /// States of every shape the restoration format lays out, each with screens in several
  /// stacks and layers.
  static func states() throws -> [NavigationState<Screen>] {
    var stack = NavigationState<Screen>(root: .one)
    try stack.push(.two)
    try stack.present(.presented, as: sampleSheet)
    try stack.push(.second(name: "Zoë"))
    var tabs = fourTabs()
    try tabs.push(.detail(4))
    try tabs.selectTab("c")
    try tabs.push(.three)
    try tabs.present(.detail(9), as: .fullScreenCover)
    var split = NavigationState<Screen>(sidebar: .one, content: .two, detail: .three)
    try split.push(.detail(2), on: .column(.detail))
    return [stack, tabs, split]
  }

  /// Saves a draft for every screen of `state` in a navigator, and returns the data and the
  /// drafts.
  static func saveDrafts(of state: NavigationState<Screen>, using restorer: StateRestorer) throws
    -> (Data, [EntryID: Draft])
  {
    let navigator = Navigator(state)
    let store = EntryStore.of(navigator)
    var drafts: [EntryID: Draft] = [:]
    for (index, entry) in state.allEntries.enumerated() {
      let draft = Draft(text: "draft of \(entry.route) ✍️", scrolledTo: index * 40)
      try store.save(draft, for: entry.id)
      drafts[entry.id] = draft
    }
    return (try navigator.save(using: restorer), drafts)
  }

  @Test(
    "every screen's saved state round-trips, in every layout of the state, strictly and leniently",
    arguments: [StateRestorer.Mode.strict, .lenient])
  func roundTrip(mode: StateRestorer.Mode) throws {
    let restorer = StateRestorer(mode: mode)
    for state in try Self.states() {
      let (data, drafts) = try Self.saveDrafts(of: state, using: restorer)
      #expect(data.starts(with: Data("wayfinder-state/4 ".utf8)), "saved states need format 4")
      let navigator = Navigator(NavigationState<Screen>(root: .a))
      var diagnostics: [NavigationDiagnostic] = []
      let token = navigator.observe { if let found = $0.diagnostic { diagnostics.append(found) } }
      let restored = try navigator.restore(from: data, using: restorer)
      #expect(navigator.state == state)
      #expect(restored.dropped.isEmpty)
      #expect(diagnostics.isEmpty)
      let store = EntryStore.of(navigator)
      for entry in state.allEntries {
        #expect(store.savedState(Draft.self, for: entry.id) == drafts[entry.id])
      }
      // Saved again, the data is the same: nothing is lost or added on the way.
      #expect(try navigator.save(using: restorer) == data)
      token.cancel()
    }
  }

  @Test("a modular app's screens keep their saved states too, through its route registry")
  func modularRoutes() throws {
    let restorer = StateRestorer(routes: RouteRegistry([ShopRoute.self, AccountRoute.self]))
    let navigator = Navigator(root: AnyRoute(ShopRoute.catalog))
    let product = try navigator.push(AnyRoute(ShopRoute.product(7)))
    let sheet = try navigator.present(AnyRoute(AccountRoute.signIn), as: .sheet())
    let signIn = try #require(navigator.state.layers.first { $0.id == sheet }?.content.root.id)
    try EntryStore.of(navigator).save(Draft(text: "two of them"), for: product)
    try EntryStore.of(navigator).save(Draft(text: "ann@example.com"), for: signIn)
    let data = try navigator.save(using: restorer)
    let relaunched = Navigator(root: AnyRoute(ShopRoute.cart))
    try relaunched.restore(from: data, using: restorer)
    #expect(relaunched.state == navigator.state)
    let store = EntryStore.of(relaunched)
    #expect(store.savedState(Draft.self, for: product) == Draft(text: "two of them"))
    #expect(store.savedState(Draft.self, for: signIn) == Draft(text: "ann@example.com"))
  }

  @Test("a state without saved states is still written as format 3, readable by older builds")
  func formatThreeWithout() throws {
    let navigator = Navigator(try Self.states()[1])
    _ = EntryStore.of(navigator)
    let data = try navigator.save(using: StateRestorer())
    #expect(data.starts(with: Data("wayfinder-state/3 ".utf8)))
  }

  @Test("files of formats 1, 2 and 3 still restore, with no saved state and nothing reported")
  func olderFormats() throws {
    let json =
      #"{"nextID":3,"layers":[],"base":{"stack":{"root":{"id":1,"route":{"one":{}}},"#
      + #""pushed":[{"id":2,"route":{"two":{}}}]}}}"#
    let three = try StateRestorer().encode(try Self.states()[0])
    let files = [
      try RestorationFormatTests.fixture("state-format-1.wayfinder"),
      frame(json, version: 2, schema: 3), three,
    ]
    for data in files {
      let navigator = Navigator(NavigationState<Screen>(root: .a))
      var diagnostics: [NavigationDiagnostic] = []
      let token = navigator.observe { if let found = $0.diagnostic { diagnostics.append(found) } }
      try navigator.restore(from: data, using: StateRestorer(mode: .lenient))
      #expect(diagnostics.isEmpty)
      for entry in navigator.state.allEntries {
        #expect(EntryStore.of(navigator).savedState(Draft.self, for: entry.id) == nil)
      }
      token.cancel()
    }
  }

  @Test("a saved state that does not decode as the screen's type is dropped and reported")
  func undecodable() throws {
    let state = try Self.states()[0]
    let (data, _) = try Self.saveDrafts(of: state, using: StateRestorer())
    let navigator = Navigator(NavigationState<Screen>(root: .a))
    var diagnostics: [NavigationDiagnostic] = []
    let token = navigator.observe { if let found = $0.diagnostic { diagnostics.append(found) } }
    try navigator.restore(from: data, using: StateRestorer())
    let store = EntryStore.of(navigator)
    let top = navigator.state.currentEntry.id
    #expect(store.savedState(RenamedDraft.self, for: top) == nil)
    #expect(diagnostics.count == 1)
    guard case .savedStateDropped(let why) = diagnostics.first else {
      Issue.record("expected a dropped saved state, got \(diagnostics)")
      return
    }
    #expect(why.contains("\(top)") && why.contains("RenamedDraft"))
    #expect(store.savedState(Draft.self, for: top) == nil, "dropped, not kept for later")
    let below = try #require(navigator.state.activeStack.entries.first?.id)
    #expect(store.savedState(Draft.self, for: below) != nil, "the other screens keep theirs")
    token.cancel()
  }

  /// `data` (format 4) with its payload's saved states replaced by `section`, framed again
  /// with a correct checksum: damage the checksum cannot catch.
  static func replacingSavedStates(of data: Data, with section: [UInt8]) throws -> Data {
    let newline = try #require(data.firstIndex(of: 0x0A))
    let payload = [UInt8](data[(newline + 1)...])
    // The payload starts with the state's length (a varint), then the state.
    var length = 0
    var shift = 0
    var position = 0
    while true {
      let byte = payload[position]
      length |= Int(byte & 0x7F) << shift
      position += 1
      if byte < 0x80 { break }
      shift += 7
    }
    return frame(bytes: Array(payload[..<(position + length)]) + section, version: 4)
  }

  /// The same screens' first two cases, saved as `Screen` saves them: a build that lost the
  /// others.
  enum FirstTwo: Codable { case one, two }

  @Test("a lenient restoration lists what it dropped of the state before the saved states")
  func droppedInOrder() throws {
    // A stack of `.one` and `.two` under a sheet of screens `FirstTwo` does not have.
    let state = try Self.states()[0]
    let restorer = StateRestorer(mode: .lenient)
    let (data, _) = try Self.saveDrafts(of: state, using: restorer)
    let damaged = try Self.replacingSavedStates(of: data, with: [0x05, 0x01])
    let restored = try restorer.decode(FirstTwo.self, from: damaged)
    #expect(restored.state.allEntries.map(\.route) == [.one, .two])
    let parts = restored.dropped.map(\.part)
    #expect(parts.count >= 2)
    #expect(parts.last == .savedStates)
    #expect(!parts.dropLast().contains(.savedStates))
  }

  @Test(
    "damaged saved states are dropped with a report, and the navigation state is restored",
    arguments: [
      ("a count over the bytes left", [0x05, 0x01]),
      ("a length over the bytes left", [0x01, 0x01, 0x30, 0x7B]),
      ("bytes after the saved states", [0x00, 0xFF]),
      ("nothing at all", []),
    ] as [(String, [UInt8])])
  func damagedSection(what: String, section: [UInt8]) throws {
    let state = try Self.states()[1]
    for mode in [StateRestorer.Mode.strict, .lenient] {
      let restorer = StateRestorer(mode: mode)
      let (data, _) = try Self.saveDrafts(of: state, using: restorer)
      let damaged = try Self.replacingSavedStates(of: data, with: section)
      let navigator = Navigator(NavigationState<Screen>(root: .a))
      var diagnostics: [NavigationDiagnostic] = []
      let token = navigator.observe { if let found = $0.diagnostic { diagnostics.append(found) } }
      let restored = try navigator.restore(from: damaged, using: restorer)
      #expect(navigator.state == state, "\(what): the state is restored")
      #expect(restored.dropped.map(\.part) == [.savedStates], "\(what)")
      #expect(diagnostics.count == 1, "\(what): reported once")
      if case .savedStateDropped(let why)? = diagnostics.first {
        #expect(why.hasPrefix("of every screen"), "\(what)")
      } else {
        Issue.record("\(what): expected a dropped saved state, got \(diagnostics)")
      }
      for entry in state.allEntries {
        #expect(EntryStore.of(navigator).savedState(Draft.self, for: entry.id) == nil)
      }
      token.cancel()
    }
  }

  @Test("the saved state of a screen that is not restored is dropped with a report")
  func screenNotRestored() throws {
    var state = NavigationState<Screen>(root: .one)
    let kept = try state.push(.two)
    let navigator = Navigator(state)
    try EntryStore.of(navigator).save(Draft(text: "kept"), for: kept)
    let data = try navigator.save(using: StateRestorer())
    // Two saved states: one for entry 40, which the state does not hold, then the kept one.
    let json = Array(#"{"text":"kept"}"#.utf8)
    let section: [UInt8] =
      [0x02, 0x28, 0x02] + Array("{}".utf8)
      + [UInt8(kept.rawValue), UInt8(json.count)] + json
    let orphan = try Self.replacingSavedStates(of: data, with: section)
    let restoring = Navigator(NavigationState<Screen>(root: .a))
    var diagnostics: [NavigationDiagnostic] = []
    let token = restoring.observe { if let found = $0.diagnostic { diagnostics.append(found) } }
    let restored = try restoring.restore(from: orphan, using: StateRestorer())
    #expect(restored.dropped.map(\.part) == [.savedState(EntryID(40))])
    #expect(diagnostics.count == 1)
    #expect(EntryStore.of(restoring).savedState(Draft.self, for: kept) == Draft(text: "kept"))
    token.cancel()
  }

  @Test("saving is bounded, and refused for a screen that is not in the state")
  func bounded() throws {
    let navigator = Navigator(NavigationState<Screen>(root: .one))
    let store = EntryStore.of(navigator)
    let root = navigator.state.currentEntry.id
    try store.save(Draft(text: "small"), for: root)
    let huge = Draft(text: String(repeating: "x", count: EntryStore<Screen>.maximumSavedBytes))
    #expect(throws: RestorationError.self) { try store.save(huge, for: root) }
    #expect(store.savedState(Draft.self, for: root) == Draft(text: "small"), "the old one kept")
    #expect(throws: RestorationError.self) { try store.save(Draft(text: "x"), for: EntryID(99)) }
    do {
      try store.save(huge, for: root)
    } catch {
      #expect(error.code == .encodingFailed)
      #expect(error.description.contains("\(EntryStore<Screen>.maximumSavedBytes)"))
    }
  }

  @Test("a screen's saved state goes with the screen")
  func goesWithScreen() throws {
    let navigator = Navigator(NavigationState<Screen>(root: .one))
    let screen = try navigator.push(.two)
    let store = EntryStore.of(navigator)
    try store.save(Draft(text: "gone soon"), for: screen)
    try navigator.pop()
    let data = try navigator.save(using: StateRestorer())
    #expect(data.starts(with: Data("wayfinder-state/3 ".utf8)), "nothing saved is left")
    #expect(store.savedState(Draft.self, for: screen) == nil)
  }
}
