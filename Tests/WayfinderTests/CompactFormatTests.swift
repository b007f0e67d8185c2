import Foundation
import PropertyBased
import Testing
import Wayfinder

/// A later version of the app's routes: the same cases as `Screen` and one that `Screen` does
/// not know, for restoring data written by a newer build.
private enum NewerScreen: Codable {
  case one, two, three
  case detail(Int)
  case settings(section: String)
}

/// A route with every kind of value the compact format writes.
private struct Everything: Codable, Hashable, Sendable {
  var int: Int
  var negative: Int64
  var small: Int8
  var unsigned: UInt64
  var double: Double
  var float: Float
  var flag: Bool
  var text: String
  var optional: String?
  var missing: Int?
  var list: [Int]
  var nested: [String: [Double]]
  var unit: Unit

  enum Unit: String, Codable, Hashable, Sendable { case metric, imperial }
}

@Suite("Restoration format 3: compact, versioned, lenient")
struct CompactFormatTests {
  @Test("format 2 files (JSON) still restore, strictly and leniently")
  func formatTwoStillReads() throws {
    let state = try richState()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(state), as: UTF8.self)
    let data = frame(json, version: 2)
    #expect(try StateRestorer().decode(Screen.self, from: data).state == state)
    let lenient = try StateRestorer(mode: .lenient).decode(Screen.self, from: data)
    #expect(lenient.state == state)
    #expect(lenient.dropped.isEmpty)
  }

  @Test("the README's layout, byte for byte: one screen, .detail(42)")
  func layout() throws {
    let data = try StateRestorer().encode(NavigationState(root: Screen.detail(42)))
    let header = try #require(data.firstIndex(of: 0x0A))
    let expected: [UInt8] =
      [2, 6] + Array("detail".utf8) + [2] + Array("_0".utf8)  // the key table
      + [2, 0]  // nextID 2, a base stack
      + [1, 2]  // one entry; id 1, as the zigzag difference from 0
      + [0x09, 1, 0x09, 2, 0xAA, 0x00, 0x00]  // keyed; detail: keyed; _0: 42; end; end
      + [0, 0]  // no layer, no alert
    #expect(Array(data[(header + 1)...]) == expected)
    #expect(
      String(decoding: data[..<header], as: UTF8.self).hasPrefix(
        "wayfinder-state/3 schema=1 bytes=\(expected.count) fnv1a="))
  }

  @Test("format 3 is smaller than format 2 for the same state")
  func smaller() throws {
    var state = NavigationState(root: Screen.one)
    try state.push(contentsOf: (0..<200).map { Screen.detail($0 * 37) })
    let compact = try StateRestorer().encode(state)
    let json = try JSONEncoder().encode(state)
    #expect(compact.count * 3 < json.count, "\(compact.count) bytes against \(json.count)")
  }

  @Test("a route a newer build wrote keeps the valid prefix leniently, and is corrupt strictly")
  func unknownRoute() throws {
    var newer = NavigationState(root: NewerScreen.one)
    try newer.push(contentsOf: [.two, .settings(section: "privacy"), .three])
    let data = try StateRestorer().encode(newer)
    do {
      _ = try StateRestorer().decode(Screen.self, from: data)
      Issue.record("an unknown route decoded strictly")
    } catch {
      guard case .corrupt(let reason) = error.reason else {
        Issue.record("\(error)")
        return
      }
      #expect(reason.contains("base.stack.pushed.1"), "\(reason)")
    }
    let lenient = try StateRestorer(mode: .lenient).decode(Screen.self, from: data)
    #expect(lenient.state.activeStack.routes == [.one, .two])
    #expect(lenient.dropped.map(\.part) == [.entries(.base, from: 2, count: 2)])
  }

  @Test("the entry limit counts every entry the file holds, before any is kept or dropped")
  func entryLimitCountsTheFile() throws {
    var newer = NavigationState(root: NewerScreen.one)
    try newer.push(contentsOf: [.two, .settings(section: "privacy"), .three, .two, .three])
    let data = try StateRestorer().encode(newer)
    // Leniently, only `one` and `two` would be kept: two entries, under the limit of three.
    // The file holds six, and the limit bounds what is read.
    #expect(throws: RestorationError(.tooManyEntries(count: 6, limit: 3))) {
      try StateRestorer(mode: .lenient, maximumEntries: 3).decode(Screen.self, from: data)
    }
    #expect(throws: RestorationError(.tooManyEntries(count: 6, limit: 3))) {
      try StateRestorer(maximumEntries: 3).decode(NewerScreen.self, from: data)
    }
    let kept = try StateRestorer(mode: .lenient, maximumEntries: 6).decode(Screen.self, from: data)
    #expect(kept.state.activeStack.routes == [.one, .two])
  }

  @Test("an unknown presentation drops its layer and those above it, leniently")
  func unknownLayer() throws {
    var state = NavigationState(root: Screen.one)
    try state.present(.two, as: .fullScreenCover)
    try state.present(.three, as: .custom("zoom"))
    var data = try StateRestorer().encode(state)
    // Rename the presentation's key in the key table ("fullScreenCover" → "fullScreenCovex")
    // and fix the header, as a build with another presentation would have written.
    let header = data.firstIndex(of: 0x0A)! + 1
    var payload = Array(data[header...])
    let name = Array("fullScreenCover".utf8)
    let at = (0...(payload.count - name.count)).first {
      Array(payload[$0..<$0 + name.count]) == name
    }
    let index = try #require(at)
    payload[index + name.count - 1] = UInt8(ascii: "x")
    data = frame(bytes: payload, version: 3)
    let lenient = try StateRestorer(mode: .lenient).decode(Screen.self, from: data)
    #expect(lenient.state.layers.isEmpty)
    #expect(lenient.dropped.map(\.part) == [.layers(from: 0, count: 2)])
    #expect(throws: RestorationError.self) { try StateRestorer().decode(Screen.self, from: data) }
  }

  @Test("every kind of value comes back as it was")
  func everyValue() throws {
    let value = Everything(
      int: Int.min, negative: -1, small: -128, unsigned: .max, double: -0.1, float: .infinity,
      flag: true, text: "Zoë 🧭 \u{0}", optional: "x", missing: nil, list: [0, 127, 128, -129],
      nested: ["a": [1.5, -2]], unit: .imperial)
    var state = NavigationState(root: value)
    try state.push(
      Everything(
        int: 0, negative: .min, small: 127, unsigned: 0, double: .greatestFiniteMagnitude,
        float: -0, flag: false, text: "", optional: nil, missing: 3, list: [], nested: [:],
        unit: .metric))
    let restorer = StateRestorer()
    #expect(try restorer.decode(Everything.self, from: restorer.encode(state)).state == state)
  }

  @Test("integers round trip at every size", .timeLimit(.minutes(1)))
  func integers() async throws {
    await propertyCheck(count: 300, input: Gen.int(in: Int.min...Int.max)) { number in
      var state = NavigationState(root: Screen.detail(number))
      try state.push(.second(name: String(number)))
      let restorer = StateRestorer()
      #expect(try restorer.decode(Screen.self, from: restorer.encode(state)).state == state)
    }
  }

  @Test("bytes that break the layout are corrupt, never a crash")
  func brokenLayout() throws {
    let state = try richState()
    let data = try StateRestorer().encode(state)
    let header = data.firstIndex(of: 0x0A)! + 1
    let payload = Array(data[header...])
    for cut in stride(from: 0, to: payload.count, by: 3) {
      let shortened = frame(bytes: Array(payload[..<cut]), version: 3)
      for mode in [StateRestorer.Mode.strict, .lenient] {
        #expect(throws: RestorationError.self) {
          try StateRestorer(mode: mode).decode(Screen.self, from: shortened)
        }
      }
    }
  }
}
