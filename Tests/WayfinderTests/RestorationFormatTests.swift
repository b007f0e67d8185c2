import Foundation
import Testing
import Wayfinder

/// Files written by earlier builds keep restoring. `Fixtures/state-format-1.wayfinder` was
/// written by the last build of format 1 (schema 3): tabs a–d with c selected, a sheet holding
/// two screens, a custom layer, and an alert, which format 1 saved without an owner.
@Suite("Restoration: files of earlier formats")
struct RestorationFormatTests {
  static func fixture(_ name: String) throws -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name)
    return try Data(contentsOf: url)
  }

  @Test("a format-1 file restores, and its alert is given the screen it was shown above")
  func formatOne() throws {
    let data = try Self.fixture("state-format-1.wayfinder")
    #expect(data.starts(with: Data("wayfinder-state/1 ".utf8)), "the fixture is format 1")
    let restored = try StateRestorer(schemaVersion: 3).decode(Screen.self, from: data)
    let state = restored.state
    #expect(restored.dropped.isEmpty)
    #expect(state.selectedTab == "c")
    #expect(state.stack(at: .tab("a"))?.routes == [.one, .two, .three])
    #expect(state.stack(at: .tab("c"))?.routes == [.one, .detail(42)])
    #expect(state.layers.map(\.id) == [LayerID(8), LayerID(11)])
    #expect(state.layers[0].content.routes == [.presented, .second(name: "Zoë")])
    #expect(state.layers[1].presentation == .custom("grow-from-centre"))
    #expect(state.alert?.id == AlertID(13))
    #expect(state.alert?.content.title == "Delete?")
    #expect(state.alert?.owner == .entry(EntryID(12)), "the top screen of the top layer")
    #expect(state.nextID == 14)
    #expect(state.isValid)
  }

  @Test("a format-1 file restores leniently too, with the same result")
  func formatOneLenient() throws {
    let data = try Self.fixture("state-format-1.wayfinder")
    let strict = try StateRestorer(schemaVersion: 3).decode(Screen.self, from: data)
    let lenient = try StateRestorer(mode: .lenient, schemaVersion: 3).decode(
      Screen.self, from: data)
    #expect(lenient.state == strict.state)
    #expect(lenient.dropped.isEmpty)
  }

  @Test("a restored format-1 file is saved as format 3 and reads back the same")
  func upgrade() throws {
    let restorer = StateRestorer(schemaVersion: 3)
    let old = try restorer.decode(Screen.self, from: Self.fixture("state-format-1.wayfinder"))
    let saved = try restorer.encode(old.state)
    #expect(saved.starts(with: Data("wayfinder-state/3 ".utf8)))
    #expect(try restorer.decode(Screen.self, from: saved).state == old.state)
  }

  @Test("format 2 keeps an alert's owner, entry or layer")
  func ownersRoundTrip() throws {
    var state = NavigationState(root: Screen.one)
    let sheet = try state.present(.two, as: sampleSheet)
    try state.push(.three)
    try state.presentAlert(AlertState(title: "Layer's"), owner: .layer(sheet))
    let restorer = StateRestorer()
    let back = try restorer.decode(Screen.self, from: restorer.encode(state)).state
    #expect(back == state)
    #expect(back.alert?.owner == .layer(sheet))
  }

  @Test("an alert whose owner is not in the data is refused strictly, dropped leniently")
  func missingOwner() throws {
    let json =
      #"{"nextID":5,"layers":[],"base":{"stack":{"root":{"id":1,"route":{"one":{}}},"pushed":[]}},"#
      + #""alert":{"id":3,"content":{"title":"x","buttons":[],"style":"alert"},"#
      + #""owner":{"entry":{"_0":2}}}}"#
    #expect(throws: RestorationError(.inconsistent(.alertOwnerMissing(.entry(EntryID(2)))))) {
      try StateRestorer().decode(Screen.self, from: frame(json, version: 2))
    }
    let lenient = try StateRestorer(mode: .lenient).decode(
      Screen.self, from: frame(json, version: 2))
    #expect(lenient.state.alert == nil)
    #expect(lenient.dropped.map(\.part) == [.alert])
  }
}
