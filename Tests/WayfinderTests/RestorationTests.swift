import Foundation
import Testing
import Wayfinder

/// A state with every kind of part: tabs with stacks, three kinds of layer, an alert.
func richState() throws -> NavigationState<Screen> {
  var state = fourTabs()
  try state.push(contentsOf: [.two, .detail(42)], on: .tab(.tabB))
  try state.selectTab(.tabB)
  try state.present(stack: [.presented, .second(name: "Ada")], as: sampleSheet)
  try state.present(.three, as: .fullScreenCover)
  try state.present(.detail(7), as: .custom("grow-from-centre"))
  try state.presentAlert(
    AlertState(
      style: .confirmationDialog, title: "Delete?", message: "Really?",
      buttons: [AlertButton("Delete", role: .destructive, action: "delete")]))
  return state
}

/// Frames a JSON payload the way `StateRestorer` does (the header format is documented), so
/// tests can feed hand-made payloads with a correct checksum.
func frame(_ json: String, version: Int = 1, schema: Int = 1) -> Data {
  frame(bytes: Array(json.utf8), version: version, schema: schema)
}

/// Frames any payload bytes, as `frame(_:version:schema:)` does.
func frame(bytes: [UInt8], version: Int, schema: Int = 1) -> Data {
  let payload = Data(bytes)
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in payload {
    hash ^= UInt64(byte)
    hash &*= 0x100_0000_01b3
  }
  let hex = String(hash, radix: 16)
  let checksum = String(repeating: "0", count: 16 - hex.count) + hex
  let header =
    "wayfinder-state/\(version) schema=\(schema) bytes=\(payload.count) fnv1a=\(checksum)\n"
  return Data(header.utf8) + payload
}

/// A tab-bar payload with the given tab items (JSON objects) and selection.
func tabsJSON(_ items: [String], selection: String = "a", nextID: Int = 20, extra: String = "")
  -> String
{
  #"{"nextID":\#(nextID),"layers":[],"base":{"tabs":{"selection":"\#(selection)","items":["#
    + items.joined(separator: ",") + "]}}" + extra + "}"
}

func tab(_ name: String, root: Int, pushed: [(Int, String)] = []) -> String {
  let entries = pushed.map { #"{"id":\#($0.0),"route":\#($0.1)}"# }.joined(separator: ",")
  return
    #"{"id":"\#(name)","stack":{"root":{"id":\#(root),"route":{"one":{}}},"pushed":[\#(entries)]}}"#
}

let two = #"{"two":{}}"#
let unknownRoute = #"{"legacyScreen":{}}"#

@Suite("Restoration: versioned envelope, typed errors, lenient mode")
struct RestorationTests {
  let restorer = StateRestorer()

  @Test("encode then decode gives back the same state, ids and counter included")
  func roundTrip() throws {
    let state = try richState()
    let data = try restorer.encode(state)
    let restored = try restorer.decode(Screen.self, from: data)
    #expect(restored.state == state)
    #expect(restored.dropped.isEmpty)
    #expect(restored.schemaVersion == 1)
    #expect(String(decoding: data.prefix(18), as: UTF8.self) == "wayfinder-state/3 ")
  }

  @Test("no bytes, foreign bytes, too many bytes")
  func framing() throws {
    #expect(throws: RestorationError(.empty)) { try restorer.decode(Screen.self, from: Data()) }
    #expect(throws: RestorationError(.notWayfinderData)) {
      try restorer.decode(Screen.self, from: Data("{\"nextID\":1}\n".utf8))
    }
    let small = StateRestorer(maximumBytes: 10)
    #expect(throws: RestorationError(.tooLarge(bytes: 11, limit: 10))) {
      try small.decode(Screen.self, from: Data(repeating: 0x41, count: 11))
    }
  }

  @Test("every truncation is an error, and a cut payload says truncated")
  func everyTruncation() throws {
    let data = try restorer.encode(try richState())
    let headerLength = data.firstIndex(of: 0x0A)! + 1
    for length in 0..<data.count {
      do {
        _ = try restorer.decode(Screen.self, from: data.prefix(length))
        Issue.record("a \(length)-byte prefix decoded")
      } catch {
        if length > headerLength {
          #expect(
            error
              == .because(
                .truncated(expected: data.count - headerLength, found: length - headerLength)))
        }
      }
    }
  }

  @Test("changing any single payload byte is caught")
  func everyTamperedByte() throws {
    let data = try restorer.encode(try richState())
    let headerLength = data.firstIndex(of: 0x0A)! + 1
    for index in headerLength..<data.count {
      var tampered = data
      tampered[index] ^= 0x20
      #expect(throws: RestorationError(.checksumMismatch)) {
        try restorer.decode(Screen.self, from: tampered)
      }
    }
  }

  @Test("another format version, another schema, a malformed header, trailing bytes")
  func versions() throws {
    let json = tabsJSON([tab("a", root: 1)])
    #expect(throws: RestorationError(.unsupportedVersion(found: 5, supported: 4))) {
      try restorer.decode(Screen.self, from: frame(json, version: 5))
    }
    #expect(throws: RestorationError(.unsupportedVersion(found: 0, supported: 4))) {
      try restorer.decode(Screen.self, from: frame(json, version: 0))
    }
    #expect(throws: RestorationError(.schemaMismatch(found: 3, expected: 1))) {
      try restorer.decode(Screen.self, from: frame(json, schema: 3))
    }
    let lenient = try StateRestorer(mode: .lenient).decode(
      Screen.self, from: frame(json, schema: 3))
    #expect(lenient.schemaVersion == 3)
    #expect(throws: RestorationError(.corrupt("malformed header"))) {
      try restorer.decode(Screen.self, from: Data("wayfinder-state/1 schema=x\n{}".utf8))
    }
    #expect(throws: RestorationError(.corrupt("2 bytes after the payload"))) {
      try restorer.decode(Screen.self, from: frame(json) + Data("  ".utf8))
    }
  }

  @Test("a header written otherwise than the restorer writes it reads the same, or is refused")
  func headerSpellings() throws {
    let state = try richState()
    let data = try restorer.encode(state)
    let newline = try #require(data.firstIndex(of: 0x0A))
    let line = String(decoding: data[..<newline], as: UTF8.self)
    let payload = data[newline...]
    func reheader(_ edit: (String) -> String) -> Data { Data(edit(line).utf8) + payload }
    // Leading zeros, a plus sign, upper-case hexadecimal: the same numbers.
    let spellings = [
      reheader { $0.replacingOccurrences(of: "fnv1a=", with: "fnv1a=0") },
      reheader { $0.replacingOccurrences(of: "schema=1", with: "schema=0001") },
      reheader { $0.replacingOccurrences(of: "bytes=", with: "bytes=+") },
      reheader {
        $0.uppercased().replacingOccurrences(of: "WAYFINDER-STATE", with: "wayfinder-state")
          .replacingOccurrences(of: "SCHEMA", with: "schema").replacingOccurrences(
            of: "BYTES", with: "bytes"
          )
          .replacingOccurrences(of: "FNV1A", with: "fnv1a")
      },
    ]
    for spelled in spellings {
      #expect(spelled != data)
      #expect(try restorer.decode(Screen.self, from: spelled).state == state)
    }
    // A checksum of 17 digits, a negative length, a field too many: refused, by name.
    for refused in [
      reheader { $0.replacingOccurrences(of: "fnv1a=", with: "fnv1a=1") },
      reheader { $0.replacingOccurrences(of: "bytes=", with: "bytes=-") },
      reheader { $0 + " extra=1" },
    ] {
      #expect(throws: RestorationError(.corrupt("malformed header"))) {
        try restorer.decode(Screen.self, from: refused)
      }
    }
  }

  @Test("bad JSON and unknown routes are corrupt in strict mode")
  func corrupt() throws {
    #expect(throws: RestorationError.self) {
      try restorer.decode(Screen.self, from: frame("{not json"))
    }
    let unknown = tabsJSON([tab("a", root: 1, pushed: [(2, unknownRoute)])])
    do {
      _ = try restorer.decode(Screen.self, from: frame(unknown))
      Issue.record("an unknown route decoded")
    } catch {
      guard case .corrupt(let reason) = error.reason else {
        Issue.record("\(error)")
        return
      }
      #expect(reason.contains("base.tabs.items.0.stack.pushed.0.route"))
    }
  }

  @Test(
    "inconsistent states are refused",
    arguments: [
      (
        tabsJSON([tab("a", root: 1), tab("b", root: 1)]), InvariantViolation.duplicateID(1)
      ),
      (tabsJSON([tab("a", root: 1)], selection: "z"), .selectionNotATab("z")),
      (tabsJSON([tab("a", root: 1), tab("a", root: 2)]), .duplicateTab("a")),
      (tabsJSON([]), .noTabs),
      (tabsJSON([tab("a", root: 30)]), .idNotIssued(30, nextID: 20)),
      (tabsJSON([tab("a", root: 1)], nextID: 0), .nextIDOutOfRange(0)),
    ])
  func inconsistent(json: String, violation: InvariantViolation) throws {
    #expect(throws: RestorationError(.inconsistent(violation))) {
      try restorer.decode(Screen.self, from: frame(json))
    }
  }

  @Test("too many entries")
  func tooManyEntries() throws {
    var state = NavigationState(root: Screen.one)
    try state.push(contentsOf: Array(repeating: .two, count: 20))
    let data = try restorer.encode(state)
    #expect(throws: RestorationError(.tooManyEntries(count: 21, limit: 10))) {
      try StateRestorer(maximumEntries: 10).decode(Screen.self, from: data)
    }
  }

  @Test("lenient: an unknown route keeps the valid prefix of its stack")
  func lenientPrefix() throws {
    let json = tabsJSON([
      tab("a", root: 1),
      tab("b", root: 2, pushed: [(3, two), (4, unknownRoute), (5, two)]),
    ])
    let restored = try StateRestorer(mode: .lenient).decode(Screen.self, from: frame(json))
    #expect(restored.state.stack(at: .tab("b"))?.routes == [.one, .two])
    #expect(restored.dropped.map(\.part) == [.entries(.tab("b"), from: 2, count: 2)])
    #expect(restored.state.isValid)
  }

  @Test("lenient: a tab whose root is unknown is dropped, and the selection moves")
  func lenientTab() throws {
    let badTab = #"{"id":"b","stack":{"root":{"id":2,"route":\#(unknownRoute)},"pushed":[]}}"#
    let json = tabsJSON([tab("a", root: 1), badTab], selection: "b")
    let restored = try StateRestorer(mode: .lenient).decode(Screen.self, from: frame(json))
    #expect(restored.state.selectedTab == "a")
    #expect(restored.dropped.map(\.part) == [.tab("b"), .selection("b")])
  }

  @Test("lenient: duplicate ids truncate, bad layers drop with everything above")
  func lenientLayers() throws {
    let layer = { (id: Int, root: Int, route: String) in
      #"{"id":\#(id),"presentation":{"fullScreenCover":{}},"content":{"root":{"id":\#(root),"route":\#(route)},"pushed":[]}}"#
    }
    let json =
      #"{"nextID":20,"base":{"stack":{"root":{"id":1,"route":{"one":{}}},"pushed":["#
      + #"{"id":2,"route":{"two":{}}},{"id":1,"route":{"two":{}}}]}},"layers":["#
      + [layer(3, 4, two), layer(5, 6, unknownRoute), layer(7, 8, two)].joined(separator: ",")
      + "]}"
    let restored = try StateRestorer(mode: .lenient).decode(Screen.self, from: frame(json))
    #expect(restored.state.stack(at: .base)?.routes == [.one, .two])
    #expect(restored.state.layers.map(\.id) == [LayerID(3)])
    #expect(
      restored.dropped.map(\.part) == [
        .entries(.base, from: 2, count: 1), .layers(from: 1, count: 2),
      ])
    #expect(restored.dropped[0].description.hasPrefix("base: 1 entry from position 2"))
  }

  @Test("lenient mode still refuses tampered or cut data")
  func lenientFraming() throws {
    let data = try restorer.encode(try richState())
    let lenient = StateRestorer(mode: .lenient)
    #expect(throws: RestorationError.self) {
      try lenient.decode(Screen.self, from: data.dropLast())
    }
    var tampered = data
    tampered[tampered.count - 3] ^= 1
    #expect(throws: RestorationError(.checksumMismatch)) {
      try lenient.decode(Screen.self, from: tampered)
    }
  }

  @Test("the navigator refuses to restore an invalid state")
  @MainActor
  func navigatorRefusesInvalid() throws {
    let bad = try JSONDecoder().decode(
      NavigationState<Screen>.self, from: Data(tabsJSON([tab("a", root: 1)], selection: "z").utf8))
    let navigator = Navigator(root: Screen.one)
    let before = navigator.state
    #expect(throws: RestorationError(.inconsistent(.selectionNotATab("z")))) {
      try navigator.restore(bad)
    }
    #expect(navigator.state == before)
  }
}
