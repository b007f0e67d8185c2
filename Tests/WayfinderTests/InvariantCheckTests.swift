import PropertyBased
import Testing
import Wayfinder

/// The invariant check has a fast path (ids sorted, no hashing) for valid states and an ordered
/// walk that names the first problem; this checks both against a plain reading of the rules.
@Suite("Invariants: the fast check agrees with the rules")
struct InvariantCheckTests {
  /// Whether the parts break no id or tab rule, read straight from the documentation.
  static func followsRules(
    tabs: [(TabID, [UInt64])], selection: TabID, layers: [(UInt64, [UInt64])], nextID: UInt64
  ) -> Bool {
    var ids = tabs.flatMap(\.1)
    for (layer, entries) in layers { ids += [layer] + entries }
    let names = tabs.map(\.0)
    return nextID >= 1 && !tabs.isEmpty && ids.allSatisfy { $0 < nextID }
      && Set(ids).count == ids.count && !names.contains("") && Set(names).count == names.count
      && names.contains(selection)
  }

  @Test("random ids, tabs and layers: valid exactly when the rules say so")
  func agrees() async {
    let tab = Gen.element(of: ["a", "b", ""]).compactMap { $0 }
    let ids = Gen.int(in: 1...9).map { UInt64($0) }.array(of: 1...3)
    let gen = zip(
      zip(tab, ids).array(of: 1...3), tab, zip(Gen.int(in: 1...9), ids).array(of: 0...2),
      Gen.int(in: 0...10))
    await propertyCheck(count: 400, input: gen) { tabs, selection, layers, next in
      let named = tabs.map { (TabID($0.0), $0.1) }
      let layered = layers.map { (UInt64($0.0), $0.1) }
      let items = named.map { name, entries in
        TabStack(
          id: name,
          stack: Stack(
            root: Entry(id: EntryID(entries[0]), route: 0),
            pushed: entries.dropFirst().map { Entry(id: EntryID($0), route: 1) }))
      }
      let modal = layered.map { id, entries in
        Layer(
          id: LayerID(id), presentation: .fullScreenCover,
          content: Stack(
            root: Entry(id: EntryID(entries[0]), route: 2),
            pushed: entries.dropFirst().map { Entry(id: EntryID($0), route: 3) }))
      }
      let made = try? NavigationState<Int>(
        base: .tabs(Tabs(selection: TabID(selection), items: items)), layers: modal,
        nextID: UInt64(next))
      let expected = Self.followsRules(
        tabs: named, selection: TabID(selection), layers: layered, nextID: UInt64(next))
      #expect((made != nil) == expected)
    }
  }
}
