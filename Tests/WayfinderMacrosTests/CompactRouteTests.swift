import Foundation
import Testing
import Wayfinder
import WayfinderMacros

/// A value of the app's own, `Codable` by synthesis.
struct CompactProbe: Codable, Hashable, Sendable {
  var name: String
  var count: Int
}

/// A `Codable` route enum declared with `@Links`: the macro writes its `_CompactRoute`
/// conformance. Its cases have every kind of value the reader reads: none, labelled,
/// by position, optional both ways, scalars, and the app's own types.
@Links
enum CodableRoute: Hashable, Codable, Sendable {
  @Link("/home")
  case home
  @Link("/item/:id")
  case item(id: Int)
  @Link("/search/:query?page")
  case search(query: String, page: Int?)
  case pair(Int, String)
  // swift-format-ignore: UseShorthandTypeNames
  // The long spelling, which the macro reads as an optional too.
  case flags(on: Bool, ratio: Double, note: Optional<String>)
  case probe(CompactProbe, at: UUID)
  case list([Int], inner: CompactProbe?)
  case `default`(`for`: Int)
  // Names whose first eight bytes are one key (they tie, and are told apart by their whole
  // names), and a name that is not ASCII.
  case itemsOfTheWeek(id: Int)
  case itemsOfTheWeekend
  case café(Int)
}

/// The same routes read only by `init(from:)`: the enum's synthesised conformance, with no
/// `_CompactRoute`. Its bytes are the enum's.
struct PlainRoute: Codable, Hashable, Sendable {
  var route: CodableRoute
  init(_ route: CodableRoute) { self.route = route }
  init(from decoder: any Decoder) throws { route = try CodableRoute(from: decoder) }
  func encode(to encoder: any Encoder) throws { try route.encode(to: encoder) }
}

@Suite("A Codable @Links enum restores its routes without Decoder, as init(from:) would")
struct CompactRouteTests {
  /// One route of every case, and of each optional value both ways.
  static let routes: [CodableRoute] = [
    .item(id: 42), .search(query: "rain jacket", page: 3), .search(query: "", page: nil),
    .pair(-7, "seven"), .flags(on: true, ratio: 0.25, note: "note"),
    .flags(on: false, ratio: -1e9, note: nil),
    .probe(
      CompactProbe(name: "p", count: 300),
      at: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID()),
    .list([1, 200, -3], inner: CompactProbe(name: "i", count: 0)), .list([], inner: nil),
    .default(for: Int.max), .itemsOfTheWeek(id: 7), .itemsOfTheWeekend, .café(-1),
  ]

  static let state = NavigationState(root: CodableRoute.home, pushed: routes)

  @Test("every route is read by the compact reader, and equals the saved one")
  func readsEveryRoute() throws {
    let restorer = StateRestorer()
    let data = try restorer.encode(Self.state)
    let (restored, compact) = try restorer.decodeCounting(CodableRoute.self, from: data)
    #expect(restored.state == Self.state)
    #expect(compact == Self.routes.count + 1)
    // The bytes are the conformance's: the same state read by `init(from:)` alone.
    let plain = try restorer.decodeCounting(PlainRoute.self, from: data)
    #expect(plain.compactRoutes == 0)
    #expect(
      plain.restored.state.allEntries.map(\.route.route) == restored.state.allEntries.map(\.route))
  }

  @Test("a changed byte restores the same state, or fails with the same error, either way")
  func mutationsAgree() throws {
    let restorer = StateRestorer()
    let data = try restorer.encode(Self.state)
    let newline = try #require(data.firstIndex(of: 0x0A))
    let payload = [UInt8](data[(newline + 1)...])
    var compactReads = 0
    var compared = 0
    for mode in [StateRestorer.Mode.strict, .lenient] {
      let restorer = StateRestorer(mode: mode)
      for position in payload.indices {
        for change: UInt8 in [0x01, 0x80, 0xFF] {
          var bytes = payload
          bytes[position] ^= change
          let framed = StateRestorer.framed(Data(bytes), version: 3, schema: 1)
          let compact = Result { try restorer.decodeCounting(CodableRoute.self, from: framed) }
          let plain = Result { try restorer.decode(PlainRoute.self, from: framed) }
          switch (compact, plain) {
          case (.success(let compact), .success(let plain)):
            compactReads += compact.compactRoutes
            #expect(
              compact.restored.state.allEntries.map(\.id) == plain.state.allEntries.map(\.id))
            #expect(
              compact.restored.state.allEntries.map(\.route)
                == plain.state.allEntries.map(\.route.route), "byte \(position) ^ \(change)")
            #expect(
              compact.restored.dropped.map(\.description) == plain.dropped.map(\.description))
          case (.failure(let compact), .failure(let plain)):
            #expect("\(compact)" == "\(plain)", "byte \(position) ^ \(change)")
          default:
            Issue.record("byte \(position) ^ \(change): \(compact) against \(plain)")
          }
          compared += 1
        }
      }
    }
    #expect(compared == payload.count * 6)
    // Most changed routes still read: the compact reader read them.
    #expect(compactReads > compared)
  }

  @Test("routes of any shape read the same as init(from:) reads them, or fail as it does")
  func randomShapesAgree() throws {
    var random = Random(seed: 11)
    let restorer = StateRestorer()
    var compactReads = 0
    var restored = 0
    for _ in 0..<3_000 {
      let route = RawValue.route(&random)
      let data = try restorer.encode(NavigationState(root: route))
      let compact = Result { try restorer.decodeCounting(CodableRoute.self, from: data) }
      let plain = Result { try restorer.decode(PlainRoute.self, from: data) }
      switch (compact, plain) {
      case (.success(let compact), .success(let plain)):
        compactReads += compact.compactRoutes
        restored += 1
        #expect(
          compact.restored.state.allEntries.map(\.route)
            == plain.state.allEntries.map(\.route.route),
          "\(route)")
      case (.failure(let compact), .failure(let plain)):
        #expect("\(compact)" == "\(plain)", "\(route)")
      default:
        Issue.record("\(route): \(compact) against \(plain)")
      }
    }
    // Both outcomes are common, and the compact reader read nearly every route restored.
    #expect(restored > 300)
    #expect(restored < 2_700)
    #expect(compactReads > restored * 9 / 10)
  }
}

/// A value of any shape, written in the compact format by its own `encode(to:)`: keyed
/// containers with any keys in any order (twice, too), scalars, nulls and lists. Never read.
indirect enum RawValue: Codable, Hashable, Sendable, CustomStringConvertible {
  case keyed([Field])
  case int(Int)
  case string(String)
  case bool(Bool)
  case double(Double)
  case null
  case list([RawValue])

  struct Field: Hashable, Sendable {
    var key: String
    var value: RawValue
  }

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "never read"))
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .keyed(let fields):
      var container = encoder.container(keyedBy: Key.self)
      for field in fields { try container.encode(field.value, forKey: Key(stringValue: field.key)) }
    case .int(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .double(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .list(let items):
      var container = encoder.unkeyedContainer()
      for item in items { try container.encode(item) }
    }
  }

  var description: String {
    switch self {
    case .keyed(let fields):
      "[" + fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
    case .int(let value): "\(value)"
    case .string(let value): value.debugDescription
    case .bool(let value): "\(value)"
    case .double(let value): "\(value)d"
    case .null: "nil"
    case .list(let items): "(" + items.map(\.description).joined(separator: " ") + ")"
    }
  }

  static let cases = [
    "home", "item", "search", "pair", "flags", "probe", "list", "default", "nope",
    "itemsOfTheWeek", "itemsOfTheWeekend", "itemsOfTheWeekday", "café",
  ]
  static let fields = [
    "id", "query", "page", "_0", "_1", "on", "ratio", "note", "at", "inner", "for", "name",
    "count", "zzz",
  ]

  /// A route-like value: mostly one case key whose value is a container of mostly that case's
  /// fields, with every kind of value and, now and then, a key too many or too few.
  static func route(_ random: inout Random) -> RawValue {
    let keys = random.below(10) == 0 ? random.below(3) : 1
    return .keyed(
      (0..<keys).map { _ in
        let name = cases[random.below(cases.count)]
        return Field(key: name, value: caseValue(&random, own: caseFields[name] ?? []))
      })
  }

  /// Each case's fields, as its synthesised conformance keys them.
  static let caseFields = [
    "item": ["id"], "search": ["query", "page"], "pair": ["_0", "_1"],
    "flags": ["on", "ratio", "note"], "probe": ["_0", "at"], "list": ["_0", "inner"],
    "default": ["for"], "itemsOfTheWeek": ["id"], "café": ["_0"],
  ]

  /// A case's value: mostly a container of mostly its own fields (some twice, some missing).
  private static func caseValue(_ random: inout Random, own: [String]) -> RawValue {
    if random.below(20) == 0 { return scalar(&random) }
    return .keyed(
      (0..<random.below(5)).map { _ in
        let key =
          !own.isEmpty && random.below(3) > 0
          ? own[random.below(own.count)] : fields[random.below(fields.count)]
        return Field(key: key, value: value(&random, depth: 0))
      })
  }

  private static func value(_ random: inout Random, depth: Int) -> RawValue {
    switch random.below(depth > 1 ? 6 : 9) {
    case 0, 1, 2: return .int([0, 1, 42, -3, 300, Int.max, Int.min][random.below(7)])
    case 3:
      return .string(["", "x", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "rain"][random.below(4)])
    case 4: return [.bool(true), .null, .double(0.5)][random.below(3)]
    case 5: return .bool(false)
    case 6:
      return .list((0..<random.below(4)).map { _ in value(&random, depth: depth + 1) })
    default:
      return .keyed(
        (0..<random.below(3)).map { _ in
          Field(
            key: ["name", "count", "zzz"][random.below(3)], value: value(&random, depth: depth + 1))
        })
    }
  }

  private static func scalar(_ random: inout Random) -> RawValue {
    [.int(1), .string("home"), .null][random.below(3)]
  }
}

/// A small, seeded generator (SplitMix64), so that a failure repeats.
struct Random {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
