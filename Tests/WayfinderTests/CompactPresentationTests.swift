import Foundation
import PropertyBased
import Testing

@testable import Wayfinder

/// A presentation as bytes could hold it: the shape `Presentation`'s conformance writes, with
/// every part free to differ (an unknown case or key, a key twice, a `nil` written out, a
/// value of another type, a selected detent outside the detents).
private struct RawPresentation: Encodable, Sendable {
  var caseName: String
  var payloadKey: String
  var detents: [String]?
  var selected: String?
  var indicator: String?
  /// 0: absent, 1: a number, 2: `nil` written out, 3: a string.
  var radiusForm: Int
  var radius: Double
  var disabled: Bool?
  var sizing: String?
  var extraKey: String?
  var transition: String

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    var outer = encoder.container(keyedBy: Key.self)
    var payload = outer.nestedContainer(keyedBy: Key.self, forKey: Key(caseName))
    if caseName == "fullScreenCover" {
      if let extraKey { try payload.encode(1, forKey: Key(extraKey)) }
      return
    }
    if payloadKey == "transition" {
      try payload.encode(transition, forKey: Key(payloadKey))
      return
    }
    var style = payload.nestedContainer(keyedBy: Key.self, forKey: Key(payloadKey))
    if let detents { try style.encode(detents, forKey: Key("detents")) }
    if let selected { try style.encode(selected, forKey: Key("selectedDetent")) }
    if let indicator { try style.encode(indicator, forKey: Key("dragIndicator")) }
    switch radiusForm {
    case 1: try style.encode(radius, forKey: Key("cornerRadius"))
    case 2: try style.encodeNil(forKey: Key("cornerRadius"))
    case 3: try style.encode("\(radius)", forKey: Key("cornerRadius"))
    default: break
    }
    if let disabled { try style.encode(disabled, forKey: Key("interactiveDismissDisabled")) }
    if let sizing { try style.encode(sizing, forKey: Key("sizing")) }
    if let extraKey { try style.encode(true, forKey: Key(extraKey)) }
  }
}

@Suite("Restoration: presentations read without Codable's containers")
struct CompactPresentationTests {
  private static let detentNames = [
    "large", "medium", "fraction:0.5", "height:200.0", "custom:half", "fraction:2.0", "tall",
  ]

  @Test("the direct read gives what the conformance gives, or leaves the value to it")
  func agreesWithCodable() async {
    let optionalName = { (names: [String?]) in Gen.element(of: names).compactMap { $0 } }
    let shape = zip(
      Gen.element(of: ["sheet", "sheet", "sheet", "fullScreenCover", "custom", "popover"])
        .compactMap { $0 },
      Gen.element(of: ["style", "style", "transition", "options"]).compactMap { $0 },
      Gen.element(of: Self.detentNames).compactMap { $0 }.array(of: 0...3).map(Optional.some),
      Gen.bool(0.1),
      optionalName([nil, "large", "medium", "custom:half", "fraction:0.25", "x"]))
    let rest = zip(
      optionalName([
        "automatic", "automatic", "visible", "hidden", "sideways", nil,
      ]),
      Gen.int(in: 0...3), Gen.element(of: [0.0, 12.5, -1]).compactMap { $0 },
      Gen.element(of: [true, false, nil]).compactMap { $0 },
      optionalName([nil, nil, "form", "page", "fitted", "huge"]),
      optionalName([nil, nil, nil, "extra", "detents", "sizing"]))
    await propertyCheck(count: 600, input: shape, rest) { shape, rest in
      let raw = RawPresentation(
        caseName: shape.0, payloadKey: shape.0 == "custom" ? "transition" : shape.1,
        detents: shape.3 ? nil : shape.2, selected: shape.4, indicator: rest.0,
        radiusForm: rest.1, radius: rest.2, disabled: rest.3, sizing: rest.4,
        extraKey: rest.5, transition: "zoom")
      let start = try Self.reader(of: raw)
      let viaCodable = CompactState.readValue(
        Presentation.self, start, key: PathKey("presentation"), userInfo: [:])
      var direct = start
      guard let read = CompactPresentation.read(&direct) else { return }
      #expect(try viaCodable.get() == read)
      // It ends where skipping the value ends: the layout after it is read from the right byte.
      var skipped = start
      try skipped.skipValue()
      #expect(direct.position == skipped.position)
    }
  }

  /// The payload the compact writer makes of `value`, and a reader of it from its first value.
  private static func reader(of value: RawPresentation) throws -> CompactReader {
    let writer = CompactWriter()
    try writer.write(value)
    return CompactReader(bytes: writer.bytes, keys: writer.keys)
  }

  @Test("what the writer makes of every presentation an app can build is read directly")
  func everyPresentationReadDirectly() async {
    let detent = Gen.element(of: [
      SheetDetent.large, .medium, .fraction(0.4), .height(320), .custom("half"),
    ]).compactMap { $0 }
    let style = zip(
      detent.array(of: 1...3), detent, Gen.bool, Gen.int(in: 0...3), Gen.bool, Gen.int(in: 0...3))
    let presentation = zip(Gen.int(in: 0...4), style).map { (kind, style) -> Presentation in
      switch kind {
      case 0: Presentation.fullScreenCover
      case 1: Presentation.custom("zoom")
      default:
        Presentation.sheet(
          SheetStyle(
            detents: style.0, selectedDetent: style.2 ? style.1 : nil,
            dragIndicator: [.automatic, .visible, .hidden][style.3 % 3],
            cornerRadius: style.3 == 0 ? nil : Double(style.3) * 8,
            interactiveDismissDisabled: style.4,
            sizing: [nil, .form, .page, .fitted][style.5]))
      }
    }
    await propertyCheck(count: 300, input: presentation.array(of: 1...3)) { presentations in
      var state = NavigationState(root: Screen.one)
      for presented in presentations { try state.present(.two, as: presented) }
      let restorer = StateRestorer()
      let data = try restorer.encode(state)
      #expect(try restorer.decode(Screen.self, from: data).state == state)
      for presented in presentations {
        let writer = CompactWriter()
        try writer.write(presented)
        var reader = CompactReader(bytes: writer.bytes, keys: writer.keys)
        #expect(CompactPresentation.read(&reader) == presented)
        #expect(reader.isAtEnd)
      }
    }
  }
}
